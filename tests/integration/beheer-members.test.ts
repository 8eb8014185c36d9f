/**
 * Members, the overview and the audit log in the beheer area on a real database
 * (docs/decisions/023-members-and-audit-log.md): search, a member's page with their items,
 * blocking (every session ends, their items leave the public views, an audit entry) and
 * unblocking, refusals for oneself and role holders, the overview's numbers, the audit log with
 * "verwijderd lid", and an authorization table over the six personas for every loader and
 * action, the database unchanged where refused.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, initiativesPublic, session, user } from "~/db/schema";
import { getSessionUser } from "~/lib/session.server";
import { blockTexts } from "~/modules/moderation/members.server";
import { loader as auditLogLoader } from "~/routes/beheer/audit-log";
import { loader as overviewLoader } from "~/routes/beheer/index";
import { action as memberAction, loader as memberLoader } from "~/routes/beheer/member";
import { loader as membersLoader } from "~/routes/beheer/members";
import { createCallers, type Persona, personas, statusOf, stewardshipSnapshot } from "../setup/authz";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { createMember, makeRequest, type TestMember } from "../setup/members";
import { asData, asRedirect, type Caller, get, post, toastOf } from "../setup/routes";
import { grantRole } from "../setup/stewards";

const database = setupTestDatabase();

async function moderator(): Promise<TestMember> {
  const member = await createMember();
  await grantRole(member.id, "moderator", database.db());
  return member;
}

const memberPage = (caller: Caller, id: string) => memberLoader(get(caller, `/beheer/leden/${id}`, { pattern: "/beheer/leden/:id", params: { id } }));
const memberPost = (caller: Caller, id: string, fields: Record<string, string>) =>
  memberAction(post(caller, `/beheer/leden/${id}`, fields, { pattern: "/beheer/leden/:id", params: { id } }));

describe("members", () => {
  it("finds members by part of the name or address, case-insensitively, not for one character", async () => {
    const mod = await moderator();
    const anna = await createMember({ name: "Anna Zoekbaar" });
    expect((await membersLoader(get(mod, "/beheer/leden?q=zoekBAAR"))).members.map((m) => m.id)).toContain(anna.id);
    expect((await membersLoader(get(mod, `/beheer/leden?q=${encodeURIComponent(anna.email.toUpperCase())}`))).members.map((m) => m.id)).toEqual([anna.id]);
    expect(await membersLoader(get(mod, "/beheer/leden?q=a"))).toMatchObject({ members: [], searched: false });
    expect((await membersLoader(get(mod, "/beheer/leden?q=%25"))).members).toEqual([]);
    // A NUL (PostgreSQL refuses it in a parameter) is dropped, not a 500.
    expect((await membersLoader(get(mod, "/beheer/leden?q=zoek%00BAAR"))).members.map((m) => m.id)).toContain(anna.id);
  });

  it("blocks a member: sessions end, sign-in state is gone, their initiative leaves the public view; unblocking brings it back", async () => {
    const db = database.db();
    const mod = await moderator();
    const member = await createMember();
    const initiative = await createInitiative(db, { created_by: member.id });
    expect((await memberPage(mod, member.id)).items.map((item) => item.id)).toEqual([initiative.id]);

    const unconfirmed = asData(await memberPost(mod, member.id, { intent: "block", member_id: member.id, reason: "Spam" }));
    expect(unconfirmed.init?.status).toBe(400);
    const noReason = asData(await memberPost(mod, member.id, { intent: "block", member_id: member.id, reason: " ", confirm: "ja" }));
    expect(noReason.data.result?.error?.reason).toEqual(["Geef een reden op"]);

    const done = asRedirect(await memberPost(mod, member.id, { intent: "block", member_id: member.id, reason: "Plaatst spam", confirm: "ja" }));
    expect(await toastOf(done)).toEqual({ type: "success", message: `${blockTexts.blocked}: ${member.name}` });
    expect(await db.$count(session, eq(session.userId, member.id))).toBe(0);
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toBeNull();
    expect(await db.$count(initiativesPublic, eq(initiativesPublic.id, initiative.id))).toBe(0);
    expect(await db.select({ action: auditLog.action, reason: auditLog.reason }).from(auditLog).where(eq(auditLog.target_user_id, member.id))).toEqual([
      { action: "member.block", reason: "Plaatst spam" },
    ]);
    const again = asRedirect(await memberPost(mod, member.id, { intent: "block", member_id: member.id, reason: "Nog eens", confirm: "ja" }));
    expect(await toastOf(again)).toEqual({ type: "info", message: blockTexts.alreadyBlocked });

    asRedirect(await memberPost(mod, member.id, { intent: "unblock", member_id: member.id, confirm: "ja" }));
    const [after] = await db.select({ blockedAt: user.blockedAt }).from(user).where(eq(user.id, member.id));
    expect(after?.blockedAt).toBeNull();
    expect(await db.$count(initiativesPublic, eq(initiativesPublic.id, initiative.id))).toBe(1);
  });

  it("refuses to block oneself or a member with a role, and a post about another member than the page's", async () => {
    const db = database.db();
    const mod = await moderator();
    const admin = await createMember();
    await grantRole(admin.id, "admin", db);
    const other = await createMember();
    const before = await stewardshipSnapshot(db);
    for (const target of [mod, admin]) {
      const refused = asData(await memberPost(mod, target.id, { intent: "block", member_id: target.id, reason: "Test", confirm: "ja" }));
      expect(refused.init?.status).toBe(403);
      expect(refused.data.result?.error?.[""]).toEqual([blockTexts.refused]);
    }
    const crossed = asData(await memberPost(mod, admin.id, { intent: "block", member_id: other.id, reason: "Test", confirm: "ja" }));
    expect(crossed.init?.status).toBe(404);
    expect(await stewardshipSnapshot(db)).toBe(before);
  });
});

describe("overview and audit log", () => {
  it("counts what waits and what is new, and shows 'verwijderd lid' for a deleted moderator", async () => {
    const db = database.db();
    const admin = await createMember();
    await grantRole(admin.id, "admin", db);
    const mod = await moderator();
    const member = await createMember();
    const { overview } = await overviewLoader(get(admin, "/beheer"));
    expect(overview.lastWeek.members).toBeGreaterThanOrEqual(3);
    expect(overview.waiting).toEqual(expect.objectContaining({ review: expect.any(Number), feedback: expect.any(Number) }));

    asRedirect(await memberPost(mod, member.id, { intent: "block", member_id: member.id, reason: "Scheldt", confirm: "ja" }));
    const log = await auditLogLoader(get(admin, "/beheer/logboek?actie=member.block"));
    expect(log.action).toBe("member.block");
    expect(log.entries.find((entry) => entry.targetName === member.name)).toMatchObject({ actorName: mod.name, reason: "Scheldt" });

    await db.delete(user).where(eq(user.id, mod.id));
    const after = await auditLogLoader(get(admin, "/beheer/logboek"));
    expect(after.entries.find((entry) => entry.targetName === member.name && entry.action === "member.block")?.actorName).toBe("verwijderd lid");
  });
});

describe("authorization", () => {
  it("opens the member pages and actions to moderators and admins, the audit log to admins only", async () => {
    const db = database.db();
    const callers = await createCallers(db);
    const target = await createMember();
    const table = async (call: (caller: Caller) => Promise<unknown>, allowed: Persona[], status: number) => {
      const seen: Record<string, number> = {};
      for (const persona of personas) {
        const before = await stewardshipSnapshot(db);
        seen[persona] = await statusOf(call(callers[persona]));
        if (seen[persona] === 404) expect(await stewardshipSnapshot(db), persona).toBe(before);
      }
      expect(seen).toEqual(Object.fromEntries(personas.map((p) => [p, allowed.includes(p) ? status : 404])));
    };
    const stewards: Persona[] = ["moderator", "admin"];
    await table((caller) => overviewLoader(get(caller, "/beheer")), stewards, 200);
    await table((caller) => membersLoader(get(caller, "/beheer/leden?q=lid")), stewards, 200);
    await table((caller) => memberPage(caller, target.id), stewards, 200);
    await table((caller) => auditLogLoader(get(caller, "/beheer/logboek")), ["admin"], 200);
    // Block and unblock in turn: each allowed caller changes the state once.
    let blocked = false;
    await table(async (caller) => {
      const answer = await memberPost(caller, target.id, blocked
        ? { intent: "unblock", member_id: target.id, confirm: "ja" }
        : { intent: "block", member_id: target.id, reason: "Test", confirm: "ja" });
      if (answer instanceof Response && answer.status === 302) blocked = !blocked;
      return answer;
    }, stewards, 302);
  });
});
