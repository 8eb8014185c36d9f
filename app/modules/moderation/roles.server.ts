/**
 * Granting and revoking roles, for the command line (`npm run admin`) and the admins' page
 * (docs/decisions/020-moderation.md). The last admin keeps the admin role; a blocked member gets none.
 * Every change is audited; a new role holder is mailed in the same transaction.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { user, userRoles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { parseEnum, userRoles as roleNames } from "~/lib/enums";
import { env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { Role } from "~/lib/viewer";
import { recordAudit } from "./audit.server";
import { roleGrantedEmail } from "./emails";

export interface RoleHolder {
  id: string;
  name: string;
  email: string;
  roles: Role[];
}

export type RoleChange =
  | { status: "ok"; member: { id: string; name: string; email: string } }
  | { status: "unknown_role" }
  | { status: "unknown_member" }
  | { status: "blocked_member" }
  | { status: "already_held" }
  | { status: "not_held" }
  | { status: "last_admin" };

export const roleChangeMessages: Record<Exclude<RoleChange["status"], "ok">, string> = {
  unknown_role: `Onbekende rol. Kies uit: ${roleNames.join(", ")}.`,
  unknown_member: "Er is geen lid met dit e-mailadres.",
  blocked_member: "Dit lid is geblokkeerd en kan geen rol krijgen. Deblokkeer het lid eerst.",
  already_held: "Dit lid heeft deze rol al.",
  not_held: "Dit lid heeft deze rol niet.",
  last_admin: "Dit is de laatste beheerder: wijs eerst iemand anders als beheerder aan.",
};

/** @throws Error when the database fails */
export async function listRoleHolders(): Promise<RoleHolder[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: userRoles.role })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.user_id))
    .orderBy(asc(user.name), asc(user.email), asc(userRoles.role));
  const holders = new Map<string, RoleHolder>();
  for (const row of rows) {
    const holder = holders.get(row.id) ?? { id: row.id, name: row.name, email: row.email, roles: [] };
    holder.roles.push(row.role);
    holders.set(row.id, holder);
  }
  return [...holders.values()];
}

interface Actor {
  actorId: string | null;
}

const COMMAND_LINE_NOTE = "via de opdrachtregel";

/**
 * Gives the member with address `email` (case-insensitive) the role and queues the mail in the same transaction.
 * @param options.actorId the admin granting it, or null for the command line
 * @returns nothing changes unless ok
 * @throws Error when the database fails (nothing changes)
 */
export async function grantRole({ email, role, actorId }: { email: string; role: string } & Actor): Promise<RoleChange> {
  const parsed = parseEnum(roleNames, role);
  if (!parsed) return { status: "unknown_role" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<RoleChange> => {
    // Locked, so a block cannot slip in between this check and the grant.
    const [found] = await tx
      .select({ id: user.id, name: user.name, email: user.email, blockedAt: user.blockedAt })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()))
      .limit(1)
      .for("update");
    if (!found) return { status: "unknown_member" };
    const { blockedAt, ...member } = found;
    if (blockedAt) return { status: "blocked_member" };
    const inserted = await tx
      .insert(userRoles)
      .values({ user_id: member.id, role: parsed })
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    if (inserted.length === 0) return { status: "already_held" };
    await recordAudit(tx, {
      actorId,
      action: "role.grant",
      targetUserId: member.id,
      reason: parsed,
      note: actorId === null ? COMMAND_LINE_NOTE : null,
    });
    await enqueueMail(tx, { to: member.email, ...roleGrantedEmail({ name: member.name, role: parsed, siteUrl: env().SITE_URL }) });
    return { status: "ok", member };
  });
}

/**
 * Takes a role from the member with address `email`. The last admin keeps the admin role.
 * @throws Error when the database fails (nothing changes)
 */
export async function revokeRole({ email, role, actorId }: { email: string; role: string } & Actor): Promise<RoleChange> {
  const parsed = parseEnum(roleNames, role);
  if (!parsed) return { status: "unknown_role" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<RoleChange> => {
    const [member] = await tx
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()))
      .limit(1);
    if (!member) return { status: "unknown_member" };
    if (parsed === "admin") {
      // Lock every admin row, so two admins revoking each other cannot both succeed.
      const admins = await tx
        .select({ userId: userRoles.user_id })
        .from(userRoles)
        .where(eq(userRoles.role, "admin"))
        .for("update");
      const holds = admins.some((admin) => admin.userId === member.id);
      if (holds && admins.length <= 1) return { status: "last_admin" };
    }
    const deleted = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.user_id, member.id), eq(userRoles.role, parsed)))
      .returning({ id: userRoles.id });
    if (deleted.length === 0) return { status: "not_held" };
    await recordAudit(tx, {
      actorId,
      action: "role.revoke",
      targetUserId: member.id,
      reason: parsed,
      note: actorId === null ? COMMAND_LINE_NOTE : null,
    });
    return { status: "ok", member };
  });
}

export async function countAdmins(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userRoles).where(eq(userRoles.role, "admin"));
  return row?.n ?? 0;
}
