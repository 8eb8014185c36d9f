/**
 * Granting and revoking roles (app/modules/moderation/roles.server.ts) on a real database: clear
 * results for an unknown address or role and for a role already held or not held, an audit entry
 * for every change (none for a refusal), and the last admin keeping the role, also when two
 * admins revoke each other at the same moment; a mail to the member given a role; no role for a
 * blocked member.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, user, userRoles } from "~/db/schema";
import { grantRole, listRoleHolders, revokeRole, roleChangeMessages } from "~/modules/moderation/roles.server";
import { setupTestDatabase } from "../setup/database";
import { createMember } from "../setup/members";
import { mailsTo } from "../setup/outbox";

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

  it("mails the member who got a role, through the mail queue, with a link to the beheer area", async () => {
    const member = await createMember({ name: "Mila Moderator" });
    expect(await grantRole({ email: member.email, role: "moderator", actorId: null })).toMatchObject({ status: "ok" });
    const [mail, ...more] = await mailsTo(member.email, (subject) => subject.startsWith("Je bent nu "));
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Je bent nu moderator bij Dit doet Nederland");
    expect(mail?.text).toContain("Hoi Mila Moderator,");
    expect(mail?.text).toContain("http://localhost:3000/beheer");
    expect(mail?.html).toContain("http://localhost:3000/beheer");
    // A refused grant mails nothing.
    expect(await grantRole({ email: member.email, role: "moderator", actorId: null })).toEqual({ status: "already_held" });
    expect(await mailsTo(member.email, (subject) => subject.startsWith("Je bent nu "))).toHaveLength(1);
    await grantRole({ email: member.email, role: "admin", actorId: null });
    expect(await mailsTo(member.email, (subject) => subject === "Je bent nu beheerder bij Dit doet Nederland")).toHaveLength(1);
  });

  it("refuses a role for a blocked member with a clear message, writing nothing and mailing nothing", async () => {
    const db = database.db();
    const member = await createMember();
    await db.update(user).set({ blockedAt: new Date() }).where(eq(user.id, member.id));
    expect(await grantRole({ email: member.email, role: "moderator", actorId: null })).toEqual({ status: "blocked_member" });
    expect(roleChangeMessages.blocked_member).toBe("Dit lid is geblokkeerd en kan geen rol krijgen. Deblokkeer het lid eerst.");
    expect(await db.select().from(userRoles).where(eq(userRoles.user_id, member.id))).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.target_user_id, member.id))).toEqual([]);
    expect(await mailsTo(member.email, (subject) => subject.startsWith("Je bent nu "))).toEqual([]);
  });
});
