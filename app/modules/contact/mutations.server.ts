/** Stores contact form messages for the moderators' queue (/beheer/berichten). */
import { contactMessages } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { consumeRateLimits, type RateLimit } from "~/lib/rate-limit.server";
import { CONTACT_RATE_LIMITS } from "./limits";

export type StoreContactResult = { status: "ok"; id: string } | { status: "rate_limited"; message: string };

/** Stores one message validated by `ContactSchema`, rate-limited per IP address and account; "rate_limited" stores nothing. */
export async function storeContactMessage(options: {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  clientIp: string;
}): Promise<StoreContactResult> {
  const checks: [RateLimit, string][] = [[CONTACT_RATE_LIMITS.ip, options.clientIp]];
  if (options.userId) checks.push([CONTACT_RATE_LIMITS.account, options.userId]);
  const limited = await consumeRateLimits(checks);
  if (limited) return { status: "rate_limited", message: limited };
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ name: options.name, email: options.email, subject: options.subject, message: options.message, user_id: options.userId })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("storeContactMessage: insert returned no row");
  return { status: "ok", id: row.id };
}
