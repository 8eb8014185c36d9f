/**
 * The organizer's side of sign-up (docs/decisions/026-participation.md): participants with contact
 * data, their CSV, closing sign-up, people registered elsewhere, messages to the confirmed and the
 * mails when an event changes or goes. Mailing changes are rate-limited per event and organizer.
 */
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, inArray } from "drizzle-orm";
import { eventRegistrations, events, user } from "~/db/schema";
import type { EventChangeAllowance, EventPlaceAndTime } from "~/lib/content-hooks.server";
import { getDb, type Transaction } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import { isUuid } from "~/lib/list-params";
import { enqueueMail } from "~/lib/mail-queue.server";
import { consumeRateLimits, type RateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { notifyPersonally } from "~/modules/notifications/center.server";
import { EVENT_CHANGE_COMBINE_MINUTES } from "~/modules/notifications/notification-types";
import { changedEmail, deletedEmail, organizerMessageEmail } from "./event-emails";
import { PARTICIPATION_LIMITS } from "./limits";
import { participantsManagedBy } from "./permissions.server";
import { lockEvent, mailEvent, personAndEventColumns, promoteWaitlist, type RegistrationStatus } from "./registrations.server";

export interface Participant {
  name: string;
  email: string;
  status: RegistrationStatus;
  /** Waitlist place (1-based) or null when confirmed. */
  position: number | null;
  signedUpAt: Date;
}

export interface ParticipantsPage {
  event: {
    id: string;
    title: string;
    date: Date;
    end_date: Date | null;
    max_participants: number | null;
    external_participants: number;
    confirmed_count: number;
    registration_closed: boolean;
    registration_required: boolean;
  };
  confirmed: Participant[];
  waitlisted: Participant[];
}

/**
 * The participants of event `id` for its organizer, confirmed in sign-up order, then the waitlist.
 * @returns "not_found" also for an event the viewer does not organize, so nothing leaks about others' events
 * @throws Error when the database fails
 */
export async function getParticipants({ id, viewer }: { id: string | undefined; viewer: Member }): Promise<Outcome<ParticipantsPage>> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      end_date: events.end_date,
      max_participants: events.max_participants,
      external_participants: events.external_participants,
      confirmed_count: events.confirmed_count,
      registration_closed: events.registration_closed,
      registration_required: events.registration_required,
    })
    .from(events)
    .where(and(eq(events.id, id), participantsManagedBy(viewer)));
  if (!event) return { status: "not_found" };
  const rows = await db
    .select({ name: user.name, email: user.email, status: eventRegistrations.status, signedUpAt: eventRegistrations.created_at })
    .from(eventRegistrations)
    .innerJoin(user, eq(user.id, eventRegistrations.user_id))
    .where(eq(eventRegistrations.event_id, id))
    .orderBy(asc(eventRegistrations.seq));
  const confirmed: Participant[] = [];
  const waitlisted: Participant[] = [];
  for (const row of rows) {
    if (row.status === "confirmed") confirmed.push({ ...row, status: "confirmed", position: null });
    else waitlisted.push({ ...row, status: "waitlisted", position: waitlisted.length + 1 });
  }
  return { status: "ok", item: { event, confirmed, waitlisted } };
}

/**
 * CSV for Excel with Dutch settings: UTF-8 with BOM, `;` separator, CRLF, Amsterdam times. Cells a
 * spreadsheet would run as a formula (= + - @) get an apostrophe.
 */
export function participantsCsv(page: ParticipantsPage): string {
  const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  const rows = [...page.confirmed, ...page.waitlisted].map((p) => [
    safe(p.name),
    safe(p.email),
    p.status === "confirmed" ? "Aangemeld" : "Wachtlijst",
    p.position === null ? "" : String(p.position),
    formatDateTime(p.signedUpAt),
  ]);
  return `\uFEFF${stringify([["Naam", "E-mailadres", "Status", "Plek op wachtlijst", "Aangemeld op"], ...rows], {
    delimiter: ";",
    record_delimiter: "windows",
  })}`;
}

