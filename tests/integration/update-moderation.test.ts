/**
 * Reports and moderation of initiative updates on a real database
 * (docs/product-rules.md#initiative-updates, docs/decisions/071-moderating-initiative-updates.md):
 * "Melden" of a public update only, the update named by its initiative and date on /beheer/meldingen,
 * hiding (gone from the page, the feed, the API and the followers' notifications; the owner told and
 * shown the reason), "Weer tonen", the audit entries, and who may do it.
 */
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, favorites, follows, initiativeUpdates, initiativeUpdatesPublic, notificationJobs, notifications, reports } from "~/db/schema";
import { formatDate } from "~/lib/format";
import { expandNotificationJobs, scanFollowedContent } from "~/modules/notifications/delivery.server";
import { reportTexts } from "~/modules/reports/schemas";
import { createUpdate, deleteUpdate } from "~/modules/updates/mutations.server";
import { listInitiativeUpdates } from "~/modules/updates/queries.server";
import { loader as apiLoader } from "~/routes/api/v1/initiative-updates";
import { action as reportsAction, loader as reportsLoader } from "~/routes/beheer/reports";
import { loader as feedLoader } from "~/routes/feeds/initiative-updates-atom";
import { action as reportAction, loader as reportPageLoader } from "~/routes/reports/report";
import { type Callers, createCallers, type Persona, personas, statusOf } from "../setup/authz";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { mailsTo } from "../setup/outbox";
import { asData, asRedirect, type Caller, get, post, thrownStatus, toastOf } from "../setup/routes";
import { grantRole } from "../setup/stewards";

const database = setupTestDatabase();

const TEXT = "Zaterdag planten we tien nieuwe bomen in het park. Kom je ook?";

const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** An owner, their public initiative and one update on it. */
async function postedUpdate(owner?: TestMember, initiativeOverrides: Parameters<typeof createInitiative>[1] = {}) {
  const member = owner ?? (await createMember());
  const initiative = await createInitiative(database.db(), { created_by: member.id, name: `Buurttuin ${crypto.randomUUID().slice(0, 6)}`, ...initiativeOverrides });
  const created = await createUpdate({ initiativeId: initiative.id, viewer: member, values: { body: TEXT } });
  if (created.status !== "ok") throw new Error("update not created");
  const [row] = await database.db().select().from(initiativeUpdates).where(eq(initiativeUpdates.id, created.id));
  if (!row) throw new Error("update not stored");
  const title = `Nieuwsbericht van ${formatDate(row.created_at)} bij "${initiative.name}"`;
  return { owner: member, initiative, updateId: created.id, title, path: `/initiatief/${initiative.id}#nieuws-${created.id}` };
}

function report(caller: Caller, fields: Record<string, string>) {
  return reportAction(post(caller, "/melden", fields, { clientIp: freshIp() }));
}

async function moderator(): Promise<TestMember> {
  const member = await createMember();
  await grantRole(member.id, "moderator", database.db());
  return member;
}

const statusOfUpdate = async (id: string) => (await database.db().select().from(initiativeUpdates).where(eq(initiativeUpdates.id, id)))[0];

const feedOf = async (initiativeId: string) =>
  (await feedLoader(get(null, `/initiatief/${initiativeId}/nieuws.atom`, { pattern: "/initiatief/:id/nieuws.atom", params: { id: initiativeId } }))).text();

const apiTextsOf = async (initiativeId: string) => {
  const response = await apiLoader(
    get(null, `/api/v1/initiatives/${initiativeId}/updates`, { pattern: "/api/v1/initiatives/:id/updates", params: { id: initiativeId }, clientIp: freshIp() }),
  );
  return ((await response.json()) as { items: { text: string }[] }).items.map((item) => item.text);
};

