/**
 * Signing up for events (app/modules/participation): confirmed while places are left, the
 * waitlist in arrival order when full, moving up on a cancellation, a raised maximum or fewer
 * people registered elsewhere, the mails of each step, the refusals (hidden, started, closed,
 * twice), exact capacity under 50 simultaneous sign-ups, the reminder exactly once, and the
 * members' and organizers' pages through their routes with who may do what.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventRegistrations, events, user, userRoles } from "~/db/schema";
import { deleteAccount } from "~/modules/accounts/account-deletion.server";
import { deleteEvent } from "~/modules/events/delete.server";
import { updateEvent } from "~/modules/events/mutations.server";
import { getParticipants, participantsCsv } from "~/modules/participation/organizer.server";
import { cancelSignUp, listOwnRegistrations, signUp } from "~/modules/participation/registrations.server";
import { sendEventReminders } from "~/modules/participation/reminders.server";
import { signUpAnswers } from "~/modules/participation/texts";
import { action as signUpAction, loader as signUpLoader } from "~/routes/participation/sign-up";
import { action as participantsAction, loader as participantsLoader } from "~/routes/participation/participants";
import { loader as csvLoader } from "~/routes/participation/participants-csv";
import { loader as myRegistrationsLoader } from "~/routes/participation/my-registrations";
import { loader as eventLoader } from "~/routes/events/detail";
import { action as editAction } from "~/routes/events/edit";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { parseCalendar } from "../setup/ical";
import { mailsTo } from "../setup/outbox";
import { validEventForm } from "../setup/forms";
import { asData, get, post, responseOf, thrownStatus, toastOf } from "../setup/routes";
import { statusOf } from "../setup/authz";

const database = setupTestDatabase();
const DAY = 24 * 3600 * 1000;

/** Inserts `n` verified members straight into the user table (no password: they never sign in). */
async function plainMembers(n: number): Promise<{ id: string; name: string; email: string }[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const u = randomUUID().slice(0, 8);
    return { id: randomUUID(), name: `Deelnemer ${i + 1}`, email: `deelnemer-${u}@voorbeeld.example.org`, emailVerified: true };
  });
  await database.db().insert(user).values(rows);
  return rows;
}

/** An organizer with an initiative and an event (a week ahead, unless overridden). */
async function organizedEvent(overrides: Partial<typeof events.$inferInsert> = {}) {
  const organizer = await createMember();
  const initiative = await createInitiative(database.db(), { created_by: organizer.id });
  const event = await createEvent(database.db(), {
    initiative_id: initiative.id,
    created_by: organizer.id,
    registration_required: true,
    max_participants: 2,
    ...overrides,
  });
  return { organizer, initiative, event };
}

/** The edit values (`updateEvent`) that keep `event` as it is. */
function editValues(event: typeof events.$inferSelect) {
  return {
    title: event.title,
    description: event.description,
    long_description: null,
    type: event.type,
    theme: null,
    province: null,
    date: event.date,
    end_date: null,
    city: event.city,
    postcode: event.pc4,
    location: event.location,
    organizer_name: event.organizer_name,
    organizer_email: event.organizer_email,
    organizer_phone: null,
    website: null,
    max_participants: event.max_participants,
    registration_required: event.registration_required,
  };
}

/** The Dutch refusal of a rate limit, with its wait time. */
const TOO_OFTEN = /^Te veel pogingen\. Probeer het over \d+ (minuut|minuten) opnieuw\.$/;

async function eventRow(id: string) {
  const [row] = await database.db().select().from(events).where(eq(events.id, id));
  if (!row) throw new Error("event gone");
  return row;
}

async function statusesOf(eventId: string) {
  return database
    .db()
    .select({ user_id: eventRegistrations.user_id, status: eventRegistrations.status, seq: eventRegistrations.seq })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.event_id, eventId))
    .orderBy(eventRegistrations.seq);
}

