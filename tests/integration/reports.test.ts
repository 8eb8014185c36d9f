/**
 * Reports ("Melden") and the moderators' queues on a real database
 * (docs/decisions/022-reports-and-queues.md): the report action (validation, public items only,
 * rate limits per IP address and account), /beheer/meldingen (grouped open reports without
 * reporters, hiding with a reason mailed to the owner, dismissing), /beheer/feedback and
 * /beheer/berichten (unread first, mark handled), each with its audit entry, removing a reported
 * item's picture (the reports stay open), and an authorization
 * table over the six personas for every loader and action.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contactMessages, events, eventsPublic, feedback, images, initiatives, reports, vacancies } from "~/db/schema";
import { RATE_LIMITS } from "~/lib/rate-limit.server";
import { processPendingImages } from "~/modules/images/worker.server";
import { reportTexts } from "~/modules/reports/schemas";
import {
  action as feedbackAction,
  action as messagesAction,
  loader as feedbackLoader,
  loader as messagesLoader,
} from "~/routes/beheer/message-queue";
import { action as reportsAction, loader as reportsLoader } from "~/routes/beheer/reports";
import { action as contactAction } from "~/routes/pages/contact";
import { action as reportAction, loader as reportPageLoader } from "~/routes/reports/report";
import { type Callers, createCallers, type Persona, personas, statusOf, stewardshipSnapshot } from "../setup/authz";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { attachedTestImage } from "../setup/images";
import { createMember, type TestMember } from "../setup/members";
import { asData, asRedirect, type Caller, get, post, thrownStatus, toastOf } from "../setup/routes";
import { mailsTo } from "../setup/outbox";
import { grantRole } from "../setup/stewards";

const database = setupTestDatabase();

/** A unique client address per call site, so rate-limit counters of tests never meet. */
const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** An owner with an active initiative and an event and vacancy under it. */
async function ownedItems(owner?: TestMember) {
  const db = database.db();
  const member = owner ?? (await createMember());
  const initiative = await createInitiative(db, { created_by: member.id });
  const event = await createEvent(db, { initiative_id: initiative.id, created_by: member.id });
  const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: member.id });
  return { owner: member, initiative, event, vacancy };
}

/** POST /melden as `caller` from `ip`. */
function report(caller: Caller, fields: Record<string, string>, ip = freshIp()) {
  return reportAction(post(caller, "/melden", fields, { clientIp: ip }));
}

async function moderator(): Promise<TestMember> {
  const member = await createMember();
  await grantRole(member.id, "moderator", database.db());
  return member;
}

async function openReportsOf(itemId: string) {
  return database.db().select().from(reports).where(eq(reports.item_id, itemId));
}

/** The outbox messages about a hidden item addressed to `address`, parsed. */
const hiddenMailsTo = (address: string) => mailsTo(address, (subject) => subject.endsWith("is verborgen"));

