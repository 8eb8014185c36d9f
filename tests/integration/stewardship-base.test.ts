/**
 * The groundwork of moderation (docs/decisions/020-moderation.md) on a real database: the beheer
 * guard (404 for everyone but moderators and admins, two-factor first), roles in the viewer, the
 * public views hiding non-active and blocked members' content, and the one status change with
 * its audit entry and data-version bump.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, eventsPublic, initiativesPublic, user, userRoles, vacanciesPublic } from "~/db/schema";
import { dataVersion } from "~/lib/count-cache.server";
import { getViewer } from "~/lib/session.server";
import { changeItemStatus } from "~/modules/moderation/status.server";
import { loader as beheerLoader } from "~/routes/beheer/index";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { createMember } from "../setup/members";
import { createCallers, personas, statusOf, stewardshipSnapshot } from "../setup/authz";
import { type Caller, get, thrownResponse, thrownStatus } from "../setup/routes";
import { grantRole } from "../setup/stewards";

const database = setupTestDatabase();

describe("the beheer guard", () => {
  it("answers 404 to a visitor and a member, sends a moderator without two-factor to set it up, opens for one with it", async () => {
    const member = await createMember();
    for (const caller of [null, member]) {
      expect(await thrownStatus(beheerLoader(get(caller, "/beheer", { pattern: "/beheer" })))).toBe(404);
    }
    const moderator = await createMember();
    await database.db().insert(userRoles).values({ user_id: moderator.id, role: "moderator" });
    const setup = await thrownResponse(beheerLoader(get(moderator, "/beheer", { pattern: "/beheer" })));
    expect(setup.status).toBe(302);
    expect(setup.headers.get("Location")).toBe("/instellingen?tweestaps=verplicht#tweestapsverificatie");
    await grantRole(moderator.id, "moderator");
    const data = await beheerLoader(get(moderator, "/beheer", { pattern: "/beheer" }));
    expect(data).toMatchObject({ isAdmin: false });
  });

  it("puts the member's roles in the viewer and ends a blocked member's session", async () => {
    const admin = await createMember();
    await grantRole(admin.id, "admin");
    expect(await getViewer(admin.request("/"))).toEqual({ id: admin.id, roles: ["admin"] });
    await database.db().update(user).set({ blockedAt: new Date() }).where(eq(user.id, admin.id));
    expect(await getViewer(admin.request("/"))).toBeNull();
  });
});

describe("the public views", () => {
  it("show only active content of members who are not blocked", async () => {
    const db = database.db();
    const owner = await createMember();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const event = await createEvent(db, { initiative_id: initiative.id, created_by: owner.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: owner.id });
    const visible = async () => ({
      initiative: (await db.select().from(initiativesPublic).where(eq(initiativesPublic.id, initiative.id))).length,
      event: (await db.select().from(eventsPublic).where(eq(eventsPublic.id, event.id))).length,
      vacancy: (await db.select().from(vacanciesPublic).where(eq(vacanciesPublic.id, vacancy.id))).length,
    });
    expect(await visible()).toEqual({ initiative: 1, event: 1, vacancy: 1 });

    const before = await dataVersion(db);
    await db.update(user).set({ blockedAt: new Date() }).where(eq(user.id, owner.id));
    expect(await dataVersion(db)).not.toBe(before);
    expect(await visible()).toEqual({ initiative: 0, event: 0, vacancy: 0 });
    await db.update(user).set({ blockedAt: null }).where(eq(user.id, owner.id));
    expect(await visible()).toEqual({ initiative: 1, event: 1, vacancy: 1 });

    await db.execute(sql`update events set status = 'verborgen' where id = ${event.id}`);
    await db.execute(sql`update vacancies set status = 'in_behandeling' where id = ${vacancy.id}`);
    expect(await visible()).toEqual({ initiative: 1, event: 0, vacancy: 0 });
    await db.execute(sql`update initiatives set status = 'in_behandeling' where id = ${initiative.id}`);
    await db.execute(sql`update events set status = 'actief' where id = ${event.id}`);
    expect(await visible()).toEqual({ initiative: 0, event: 0, vacancy: 0 });
  });
});

describe("changeItemStatus", () => {
  it("lets only moderators change a status, records the audit entry and bumps the data version", async () => {
    const db = database.db();
    const owner = await createMember();
    const moderator = await createMember();
    const initiative = await createInitiative(db, { created_by: owner.id, status: "in_behandeling" });
    const change = { type: "initiative", id: initiative.id, to: "actief", from: ["in_behandeling"], action: "initiative.approve" } as const;

    for (const viewer of [null, { id: owner.id }, { id: moderator.id }]) {
      expect(await changeItemStatus({ ...change, viewer })).toEqual({ status: "forbidden" });
    }
    const before = await dataVersion(db);
    const done = await changeItemStatus({ ...change, viewer: { id: moderator.id, roles: ["moderator"] }, note: "prima" });
    expect(done).toMatchObject({ status: "ok", item: { changed: true, previous: "in_behandeling", ownerId: owner.id } });
    expect(await dataVersion(db)).not.toBe(before);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.item_id, initiative.id));
    expect(entry).toMatchObject({ actor_id: moderator.id, action: "initiative.approve", item_owner_id: owner.id, note: "prima" });

    const again = await changeItemStatus({ ...change, viewer: { id: moderator.id, roles: ["moderator"] } });
    expect(again).toMatchObject({ status: "ok", item: { changed: false, previous: "actief" } });
    expect(await changeItemStatus({ ...change, id: "nope", viewer: { id: moderator.id, roles: ["admin"] } })).toEqual({
      status: "not_found",
    });
  });
});

describe("the authorization harness", () => {
  it("reads statuses of every answer shape and the callers it creates", async () => {
    const db = database.db();
    const callers = await createCallers(db);
    const status = async (caller: Caller) => statusOf(beheerLoader(get(caller, "/beheer", { pattern: "/beheer" })));
    const seen = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, await status(callers[p])] as const)));
    expect(seen).toEqual({ visitor: 404, member: 404, owner: 404, moderator: 200, admin: 200, blocked: 404 });
    const before = await stewardshipSnapshot(db);
    expect(await stewardshipSnapshot(db)).toBe(before);
  });
});
