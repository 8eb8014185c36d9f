/**
 * The one-click unsubscribe (RFC 8058): a signed token turns one topic, or the alerts of one saved
 * search, off for one member, no session needed.
 */
import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";
import { savedSearchName, turnOffSavedSearch } from "./saved-searches.server";
import { setMailPreference } from "./preferences.server";
import { mailTopic } from "./topics";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server";

export const UNSUBSCRIBE_INVALID = "Deze afmeldlink klopt niet. Gebruik de link uit de e-mail zoals hij is, of kies je e-mails bij Instellingen, Meldingen per e-mail.";

/** The Dutch words for what a token stops, with its quotes: `“Herinneringen …”` or `je zoekopdracht “…”`. */
function describe(target: { topic: string } | { savedSearchName: string }): string {
  return "topic" in target ? `“${target.topic}”` : `je bewaarde zoekopdracht “${target.savedSearchName}”`;
}

/** What a token unsubscribes from, in Dutch; null for a bad token, a member who no longer exists or a deleted search. */
export async function unsubscribeSubject(token: string): Promise<string | null> {
  const found = verifyUnsubscribeToken(token);
  if (!found) return null;
  if ("savedSearchId" in found) {
    const name = await savedSearchName(found.userId, found.savedSearchId);
    return name === null ? null : describe({ savedSearchName: name });
  }
  const db = await getDb();
  const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, found.userId));
  return member ? describe({ topic: mailTopic(found.topic).label }) : null;
}

export type UnsubscribeResult = { ok: true; subject: string } | { ok: false; status: 400 | 429; message: string };

async function refused(clientIp: string): Promise<UnsubscribeResult> {
  const limited = await consumeRateLimits([["unsubscribeIp", clientIp]]);
  return limited ? { ok: false, status: 429, message: limited } : { ok: false, status: 400, message: UNSUBSCRIBE_INVALID };
}

/**
 * Turns the token's topic or saved search off (idempotent). Bad tokens count against the caller's
 * address; good ones against the member, because mail providers post from a few shared addresses
 * for everybody.
 * @returns `subject`: what was stopped, in Dutch (see {@link unsubscribeSubject})
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
  if ("savedSearchId" in found) {
    const name = await turnOffSavedSearch(found.userId, found.savedSearchId);
    return name === null ? refused(clientIp) : { ok: true, subject: describe({ savedSearchName: name }) };
  }
  await setMailPreference(found.userId, found.topic, "off");
  return { ok: true, subject: describe({ topic: mailTopic(found.topic).label }) };
}