describe("the report action", () => {
  it("stores a visitor's and a member's report and goes back to the item with the thank-you", async () => {
    const { event, vacancy } = await ownedItems();
    const member = await createMember();

    const visitor = asRedirect(await report(null, { item_type: "event", item_id: event.id, reason: "spam", message: "  Reclame  " }));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/event/${event.id}`);
    expect(await toastOf(visitor)).toEqual({ type: "success", message: "Bedankt voor je melding. Een moderator bekijkt het." });

    const byMember = asRedirect(await report(member, { item_type: "vacancy", item_id: vacancy.id.toUpperCase(), reason: "onjuist" }));
    expect(byMember.headers.get("Location")).toBe(`/vacature/${vacancy.id}`);

    expect(await openReportsOf(event.id)).toMatchObject([{ item_type: "event", reason: "spam", message: "Reclame", reported_by: null, handled_at: null }]);
    expect(await openReportsOf(vacancy.id)).toMatchObject([{ item_type: "vacancy", reason: "onjuist", message: null, reported_by: member.id }]);
  });

  it("answers 400 with Dutch field errors for a missing reason or a text over 1000 characters, storing nothing", async () => {
    const { initiative } = await ownedItems();
    const missing = asData(await report(null, { item_type: "initiative", item_id: initiative.id }));
    expect(missing.init?.status).toBe(400);
    expect(missing.data.result?.error).toEqual({ reason: ["Kies een reden"] });

    const long = asData(await report(null, { item_type: "initiative", item_id: initiative.id, reason: "anders", message: "x".repeat(1001) }));
    expect(long.init?.status).toBe(400);
    expect(long.data.result?.error).toEqual({ message: ["Toelichting mag maximaal 1000 tekens zijn"] });

    const crafted = asData(await report(null, { item_type: "gebruiker", item_id: "nope", reason: "boos" }));
    expect(crafted.init?.status).toBe(400);
    expect(await openReportsOf(initiative.id)).toEqual([]);
  });

  it("answers 404 for an unknown item and for an item that is not public, storing nothing", async () => {
    const db = database.db();
    const { event, initiative } = await ownedItems();
    await db.update(events).set({ status: "verborgen" }).where(eq(events.id, event.id));
    const pending = await createInitiative(db, { status: "in_behandeling" });
    for (const [type, id] of [
      ["event", event.id],
      ["initiative", pending.id],
      ["vacancy", crypto.randomUUID()],
      ["event", initiative.id],
    ] as const) {
      const answer = asData(await report(null, { item_type: type, item_id: id, reason: "spam" }));
      expect(answer.init?.status).toBe(404);
      expect(answer.data.result?.error?.[""]).toEqual(["Dit item bestaat niet of is niet meer beschikbaar."]);
    }
    expect(await db.$count(reports, eq(reports.item_id, event.id))).toBe(0);
  });

  it("limits reports per account (whatever the address) and per IP address, with a Dutch 429", async () => {
    const { initiative } = await ownedItems();
    const member = await createMember();
    const fields = { item_type: "initiative", item_id: initiative.id, reason: "spam" };
    for (let i = 0; i < RATE_LIMITS.reportAccount.points; i++) expect(asRedirect(await report(member, fields)).status).toBe(302);
    const refused = asData(await report(member, fields));
    expect(refused.init?.status).toBe(429);
    expect(refused.data.result?.error?.[""]?.[0]).toMatch(/^Te veel pogingen\. Probeer het over \d+ minuten? opnieuw\.$/);

    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.reportIp.points; i++) expect(asRedirect(await report(null, fields, ip)).status).toBe(302);
    expect(asData(await report(null, fields, ip)).init?.status).toBe(429);
    // Another address is not affected.
    expect(asRedirect(await report(null, fields)).status).toBe(302);
    expect(await database.db().$count(reports, eq(reports.item_id, initiative.id))).toBe(
      RATE_LIMITS.reportAccount.points + RATE_LIMITS.reportIp.points + 1,
    );
  });

  it("shows the report page of a public item only", async () => {
    const db = database.db();
    const { event } = await ownedItems();
    const page = await reportPageLoader(get(null, `/melden?type=event&id=${event.id}`, { pattern: "/melden" }));
    expect(page).toEqual({ type: "event", id: event.id, title: event.title, path: `/event/${event.id}` });
    await db.update(events).set({ status: "verborgen" }).where(eq(events.id, event.id));
    expect(await thrownStatus(reportPageLoader(get(null, `/melden?type=event&id=${event.id}`, { pattern: "/melden" })))).toBe(404);
    expect(await thrownStatus(reportPageLoader(get(null, "/melden?type=x&id=1", { pattern: "/melden" })))).toBe(404);
  });
});

describe("/beheer/meldingen", () => {
  it("groups open reports by item, oldest first, with the owner's name and never the reporter", async () => {
    const { owner, event, initiative } = await ownedItems();
    const reporter = await createMember({ name: "Rik Reporter" });
    await report(reporter, { item_type: "event", item_id: event.id, reason: "ongepast", message: "Kwetsende tekst" });
    await report(null, { item_type: "initiative", item_id: initiative.id, reason: "onjuist" });
    await report(null, { item_type: "event", item_id: event.id, reason: "spam" });
    const mod = await moderator();
    const { items } = await reportsLoader(get(mod, "/beheer/meldingen"));
    const mine = items.filter((item) => item.id === event.id || item.id === initiative.id);
    expect(mine.map((item) => [item.type, item.id, item.reports.length])).toEqual([
      ["event", event.id, 2],
      ["initiative", initiative.id, 1],
    ]);
    expect(mine[0]).toMatchObject({ title: event.title, path: `/event/${event.id}`, ownerName: owner.name, status: "actief" });
    expect(mine[0]?.reports.map((r) => [r.reason, r.message])).toEqual([
      ["ongepast", "Kwetsende tekst"],
      ["spam", null],
    ]);
    const json = JSON.stringify(items);
    expect(json).not.toContain(reporter.id);
    expect(json).not.toContain(reporter.email);
    expect(json).not.toContain("Rik Reporter");
  });

  it("hides an item with a reason: status, handled reports, audit entry, gone from the public view, mail to the owner", async () => {
    const db = database.db();
    const { owner, event } = await ownedItems();
    await report(null, { item_type: "event", item_id: event.id, reason: "spam" });
    await report(null, { item_type: "event", item_id: event.id, reason: "ongepast" });
    const mod = await moderator();
    const reason = "Dit event is reclame voor een webwinkel.";

    const done = asRedirect(await reportsAction(post(mod, "/beheer/meldingen", { intent: "hide", item_type: "event", item_id: event.id, reason })));
    expect(done.headers.get("Location")).toBe("/beheer/meldingen");
    expect(await toastOf(done)).toEqual({ type: "success", message: reportTexts.hidden });

    const [row] = await db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ status: "verborgen", status_reason: reason });
    expect((await openReportsOf(event.id)).map((r) => [r.outcome, r.handled_by, r.handled_at !== null])).toEqual([
      ["verborgen", mod.id, true],
      ["verborgen", mod.id, true],
    ]);
    expect(await db.select().from(auditLog).where(eq(auditLog.item_id, event.id))).toMatchObject([
      { action: "item.hide", actor_id: mod.id, item_type: "event", item_title: event.title, item_owner_id: owner.id, reason },
    ]);
    expect(await db.$count(eventsPublic, eq(eventsPublic.id, event.id))).toBe(0);

    const [mail] = await hiddenMailsTo(owner.email);
    expect(mail?.subject).toBe(`Je event "${event.title}" is verborgen`);
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`http://localhost:3000/event/${event.id}`);
    expect(mail?.text).toContain("Je kunt het aanpassen en opnieuw laten beoordelen.");

    // Nothing left to do: a second moderator is told so, nothing else is written.
    const again = asRedirect(await reportsAction(post(mod, "/beheer/meldingen", { intent: "hide", item_type: "event", item_id: event.id, reason })));
    expect(await toastOf(again)).toEqual({ type: "info", message: reportTexts.alreadyHandled });
    expect(await db.$count(auditLog, eq(auditLog.item_id, event.id))).toBe(1);
    expect((await reportsLoader(get(mod, "/beheer/meldingen"))).items.some((item) => item.id === event.id)).toBe(false);
  });

  it("refuses to hide without a reason or with one over 1000 characters (400, nothing changes)", async () => {
    const db = database.db();
    const { initiative } = await ownedItems();
    await report(null, { item_type: "initiative", item_id: initiative.id, reason: "spam" });
    const mod = await moderator();
    const before = await stewardshipSnapshot(db);
    for (const [reason, message] of [
      ["   ", "Geef een reden op"],
      ["r".repeat(1001), "Reden mag maximaal 1000 tekens zijn"],
    ] as const) {
      const answer = asData(
        await reportsAction(post(mod, "/beheer/meldingen", { intent: "hide", item_type: "initiative", item_id: initiative.id, reason })),
      );
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ intent: "hide", result: { initialValue: { item_id: initiative.id } } });
      expect(answer.data.result?.error).toEqual({ reason: [message] });
    }
    const unknown = asData(await reportsAction(post(mod, "/beheer/meldingen", { intent: "iets", item_type: "initiative", item_id: initiative.id })));
    expect(unknown.init?.status).toBe(400);
    expect(await stewardshipSnapshot(db)).toBe(before);
  });

  it("dismisses the reports of an item, which stays public, with the audit entry", async () => {
    const db = database.db();
    const { owner, vacancy } = await ownedItems();
    await report(null, { item_type: "vacancy", item_id: vacancy.id, reason: "onjuist" });
    const mod = await moderator();
    const done = asRedirect(await reportsAction(post(mod, "/beheer/meldingen", { intent: "dismiss", item_type: "vacancy", item_id: vacancy.id })));
    expect(await toastOf(done)).toEqual({ type: "success", message: "Meldingen afgewezen" });
    expect((await openReportsOf(vacancy.id)).map((r) => [r.outcome, r.handled_by])).toEqual([["afgewezen", mod.id]]);
    expect(await db.select().from(auditLog).where(eq(auditLog.item_id, vacancy.id))).toMatchObject([
      { action: "reports.dismiss", actor_id: mod.id, item_type: "vacancy", item_owner_id: owner.id },
    ]);
    expect(await hiddenMailsTo(owner.email)).toEqual([]);
    const unknown = asData(
      await reportsAction(post(mod, "/beheer/meldingen", { intent: "dismiss", item_type: "vacancy", item_id: crypto.randomUUID() })),
    );
    expect(unknown.init?.status).toBe(404);
  });
});

