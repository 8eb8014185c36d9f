/**
 * Writes of the contact module: every valid message of the contact form is stored in
 * `contact_messages` for the moderators' queue (/beheer/berichten).
 * docs/decisions/022-reports-and-queues.md.
 */
import { contactMessages } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { consumeRateLimits, type RateLimit } from "~/lib/rate-limit.server";
import { CONTACT_RATE_LIMITS } from "./limits";

/** The result of {@link storeContactMessage}. */
export type StoreContactResult = { status: "ok"; id: string } | { status: "rate_limited"; message: string };

/**
 * Stores one contact message, rate-limited per IP address and, for a member, per account
 * (`CONTACT_RATE_LIMITS`). Plain text as given (validate and trim it with `ContactSchema`
 * first); whoever shows it must escape it (React does).
 * @param options.userId the signed-in sender's id (UUID), or null for a visitor
 * @param options.clientIp the client address (the request's `clientAddressContext`)
 * @returns ok with the new row's id (UUID), or "rate_limited" with the Dutch wait message (nothing stored)
 * @throws Error when the database refuses the insert or cannot be reached
 */
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
