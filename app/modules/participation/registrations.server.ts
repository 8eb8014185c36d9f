/**
 * Signing up for an event (docs/decisions/026-participation.md). A member signs up for a public,
 * upcoming event whose sign-up is open: with places left (or no maximum) the sign-up is
 * confirmed, else it joins the waitlist. Cancelling, a raised maximum or fewer people registered
 * elsewhere move the first on the waitlist up, who is mailed.
 *
 * Capacity is exact under concurrency: every change locks the event row (`SELECT … FOR UPDATE`)
 * first, so sign-ups for one event are serialised across connections and processes, and
 * `events.confirmed_count` (kept here, read by the lists as "X / Y deelnemers") is always the
 * number of confirmed rows. The waitlist order is `seq`, assigned under that lock: arrival order.
 * Within one process the changes to one event also queue in memory first ({@link oneAtATime}), so
 * a rush on one event holds one pooled connection per process, not the whole pool.
 */
import { Mutex } from "async-mutex";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { events, eventRegistrations, eventsPublic, initiatives, user } from "~/db/schema";
import { type Executor, getDb, type Transaction } from "~/lib/db.server";
import { preparedFor } from "~/lib/prepared.server";
import { env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { Member, Viewer } from "~/lib/viewer";
import { eventIcsAttachment } from "~/modules/calendar/ics.server";
import { isPastEvent } from "~/modules/events/timing";
import { confirmedEmail, type MailEvent, promotedEmail, waitlistedEmail } from "./event-emails";

/** One mutex per event with changes under way in this process; removed when it is free again. */
const eventMutexes = new Map<string, Mutex>();

/**
 * Runs `work` for event `eventId` after every earlier change to that event in this process has
 * finished. The database lock still decides between processes; this keeps the waiting out of the
 * connection pool, whose checkout would otherwise time out when many people want one event.
 */
export async function oneAtATime<T>(eventId: string, work: () => Promise<T>): Promise<T> {
  let mutex = eventMutexes.get(eventId);
  if (!mutex) {
    mutex = new Mutex();
    eventMutexes.set(eventId, mutex);
  }
  try {
    return await mutex.runExclusive(work);
  } finally {
    if (!mutex.isLocked()) eventMutexes.delete(eventId);
  }
}

/** "confirmed" or "waitlisted". */
export type RegistrationStatus = "confirmed" | "waitlisted";

/** The event columns sign-up decisions and mails need. */
const lockedColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  date: events.date,
  end_date: events.end_date,
  location: events.location,
  city: events.city,
  max_participants: events.max_participants,
  external_participants: events.external_participants,
  confirmed_count: events.confirmed_count,
  registration_closed: events.registration_closed,
};

type LockedEvent = { [K in keyof typeof lockedColumns]: (typeof events.$inferSelect)[K] };

/**
 * A person signed up and the event as the mails show it: select these from `event_registrations`
 * joined with `user` and `events`, and pass the row to {@link mailEvent}.
 */
export const personAndEventColumns = {
  name: user.name,
  email: user.email,
  id: events.id,
  title: events.title,
  date: events.date,
  end_date: events.end_date,
  location: events.location,
  city: events.city,
};

/** Absolute URL of event `id`'s page. */
export function eventUrl(id: string): string {
  return `${env().SITE_URL}/event/${id}`;
}

/** The event as the participation mails show it. */
export function mailEvent(event: Pick<LockedEvent, "id" | "title" | "date" | "end_date" | "location" | "city">): MailEvent {
  return { title: event.title, date: event.date, end_date: event.end_date, location: event.location, city: event.city, url: eventUrl(event.id) };
}

/**
 * Places left: the maximum minus confirmed sign-ups and people registered elsewhere (never below
 * zero); null when the event has no maximum.
 */
export function placesLeft(event: { max_participants: number | null; confirmed_count: number; external_participants: number }): number | null {
  if (event.max_participants === null) return null;
  return Math.max(0, event.max_participants - event.confirmed_count - event.external_participants);
}

