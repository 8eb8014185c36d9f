/**
 * Review of new and resubmitted items under MODERATION=pre, the default
 * (docs/decisions/021-review.md): a new initiative waits "in behandeling" and is seen only by its
 * owner and moderators (404 for everybody else, also its events); moderators approve (public,
 * mail) or reject with a reason (mail with the reason); the owner resubmits by saving an edit or,
 * for a vacancy, by asking for a new review; an authorization table over the six personas for the
 * queue's loader and actions (approve, reject, remove a picture) and the request-review action,
 * the database unchanged where refused.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, events, images, initiatives, initiativesPublic, vacancies, vacanciesPublic } from "~/db/schema";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { updateEvent } from "~/modules/events/mutations.server";
import { reviewTexts } from "~/modules/moderation/review";
import { waitsForReview } from "~/modules/moderation/visibility";
import { action as reviewAction, loader as reviewLoader } from "~/routes/beheer/review";
import { loader as eventLoader } from "~/routes/events/detail";
import { loader as initiativeLoader } from "~/routes/initiatives/detail";
import { action as editInitiativeAction } from "~/routes/initiatives/edit";
import { action as newInitiativeAction } from "~/routes/initiatives/new";
import { action as requestReviewAction } from "~/routes/moderation/request-review";
import { loader as vacancyLoader } from "~/routes/vacancies/detail";
import { type Persona, createCallers, personas, statusOf, stewardshipSnapshot } from "../setup/authz";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { attachedTestImage } from "../setup/images";
import { validEventValues, validInitiativeForm } from "../setup/forms";
import { createMember, type TestMember } from "../setup/members";
import { mailsTo } from "../setup/outbox";
import { asData, asRedirect, type Caller, get, post, thrownStatus, toastOf } from "../setup/routes";
import { grantRole } from "../setup/stewards";

const database = setupTestDatabase();

beforeAll(async () => {
  await seedMunicipalities(database.db());
});

async function moderator(): Promise<TestMember> {
  const member = await createMember();
  await grantRole(member.id, "moderator", database.db());
  return member;
}

/** Creates an initiative through /nieuw-initiatief as `owner`; returns its row and the toast. */
async function submitInitiative(owner: TestMember) {
  const name = `Buurtmoestuin ${crypto.randomUUID().slice(0, 8)}`;
  const response = asRedirect(await newInitiativeAction(post(owner, "/nieuw-initiatief", validInitiativeForm({ name }))));
  const [row] = await database.db().select().from(initiatives).where(eq(initiatives.name, name));
  if (!row) throw new Error("initiative not stored");
  return { row, toast: await toastOf(response) };
}

const initiativePage = (caller: Caller, id: string) =>
  initiativeLoader(get(caller, `/initiatief/${id}`, { pattern: "/initiatief/:id", params: { id } }));
const eventPage = (caller: Caller, id: string) => eventLoader(get(caller, `/event/${id}`, { pattern: "/event/:id", params: { id } }));
const vacancyPage = (caller: Caller, id: string) => vacancyLoader(get(caller, `/vacature/${id}`, { pattern: "/vacature/:id", params: { id } }));
const review = (caller: Caller, fields: Record<string, string>) => reviewAction(post(caller, "/beheer/beoordelen", fields));