describe("reporting an update", () => {
  it("stores a report of a public update and goes back to it on the initiative page", async () => {
    const { updateId, title, path } = await postedUpdate();
    const page = await reportPageLoader(get(null, `/melden?type=update&id=${updateId}`));
    expect(page).toEqual({ type: "update", id: updateId, title, path });

    const done = asRedirect(await report(null, { item_type: "update", item_id: updateId, reason: "spam", message: "Reclame" }));
    expect(done.headers.get("Location")).toBe(path);
    expect(await toastOf(done)).toEqual({ type: "success", message: reportTexts.thanks });
    expect(await database.db().select().from(reports).where(eq(reports.item_id, updateId))).toMatchObject([
      { item_type: "update", update_id: updateId, initiative_id: null, reason: "spam", message: "Reclame", handled_at: null },
    ]);
  });

  it("answers 404 with the Dutch message for an unknown, hidden or not yet public update, storing nothing", async () => {
    const hidden = await postedUpdate();
    await database.db().update(initiativeUpdates).set({ status: "verborgen" }).where(eq(initiativeUpdates.id, hidden.updateId));
    const waiting = await postedUpdate(undefined, { status: "in_behandeling" });
    for (const id of [crypto.randomUUID(), hidden.updateId, waiting.updateId]) {
      expect(await thrownStatus(reportPageLoader(get(null, `/melden?type=update&id=${id}`)))).toBe(404);
      const refused = asData(await report(null, { item_type: "update", item_id: id, reason: "spam" }));
      expect(refused.init?.status).toBe(404);
      expect(JSON.stringify(refused.data)).toContain("Dit item bestaat niet of is niet meer beschikbaar.");
      expect(await database.db().$count(reports, eq(reports.item_id, id))).toBe(0);
    }
  });

  it("goes with its update: deleting the update deletes its reports", async () => {
    const { owner, initiative, updateId } = await postedUpdate();
    await report(null, { item_type: "update", item_id: updateId, reason: "onjuist" });
    expect(await deleteUpdate({ initiativeId: initiative.id, id: updateId, viewer: owner })).toBe(true);
    expect(await database.db().$count(reports, eq(reports.item_id, updateId))).toBe(0);
  });

  it("keeps favourites to the three content types", async () => {
    const member = await createMember();
    await expect(database.db().insert(favorites).values({ user_id: member.id, item_type: "update" as never, item_id: crypto.randomUUID() })).rejects.toThrow();
  });
});

