/** The one-click unsubscribe (RFC 8058): a signed token turns one topic off for one member, no session needed. */
import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";
import { setMailPreference } from "./preferences.server";
import { type MailTopic, mailTopic } from "./topics";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server";

export const UNSUBSCRIBE_INVALID = "Deze afmeldlink klopt niet. Gebruik de link uit de e-mail zoals hij is, of kies je e-mails bij Instellingen, Meldingen per e-mail.";

/** The topic a token unsubscribes from; null for a bad token or a member who no longer exists. */
export async function unsubscribeTopic(token: string): Promise<MailTopic | null> {
  const found = verifyUnsubscribeToken(token);
  if (!found) return null;
  const db = await getDb();
  const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, found.userId));
  return member ? mailTopic(found.topic) : null;
}

export type UnsubscribeResult = { ok: true; topic: MailTopic } | { ok: false; status: 400 | 429; message: string };

async function refused(clientIp: string): Promise<UnsubscribeResult> {
  const limited = await consumeRateLimits([["unsubscribeIp", clientIp]]);
  return limited ? { ok: false, status: 429, message: limited } : { ok: false, status: 400, message: UNSUBSCRIBE_INVALID };
}

/**
 * Turns the token's topic off (idempotent). Bad tokens count against the caller's address; good
 * ones against the member, because mail providers post from a few shared addresses for everybody.
 * @throws Error when the database fails
 */
export async function unsubscribeWithToken(token: string, clientIp: string): Promise<UnsubscribeResult> {
  const found = verifyUnsubscribeToken(token);
  if (!found) return refused(clientIp);
  const db = await getDb();
  const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, found.userId));
  if (!member) return refused(clientIp);
  const limited = await consumeRateLimits([["unsubscribeAccount", found.userId]]);
  if (limited) return { ok: false, status: 429, message: limited };
  await setMailPreference(found.userId, found.topic, "off");
  return { ok: true, topic: mailTopic(found.topic) };
}
