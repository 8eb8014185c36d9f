/**
 * Authorization tables for the beheer area and the moderation actions: the six kinds of caller
 * every /beheer loader and action and every moderation action on items is tried with, a snapshot
 * of everything moderation may change (to prove a refused call changed nothing), and the HTTP
 * status of whatever a route returned or threw.
 *
 * A test builds its table as `Record<Persona, number>` (the expected status per caller) and runs
 * the call once per persona, comparing {@link stewardshipSnapshot} before and after where refused.
 */
import { eq } from "drizzle-orm";
import { auditLog, contactMessages, feedback, mailPreferences, profiles, reports, user, userRoles } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { contentSnapshot } from "./database";
import { createMember, type TestMember } from "./members";
import { grantRole } from "./stewards";

/** Who calls: a visitor, a member, the item's owner, a moderator, an admin, a blocked moderator. */
export const personas = ["visitor", "member", "owner", "moderator", "admin", "blocked"] as const;
export type Persona = (typeof personas)[number];

/** One caller per persona (the visitor is null). */
export type Callers = { visitor: null } & Record<Exclude<Persona, "visitor">, TestMember>;

/**
 * Creates the callers: three members, two of them made moderator and admin (with two-factor on),
 * and a moderator who was blocked afterwards while keeping their session cookie (the block
 * check must hold even if a session survived).
 * @param db the test file's database
 */
export async function createCallers(db: Database): Promise<Callers> {
  const [member, owner, moderator, admin, blocked] = await Promise.all([
    createMember(),
    createMember(),
    createMember(),
    createMember(),
    createMember(),
  ]);
  await grantRole(moderator.id, "moderator", db);
  await grantRole(admin.id, "admin", db);
  await grantRole(blocked.id, "moderator", db);
  await db.update(user).set({ blockedAt: new Date() }).where(eq(user.id, blocked.id));
  return { visitor: null, member, owner, moderator, admin, blocked };
}

/**
 * Everything moderation may change, as one JSON string: the content tables and favourites, the
 * reports, feedback, contact messages, audit log, roles, blocks and digest settings.
 */
export async function stewardshipSnapshot(db: Database): Promise<string> {
  const [content, r, f, c, a, roles, users, p, prefs] = await Promise.all([
    contentSnapshot(db),
    db.select().from(reports).orderBy(reports.id),
    db.select().from(feedback).orderBy(feedback.id),
    db.select().from(contactMessages).orderBy(contactMessages.id),
    db.select().from(auditLog).orderBy(auditLog.id),
    db.select().from(userRoles).orderBy(userRoles.id),
    db.select({ id: user.id, blockedAt: user.blockedAt, twoFactorEnabled: user.twoFactorEnabled }).from(user).orderBy(user.id),
    db
      .select({ id: profiles.id, sent: profiles.moderation_digest_sent_at })
      .from(profiles)
      .orderBy(profiles.id),
    db.select().from(mailPreferences).orderBy(mailPreferences.user_id, mailPreferences.topic),
  ]);
  return JSON.stringify({ content, r, f, c, a, roles, users, p, prefs });
}

/**
 * The HTTP status of a loader's or action's answer: a returned or thrown Response (a redirect:
 * 302), a returned or thrown `data(…, { status })`, or 200 for plain data.
 */
export async function statusOf(pending: Promise<unknown>): Promise<number> {
  let result: unknown;
  try {
    result = await pending;
  } catch (error) {
    result = error;
    if (!(error instanceof Response) && typeof (error as { init?: ResponseInit })?.init?.status !== "number") throw error;
  }
  if (result instanceof Response) return result.status;
  const init = (result as { init?: ResponseInit | null } | null)?.init;
  if (result && typeof result === "object" && "type" in result && (result as { type: unknown }).type === "DataWithResponseInit") {
    return init?.status ?? 200;
  }
  return 200;
}