describe("signing up", () => {
  it("confirms while places are left, then puts people on the waitlist with their place, and mails each", async () => {
    const { event } = await organizedEvent({ max_participants: 3, external_participants: 1 });
    const [a, b, c, d] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
    expect(await signUp({ eventId: event.id, member: a! })).toEqual({ status: "confirmed" });
    expect(await signUp({ eventId: event.id, member: b! })).toEqual({ status: "confirmed" });
    expect(await signUp({ eventId: event.id, member: c! })).toEqual({ status: "waitlisted", position: 1 });
    expect(await signUp({ eventId: event.id, member: d! })).toEqual({ status: "waitlisted", position: 2 });
    expect(await signUp({ eventId: event.id, member: a! })).toEqual({ status: "already_signed_up" });
    expect((await eventRow(event.id)).confirmed_count).toBe(2);

    const [confirmation] = await mailsTo(a!.email, (s) => s === `Je bent aangemeld voor ${event.title}`);
    expect(confirmation?.text).toContain("Buurthuis De Linde");
    // The confirmation carries the event for the calendar, read with a calendar library.
    const attachment = confirmation?.attachments.find((file) => file.mimeType === "text/calendar");
    expect(attachment?.filename).toMatch(/\.ics$/);
    const calendar = parseCalendar(typeof attachment?.content === "string" ? attachment.content : new TextDecoder().decode(attachment?.content));
    expect(calendar.method).toBe("PUBLISH");
    expect(calendar.entries).toMatchObject([{ summary: event.title, start: new Date(Math.floor(event.date.getTime() / 1000) * 1000), url: `http://localhost:3000/event/${event.id}` }]);
    const [waitlist] = await mailsTo(d!.email, (s) => s === `Je staat op de wachtlijst voor ${event.title}`);
    expect(waitlist?.text).toContain("op plek 2");
  });

  it("moves the first on the waitlist up when someone cancels, and mails them", async () => {
    const { event } = await organizedEvent({ max_participants: 1 });
    const [a, b, c] = await Promise.all([createMember(), createMember(), createMember()]);
    for (const m of [a!, b!, c!]) await signUp({ eventId: event.id, member: m });
    expect(await cancelSignUp({ eventId: event.id, userId: a!.id })).toEqual({ status: "ok", promoted: 1 });
    expect((await statusesOf(event.id)).map((r) => [r.user_id, r.status])).toEqual([
      [b!.id, "confirmed"],
      [c!.id, "waitlisted"],
    ]);
    expect(await mailsTo(b!.email, (s) => s.startsWith("Er is een plek vrij"))).toHaveLength(1);
    expect(await mailsTo(c!.email, (s) => s.startsWith("Er is een plek vrij"))).toHaveLength(0);
    expect((await eventRow(event.id)).confirmed_count).toBe(1);
    expect(await cancelSignUp({ eventId: event.id, userId: a!.id })).toEqual({ status: "not_signed_up" });
  });

  it("refuses a hidden, started or closed event; an event without required sign-up takes everyone", async () => {
    const member = await createMember();
    const hidden = await organizedEvent({ status: "verborgen" });
    expect(await signUp({ eventId: hidden.event.id, member })).toEqual({ status: "not_found" });
    const started = await organizedEvent({ date: new Date(Date.now() - 3600_000), end_date: new Date(Date.now() + 3600_000) });
    expect(await signUp({ eventId: started.event.id, member })).toEqual({ status: "started" });
    const ended = await organizedEvent({ date: new Date(Date.now() - 3 * 3600_000), end_date: new Date(Date.now() - 3600_000) });
    expect(await signUp({ eventId: ended.event.id, member })).toEqual({ status: "past" });
    const closed = await organizedEvent({ registration_closed: true });
    expect(await signUp({ eventId: closed.event.id, member })).toEqual({ status: "closed" });
    expect(await signUp({ eventId: randomUUID(), member })).toEqual({ status: "not_found" });
    const open = await organizedEvent({ registration_required: false, max_participants: null });
    const people = await plainMembers(5);
    for (const p of people) expect(await signUp({ eventId: open.event.id, member: p })).toEqual({ status: "confirmed" });
    expect((await eventRow(open.event.id)).confirmed_count).toBe(5);
  });

  it("gives exactly the last 5 places to 5 of 50 simultaneous sign-ups, the other 45 wait in arrival order", async () => {
    const { event } = await organizedEvent({ max_participants: 20, external_participants: 15 });
    const people = await plainMembers(50);
    const results = await Promise.all(people.map((member) => signUp({ eventId: event.id, member })));
    expect(results.filter((r) => r.status === "confirmed")).toHaveLength(5);
    const positions = results.flatMap((r) => (r.status === "waitlisted" ? [r.position] : [])).sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    const rows = await statusesOf(event.id);
    // Arrival order is the order of the lock: the first five in it are the confirmed ones.
    expect(rows.map((r) => r.status)).toEqual([...Array(5).fill("confirmed"), ...Array(45).fill("waitlisted")]);
    expect((await eventRow(event.id)).confirmed_count).toBe(5);
  });
});