describe("moderating an update on /beheer/meldingen", () => {
  it("lists a reported update by its initiative and date, with its text and owner", async () => {
    const { owner, updateId, title, path } = await postedUpdate();
    await report(null, { item_type: "update", item_id: updateId, reason: "ongepast" });
    const mod = await moderator();
    const { items } = await reportsLoader(get(mod, "/beheer/meldingen"));
    expect(items.find((item) => item.id === updateId)).toMatchObject({
      type: "update",
      title,
      path,
      text: TEXT,
      status: "actief",
      ownerName: owner.name,
      reports: [{ reason: "ongepast" }],
    });
  });

  it("hides an update: gone from the page, feed, API and followers' notifications; the owner sees the reason and is told", async () => {
    const db = database.db();
    const { owner, initiative, updateId, title, path } = await postedUpdate();
    const follower = await createMember();
    await db.insert(follows).values({ user_id: follower.id, initiative_id: initiative.id, created_at: new Date(Date.now() - 60 * 60_000) });
    // The follower's notification exists but was not mailed yet, and another job is still to expand.
    await scanFollowedContent(new Date(Date.now() + 10 * 60_000));
    await expandNotificationJobs(new Date());
    expect(await db.$count(notifications, and(eq(notifications.subject_id, updateId), eq(notifications.user_id, follower.id)))).toBe(1);
    await db.insert(notificationJobs).values({ initiative_id: initiative.id, type: "initiative_update", subject_id: updateId, path, title: TEXT });
    expect(await feedOf(initiative.id)).toContain("tien nieuwe bomen");
    expect(await apiTextsOf(initiative.id)).toEqual([TEXT]);

    await report(null, { item_type: "update", item_id: updateId, reason: "spam" });
    const mod = await moderator();
    const reason = "Dit bericht is reclame voor een webwinkel.";
    const done = asRedirect(await reportsAction(post(mod, "/beheer/meldingen", { intent: "hide", item_type: "update", item_id: updateId, reason })));
    expect(await toastOf(done)).toEqual({ type: "success", message: reportTexts.hidden });

    expect(await statusOfUpdate(updateId)).toMatchObject({ status: "verborgen", status_reason: reason });
    expect(await db.select().from(reports).where(eq(reports.item_id, updateId))).toMatchObject([{ outcome: "verborgen", handled_by: mod.id }]);
    expect(await db.select().from(auditLog).where(eq(auditLog.item_id, updateId))).toMatchObject([
      { action: "item.hide", actor_id: mod.id, item_type: "update", item_title: title, item_owner_id: owner.id, reason },
    ]);
    expect(await db.$count(initiativeUpdatesPublic, eq(initiativeUpdatesPublic.id, updateId))).toBe(0);
    expect(await feedOf(initiative.id)).not.toContain("tien nieuwe bomen");
    expect(await apiTextsOf(initiative.id)).toEqual([]);
    expect((await listInitiativeUpdates({ initiativeId: initiative.id, page: 1, includeNonPublic: false })).items).toEqual([]);
    expect((await listInitiativeUpdates({ initiativeId: initiative.id, page: 1, includeNonPublic: true })).items).toMatchObject([
      { id: updateId, status: "verborgen", statusReason: reason },
    ]);
    // Nothing of it is left to reach the follower; the owner got the moderation decision.
    expect(await db.$count(notifications, eq(notifications.user_id, follower.id))).toBe(0);
    expect(await db.$count(notificationJobs, and(eq(notificationJobs.subject_id, updateId), isNull(notificationJobs.done_at)))).toBe(0);
    expect(await db.select().from(notifications).where(eq(notifications.user_id, owner.id))).toMatchObject([
      { type: "moderation_decision", subject_id: updateId, path, title },
    ]);
    const [mail] = await mailsTo(owner.email, (subject) => subject.endsWith("is verborgen"));
    expect(mail?.subject).toBe(`Je nieuwsbericht van ${title.slice("Nieuwsbericht van ".length)} is verborgen`);
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`http://localhost:3000${path}`);
    expect(mail?.text).toContain("een moderator kan het weer zichtbaar maken");

    const again = asRedirect(await reportsAction(post(mod, "/beheer/meldingen", { intent: "hide", item_type: "update", item_id: updateId, reason })));
    expect(await toastOf(again)).toEqual({ type: "info", message: reportTexts.alreadyHandled });
  });

  it("dismisses the reports of an update, which stays public", async () => {
    const { updateId, title } = await postedUpdate();
    await report(null, { item_type: "update", item_id: updateId, reason: "anders" });
    const mod = await moderator();
    const done = asRedirect(await reportsAction(post(mod, "/beheer/meldingen", { intent: "dismiss", item_type: "update", item_id: updateId })));
    expect(await toastOf(done)).toEqual({ type: "success", message: reportTexts.dismissed });
    expect((await statusOfUpdate(updateId))?.status).toBe("actief");
    expect(await database.db().select().from(auditLog).where(eq(auditLog.item_id, updateId))).toMatchObject([
      { action: "reports.dismiss", item_type: "update", item_title: title },
    ]);
  });

  it("lists hidden updates with 'Weer tonen', which makes one public again, audited and told to the owner", async () => {
    const db = database.db();
    const { owner, initiative, updateId, title, path } = await postedUpdate();
    await report(null, { item_type: "update", item_id: updateId, reason: "spam" });
    const mod = await moderator();
    await reportsAction(post(mod, "/beheer/meldingen", { intent: "hide", item_type: "update", item_id: updateId, reason: "Reclame" }));
    const { hiddenUpdates } = await reportsLoader(get(mod, "/beheer/meldingen"));
    expect(hiddenUpdates.find((item) => item.id === updateId)).toMatchObject({ type: "update", title, path, text: TEXT, reason: "Reclame", ownerName: owner.name });

    const done = asRedirect(await reportsAction(post(mod, "/beheer/meldingen", { intent: "restore", item_type: "update", item_id: updateId })));
    expect(await toastOf(done)).toEqual({ type: "success", message: reportTexts.restored });
    expect(await statusOfUpdate(updateId)).toMatchObject({ status: "actief", status_reason: null });
    expect(await apiTextsOf(initiative.id)).toEqual([TEXT]);
    expect((await db.select().from(auditLog).where(eq(auditLog.item_id, updateId))).map((entry) => entry.action).sort()).toEqual(["item.hide", "item.restore"]);
    const [mail] = await mailsTo(owner.email, (subject) => subject.endsWith("is weer zichtbaar"));
    expect(mail?.text).toContain(`http://localhost:3000${path}`);
    expect((await reportsLoader(get(mod, "/beheer/meldingen"))).hiddenUpdates.some((item) => item.id === updateId)).toBe(false);

    const again = asRedirect(await reportsAction(post(mod, "/beheer/meldingen", { intent: "restore", item_type: "update", item_id: updateId })));
    expect(await toastOf(again)).toEqual({ type: "info", message: reportTexts.alreadyHandled });
    // Other items are shown again through review, not this way.
    const refused = asData(await reportsAction(post(mod, "/beheer/meldingen", { intent: "restore", item_type: "initiative", item_id: initiative.id })));
    expect(refused.init?.status).toBe(400);
  });
});