describe("pictures of reported items", () => {
  it("lists a reported item's picture; removing it keeps the item public and its reports open", async () => {
    const db = database.db();
    const { owner, vacancy } = await ownedItems();
    const image = await attachedTestImage(db, owner.id, "vacancy_image", "Een prikstok in het gras");
    await db.update(vacancies).set({ image_id: image }).where(eq(vacancies.id, vacancy.id));
    await processPendingImages();
    await report(null, { item_type: "vacancy", item_id: vacancy.id, reason: "ongepast", message: "De foto hoort hier niet" });
    const mod = await moderator();
    const listed = (await reportsLoader(get(mod, "/beheer/meldingen"))).items.find((item) => item.id === vacancy.id);
    expect(listed?.images).toMatchObject([{ id: image, role: "vacancy_image", alt: "Een prikstok in het gras", status: "ready" }]);
    expect(listed?.images[0]?.picture?.src).toMatch(new RegExp(`^/afbeelding/${image}/`));

    const fields = { intent: "remove-image", item_type: "vacancy", item_id: vacancy.id, image_id: image, confirm: "ja" };
    const done = asRedirect(await reportsAction(post(mod, "/beheer/meldingen", fields)));
    expect(done.headers.get("Location")).toBe("/beheer/meldingen");
    expect(await toastOf(done)).toEqual({ type: "success", message: "Afbeelding verwijderd" });
    expect((await db.select().from(vacancies).where(eq(vacancies.id, vacancy.id)))[0]).toMatchObject({ status: "actief", image_id: null });
    expect(await db.$count(images, eq(images.id, image))).toBe(0);
    expect((await openReportsOf(vacancy.id)).map((r) => r.handled_at)).toEqual([null]);
    expect(await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.item_id, vacancy.id))).toEqual([{ action: "item.image_remove" }]);

    const again = asData(await reportsAction(post(mod, "/beheer/meldingen", fields)));
    expect(again.init?.status).toBe(404);
    expect(again.data.result?.error).toEqual({ "": ["Deze afbeelding hoort niet (meer) bij dit item. Misschien heeft iemand haar al verwijderd of vervangen."] });
  });
});

