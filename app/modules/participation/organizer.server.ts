/**
 * The organizer's side of sign-up (docs/decisions/026-participation.md): the participants of an
 * event with names and e-mail addresses (only for the organizer, `participantsManagedBy`), their
 * CSV, closing and reopening sign-up, the number of people registered elsewhere, a message to
 * everyone confirmed, and the mails to the people signed up when the event changes or goes.
 * Messages and changes that mail the people signed up are rate-limited per event and per organizer
 * (./limits.ts).
 */
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, inArray } from "drizzle-orm";
import { eventRegistrations, events, user } from "~/db/schema";
import { getDb, type Transaction } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import { isUuid } from "~/lib/list-params";
import { enqueueMail } from "~/lib/mail-queue.server";
import { consumeRateLimits, type RateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { changedEmail, deletedEmail, organizerMessageEmail } from "./event-emails";
import { PARTICIPATION_LIMITS } from "./limits";
import { participantsManagedBy } from "./permissions.server";
import { lockEvent, mailEvent, personAndEventColumns, promoteWaitlist, type RegistrationStatus } from "./registrations.server";

/** One person on an event's list. */
export interface Participant {
  name: string;
  email: string;
  status: RegistrationStatus;
  /** Waitlist place (1-based) or null when confirmed. */
  position: number | null;
  /** When they signed up (UTC). */
  signedUpAt: Date;
}

/** An event's participants page. */
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
 * The participants of event `id` for its organizer, confirmed in sign-up order and the waitlist in
 * its order.
 * @returns "ok" with the page, "not_found" for a malformed or unknown id and for an event the
 *   viewer does not organize (the same answer, so the page reveals nothing about others' events)
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
 * The participants as CSV for Excel: UTF-8 with a byte order mark (so Excel reads the accents),
 * `;` as separator (Excel's default for Dutch settings), CRLF line ends, a header row; columns
 * Naam, E-mailadres, Status ("Aangemeld" or "Wachtlijst"), Plek op wachtlijst, Aangemeld op
 * (Amsterdam time). Cells that a spreadsheet would run as a formula (starting with = + - @) are
 * prefixed with an apostrophe.
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

/** The event `id` locked for its organizer `viewer`, or null when unknown or not theirs. */
async function lockOwnEvent(tx: Transaction, id: string, viewer: Member) {
  const event = await lockEvent(tx, id, { publicOnly: false });
  if (!event) return null;
  const [own] = await tx.select({ id: events.id }).from(events).where(and(eq(events.id, id), participantsManagedBy(viewer)));
  return own ? event : null;
}

/**
 * Closes or reopens sign-up of event `id`. Reopening moves the waitlist up when places are free.
 * @returns "ok", or "not_found" (malformed, unknown or not the viewer's); nothing changes then
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

/** The result of {@link setExternalParticipants}. */
export type ExternalParticipantsResult = Outcome | { status: "over_maximum"; confirmed: number; max: number };

/**
 * Sets the number of people registered elsewhere (0–100,000) of event `id`; fewer of them frees
 * places, which go to the waitlist. With a maximum, the confirmed sign-ups and these together may
 * not pass it.
 * @returns "ok"; "not_found" (malformed, unknown or not the viewer's); "over_maximum" with the
 *   confirmed sign-ups and the maximum when `count` does not fit. Nothing changes unless "ok".
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

/** The result of {@link messageParticipants}. */
export type MessageResult = Outcome<{ sent: number }> | { status: "rate_limited"; message: string };

/**
 * Queues the organizer's message to every confirmed participant of event `id` (not the waitlist).
 * At most `PARTICIPATION_LIMITS.messagesEvent` messages per event and `messagesOrganizer` per
 * organizer; a message that reaches nobody does not count.
 * @returns "ok" with how many were mailed (0: nobody to mail), "not_found", or "rate_limited" with
 *   the Dutch wait message (nothing is queued)
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

/** Names and addresses of the people on event `eventId`'s list with one of `statuses`. */
async function peopleSignedUp(tx: Transaction, eventId: string, statuses: RegistrationStatus[]) {
  return tx
    .select({ name: user.name, email: user.email })
    .from(eventRegistrations)
    .innerJoin(user, eq(user.id, eventRegistrations.user_id))
    .where(and(eq(eventRegistrations.event_id, eventId), inArray(eventRegistrations.status, statuses)))
    .orderBy(asc(eventRegistrations.seq));
}

/** The event columns whose change the people signed up are told about. */
export interface EventPlaceAndTime {
  date: Date;
  end_date: Date | null;
  location: string;
  city: string;
}

/** Whether the date, end or place differs between `before` and `after`: what the people signed up are told. */
function placeOrTimeChanged(before: EventPlaceAndTime, after: EventPlaceAndTime): boolean {
  return (
    before.date.getTime() !== after.date.getTime() ||
    (before.end_date?.getTime() ?? null) !== (after.end_date?.getTime() ?? null) ||
    before.location !== after.location ||
    before.city !== after.city
  );
}

/** What {@link spendEventChangeAllowance} answers. */
export interface EventChangeAllowance {
  /** The Dutch wait message when the edit must be refused, else null. */
  limited: string | null;
  /** Gives the allowance back when the edit was not saved after all. */
  refund: () => Promise<void>;
}

/**
 * Before an edit of event `eventId` by `viewer` (before its transaction): when the edit changes the
 * date, end or place and anyone is signed up (so everyone gets a mail), spends one point of
 * `PARTICIPATION_LIMITS.eventChangesEvent` and `eventChangesOrganizer`. An edit that mails nobody,
 * or of an event the viewer does not organize, spends nothing.
 * @param next the date, end and place the edit saves
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
 * After an edit of event `eventId` (inside its transaction, the event locked): mails everyone
 * signed up when the date, end or place changed, and moves the waitlist up when the edit freed
 * places (a higher maximum, or no maximum any more).
 * @param before the event's date, end and place before the edit
 */
export async function afterEventEdited(tx: Transaction, eventId: string, before: EventPlaceAndTime): Promise<void> {
  const [after] = await tx
    .select({ id: events.id, title: events.title, date: events.date, end_date: events.end_date, location: events.location, city: events.city })
    .from(events)
    .where(eq(events.id, eventId));
  if (!after) return;
  if (placeOrTimeChanged(before, after)) {
    for (const person of await peopleSignedUp(tx, eventId, ["confirmed", "waitlisted"])) {
      await enqueueMail(tx, { to: person.email, ...changedEmail(person.name, mailEvent(after)) });
    }
  }
  await promoteWaitlist(tx, eventId);
}

/**
 * Before events are deleted (inside the deleting transaction): mails everyone signed up for an
 * upcoming one of `eventIds` that it does not go ahead.
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
