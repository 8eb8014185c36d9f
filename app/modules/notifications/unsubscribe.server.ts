/**
 * The one-click unsubscribe (RFC 8058): a signed token turns one topic, or the alerts of one saved
 * search, off for one member, or ends their follow of one initiative ("Niet meer volgen"), no
 * session needed.
 */
import { eq } from "drizzle-orm";
import { initiatives, user } from "~/db/schema";
import { unfollowInitiative } from "~/modules/following/follows.server";
import { getDb } from "~/lib/db.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";
import { savedSearchName, turnOffSavedSearch } from "./saved-searches.server";
import { setMailPreference } from "./preferences.server";
import { mailTopic } from "./topics";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server";

export const UNSUBSCRIBE_INVALID = "Deze afmeldlink klopt niet. Gebruik de link uit de e-mail zoals hij is, of kies je e-mails bij Instellingen, Meldingen per e-mail.";

/** The Dutch words for what a token stops, with its quotes: `“Herinneringen …”` or `je zoekopdracht “…”`. */
function describe(target: { topic: string } | { savedSearchName: string } | { initiativeName: string }): string {
  if ("initiativeName" in target) return `het initiatief “${target.initiativeName}” dat je volgt (je volgt het dan niet meer)`;
  return "topic" in target ? `“${target.topic}”` : `je bewaarde zoekopdracht “${target.savedSearchName}”`;
}

async function initiativeName(initiativeId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ name: initiatives.name }).from(initiatives).where(eq(initiatives.id, initiativeId));
  return row?.name ?? null;
}

/** What a token unsubscribes from, in Dutch; null for a bad token, a member who no longer exists or a deleted search. */
export async function unsubscribeSubject(token: string): Promise<string | null> {
  const found = verifyUnsubscribeToken(token);
  if (!found) return null;
  if ("savedSearchId" in found) {
    const name = await savedSearchName(found.userId, found.savedSearchId);
    return name === null ? null : describe({ savedSearchName: name });
  }
  if ("unfollowInitiativeId" in found) {
    const name = await initiativeName(found.unfollowInitiativeId);
    return name === null ? null : describe({ initiativeName: name });
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
  if ("unfollowInitiativeId" in found) {
    const name = await initiativeName(found.unfollowInitiativeId);
    if (name === null) return refused(clientIp);
    await unfollowInitiative(db, found.userId, found.unfollowInitiativeId);
    return { ok: true, subject: describe({ initiativeName: name }) };
  }
  await setMailPreference(found.userId, found.topic, "off");
  return { ok: true, subject: describe({ topic: mailTopic(found.topic).label }) };
}