describe("authorization", () => {
  const moderators: Persona[] = ["moderator", "admin"];
  const expected = (allowed: number): Record<Persona, number> =>
    Object.fromEntries(personas.map((p) => [p, moderators.includes(p) ? allowed : 404])) as Record<Persona, number>;

  /** Runs `call` once per persona on a fresh reported update; where refused (404), the update is unchanged. */
  async function table(callers: Callers, status: "actief" | "verborgen", call: (caller: Caller, updateId: string) => Promise<unknown>) {
    const seen: Record<string, number> = {};
    for (const persona of personas) {
      const { updateId } = await postedUpdate(callers.owner);
      await report(null, { item_type: "update", item_id: updateId, reason: "spam" });
      if (status === "verborgen") await database.db().update(initiativeUpdates).set({ status, status_reason: "Reclame" }).where(eq(initiativeUpdates.id, updateId));
      seen[persona] = await statusOf(call(callers[persona], updateId));
      if (seen[persona] === 404) expect((await statusOfUpdate(updateId))?.status, persona).toBe(status);
    }
    return seen;
  }

  it("lets only moderators and admins hide, dismiss and show an update again", async () => {
    const callers = await createCallers(database.db());
    const act = (fields: Record<string, string>) => (caller: Caller, id: string) => reportsAction(post(caller, "/beheer/meldingen", { item_type: "update", item_id: id, ...fields }));
    expect(await table(callers, "actief", act({ intent: "hide", reason: "Reclame" }))).toEqual(expected(302));
    expect(await table(callers, "actief", act({ intent: "dismiss" }))).toEqual(expected(302));
    expect(await table(callers, "verborgen", act({ intent: "restore" }))).toEqual(expected(302));
  });

  it("lets everybody report a public update", async () => {
    const callers = await createCallers(database.db());
    const seen: Record<string, number> = {};
    for (const persona of personas) {
      const { updateId } = await postedUpdate(callers.owner);
      seen[persona] = await statusOf(report(callers[persona], { item_type: "update", item_id: updateId, reason: "anders" }));
    }
    expect(seen).toEqual(Object.fromEntries(personas.map((p) => [p, 302])));
  });
});
