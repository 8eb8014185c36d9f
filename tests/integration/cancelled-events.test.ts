/**
 * Cancelled events (docs/product-rules.md#cancelled-events): who may cancel, the reason's length and
 * the confirmation, sign-ups refused afterwards (existing ones kept), the event gone from upcoming
 * lists and counts but kept on its page, in the API with `status` and in every calendar as
 * STATUS:CANCELLED with a raised SEQUENCE (read back with ical.js), and the SEQUENCE rule of an edit.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventRegistrations, events } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getItemEndpoint, listEventsEndpoint } from "~/modules/api/endpoints.server";
import { memberFeedCalendar, renewCalendarToken } from "~/modules/calendar/feed.server";
import { CANCELLATION_REASON_MAX, cancelEventTexts } from "~/modules/events/cancel";
import { cancelEvent } from "~/modules/events/cancel.server";
import { parseEventFilters } from "~/modules/events/filters";
import { updateEvent } from "~/modules/events/mutations.server";
import { countUpcomingEvents, listEvents, listEventsForCalendar, listEventsForInitiative } from "~/modules/events/queries.server";
import { eventsIcsResponse } from "~/modules/feeds/feeds.server";
import { cancelSignUp, signUp } from "~/modules/participation/registrations.server";
import { signUpAnswers } from "~/modules/participation/texts";
import { action as cancelAction, loader as cancelLoader } from "~/routes/events/cancel";
import { loader as eventCalendarLoader } from "~/routes/events/calendar";
import { loader as eventLoader } from "~/routes/events/detail";
import { loader as editLoader } from "~/routes/events/edit";
import { action as signUpAction } from "~/routes/participation/sign-up";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative } from "../setup/factories";
import { parseCalendar } from "../setup/ical";
import { createMember, type TestMember } from "../setup/members";
import { asData, get, post, responseOf, thrownStatus, toastOf } from "../setup/routes";

const database = setupTestDatabase();

/** An organizer with an initiative and an upcoming event with a unique title (a week ahead). */
async function organizedEvent(overrides: Partial<typeof events.$inferInsert> = {}) {
  const organizer = await createMember();
  const initiative = await createInitiative(database.db(), { created_by: organizer.id });
  const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: organizer.id, ...overrides });
  return { organizer, initiative, event };
}

const stored = async (id: string) => {
  const [row] = await database.db().select().from(events).where(eq(events.id, id));
  if (!row) throw new Error("event gone");
  return row;
};

