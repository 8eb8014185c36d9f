/**
 * Signed unsubscribe tokens for one member and one mail topic or saved search (RFC 8058 links): no
 * database row, so a link keeps working for as long as the app's secret does. Format:
 * `<payload>.<signature>`, both base64url; the payload is `<user id>:<topic>` or
 * `<user id>:search/<saved search id>` or `<user id>:unfollow/<initiative id>` ("Niet meer volgen"
 * from a notification mail), the signature HMAC-SHA256 over it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "~/lib/auth.server";
import { isMailTopicId, type MailTopicId } from "./topics";

/** Keeps these signatures apart from anything else signed with the same secret. */
const PURPOSE = "mail-unsubscribe:v1";
const MAX_TOKEN_LENGTH = 300;

function signature(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${payload}`).digest();
}

const SEARCH_PREFIX = "search/";
const UNFOLLOW_PREFIX = "unfollow/";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a token unsubscribes from: a mail topic, the alerts of one saved search, or following one initiative. */
export type UnsubscribeTarget = MailTopicId | { savedSearchId: string } | { unfollowInitiativeId: string };

function targetText(target: UnsubscribeTarget): string {
  if (typeof target === "string") return target;
  return "savedSearchId" in target ? `${SEARCH_PREFIX}${target.savedSearchId}` : `${UNFOLLOW_PREFIX}${target.unfollowInitiativeId}`;
}

/** The token for `userId` and `target`; `secret` defaults to the app's secret. */
export function signUnsubscribeToken(userId: string, target: UnsubscribeTarget, secret: string = authSecret()): string {
  const payload = `${userId}:${targetText(target)}`;
  return `${Buffer.from(payload).toString("base64url")}.${signature(payload, secret).toString("base64url")}`;
}

/**
 * The member and topic (or saved search, or initiative to stop following) of a genuine token; null
 * for anything malformed, tampered with or of an unknown topic.
 */
export function verifyUnsubscribeToken(
  token: string,
  secret: string = authSecret(),
): { userId: string; topic: MailTopicId } | { userId: string; savedSearchId: string } | { userId: string; unfollowInitiativeId: string } | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const payload = Buffer.from(match[1] ?? "", "base64url").toString("utf8");
  const given = Buffer.from(match[2] ?? "", "base64url");
  const expected = signature(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const separator = payload.lastIndexOf(":");
  const userId = payload.slice(0, separator);
  const topic = payload.slice(separator + 1);
  if (separator <= 0) return null;
  if (topic.startsWith(SEARCH_PREFIX)) {
    const savedSearchId = topic.slice(SEARCH_PREFIX.length);
    return UUID.test(savedSearchId) ? { userId, savedSearchId } : null;
  }
  if (topic.startsWith(UNFOLLOW_PREFIX)) {
    const unfollowInitiativeId = topic.slice(UNFOLLOW_PREFIX.length);
    return UUID.test(unfollowInitiativeId) ? { userId, unfollowInitiativeId } : null;
  }
  return isMailTopicId(topic) ? { userId, topic } : null;
}