describe("changes by the organizer", () => {
  it("a raised maximum moves the waitlist up; a new date mails everyone signed up", async () => {
    const { organizer, event } = await organizedEvent({ max_participants: 1 });
    const [a, b] = await Promise.all([createMember(), createMember()]);
    await signUp({ eventId: event.id, member: a! });
    await signUp({ eventId: event.id, member: b! });
    const values = {
      title: event.title,
      description: event.description,
      long_description: null,
      type: event.type,
      theme: null,
      province: null,
      date: new Date(event.date.getTime() + DAY),
      end_date: null,
      city: event.city,
      postcode: null,
      location: event.location,
      organizer_name: event.organizer_name,
      organizer_email: event.organizer_email,
      organizer_phone: null,
      website: null,
      max_participants: 2,
      registration_required: true,
    };
    expect(await updateEvent({ id: event.id, viewer: organizer, values })).toMatchObject({ status: "ok" });
    expect((await statusesOf(event.id)).map((r) => r.status)).toEqual(["confirmed", "confirmed"]);
    expect(await mailsTo(b!.email, (s) => s.startsWith("Er is een plek vrij"))).toHaveLength(1);
    for (const m of [a!, b!]) expect(await mailsTo(m.email, (s) => s === `Gewijzigd: ${event.title}`)).toHaveLength(1);
  });

  it("limits date changes that mail everyone signed up: the third in a day is a Dutch 429 and changes nothing", async () => {
    const { organizer, event } = await organizedEvent({ max_participants: 5 });
    const [a] = await plainMembers(1);
    await signUp({ eventId: event.id, member: a! });
    const values = (days: number) => ({
      ...editValues(event),
      date: new Date(event.date.getTime() + days * DAY),
    });
    expect(await updateEvent({ id: event.id, viewer: organizer, values: values(1) })).toMatchObject({ status: "ok" });
    expect(await updateEvent({ id: event.id, viewer: organizer, values: values(2) })).toMatchObject({ status: "ok" });
    // Saving without moving it mails nobody and is not limited.
    expect(await updateEvent({ id: event.id, viewer: organizer, values: { ...values(2), title: "Nieuwe titel" } })).toMatchObject({ status: "ok" });
    const refused = await updateEvent({ id: event.id, viewer: organizer, values: values(3) });
    expect(refused).toMatchObject({ status: "rate_limited", message: expect.stringMatching(TOO_OFTEN) });
    expect((await eventRow(event.id)).date.getTime()).toBe(event.date.getTime() + 2 * DAY);
    expect(await mailsTo(a!.email, (s) => s.startsWith("Gewijzigd: "))).toHaveLength(2);
    // Another organizer's attempt on this event spends none of its allowance.
    const stranger = await createMember();
    expect(await updateEvent({ id: event.id, viewer: stranger, values: values(4) })).toEqual({ status: "forbidden" });
  });

  it("the edit form answers a refused date change with 429 and the wait message above the form", async () => {
    const { organizer, event } = await organizedEvent({ max_participants: 5 });
    const [a] = await plainMembers(1);
    await signUp({ eventId: event.id, member: a! });
    const path = `/event/${event.id}/bewerken`;
    const form = (day: number) =>
      validEventForm(event.initiative_id, { date: `2030-07-${10 + day}T19:30`, max_participants: "5", registration_required: "on" });
    for (const days of [1, 2]) expect(await statusOf(editAction(post(organizer, path, form(days), { params: { id: event.id } })))).toBe(302);
    const refused = await editAction(post(organizer, path, form(3), { params: { id: event.id } }));
    expect(await statusOf(Promise.resolve(refused))).toBe(429);
    expect(JSON.stringify(refused)).toMatch(/Te veel pogingen\. Probeer het over \d+ minuten opnieuw\./);
  });

  it("deleting the event mails the people signed up that it does not go ahead", async () => {
    const { organizer, event } = await organizedEvent();
    const member = await createMember();
    await signUp({ eventId: event.id, member });
    expect(await deleteEvent({ id: event.id, viewer: organizer })).toEqual({ status: "ok" });
    expect(await mailsTo(member.email, (s) => s === `Gaat niet door: ${event.title}`)).toHaveLength(1);
  });

  it("a deleted account's place goes to the next on the waitlist", async () => {
    const { event } = await organizedEvent({ max_participants: 1 });
    const [leaving, waiting] = await Promise.all([createMember(), createMember()]);
    await signUp({ eventId: event.id, member: leaving! });
    await signUp({ eventId: event.id, member: waiting! });
    await deleteAccount({ userId: leaving!.id, email: leaving!.email });
    expect((await statusesOf(event.id)).map((r) => [r.user_id, r.status])).toEqual([[waiting!.id, "confirmed"]]);
    expect((await eventRow(event.id)).confirmed_count).toBe(1);
  });
});

