/**
 * Members in the beheer area (docs/decisions/023-members-and-audit-log.md): search, one member with
 * their items, and blocking. A block sets `blocked_at`, ends every session and writes the audit entry
 * in one transaction. Moderators cannot block themselves or anyone with a role.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, isNotNull, or, sql } from "drizzle-orm";
import { events, initiatives, session, user, userRoles, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { FavoriteItemType, InitiativeStatus } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import { isModerator } from "~/lib/permissions";
import type { Role, Viewer } from "~/lib/viewer";
import { recordAudit } from "./audit.server";
import { MEMBER_SEARCH_LIMIT, MEMBER_SEARCH_MIN } from "./member-forms";
import { itemPath } from "./paths";


/** Dates are ISO 8601 (UTC) once serialised. */
export interface MemberRow {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  blockedAt: Date | null;
  roles: Role[];
}

export interface MemberItem {
  type: FavoriteItemType;
  id: string;
  title: string;
  status: InitiativeStatus;
  path: string;
}

async function rolesOf(ids: string[]): Promise<Map<string, Role[]>> {
  const roles = new Map<string, Role[]>();
  if (ids.length === 0) return roles;
  const db = await getDb();
  for (const row of await db.select().from(userRoles).where(inArray(userRoles.user_id, ids)).orderBy(asc(userRoles.role))) {
    roles.set(row.user_id, [...(roles.get(row.user_id) ?? []), row.role]);
  }
  return roles;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Members whose name or e-mail contains `query` (case-insensitive), by name, at most {@link MEMBER_SEARCH_LIMIT}.
 * @throws Error when the database fails
 */
export async function searchMembers(query: string): Promise<MemberRow[]> {
  // PostgreSQL refuses NUL in a text parameter.
  const text = query.replaceAll("\u0000", "").trim();
  if (text.length < MEMBER_SEARCH_MIN) return [];
  const db = await getDb();
  const pattern = likePattern(text);
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt, blockedAt: user.blockedAt })
    .from(user)
    .where(or(ilike(user.name, pattern), ilike(user.email, pattern)))
    .orderBy(asc(user.name), asc(user.email))
    .limit(MEMBER_SEARCH_LIMIT);
  const roles = await rolesOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, roles: roles.get(row.id) ?? [] }));
}

/**
 * One member with the items they created (newest first); null for a malformed or unknown id.
 * @throws Error when the database fails
 */
export async function getMemberForModeration(id: string | undefined): Promise<{ member: MemberRow; items: MemberItem[] } | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt, blockedAt: user.blockedAt })
    .from(user)
    .where(eq(user.id, id));
  if (!row) return null;
  const [roles, own, ownEvents, ownVacancies] = await Promise.all([
    rolesOf([row.id]),
    db
      .select({ id: initiatives.id, title: initiatives.name, status: initiatives.status })
      .from(initiatives)
      .where(eq(initiatives.created_by, row.id))
      .orderBy(desc(initiatives.created_at)),
    db
      .select({ id: events.id, title: events.title, status: events.status })
      .from(events)
      .where(eq(events.created_by, row.id))
      .orderBy(desc(events.created_at)),
    db
      .select({ id: vacancies.id, title: vacancies.title, status: vacancies.status })
      .from(vacancies)
      .where(eq(vacancies.created_by, row.id))
      .orderBy(desc(vacancies.created_at)),
  ]);
  const items: MemberItem[] = [
    ...own.map((item) => ({ ...item, type: "initiative" as const, path: itemPath("initiative", item.id) })),
    ...ownEvents.map((item) => ({ ...item, type: "event" as const, path: itemPath("event", item.id) })),
    ...ownVacancies.map((item) => ({ ...item, type: "vacancy" as const, path: itemPath("vacancy", item.id) })),
  ];
  return { member: { ...row, roles: roles.get(row.id) ?? [] }, items };
}

export type BlockResult = { status: "ok"; name: string } | { status: "not_found" } | { status: "refused" } | { status: "unchanged" };

export const blockTexts = {
  blocked: "Lid geblokkeerd",
  unblocked: "Lid gedeblokkeerd",
  refused: "Je kunt jezelf, een moderator of een beheerder niet blokkeren. Laat een beheerder eerst de rol intrekken.",
  alreadyBlocked: "Dit lid is al geblokkeerd.",
  notBlocked: "Dit lid is niet geblokkeerd.",
  notFound: "Dit lid bestaat niet (meer).",
  failure: "Er ging iets mis bij het blokkeren. Probeer het later opnieuw.",
} as const;

/**
 * Blocks a member (moderator or admin only): `blocked_at`, sessions deleted and the audit entry in one transaction.
 * @returns "refused" for the viewer themselves or a member with a role
 * @throws Error when the database fails (nothing is written)
 */
export async function blockMember(options: { viewer: Viewer; memberId: string; reason: string }): Promise<BlockResult> {
  const { viewer, memberId, reason } = options;
  if (!viewer || !isModerator(viewer)) return { status: "refused" };
  if (!isUuid(memberId)) return { status: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<BlockResult> => {
    const [member] = await tx.select({ name: user.name, blockedAt: user.blockedAt }).from(user).where(eq(user.id, memberId)).for("update");
    if (!member) return { status: "not_found" };
    const [role] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.user_id, memberId)).limit(1);
    if (memberId === viewer.id || role) return { status: "refused" };
    if (member.blockedAt) return { status: "unchanged" };
    await tx.update(user).set({ blockedAt: sql`now()` }).where(and(eq(user.id, memberId), isNull(user.blockedAt)));
    await tx.delete(session).where(eq(session.userId, memberId));
    await recordAudit(tx, { actorId: viewer.id, action: "member.block", targetUserId: memberId, reason });
    return { status: "ok", name: member.name };
  });
}

/**
 * Lifts a block, with the audit entry "member.unblock".
 * @throws Error when the database fails (nothing is written)
 */
export async function unblockMember(options: { viewer: Viewer; memberId: string }): Promise<BlockResult> {
  const { viewer, memberId } = options;
  if (!viewer || !isModerator(viewer)) return { status: "refused" };
  if (!isUuid(memberId)) return { status: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<BlockResult> => {
    const [updated] = await tx
      .update(user)
      .set({ blockedAt: null })
      .where(and(eq(user.id, memberId), isNotNull(user.blockedAt)))
      .returning({ name: user.name });
    if (!updated) {
      const [exists] = await tx.select({ id: user.id }).from(user).where(eq(user.id, memberId));
      return { status: exists ? "unchanged" : "not_found" };
    }
    await recordAudit(tx, { actorId: viewer.id, action: "member.unblock", targetUserId: memberId });
    return { status: "ok", name: updated.name };
  });
}