describe("a new initiative under MODERATION=pre", () => {
  it("waits for review, hidden with its events from everybody but its owner and moderators", async () => {
    const owner = await createMember();
    const other = await createMember();
    const mod = await moderator();
    const { row, toast } = await submitInitiative(owner);
    expect(row.status).toBe("in_behandeling");
    expect(row.review_requested_at).not.toBeNull();
    expect(toast?.message).toBe(`Je initiatief is succesvol aangemaakt! ${waitsForReview}`);
    expect(await database.db().$count(initiativesPublic, eq(initiativesPublic.id, row.id))).toBe(0);

    expect(await thrownStatus(initiativePage(null, row.id))).toBe(404);
    expect(await thrownStatus(initiativePage(other, row.id))).toBe(404);
    const own = await initiativePage(owner, row.id);
    expect(own.initiative.unpublished).toEqual({ status: "in_behandeling", reason: null, canRequestReview: false });
    expect(own.jsonLd).toBeNull();
    expect((await initiativePage(mod, row.id)).initiative.unpublished?.status).toBe("in_behandeling");

    // Its event is hidden with it: the owner sees why.
    const event = await createEvent(database.db(), { initiative_id: row.id, created_by: owner.id });
    expect(await thrownStatus(eventPage(null, event.id))).toBe(404);
    expect(await thrownStatus(eventPage(other, event.id))).toBe(404);
    expect((await eventPage(owner, event.id)).event.unpublished).toEqual({ status: "actief", reason: null, canRequestReview: false });
    // The owner's view of the waiting initiative lists it.
    expect((await initiativePage(owner, row.id)).events.map((item) => item.id)).toEqual([event.id]);

    const queue = await reviewLoader(get(mod, "/beheer/beoordelen"));
    expect(queue.items.find((item) => item.id === row.id)).toMatchObject({ type: "initiative", ownerName: owner.name, status: "in_behandeling" });
  });

  it("is approved by a moderator: public, out of the queue, an audit entry and a mail to the owner", async () => {
    const db = database.db();
    const owner = await createMember();
    const mod = await moderator();
    const { row } = await submitInitiative(owner);
    const done = asRedirect(await review(mod, { intent: "approve", item_type: "initiative", item_id: row.id }));
    expect(await toastOf(done)).toEqual({ type: "success", message: reviewTexts.approved });

    const [after] = await db.select().from(initiatives).where(eq(initiatives.id, row.id));
    expect(after).toMatchObject({ status: "actief", review_requested_at: null, status_reason: null });
    expect(await db.$count(initiativesPublic, eq(initiativesPublic.id, row.id))).toBe(1);
    expect((await initiativePage(null, row.id)).initiative.unpublished).toBeNull();
    expect(await db.select().from(auditLog).where(eq(auditLog.item_id, row.id))).toMatchObject([
      { action: "initiative.approve", actor_id: mod.id, item_owner_id: owner.id },
    ]);
    const [mail] = await mailsTo(owner.email, (subject) => subject.endsWith("is goedgekeurd"));
    expect(mail?.subject).toBe(`Je initiatief "${row.name}" is goedgekeurd`);
    expect(mail?.text).toContain(`http://localhost:3000/initiatief/${row.id}`);

    // A second moderator is told someone was first; nothing else is written.
    const again = asRedirect(await review(mod, { intent: "approve", item_type: "initiative", item_id: row.id }));
    expect(await toastOf(again)).toEqual({ type: "info", message: reviewTexts.alreadyHandled });
    expect(await db.$count(auditLog, eq(auditLog.item_id, row.id))).toBe(1);
  });

  it("is never approved by its own owner, also a moderator: a Dutch 403, nothing changes, and the queue offers no approval", async () => {
    const db = database.db();
    const mod = await moderator();
    const { row } = await submitInitiative(mod);
    const event = await createEvent(db, { initiative_id: row.id, created_by: null, status: "in_behandeling", review_requested_at: new Date() });
    for (const [type, id] of [["initiative", row.id], ["event", event.id]] as const) {
      const refused = asData(await review(mod, { intent: "approve", item_type: type, item_id: id }));
      expect(refused.init?.status, type).toBe(403);
      expect(refused.data.result?.error?.[""]).toEqual([reviewTexts.ownItem]);
    }
    const [after] = await db.select().from(initiatives).where(eq(initiatives.id, row.id));
    expect(after).toMatchObject({ status: "in_behandeling" });
    expect(after?.review_requested_at).not.toBeNull();
    expect(await db.$count(auditLog, eq(auditLog.item_id, row.id))).toBe(0);

    const mine = await reviewLoader(get(mod, "/beheer/beoordelen"));
    expect(mine.items.filter((item) => item.id === row.id || item.id === event.id).map((item) => item.own)).toEqual([true, true]);
    // Another moderator sees it as anyone's and approves it.
    const other = await moderator();
    expect((await reviewLoader(get(other, "/beheer/beoordelen"))).items.find((item) => item.id === row.id)?.own).toBe(false);
    expect(await toastOf(asRedirect(await review(other, { intent: "approve", item_type: "initiative", item_id: row.id })))).toEqual({
      type: "success",
      message: reviewTexts.approved,
    });
  });

  it("is rejected with a reason; the owner edits it, which sends it back to the queue", async () => {
    const db = database.db();
    const owner = await createMember();
    const mod = await moderator();
    const { row } = await submitInitiative(owner);

    const missing = asData(await review(mod, { intent: "reject", item_type: "initiative", item_id: row.id, reason: "  " }));
    expect(missing.init?.status).toBe(400);
    expect(missing.data.result?.error).toEqual({ reason: ["Geef een reden op"] });
    const reason = "Er staat geen contactpersoon bij; vul die aan.";
    asRedirect(await review(mod, { intent: "reject", item_type: "initiative", item_id: row.id, reason }));
    const [rejected] = await db.select().from(initiatives).where(eq(initiatives.id, row.id));
    expect(rejected).toMatchObject({ status: "afgewezen", status_reason: reason, review_requested_at: null });
    const [mail] = await mailsTo(owner.email, (subject) => subject.endsWith("is niet goedgekeurd"));
    expect(mail?.text).toContain(reason);
    expect((await initiativePage(owner, row.id)).initiative.unpublished).toEqual({ status: "afgewezen", reason, canRequestReview: true });
    expect(await db.select({ action: auditLog.action, reason: auditLog.reason }).from(auditLog).where(eq(auditLog.item_id, row.id))).toEqual([
      { action: "initiative.reject", reason },
    ]);

    // Saving an edit resubmits it.
    const path = `/initiatief/${row.id}/bewerken`;
    const saved = asRedirect(
      await editInitiativeAction(post(owner, path, validInitiativeForm({ name: row.name }), { pattern: "/initiatief/:id/bewerken", params: { id: row.id } })),
    );
    expect((await toastOf(saved))?.message).toBe(`Initiatief succesvol bijgewerkt! ${waitsForReview}`);
    const [resubmitted] = await db.select().from(initiatives).where(eq(initiatives.id, row.id));
    expect(resubmitted).toMatchObject({ status: "in_behandeling", status_reason: reason });
    expect(resubmitted?.review_requested_at).not.toBeNull();
    const queue = await reviewLoader(get(mod, "/beheer/beoordelen"));
    expect(queue.items.find((item) => item.id === row.id)?.previousReason).toBe(reason);
  });
});