function postCancel(caller: TestMember | null, id: string, fields: Record<string, string>) {
  return responseOf(cancelAction(post(caller, `/event/${id}/annuleren`, { intent: "cancel-event", ...fields }, { params: { id } })));
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
    end_date: event.end_date,
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

describe("who may cancel", () => {
  it("lets the owner cancel with a reason; the page stays, says why and shows no sign-up form", async () => {
    const { organizer, event } = await organizedEvent();
    expect(asData(await cancelLoader(get(organizer, `/event/${event.id}/annuleren`, { params: { id: event.id } })))).toMatchObject({ title: event.title });
    const answer = await postCancel(organizer, event.id, { confirm: "ja", reason: "  De zaal is niet beschikbaar.  " });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/event/${event.id}`);
    expect(await toastOf(answer)).toMatchObject({ type: "success", message: cancelEventTexts.done });
    const row = await stored(event.id);
    expect(row.cancelled_at).toBeInstanceOf(Date);
    expect(row.cancellation_reason).toBe("De zaal is niet beschikbaar.");
    expect(row.sequence).toBe(1);

    for (const viewer of [null, organizer]) {
      const page = asData(await eventLoader(get(viewer, `/event/${event.id}`, { params: { id: event.id } })));
      expect(page.event.cancelled_at).toBeInstanceOf(Date);
      expect(page.event.cancellation_reason).toBe("De zaal is niet beschikbaar.");
      expect(page.signUp).toBeNull();
      expect(page.canEdit).toBe(false);
      expect(page.jsonLd).toMatchObject({ eventStatus: "https://schema.org/EventCancelled" });
    }
  });

  it("refuses another member and a visitor; nothing changes", async () => {
    const { event } = await organizedEvent();
    const other = await createMember();
    const refused = await postCancel(other, event.id, { confirm: "ja" });
    expect(refused.status).toBe(302);
    expect(await toastOf(refused)).toMatchObject({ type: "error", message: cancelEventTexts.forbidden });
    expect(await thrownStatus(cancelLoader(get(other, `/event/${event.id}/annuleren`, { params: { id: event.id } })))).toBe(302);
    const visitor = await postCancel(null, event.id, { confirm: "ja" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/auth/);
    expect(await thrownStatus(cancelLoader(get(null, `/event/${event.id}/annuleren`, { params: { id: event.id } })))).toBe(302);
    const row = await stored(event.id);
    expect(row.cancelled_at).toBeNull();
    expect(row.sequence).toBe(0);
    expect(await cancelEvent(await getDb(), { eventId: event.id, reason: null, viewer: { id: other.id } })).toEqual({
      status: "forbidden",
    });
  });

  it("answers 400 without the confirmation or with a reason over 500 characters, keeping the typed reason", async () => {
    const { organizer, event } = await organizedEvent();
    const unconfirmed = await cancelAction(post(organizer, `/event/${event.id}/annuleren`, { intent: "cancel-event", reason: "Ziek" }, { params: { id: event.id } }));
    expect(unconfirmed).toMatchObject({ init: { status: 400 } });
    const long = "x".repeat(CANCELLATION_REASON_MAX + 1);
    const tooLong = await cancelAction(
      post(organizer, `/event/${event.id}/annuleren`, { intent: "cancel-event", confirm: "ja", reason: long }, { params: { id: event.id } }),
    );
    expect(tooLong).toMatchObject({ init: { status: 400 }, data: { result: { error: { reason: [cancelEventTexts.reasonTooLong] } } } });
    expect((await stored(event.id)).cancelled_at).toBeNull();
    const exact = await postCancel(organizer, event.id, { confirm: "ja", reason: "y".repeat(CANCELLATION_REASON_MAX) });
    expect(exact.status).toBe(302);
    expect((await stored(event.id)).cancellation_reason).toHaveLength(CANCELLATION_REASON_MAX);
  });

  it("is final: a second cancel, the edit form and an edit are refused", async () => {
    const { organizer, event } = await organizedEvent();
    expect(await cancelEvent(database.db(), { eventId: event.id, reason: null, viewer: organizer })).toMatchObject({ status: "ok", sequence: 1 });
    expect(await cancelEvent(database.db(), { eventId: event.id, reason: "Nog eens", viewer: organizer })).toEqual({ status: "already_cancelled" });
    expect(await thrownStatus(editLoader(get(organizer, `/event/${event.id}/bewerken`, { params: { id: event.id } })))).toBe(302);
    const edited = await updateEvent({ id: event.id, viewer: organizer, values: { ...editValues(event), title: "Toch weer" } });
    expect(edited).toEqual({ status: "cancelled" });
    const row = await stored(event.id);
    expect(row.title).toBe(event.title);
    expect(row.sequence).toBe(1);
    expect(row.cancellation_reason).toBeNull();
  });
});

describe("sign-ups of a cancelled event", () => {
  it("refuses new sign-ups and waitlist places with a Dutch message, keeps the existing ones and moves nobody up", async () => {
    const { organizer, event } = await organizedEvent({ max_participants: 1, registration_required: true });
    const [first, waiting, late] = [await createMember(), await createMember(), await createMember()];
    expect(await signUp({ eventId: event.id, member: first })).toEqual({ status: "confirmed" });
    expect(await signUp({ eventId: event.id, member: waiting })).toMatchObject({ status: "waitlisted" });
    await cancelEvent(database.db(), { eventId: event.id, reason: null, viewer: organizer });

    expect(await signUp({ eventId: event.id, member: late })).toEqual({ status: "cancelled" });
    const answer = await responseOf(signUpAction(post(late, `/event/${event.id}/aanmelding`, { intent: "sign-up" }, { params: { id: event.id } })));
    expect(await toastOf(answer)).toMatchObject({ type: "error", message: signUpAnswers.refusedCancelled });

    expect(await cancelSignUp({ eventId: event.id, userId: first.id })).toEqual({ status: "ok", promoted: 0 });
    const left = await database.db().select().from(eventRegistrations).where(eq(eventRegistrations.event_id, event.id));
    expect(left.map((r) => [r.user_id, r.status])).toEqual([[waiting.id, "waitlisted"]]);
  });
});

describe("lists, counts and the API", () => {
  it("leaves the upcoming lists and counts, stays on the initiative page, in the calendar feed and in the API by id", async () => {
    const { organizer, initiative, event } = await organizedEvent();
    const filters = parseEventFilters(new URLSearchParams({ zoek: event.title }));
    const before = await countUpcomingEvents();
    expect((await listEvents({ filters })).items.map((e) => e.id)).toEqual([event.id]);
    const apiUrl = new URL(`http://localhost/api/v1/events?zoek=${encodeURIComponent(event.title)}`);
    expect(JSON.stringify((await listEventsEndpoint(apiUrl)).body)).toContain(event.id);

    await cancelEvent(database.db(), { eventId: event.id, reason: "Regen", viewer: organizer });

    expect(await countUpcomingEvents()).toBe(before - 1);
    expect((await listEvents({ filters })).items).toEqual([]);
    expect(JSON.stringify((await listEventsEndpoint(apiUrl)).body)).not.toContain(event.id);
    const withPast = parseEventFilters(new URLSearchParams({ zoek: event.title, verleden: "1" }));
    expect((await listEvents({ filters: withPast })).items).toEqual([]);

    const onInitiative = await listEventsForInitiative({ initiativeId: initiative.id });
    expect(onInitiative.map((e) => [e.id, e.cancelled_at instanceof Date])).toEqual([[event.id, true]]);
    const calendarRows = await listEventsForCalendar({ filters });
    expect(calendarRows.map((e) => [e.id, e.sequence])).toEqual([[event.id, 1]]);

    const single = await getItemEndpoint(new URL(`http://localhost/api/v1/events/${event.id}`), "events", event.id);
    expect(single.body).toMatchObject({ id: event.id, status: "cancelled", cancellation_reason: "Regen" });
    const cancelledAt = (single.body as { cancelled_at: string }).cancelled_at;
    // The API writes instants to the second.
    expect(new Date(cancelledAt).getTime()).toBe(Math.floor(((await stored(event.id)).cancelled_at?.getTime() ?? 0) / 1000) * 1000);
  });
});

describe("SEQUENCE", () => {
  it("rises on a new date, time or place, not on a text edit", async () => {
    const { organizer, event } = await organizedEvent();
    const edit = (values: Partial<ReturnType<typeof editValues>>) => updateEvent({ id: event.id, viewer: organizer, values: { ...editValues(event), ...values } });
    expect(await edit({ title: "Andere titel", description: "Andere beschrijving" })).toMatchObject({ status: "ok" });
    expect((await stored(event.id)).sequence).toBe(0);
    expect(await edit({ title: "Andere titel", date: new Date(event.date.getTime() + 3600_000) })).toMatchObject({ status: "ok" });
    expect((await stored(event.id)).sequence).toBe(1);
    const moved = await stored(event.id);
    const again = (values: Partial<ReturnType<typeof editValues>>) =>
      updateEvent({ id: event.id, viewer: organizer, values: { ...editValues(moved), ...values } });
    expect(await again({ location: "Wijkcentrum De Boog, Boogstraat 2" })).toMatchObject({ status: "ok" });
    expect((await stored(event.id)).sequence).toBe(2);
    expect(await again({ location: "Wijkcentrum De Boog, Boogstraat 2", end_date: new Date(moved.date.getTime() + 7200_000) })).toMatchObject({
      status: "ok",
    });
    expect((await stored(event.id)).sequence).toBe(3);
    expect(await cancelEvent(database.db(), { eventId: event.id, reason: null, viewer: organizer })).toMatchObject({ status: "ok", sequence: 4 });
  });
});

describe("calendars", () => {
  it("carry the cancelled event as STATUS:CANCELLED with its raised SEQUENCE: agenda.ics, events.ics and the member's feed", async () => {
    const { organizer, event } = await organizedEvent();
    const member = await createMember();
    expect(await signUp({ eventId: event.id, member })).toEqual({ status: "confirmed" });
    const token = await renewCalendarToken(member);

    const beforeFile = await responseOf(eventCalendarLoader(get(null, `/event/${event.id}/agenda.ics`, { params: { id: event.id } })));
    const [scheduled] = parseCalendar(await beforeFile.text()).entries;
    expect(scheduled).toMatchObject({ status: "CONFIRMED", sequence: 0 });

    await cancelEvent(database.db(), { eventId: event.id, reason: null, viewer: organizer });

    const file = await responseOf(eventCalendarLoader(get(null, `/event/${event.id}/agenda.ics`, { params: { id: event.id } })));
    expect(file.status).toBe(200);
    const [entry] = parseCalendar(await file.text()).entries;
    expect(entry).toMatchObject({ uid: scheduled?.uid, status: "CANCELLED", sequence: 1 });

    const feed = await eventsIcsResponse(new Request(`http://localhost/events.ics?zoek=${encodeURIComponent(event.title)}`));
    const feedEntries = parseCalendar(await feed.text()).entries;
    expect(feedEntries.map((e) => [e.uid, e.status, e.sequence])).toEqual([[scheduled?.uid, "CANCELLED", 1]]);

    const own = await memberFeedCalendar(token);
    const ownEntry = parseCalendar(own ?? "").entries.find((e) => e.uid === scheduled?.uid);
    expect(ownEntry).toMatchObject({ status: "CANCELLED", sequence: 1 });
  });
});
