/**
 * Granting and revoking roles (app/modules/moderation/roles.server.ts) on a real database: clear
 * results for an unknown address or role and for a role already held or not held, an audit entry
 * for every change (none for a refusal), and the last admin keeping the role, also when two
 * admins revoke each other at the same moment.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, userRoles } from "~/db/schema";
import { grantRole, listRoleHolders, revokeRole } from "~/modules/moderation/roles.server";
import { setupTestDatabase } from "../setup/database";
import { createMember } from "../setup/members";

const database = setupTestDatabase();

describe("roles", () => {
  it("grants and revokes with clear refusals and an audit entry per change", async () => {
    const db = database.db();
    const admin = await createMember();
    const member = await createMember();
    expect(await grantRole({ email: member.email.toUpperCase(), role: "moderator", actorId: null })).toMatchObject({ status: "ok" });
    expect(await grantRole({ email: member.email, role: "moderator", actorId: admin.id })).toEqual({ status: "already_held" });
    expect(await grantRole({ email: member.email, role: "baas", actorId: admin.id })).toEqual({ status: "unknown_role" });
    expect(await grantRole({ email: "niemand@voorbeeld.example.org", role: "admin", actorId: admin.id })).toEqual({
      status: "unknown_member",
    });
    expect((await listRoleHolders()).find((holder) => holder.id === member.id)?.roles).toEqual(["moderator"]);
    expect(await revokeRole({ email: member.email, role: "admin", actorId: admin.id })).toEqual({ status: "not_held" });
    expect(await revokeRole({ email: member.email, role: "moderator", actorId: admin.id })).toMatchObject({ status: "ok" });

    const entries = await db.select().from(auditLog).where(eq(auditLog.target_user_id, member.id)).orderBy(auditLog.created_at);
    expect(entries.map((entry) => [entry.action, entry.actor_id, entry.reason, entry.note])).toEqual([
      ["role.grant", null, "moderator", "via de opdrachtregel"],
      ["role.revoke", admin.id, "moderator", null],
    ]);
  });

  it("keeps the last admin, also when two admins revoke each other at once", async () => {
    const db = database.db();
    await db.delete(userRoles).where(eq(userRoles.role, "admin"));
    const first = await createMember();
    const second = await createMember();
    await grantRole({ email: first.email, role: "admin", actorId: null });
    expect(await revokeRole({ email: first.email, role: "admin", actorId: first.id })).toEqual({ status: "last_admin" });
    await grantRole({ email: second.email, role: "admin", actorId: first.id });

    const results = await Promise.all([
      revokeRole({ email: second.email, role: "admin", actorId: first.id }),
      revokeRole({ email: first.email, role: "admin", actorId: second.id }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["last_admin", "ok"]);
    const admins = await db.select().from(userRoles).where(eq(userRoles.role, "admin"));
    expect(admins).toHaveLength(1);
  });
});