describe("the feedback and contact queues", () => {
  it("stores every valid contact message, with the sender's account when signed in", async () => {
    const member = await createMember();
    const fields = { name: "Sanne", email: "sanne@voorbeeld.example.org", subject: "Vraag", message: "Hoe meld ik mijn buurttuin aan?" };
    await contactAction(post(member, "/contact", fields));
    await contactAction(post(null, "/contact", { ...fields, subject: "Van een bezoeker" }));
    await contactAction(post(null, "/contact", { ...fields, message: "kort" }));
    const rows = await database.db().select().from(contactMessages).where(eq(contactMessages.email, fields.email));
    expect(rows.map((r) => [r.subject, r.user_id])).toEqual(
      expect.arrayContaining([
        ["Vraag", member.id],
        ["Van een bezoeker", null],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it("lists unread messages first (newest first), marks one handled with its audit entry, keeps it visible below", async () => {
    const db = database.db();
    const sender = await createMember();
    const mod = await moderator();
    const [older, newer] = await db
      .insert(feedback)
      .values([
        { message: "Oudere feedback over de site", user_id: sender.id, name: sender.name, email: sender.email, created_at: new Date(Date.now() - 60_000) },
        { message: "Nieuwere feedback over de site", user_id: sender.id, name: sender.name, email: sender.email },
      ])
      .returning();
    if (!older || !newer) throw new Error("no feedback");
    const ids = (list: { id: string }[]) => list.map((m) => m.id).filter((id) => id === older.id || id === newer.id);
    let { queue } = await feedbackLoader(get(mod, "/beheer/feedback"));
    expect(ids(queue.open)).toEqual([newer.id, older.id]);

    const done = asRedirect(await feedbackAction(post(mod, "/beheer/feedback", { intent: "handle", id: newer.id })));
    expect(await toastOf(done)).toEqual({ type: "success", message: "Feedback afgehandeld" });
    ({ queue } = await feedbackLoader(get(mod, "/beheer/feedback")));
    expect(ids(queue.open)).toEqual([older.id]);
    expect(queue.handled.find((m) => m.id === newer.id)).toMatchObject({ handledBy: mod.name });
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, "feedback.handle"), eq(auditLog.actor_id, mod.id)))).toMatchObject([
      { target_user_id: sender.id },
    ]);
    const again = asRedirect(await feedbackAction(post(mod, "/beheer/feedback", { intent: "handle", id: newer.id })));
    expect((await toastOf(again))?.type).toBe("info");
    expect(asData(await feedbackAction(post(mod, "/beheer/feedback", { intent: "handle", id: crypto.randomUUID() }))).init?.status).toBe(404);
    expect(asData(await feedbackAction(post(mod, "/beheer/feedback", { intent: "handle", id: "x" }))).init?.status).toBe(400);

    const [message] = await db
      .insert(contactMessages)
      .values({ name: "Bezoeker", email: "b@voorbeeld.example.org", subject: "Onderwerp", message: "Een bericht van tien tekens" })
      .returning();
    if (!message) throw new Error("no message");
    const contactPage = await messagesLoader(get(mod, "/beheer/berichten"));
    expect(contactPage.queue.open.map((m) => m.id)).toContain(message.id);
    // One route module serves both queues: each path lists its own and says so.
    expect(contactPage.queue.open.map((m) => m.id)).not.toContain(older.id);
    expect(contactPage.texts.title).toBe("Contactberichten");
    expect((await feedbackLoader(get(mod, "/beheer/feedback"))).queue.open.map((m) => m.id)).not.toContain(message.id);
    asRedirect(await messagesAction(post(mod, "/beheer/berichten", { intent: "handle", id: message.id })));
    const [handled] = await db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(handled?.handled_by).toBe(mod.id);
    expect(await db.$count(auditLog, and(eq(auditLog.action, "contact.handle"), eq(auditLog.actor_id, mod.id)))).toBe(1);
  });
});

describe("authorization", () => {
  const moderators: Persona[] = ["moderator", "admin"];
  const expected = (allowed: number): Record<Persona, number> =>
    Object.fromEntries(personas.map((p) => [p, moderators.includes(p) ? allowed : 404])) as Record<Persona, number>;

  /**
   * Runs `call` once per persona (with what `prepare` set up for it first); where refused (404),
   * the snapshot must be unchanged.
   */
  async function table<T>(
    callers: Callers,
    call: (caller: Caller, prepared: T | undefined, persona: Persona) => Promise<unknown>,
    prepare?: () => Promise<T>,
  ) {
    const db = database.db();
    const seen: Record<string, number> = {};
    for (const persona of personas) {
      const prepared = await prepare?.();
      const before = await stewardshipSnapshot(db);
      seen[persona] = await statusOf(call(callers[persona], prepared, persona));
      if (seen[persona] === 404) expect(await stewardshipSnapshot(db), persona).toBe(before);
    }
    return seen;
  }

  it("opens every beheer loader and action only to moderators and admins, changing nothing for the others", async () => {
    const db = database.db();
    const callers = await createCallers(db);
    const { event, initiative } = await ownedItems(callers.owner);
    const fresh = async () => {
      const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: callers.owner.id });
      await report(null, { item_type: "vacancy", item_id: vacancy.id, reason: "spam" });
      return vacancy.id;
    };
    await report(null, { item_type: "event", item_id: event.id, reason: "spam" });
    const feedbackIds = await db
      .insert(feedback)
      .values(personas.map((p) => ({ message: `Feedback voor ${p} van tien tekens` })))
      .returning({ id: feedback.id });
    const messageIds = await db
      .insert(contactMessages)
      .values(personas.map((p) => ({ name: p, email: "x@voorbeeld.example.org", subject: "S", message: "Tien tekens of meer" })))
      .returning({ id: contactMessages.id });

    expect(await table(callers, (c) => reportsLoader(get(c, "/beheer/meldingen")))).toEqual(expected(200));
    expect(await table(callers, (c) => feedbackLoader(get(c, "/beheer/feedback")))).toEqual(expected(200));
    expect(await table(callers, (c) => messagesLoader(get(c, "/beheer/berichten")))).toEqual(expected(200));
    expect(
      await table(
        callers,
        (c, id) => reportsAction(post(c, "/beheer/meldingen", { intent: "hide", item_type: "vacancy", item_id: id ?? "", reason: "Reclame" })),
        fresh,
      ),
    ).toEqual(expected(302));
    expect(
      await table(callers, (c, id) => reportsAction(post(c, "/beheer/meldingen", { intent: "dismiss", item_type: "vacancy", item_id: id ?? "" })), fresh),
    ).toEqual(expected(302));
    expect(
      await table(
        callers,
        (c, prepared) =>
          reportsAction(
            post(c, "/beheer/meldingen", { intent: "remove-image", item_type: "vacancy", item_id: prepared?.id ?? "", image_id: prepared?.image ?? "", confirm: "ja" }),
          ),
        async () => {
          const id = await fresh();
          const image = await attachedTestImage(db, callers.owner.id, "vacancy_image", "Foto");
          await db.update(vacancies).set({ image_id: image }).where(eq(vacancies.id, id));
          return { id, image };
        },
      ),
    ).toEqual(expected(302));
    expect(
      await table(callers, (c, _, p) => feedbackAction(post(c, "/beheer/feedback", { intent: "handle", id: feedbackIds[personas.indexOf(p)]?.id ?? "" }))),
    ).toEqual(expected(302));
    expect(
      await table(callers, (c, _, p) => messagesAction(post(c, "/beheer/berichten", { intent: "handle", id: messageIds[personas.indexOf(p)]?.id ?? "" }))),
    ).toEqual(expected(302));
    // The event reported above was never touched by the refused callers.
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0]?.status).toBe("actief");
    expect((await db.select().from(initiatives).where(eq(initiatives.id, initiative.id)))[0]?.status).toBe("actief");
  });

  it("lets everybody report a public item (a blocked member's stale session counts as a visitor)", async () => {
    const db = database.db();
    const callers = await createCallers(db);
    const { event } = await ownedItems(callers.owner);
    const seen: Record<string, number> = {};
    for (const persona of personas) {
      seen[persona] = await statusOf(report(callers[persona], { item_type: "event", item_id: event.id, reason: "anders" }));
    }
    expect(seen).toEqual(Object.fromEntries(personas.map((p) => [p, 302])));
    const reporters = (await openReportsOf(event.id)).map((r) => r.reported_by);
    expect(reporters).toHaveLength(6);
    expect(reporters.filter((id) => id === null)).toHaveLength(2);
    expect(reporters).not.toContain(callers.blocked.id);
  });
});