/** Whether the event has started (sign-up closes at the start), by `now`. */
export function hasStarted(event: { date: Date }, now: Date = new Date()): boolean {
  return event.date.getTime() <= now.getTime();
}

/**
 * Locks event `id` for a sign-up change. With `publicOnly`, only an event visitors can see
 * (`events_public`: active, of a public initiative) is returned.
 * @returns the locked row, or null
 */
export async function lockEvent(tx: Transaction, id: string, { publicOnly }: { publicOnly: boolean }): Promise<LockedEvent | null> {
  const [row] = await tx.select(lockedColumns).from(events).where(eq(events.id, id)).for("update");
  if (!row) return null;
  if (publicOnly) {
    const [visible] = await tx.select({ id: eventsPublic.id }).from(eventsPublic).where(eq(eventsPublic.id, id));
    if (!visible) return null;
  }
  return row;
}

/** The 1-based waitlist place of the sign-up with sequence number `seq` on event `eventId`. */
async function waitlistPosition(executor: Executor, eventId: string, seq: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.status, "waitlisted"), lte(eventRegistrations.seq, seq)));
  return row?.n ?? 1;
}

/** The result of {@link signUp}. */
export type SignUpResult =
  | { status: "confirmed" }
  | { status: "waitlisted"; position: number }
  | { status: "already_signed_up" }
  | { status: "not_found" }
  | { status: "closed" }
  | { status: "started" }
  | { status: "past" };

/**
 * Signs member `member` up for event `eventId`: confirmed while places are left (or without a
 * maximum), else on the waitlist. Queues the confirmation or waitlist mail in the same
 * transaction. Rules: a public event (`events_public`), not started, sign-up not closed; one
 * sign-up per member (SPEC of "Taking part", docs/decisions/026-participation.md).
 * @param options.now the current time (tests pass their own)
 * @returns the outcome; nothing changes unless "confirmed" or "waitlisted"
 * @throws Error when the database fails (nothing changes)
 */
export async function signUp({ eventId, member, now = new Date() }: { eventId: string; member: Member; now?: Date }): Promise<SignUpResult> {
  const db = await getDb();
  return oneAtATime(eventId, () =>
    db.transaction(async (tx): Promise<SignUpResult> => {
      const event = await lockEvent(tx, eventId, { publicOnly: true });
      if (!event) return { status: "not_found" };
      const [existing] = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.user_id, member.id)));
      if (existing) return { status: "already_signed_up" };
      if (hasStarted(event, now)) return { status: isPastEvent(event, now) ? "past" : "started" };
      if (event.registration_closed) return { status: "closed" };
      const left = placesLeft(event);
      const status: RegistrationStatus = left === null || left > 0 ? "confirmed" : "waitlisted";
      const [row] = await tx
        .insert(eventRegistrations)
        .values({ event_id: eventId, user_id: member.id, status })
        .returning({ seq: eventRegistrations.seq });
      const [person] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, member.id));
      if (status === "confirmed") {
        await tx.update(events).set({ confirmed_count: sql`${events.confirmed_count} + 1` }).where(eq(events.id, eventId));
        if (person) await enqueueMail(tx, { to: person.email, ...confirmedEmail(person.name, mailEvent(event)), ...calendarAttachment(event) });
        return { status: "confirmed" };
      }
      const position = await waitlistPosition(tx, eventId, row?.seq ?? 0);
      if (person) await enqueueMail(tx, { to: person.email, ...waitlistedEmail(person.name, mailEvent(event), position) });
      return { status: "waitlisted", position };
    }),
  );
}

/** The event's calendar entry, attached to the mails that give someone a place. */
function calendarAttachment(event: LockedEvent): { attachments: { filename: string; content: string; contentType: string }[] } {
  return { attachments: [eventIcsAttachment(event)] };
}