describe("a hidden vacancy", () => {
  it("goes back to the queue when its owner asks for a new review, and comes back once approved", async () => {
    const db = database.db();
    const owner = await createMember();
    const other = await createMember();
    const mod = await moderator();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: owner.id });
    await db.update(vacancies).set({ status: "verborgen", status_reason: "Dubbel geplaatst" }).where(eq(vacancies.id, vacancy.id));
    expect((await vacancyPage(owner, vacancy.id)).vacancy.unpublished).toEqual({ status: "verborgen", reason: "Dubbel geplaatst", canRequestReview: true });

    const fields = { item_type: "vacancy", item_id: vacancy.id };
    const refused = asRedirect(await requestReviewAction(post(other, "/beoordeling-aanvragen", fields)));
    expect(refused.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(refused)).toEqual({ type: "error", message: reviewTexts.notFound });
    expect((await db.select().from(vacancies).where(eq(vacancies.id, vacancy.id)))[0]?.status).toBe("verborgen");

    const asked = asRedirect(await requestReviewAction(post(owner, "/beoordeling-aanvragen", fields)));
    expect(asked.headers.get("Location")).toBe(`/vacature/${vacancy.id}`);
    expect(await toastOf(asked)).toEqual({ type: "success", message: reviewTexts.requested });
    const twice = asRedirect(await requestReviewAction(post(owner, "/beoordeling-aanvragen", fields)));
    expect(await toastOf(twice)).toEqual({ type: "info", message: reviewTexts.requestNotNeeded });

    const queue = await reviewLoader(get(mod, "/beheer/beoordelen"));
    expect(queue.items.find((item) => item.id === vacancy.id)).toMatchObject({ type: "vacancy", status: "in_behandeling", previousReason: "Dubbel geplaatst" });
    asRedirect(await review(mod, { intent: "approve", ...fields }));
    expect(await db.$count(vacanciesPublic, eq(vacanciesPublic.id, vacancy.id))).toBe(1);
    expect(await db.$count(auditLog, and(eq(auditLog.item_id, vacancy.id), eq(auditLog.action, "item.approve")))).toBe(1);
  });

  it("a hidden event is resubmitted by saving an edit (the same rule as initiatives)", async () => {
    const db = database.db();
    const owner = await createMember();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const event = await createEvent(db, { initiative_id: initiative.id, created_by: owner.id });
    await db.update(events).set({ status: "verborgen", status_reason: "Spam" }).where(eq(events.id, event.id));
    expect(await updateEvent({ id: event.id, viewer: { id: owner.id, roles: [] }, values: validEventValues() })).toEqual({
      status: "ok",
      item: { itemStatus: "in_behandeling", initiativeStatus: "actief" },
    });
    expect(await db.$count(events, and(eq(events.id, event.id), isNotNull(events.review_requested_at)))).toBe(1);
  });
});