async function lockOwnEvent(tx: Transaction, id: string, viewer: Member) {
  const event = await lockEvent(tx, id, { publicOnly: false });
  if (!event) return null;
  const [own] = await tx.select({ id: events.id }).from(events).where(and(eq(events.id, id), participantsManagedBy(viewer)));
  return own ? event : null;
}

/**
 * Closes or reopens sign-up; reopening moves the waitlist up when places are free.
 * @returns "not_found" for a malformed, unknown or someone else's event (nothing changes)
 */
export async function setRegistrationClosed({ id, viewer, closed }: { id: string | undefined; viewer: Member; closed: boolean }): Promise<Outcome> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<Outcome> => {
    if (!(await lockOwnEvent(tx, id, viewer))) return { status: "not_found" };
    await tx.update(events).set({ registration_closed: closed }).where(eq(events.id, id));
    return { status: "ok" };
  });
}

export type ExternalParticipantsResult = Outcome | { status: "over_maximum"; confirmed: number; max: number };

/**
 * Sets the number registered elsewhere (0–100,000); with a maximum, it and the confirmed sign-ups
 * together may not pass it. Freed places go to the waitlist.
 * @returns nothing changes unless "ok"
 */
export async function setExternalParticipants({
  id,
  viewer,
  count,
}: {
  id: string | undefined;
  viewer: Member;
  count: number;
}): Promise<ExternalParticipantsResult> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<ExternalParticipantsResult> => {
    const event = await lockOwnEvent(tx, id, viewer);
    if (!event) return { status: "not_found" };
    if (event.max_participants !== null && event.confirmed_count + count > event.max_participants) {
      return { status: "over_maximum", confirmed: event.confirmed_count, max: event.max_participants };
    }
    await tx.update(events).set({ external_participants: count }).where(eq(events.id, id));
    await promoteWaitlist(tx, id);
    return { status: "ok" };
  });
}

export type MessageResult = Outcome<{ sent: number }> | { status: "rate_limited"; message: string };

/**
 * Queues the organizer's message to every confirmed participant (not the waitlist); rate-limited
 * per event and organizer, and a message that reaches nobody does not count.
 * @returns "ok" with how many were mailed, "not_found", or "rate_limited" (nothing is queued)
 */
export async function messageParticipants({
  id,
  viewer,
  subject,
  text,
}: {
  id: string | undefined;
  viewer: Member & { name: string };
  subject: string;
  text: string;
}): Promise<MessageResult> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  // Checked before spending the event's allowance, so nobody else can use it up.
  const [own] = await db.select({ id: events.id }).from(events).where(and(eq(events.id, id), participantsManagedBy(viewer)));
  if (!own) return { status: "not_found" };
  const checks: [RateLimit, string][] = [
    [PARTICIPATION_LIMITS.messagesEvent, id],
    [PARTICIPATION_LIMITS.messagesOrganizer, viewer.id],
  ];
  const limited = await consumeRateLimits(checks);
  if (limited) return { status: "rate_limited", message: limited };
  const result = await db.transaction(async (tx): Promise<Outcome<{ sent: number }>> => {
    const event = await lockOwnEvent(tx, id, viewer);
    if (!event) return { status: "not_found" };
    const people = await peopleSignedUp(tx, id, ["confirmed"]);
    for (const person of people) {
      await enqueueMail(tx, { to: person.email, ...organizerMessageEmail(person.name, mailEvent(event), { subject, text, organizer: viewer.name }) });
    }
    return { status: "ok", item: { sent: people.length } };
  });
  if (result.status !== "ok" || result.item.sent === 0) for (const [limit, key] of checks) await refundRateLimit(limit, key);
  return result;
}

async function peopleSignedUp(tx: Transaction, eventId: string, statuses: RegistrationStatus[]) {
  return tx
    .select({ id: user.id, name: user.name, email: user.email })
    .from(eventRegistrations)
    .innerJoin(user, eq(user.id, eventRegistrations.user_id))
    .where(and(eq(eventRegistrations.event_id, eventId), inArray(eventRegistrations.status, statuses)))
    .orderBy(asc(eventRegistrations.seq));
}