/**
 * Moves the first on the waitlist of the locked event up while places are left, and queues a mail
 * to each. Call inside the transaction that locked the event with {@link lockEvent}, after the
 * change that freed places (a cancellation, a raised maximum, fewer registered elsewhere).
 * @returns how many moved up
 */
export async function promoteWaitlist(tx: Transaction, eventId: string, now: Date = new Date()): Promise<number> {
  const [event] = await tx.select(lockedColumns).from(events).where(eq(events.id, eventId));
  if (!event || hasStarted(event, now)) return 0;
  const left = placesLeft(event);
  const take = left === null ? undefined : left;
  if (take === 0) return 0;
  const waiting = tx
    .select({ id: eventRegistrations.id, user_id: eventRegistrations.user_id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.status, "waitlisted")))
    .orderBy(asc(eventRegistrations.seq));
  const moving = take === undefined ? await waiting : await waiting.limit(take);
  if (moving.length === 0) return 0;
  await tx
    .update(eventRegistrations)
    .set({ status: "confirmed", promoted_at: now })
    .where(inArray(eventRegistrations.id, moving.map((m) => m.id)));
  await tx.update(events).set({ confirmed_count: sql`${events.confirmed_count} + ${moving.length}` }).where(eq(events.id, eventId));
  const people = await tx.select({ name: user.name, email: user.email }).from(user).where(inArray(user.id, moving.map((m) => m.user_id)));
  for (const person of people) {
    await enqueueMail(tx, { to: person.email, ...promotedEmail(person.name, mailEvent(event)), ...calendarAttachment(event) });
  }
  return moving.length;
}

/** The result of {@link cancelSignUp}. */
export type CancelResult = { status: "ok"; promoted: number } | { status: "not_signed_up" };

/**
 * Cancels member `userId`'s sign-up for event `eventId` (also from the waitlist, also for an
 * event that is no longer public); a freed place goes to the first on the waitlist.
 * @returns "ok" with how many moved up, or "not_signed_up"
 * @throws Error when the database fails (nothing changes)
 */
export async function cancelSignUp({ eventId, userId }: { eventId: string; userId: string }): Promise<CancelResult> {
  const db = await getDb();
  return oneAtATime(eventId, () =>
    db.transaction(async (tx): Promise<CancelResult> => {
      const event = await lockEvent(tx, eventId, { publicOnly: false });
      if (!event) return { status: "not_signed_up" };
      const promoted = await removeRegistration(tx, eventId, userId);
      return promoted === null ? { status: "not_signed_up" } : { status: "ok", promoted };
    }),
  );
}

/**
 * Deletes `userId`'s sign-up for the event locked in `tx`, keeps the count and moves the waitlist
 * up. Account deletion uses it too, so a deleted member's place goes to the next in line.
 * @returns how many moved up, or null when there was no sign-up
 */
export async function removeRegistration(tx: Transaction, eventId: string, userId: string): Promise<number | null> {
  const [removed] = await tx
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.user_id, userId)))
    .returning({ status: eventRegistrations.status });
  if (!removed) return null;
  if (removed.status !== "confirmed") return 0;
  await tx.update(events).set({ confirmed_count: sql`greatest(${events.confirmed_count} - 1, 0)` }).where(eq(events.id, eventId));
  return promoteWaitlist(tx, eventId);
}

/**
 * Removes every sign-up of member `userId` (account deletion, inside its transaction), each
 * event locked in turn so its waitlist moves up.
 */
export async function removeAllRegistrationsOf(tx: Transaction, userId: string): Promise<void> {
  const rows = await tx
    .select({ event_id: eventRegistrations.event_id })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.user_id, userId))
    .orderBy(asc(eventRegistrations.event_id));
  for (const { event_id } of rows) {
    await lockEvent(tx, event_id, { publicOnly: false });
    await removeRegistration(tx, event_id, userId);
  }
}