describe("the reminder", () => {
  it("goes out once per confirmed person about 24 hours before, also when two processes look at once", async () => {
    const { event } = await organizedEvent({ date: new Date(Date.now() + 20 * 3600_000), max_participants: 1 });
    const [a, b] = await Promise.all([createMember(), createMember()]);
    await signUp({ eventId: event.id, member: a! });
    await signUp({ eventId: event.id, member: b! });
    const far = await organizedEvent({ date: new Date(Date.now() + 3 * DAY) });
    await signUp({ eventId: far.event.id, member: a! });
    await Promise.all([sendEventReminders(), sendEventReminders()]);
    await sendEventReminders();
    expect(await mailsTo(a!.email, (s) => s === `Herinnering: ${event.title}`)).toHaveLength(1);
    expect(await mailsTo(a!.email, (s) => s === `Herinnering: ${far.event.title}`)).toHaveLength(0);
    // The waitlist gets no reminder.
    expect(await mailsTo(b!.email, (s) => s.startsWith("Herinnering"))).toHaveLength(0);
  });
});

describe("the routes", () => {
  /** POST to /event/:id/aanmelding. */
  const postSignUp = (caller: TestMember | null, eventId: string, intent: string, extra: Record<string, string> = {}) =>
    responseOf(signUpAction(post(caller, `/event/${eventId}/aanmelding`, { intent, ...extra }, { params: { id: eventId } })));

  it("an event that started is 'Nu bezig' until its end, then 'Voorbij'; sign-up closed from the start", async () => {
    const member = await createMember();
    const other = await createMember();
    const running = await organizedEvent();
    const ended = await organizedEvent();
    for (const { event } of [running, ended]) await signUp({ eventId: event.id, member });
    const now = Date.now();
    // Started an hour ago, ends in an hour; and one that ended an hour ago (mostly earlier today).
    await database.db().update(events).set({ date: new Date(now - 3600_000), end_date: new Date(now + 3600_000) }).where(eq(events.id, running.event.id));
    await database.db().update(events).set({ date: new Date(now - 3 * 3600_000), end_date: new Date(now - 3600_000) }).where(eq(events.id, ended.event.id));

    expect(await toastOf(await postSignUp(other, running.event.id, "sign-up"))).toMatchObject({ type: "error", message: signUpAnswers.refusedStarted });
    expect(await toastOf(await postSignUp(other, ended.event.id, "sign-up"))).toMatchObject({ type: "error", message: signUpAnswers.refusedPast });

    const page = await eventLoader(get(other, `/event/${running.event.id}`, { params: { id: running.event.id } }));
    expect(page.event).toMatchObject({ is_running: true, is_past: false });
    expect(page.signUp).toMatchObject({ started: true, over: false });
    const endedPage = await eventLoader(get(other, `/event/${ended.event.id}`, { params: { id: ended.event.id } }));
    expect(endedPage.event).toMatchObject({ is_running: false, is_past: true });
    expect(endedPage.signUp).toMatchObject({ started: true, over: true });

    const mine = await myRegistrationsLoader(get(member, "/mijn-aanmeldingen"));
    expect(mine.registrations.map((r) => [r.eventId, r.started, r.over])).toEqual([
      [running.event.id, true, false],
      [ended.event.id, true, true],
    ]);
  });

  it("signs up and cancels through the form, back to the page with a toast; a visitor goes to sign in", async () => {
    const { event } = await organizedEvent();
    const member = await createMember();
    const visitor = await postSignUp(null, event.id, "sign-up");
    expect(visitor.headers.get("Location")).toBe(`/auth?redirectTo=%2Fevent%2F${event.id}&melding=aanmelden`);
    const done = await postSignUp(member, event.id, "sign-up");
    expect(done.headers.get("Location")).toBe(`/event/${event.id}`);
    expect(await toastOf(done)).toMatchObject({ type: "success", message: signUpAnswers.signedUp });
    const page = await eventLoader(get(member, `/event/${event.id}`, { params: { id: event.id } }));
    expect(page.signUp?.own).toEqual({ status: "confirmed" });
    const cancelled = await postSignUp(member, event.id, "cancel-sign-up", { redirectTo: "/mijn-aanmeldingen" });
    expect(cancelled.headers.get("Location")).toBe("/mijn-aanmeldingen");
    expect(await toastOf(cancelled)).toMatchObject({ message: signUpAnswers.cancelled });
    const crafted = await postSignUp(member, event.id, "delete", { redirectTo: "https://boos.example.org/" });
    expect(crafted.headers.get("Location")).toBe(`/event/${event.id}`);
    expect(await toastOf(crafted)).toMatchObject({ type: "error" });
    const closed = await organizedEvent({ registration_closed: true });
    expect(await toastOf(await postSignUp(member, closed.event.id, "sign-up"))).toMatchObject({
      type: "error",
      message: signUpAnswers.refusedClosed,
    });
    expect(signUpLoader(get(member, `/event/${event.id}/aanmelding`, { params: { id: event.id } })).headers.get("Location")).toBe(
      `/event/${event.id}`,
    );
  });

  it("shows the participants, their addresses and the CSV to the organizer only", async () => {
    const { organizer, event } = await organizedEvent({ max_participants: 1 });
    const [participant, waiting, other] = await Promise.all([createMember(), createMember({ name: "=Wachtende" }), createMember()]);
    await signUp({ eventId: event.id, member: participant! });
    await signUp({ eventId: event.id, member: waiting! });
    const path = `/event/${event.id}/deelnemers`;
    const page = await participantsLoader(get(organizer, path, { params: { id: event.id } }));
    expect(page.confirmed.map((p) => p.email)).toEqual([participant!.email]);
    expect(page.waitlisted).toMatchObject([{ email: waiting!.email, position: 1 }]);
    for (const caller of [participant!, waiting!, other!]) {
      expect(await thrownStatus(participantsLoader(get(caller, path, { params: { id: event.id } })))).toBe(404);
      expect((await csvLoader(get(caller, `${path}.csv`, { params: { id: event.id } }))).status).toBe(404);
      expect(await statusOf(participantsAction(post(caller, path, { intent: "close-registration" }, { params: { id: event.id } })))).toBe(404);
    }
    expect(await thrownStatus(participantsLoader(get(null, path, { params: { id: event.id } })))).toBe(302);
    const csv = await csvLoader(get(organizer, `${path}.csv`, { params: { id: event.id } }));
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith("\uFEFFNaam;E-mailadres;Status;Plek op wachtlijst;Aangemeld op\r\n")).toBe(true);
    expect(text).toContain(`${participant!.name};${participant!.email};Aangemeld;;`);
    // A name a spreadsheet would run as a formula is written as text.
    expect(text).toContain(`'=Wachtende;${waiting!.email};Wachtlijst;1;`);
    expect((await getParticipants({ id: event.id, viewer: other! })).status).toBe("not_found");
    expect(participantsCsv(page)).toBe(text);
  });

  it("closes and reopens sign-up, counts people registered elsewhere and messages the confirmed", async () => {
    const { organizer, event } = await organizedEvent({ max_participants: 3, external_participants: 2 });
    const [a, b] = await Promise.all([createMember(), createMember()]);
    await signUp({ eventId: event.id, member: a! });
    await signUp({ eventId: event.id, member: b! });
    const path = `/event/${event.id}/deelnemers`;
    const act = (form: Record<string, string>) => participantsAction(post(organizer, path, form, { params: { id: event.id } }));

    expect(await statusOf(act({ intent: "close-registration" }))).toBe(302);
    expect((await eventRow(event.id)).registration_closed).toBe(true);
    expect(await statusOf(act({ intent: "reopen-registration" }))).toBe(302);
    expect((await eventRow(event.id)).registration_closed).toBe(false);

    expect(await statusOf(act({ intent: "external-participants", external_participants: "-1" }))).toBe(400);
    // One confirmed (the other waits) and a maximum of 3: two elsewhere fit, three do not ("4 / 3").
    const over = asData(await act({ intent: "external-participants", external_participants: "3" }));
    expect(over.init?.status).toBe(409);
    expect(over.data.result!.error?.external_participants?.[0]).toBe(
      "Met 1 aanmelding via de site en een maximum van 3 kunnen er nog 2 mensen elders aangemeld zijn.",
    );
    expect((await eventRow(event.id)).external_participants).toBe(2);
    expect(await statusOf(act({ intent: "external-participants", external_participants: "0" }))).toBe(302);
    expect((await statusesOf(event.id)).map((r) => r.status)).toEqual(["confirmed", "confirmed"]);

    expect(await statusOf(act({ intent: "message-participants", subject: "", message: "kort" }))).toBe(400);
    expect(await statusOf(act({ intent: "message-participants", subject: "Regenjas mee", message: "Het gaat regenen, neem een jas mee." }))).toBe(302);
    for (const m of [a!, b!]) {
      const [mail] = await mailsTo(m.email, (s) => s === `Regenjas mee (${event.title})`);
      expect(mail?.text).toContain("Het gaat regenen, neem een jas mee.");
    }
    expect(await statusOf(act({ intent: "unknown" }))).toBe(400);
  });

  it("refuses a fourth message to one event's participants in a day with a Dutch 429, mailing nobody", async () => {
    const { organizer, event } = await organizedEvent({ max_participants: 5 });
    const [a] = await plainMembers(1);
    await signUp({ eventId: event.id, member: a! });
    const path = `/event/${event.id}/deelnemers`;
    const send = (n: number) =>
      participantsAction(post(organizer, path, { intent: "message-participants", subject: `Bericht ${n}`, message: "Een bericht van tien tekens." }, { params: { id: event.id } }));
    for (const n of [1, 2, 3]) expect(await statusOf(send(n)), `message ${n}`).toBe(302);
    const refused = await send(4);
    expect(await statusOf(Promise.resolve(refused))).toBe(429);
    expect(JSON.stringify(refused)).toMatch(/Te veel pogingen\. Probeer het over \d+ minuten opnieuw\./);
    expect(await mailsTo(a!.email, (s) => s.startsWith("Bericht "))).toHaveLength(3);
    // A stranger's posts for this event are 404 and spend nothing of it.
    expect(await statusOf(participantsAction(post(await createMember(), path, { intent: "message-participants", subject: "X", message: "Een bericht van tien tekens." }, { params: { id: event.id } })))).toBe(404);
  });

  it("lists a member's own sign-ups on /mijn-aanmeldingen, and nobody else's", async () => {
    const { event } = await organizedEvent({ max_participants: 1 });
    const [first, second] = await Promise.all([createMember(), createMember()]);
    await signUp({ eventId: event.id, member: first! });
    await signUp({ eventId: event.id, member: second! });
    const mine = await myRegistrationsLoader(get(second!, "/mijn-aanmeldingen"));
    expect(mine.registrations).toMatchObject([{ eventId: event.id, status: "waitlisted", position: 1, started: false, over: false }]);
    expect(await listOwnRegistrations(first!.id)).toMatchObject([{ eventId: event.id, status: "confirmed", position: null }]);
    expect(await thrownStatus(myRegistrationsLoader(get(null, "/mijn-aanmeldingen")))).toBe(302);
    const rows = await database
      .db()
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.event_id, event.id), eq(eventRegistrations.user_id, second!.id)));
    expect(rows).toHaveLength(1);
  });

  it("on /mijn-aanmeldingen marks an event a moderator hid as no longer available; cancelling still works", async () => {
    const { event } = await organizedEvent();
    const member = await createMember();
    await signUp({ eventId: event.id, member });
    expect((await myRegistrationsLoader(get(member, "/mijn-aanmeldingen"))).registrations).toMatchObject([{ eventId: event.id, available: true }]);
    await database.db().update(events).set({ status: "verborgen", status_reason: "Spam" }).where(eq(events.id, event.id));
    expect((await myRegistrationsLoader(get(member, "/mijn-aanmeldingen"))).registrations).toMatchObject([{ eventId: event.id, available: false, started: false }]);
    const cancelled = await responseOf(
      signUpAction(post(member, `/event/${event.id}/aanmelding`, { intent: "cancel-sign-up", redirectTo: "/mijn-aanmeldingen" }, { params: { id: event.id } })),
    );
    expect(cancelled.headers.get("Location")).toBe("/mijn-aanmeldingen");
    expect(await toastOf(cancelled)).toMatchObject({ type: "success", message: signUpAnswers.cancelled });
    expect(await listOwnRegistrations(member.id)).toEqual([]);
  });

  it("authorizes every participation route: visitor, member, participant, organizer, moderator", async () => {
    const { organizer, event } = await organizedEvent({ max_participants: 5 });
    const [member, participant, moderator] = await Promise.all([createMember(), createMember(), createMember()]);
    await database.db().insert(userRoles).values({ user_id: moderator!.id, role: "moderator" });
    await signUp({ eventId: event.id, member: participant! });
    const id = event.id;
    const path = `/event/${id}/deelnemers`;
    const callers = { visitor: null, member: member!, participant: participant!, organizer, moderator: moderator! };
    type Who = keyof typeof callers;
    const snapshot = async () =>
      JSON.stringify([await statusesOf(id), await eventRow(id).then((e) => [e.registration_closed, e.external_participants, e.confirmed_count])]);
    // Expected status per caller; a refusal must leave the list and the event as they were.
    const table: { name: string; call: (who: TestMember | null) => Promise<unknown>; expected: Record<Who, number>; writes: boolean }[] = [
      {
        name: "participants page",
        call: (who) => participantsLoader(get(who, path, { params: { id } })),
        expected: { visitor: 302, member: 404, participant: 404, organizer: 200, moderator: 404 },
        writes: false,
      },
      {
        name: "participants CSV",
        call: (who) => csvLoader(get(who, `${path}.csv`, { params: { id } })),
        expected: { visitor: 302, member: 404, participant: 404, organizer: 200, moderator: 404 },
        writes: false,
      },
      ...(["close-registration", "external-participants", "message-participants"] as const).map((intent) => ({
        name: `participants action ${intent}`,
        call: (who: TestMember | null) =>
          participantsAction(
            post(who, path, { intent, external_participants: "3", subject: "Onderwerp", message: "Een bericht van tien tekens." }, { params: { id } }),
          ),
        expected: { visitor: 302, member: 404, participant: 404, organizer: 302, moderator: 404 },
        writes: true,
      })),
      {
        name: "my registrations",
        call: (who) => myRegistrationsLoader(get(who, "/mijn-aanmeldingen")),
        expected: { visitor: 302, member: 200, participant: 200, organizer: 200, moderator: 200 },
        writes: false,
      },
    ];
    for (const row of table) {
      for (const who of Object.keys(callers) as Who[]) {
        if (who === "organizer") continue;
        const before = await snapshot();
        expect(await statusOf(row.call(callers[who])), `${row.name} as ${who}`).toBe(row.expected[who]);
        if (row.writes) expect(await snapshot(), `${row.name} as ${who} changed nothing`).toBe(before);
      }
      expect(await statusOf(row.call(organizer)), `${row.name} as organizer`).toBe(row.expected.organizer);
    }
    // Signing up and cancelling act on the caller's own sign-up only: the participant's stays.
    expect((await responseOf(signUpAction(post(member!, `/event/${id}/aanmelding`, { intent: "cancel-sign-up" }, { params: { id } })))).status).toBe(302);
    expect((await statusesOf(id)).map((r) => r.user_id)).toEqual([participant!.id]);
    // The member list of another member never shows this participant.
    expect((await myRegistrationsLoader(get(member!, "/mijn-aanmeldingen"))).registrations).toEqual([]);
  });
});