describe("authorization", () => {
  it("opens the queue's loader and action only to moderators and admins; only the owner asks for a review", async () => {
    const db = database.db();
    const callers = await createCallers(db);
    const table = async (call: (caller: Caller, persona: Persona) => Promise<unknown>, prepare?: () => Promise<void>) => {
      const seen: Record<string, number> = {};
      for (const persona of personas) {
        await prepare?.();
        const before = await stewardshipSnapshot(db);
        seen[persona] = await statusOf(call(callers[persona], persona));
        if (seen[persona] === 404) expect(await stewardshipSnapshot(db), persona).toBe(before);
      }
      return seen;
    };
    const moderators = (allowed: number) => Object.fromEntries(personas.map((p) => [p, p === "moderator" || p === "admin" ? allowed : 404]));

    expect(await table((caller) => reviewLoader(get(caller, "/beheer/beoordelen")))).toEqual(moderators(200));
    const pending = async () => {
      const { row } = await submitInitiative(callers.owner);
      return row.id;
    };
    let id = "";
    expect(
      await table(
        (caller) => review(caller, { intent: "approve", item_type: "initiative", item_id: id }),
        async () => {
          id = await pending();
        },
      ),
    ).toEqual(moderators(302));
    expect(
      await table(
        (caller) => review(caller, { intent: "reject", item_type: "initiative", item_id: id, reason: "Onvolledig" }),
        async () => {
          id = await pending();
        },
      ),
    ).toEqual(moderators(302));
    let image = "";
    expect(
      await table(
        async (caller) => {
          const answer = await review(caller, { intent: "remove-image", item_type: "initiative", item_id: id, image_id: image, confirm: "ja" });
          const [row] = await db.select({ cover: initiatives.cover_image_id }).from(initiatives).where(eq(initiatives.id, id));
          expect(await db.$count(images, eq(images.id, image))).toBe(row?.cover === image ? 1 : 0);
          return answer;
        },
        async () => {
          id = await pending();
          image = await attachedTestImage(db, callers.owner.id, "initiative_cover", "Omslagfoto");
          await db.update(initiatives).set({ cover_image_id: image }).where(eq(initiatives.id, id));
        },
      ),
    ).toEqual(moderators(302));

    // Asking for a new review: a visitor is sent to sign in; everyone but the owner changes nothing.
    const hidden = await createInitiative(db, { created_by: callers.owner.id, status: "afgewezen", status_reason: "Onvolledig" });
    for (const persona of personas) {
      const before = await stewardshipSnapshot(db);
      const answer = await statusOf(requestReviewAction(post(callers[persona], "/beoordeling-aanvragen", { item_type: "initiative", item_id: hidden.id })));
      expect(answer, persona).toBe(302);
      if (persona !== "owner") expect(await stewardshipSnapshot(db), persona).toBe(before);
    }
    const [after] = await db.select().from(initiatives).where(eq(initiatives.id, hidden.id));
    expect(after?.status).toBe("in_behandeling");
  });
});