/** The sign-up panel's state on an event page. */
export interface SignUpState {
  /** The viewer's own sign-up: null for a visitor or a member who did not sign up. */
  own: { status: "confirmed" } | { status: "waitlisted"; position: number } | null;
  /** Places left, or null without a maximum. */
  placesLeft: number | null;
  closed: boolean;
  /** Whether it started (sign-up closes at the start). */
  started: boolean;
  /** Whether it is over (`isPastEvent`); started and not over is "running". */
  over: boolean;
}

/**
 * What the sign-up panel of event `event` shows to `viewer`.
 * @param event the event's id, start, maximum and counts (as the detail query read them)
 */
export async function signUpStateFor(
  viewer: Viewer,
  event: { id: string; date: Date; end_date: Date | null; max_participants: number | null; current_participants: number; registration_closed: boolean },
  now: Date = new Date(),
): Promise<SignUpState> {
  let own: SignUpState["own"] = null;
  if (viewer) {
    const db = await getDb();
    const [row] = await db
      .select({ status: eventRegistrations.status, seq: eventRegistrations.seq })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.event_id, event.id), eq(eventRegistrations.user_id, viewer.id)));
    if (row?.status === "confirmed") own = { status: "confirmed" };
    else if (row) own = { status: "waitlisted", position: await waitlistPosition(db, event.id, row.seq) };
  }
  const left = event.max_participants === null ? null : Math.max(0, event.max_participants - event.current_participants);
  return { own, placesLeft: left, closed: event.registration_closed, started: hasStarted(event, now), over: isPastEvent(event, now) };
}

/** One of a member's own sign-ups, for /mijn-aanmeldingen and the data export. */
export interface OwnRegistration {
  eventId: string;
  title: string;
  date: Date;
  end_date: Date | null;
  city: string;
  initiativeName: string;
  status: RegistrationStatus;
  /** Waitlist place (1-based), null when confirmed. */
  position: number | null;
  createdAt: Date;
  /** Whether the event is public (`events_public`); false once it or its initiative is hidden, so its page is gone. */
  available: boolean;
}

/**
 * Member `userId`'s sign-ups, those not over first (soonest first), then past ones (latest first;
 * `isPastEvent`).
 * @throws Error when the database fails
 */
export async function listOwnRegistrations(userId: string, now: Date = new Date()): Promise<OwnRegistration[]> {
  const db = await getDb();
  const rows = await ownRegistrationsOf(db).execute({ userId });
  const result: OwnRegistration[] = [];
  for (const { seq, available, ...row } of rows) {
    const status = row.status as RegistrationStatus;
    const position = status === "waitlisted" ? await waitlistPosition(db, row.eventId, seq) : null;
    result.push({ ...row, status, position, available: Boolean(available) });
  }
  const upcoming = result.filter((r) => !isPastEvent(r, now)).reverse();
  return [...upcoming, ...result.filter((r) => isPastEvent(r, now))];
}

/**
 * A member's sign-ups with their events (placeholder `userId`), latest event first; see
 * {@link listOwnRegistrations}. A prepared query: a lookup through the index on `user_id`, the same
 * plan for every member (docs/decisions/047-prepared-member-pages.md).
 */
const ownRegistrationsOf = preparedFor((db) =>
  db
    .select({
      eventId: events.id,
      title: events.title,
      date: events.date,
      end_date: events.end_date,
      city: events.city,
      initiativeName: initiatives.name,
      status: eventRegistrations.status,
      seq: eventRegistrations.seq,
      createdAt: eventRegistrations.created_at,
      // Per row through the view's key, not the whole view: a member has few sign-ups.
      available: sql<boolean>`exists (select 1 from ${eventsPublic} where ${eventsPublic.id} = ${events.id})`,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.event_id))
    .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
    .where(eq(eventRegistrations.user_id, sql.placeholder("userId")))
    .orderBy(desc(events.date))
    .prepare("own_registrations_of_member"),
);