/** What the people signed up are told about. */
function placeOrTimeChanged(before: EventPlaceAndTime, after: EventPlaceAndTime): boolean {
  return (
    before.date.getTime() !== after.date.getTime() ||
    (before.end_date?.getTime() ?? null) !== (after.end_date?.getTime() ?? null) ||
    before.location !== after.location ||
    before.city !== after.city
  );
}

/**
 * Call before an edit's transaction: an edit that changes date, end or place of an event with
 * sign-ups spends one point per event and per organizer; any other edit spends nothing.
 * @throws Error when the database fails
 */
export async function spendEventChangeAllowance({
  eventId,
  viewer,
  next,
}: {
  eventId: string;
  viewer: Member;
  next: EventPlaceAndTime;
}): Promise<EventChangeAllowance> {
  const none: EventChangeAllowance = { limited: null, refund: async () => {} };
  const db = await getDb();
  const [current] = await db
    .select({ date: events.date, end_date: events.end_date, location: events.location, city: events.city })
    .from(events)
    .where(and(eq(events.id, eventId), participantsManagedBy(viewer)));
  if (!current || !placeOrTimeChanged(current, next)) return none;
  const [someone] = await db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.event_id, eventId)).limit(1);
  if (!someone) return none;
  const checks: [RateLimit, string][] = [
    [PARTICIPATION_LIMITS.eventChangesEvent, eventId],
    [PARTICIPATION_LIMITS.eventChangesOrganizer, viewer.id],
  ];
  const limited = await consumeRateLimits(checks);
  if (limited) return { limited, refund: async () => {} };
  return {
    limited: null,
    refund: async () => {
      for (const [limit, key] of checks) await refundRateLimit(limit, key);
    },
  };
}

/**
 * Inside an edit's transaction (event locked): notifies everyone signed up when date, end or place
 * changed (edits within 30 minutes are one notification; its mail per the member's preference for
 * personal notifications, docs/product-rules.md#notifications), and moves the waitlist up when the
 * edit freed places.
 */
export async function afterEventEdited(tx: Transaction, eventId: string, before: EventPlaceAndTime): Promise<void> {
  const [after] = await tx
    .select({ id: events.id, title: events.title, date: events.date, end_date: events.end_date, location: events.location, city: events.city })
    .from(events)
    .where(eq(events.id, eventId));
  if (!after) return;
  if (placeOrTimeChanged(before, after)) {
    const event = mailEvent(after);
    const summary = [formatDateTime(after.date), [after.location, after.city].filter(Boolean).join(", ")].filter(Boolean).join(" · ");
    for (const person of await peopleSignedUp(tx, eventId, ["confirmed", "waitlisted"])) {
      await notifyPersonally(tx, {
        userId: person.id,
        type: "event_changed",
        subjectId: eventId,
        title: after.title,
        summary,
        path: `/event/${eventId}`,
        combineKey: `event_changed:${eventId}`,
        combineMinutes: EVENT_CHANGE_COMBINE_MINUTES,
        sendOwnMail: () => enqueueMail(tx, { to: person.email, ...changedEmail(person.name, event) }),
      });
    }
  }
  await promoteWaitlist(tx, eventId);
}

/**
 * Inside the deleting transaction: mails everyone signed up for an upcoming event that it does not go ahead.
 */
export async function beforeEventsDeleted(tx: Transaction, eventIds: string[], now: Date = new Date()): Promise<void> {
  if (eventIds.length === 0) return;
  const rows = await tx
    .select(personAndEventColumns)
    .from(eventRegistrations)
    .innerJoin(user, eq(user.id, eventRegistrations.user_id))
    .innerJoin(events, eq(events.id, eventRegistrations.event_id))
    .where(inArray(eventRegistrations.event_id, eventIds));
  for (const row of rows) {
    if (row.date.getTime() <= now.getTime()) continue;
    await enqueueMail(tx, { to: row.email, ...deletedEmail(row.name, { ...mailEvent(row), url: `${env().SITE_URL}/events` }) });
  }
}
