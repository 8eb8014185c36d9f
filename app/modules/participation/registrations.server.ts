/**
 * Signing up for an event (docs/decisions/026-participation.md): confirmed while places are left,
 * else on the waitlist; a freed place moves the first on the waitlist up, who is mailed.
 * Every change locks the event row first, so `events.confirmed_count` always equals the confirmed
 * rows and the waitlist `seq` is arrival order.
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
import { notifyMembers, notifyPersonally } from "~/modules/notifications/center.server";
import { ORGANIZER_COMBINE_MINUTES } from "~/modules/notifications/notification-types";
import { confirmedEmail, type MailEvent, promotedEmail, waitlistedEmail } from "./event-emails";

/**
 * Tells the organizer of `eventId` (its creator, else its initiative's) about a sign-up or a
 * cancellation by `userId`, combined per event and hour (docs/product-rules.md#notifications).
 */
async function notifyOrganizer(tx: Transaction, eventId: string, userId: string, kind: "event_sign_ups" | "event_cancellations", now: Date): Promise<void> {
  const [row] = await tx
    .select({ title: events.title, organizer: sql<string | null>`coalesce(${events.created_by}, ${initiatives.created_by})` })
    .from(events)
    .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
    .where(eq(events.id, eventId));
  if (!row?.organizer || row.organizer === userId) return;
  const [counts] = await tx
    .select({ confirmed: events.confirmed_count })
    .from(events)
    .where(eq(events.id, eventId));
  await notifyMembers(tx, {
    userIds: [row.organizer],
    type: kind,
    subjectId: eventId,
    title: row.title,
    summary: `${counts?.confirmed ?? 0} aangemeld`,
    path: `/event/${eventId}/deelnemers`,
    combineKey: `${kind}:${eventId}`,
    combineMinutes: ORGANIZER_COMBINE_MINUTES,
    now,
  });
}

const eventMutexes = new Map<string, Mutex>();

/**
 * Runs `work` after every earlier change to event `eventId` in this process has finished: the
 * database lock decides between processes, this keeps a rush on one event out of the connection pool.
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

export type RegistrationStatus = "confirmed" | "waitlisted";

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
  cancelled_at: events.cancelled_at,
  sequence: events.sequence,
};

type LockedEvent = { [K in keyof typeof lockedColumns]: (typeof events.$inferSelect)[K] };

/**
 * Select these from `event_registrations` joined with `user` and `events`; pass the row to {@link mailEvent}.
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

export function eventUrl(id: string): string {
  return `${env().SITE_URL}/event/${id}`;
}

export function mailEvent(event: Pick<LockedEvent, "id" | "title" | "date" | "end_date" | "location" | "city">): MailEvent {
  return { title: event.title, date: event.date, end_date: event.end_date, location: event.location, city: event.city, url: eventUrl(event.id) };
}

/**
 * Places left after confirmed sign-ups and people registered elsewhere (never below zero); null
 * without a maximum.
 */
export function placesLeft(event: { max_participants: number | null; confirmed_count: number; external_participants: number }): number | null {
  if (event.max_participants === null) return null;
  return Math.max(0, event.max_participants - event.confirmed_count - event.external_participants);
}

export function hasStarted(event: { date: Date }, now: Date = new Date()): boolean {
  return event.date.getTime() <= now.getTime();
}

/**
 * Locks event `id` for a sign-up change; with `publicOnly` only an event in `events_public`.
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

async function waitlistPosition(executor: Executor, eventId: string, seq: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.event_id, eventId), eq(eventRegistrations.status, "waitlisted"), lte(eventRegistrations.seq, seq)));
  return row?.n ?? 1;
}

export type SignUpResult =
  | { status: "confirmed" }
  | { status: "waitlisted"; position: number }
  | { status: "already_signed_up" }
  | { status: "not_found" }
  | { status: "closed" }
  | { status: "cancelled" }
  | { status: "started" }
  | { status: "past" };

/**
 * Signs `member` up: confirmed while places are left, else on the waitlist; queues the mail in the
 * same transaction. Only a public, not started, not cancelled event with sign-up open
 * (docs/product-rules.md#cancelled-events); one sign-up per member.
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
      if (event.cancelled_at) return { status: "cancelled" };
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
        await notifyOrganizer(tx, eventId, member.id, "event_sign_ups", now);
        return { status: "confirmed" };
      }
      const position = await waitlistPosition(tx, eventId, row?.seq ?? 0);
      if (person) await enqueueMail(tx, { to: person.email, ...waitlistedEmail(person.name, mailEvent(event), position) });
      await notifyOrganizer(tx, eventId, member.id, "event_sign_ups", now);
      return { status: "waitlisted", position };
    }),
  );
}

function calendarAttachment(event: LockedEvent): { attachments: { filename: string; content: string; contentType: string }[] } {
  return { attachments: [eventIcsAttachment(event)] };
}

/**
 * Moves the first on the waitlist up while places are left and queues a mail to each. Call inside
 * the transaction that locked the event with {@link lockEvent}, after the change that freed places.
 * @returns how many moved up
 */
export async function promoteWaitlist(tx: Transaction, eventId: string, now: Date = new Date()): Promise<number> {
  const [event] = await tx.select(lockedColumns).from(events).where(eq(events.id, eventId));
  if (!event || event.cancelled_at || hasStarted(event, now)) return 0;
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
  const people = await tx.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, moving.map((m) => m.user_id)));
  for (const person of people) {
    await notifyPersonally(tx, {
      userId: person.id,
      type: "waitlist_promoted",
      subjectId: eventId,
      title: event.title,
      path: `/event/${eventId}`,
      now,
      sendOwnMail: () => enqueueMail(tx, { to: person.email, ...promotedEmail(person.name, mailEvent(event)), ...calendarAttachment(event) }),
    });
  }
  return moving.length;
}

export type CancelResult = { status: "ok"; promoted: number } | { status: "not_signed_up" };

/**
 * Cancels `userId`'s sign-up (also from the waitlist or for a no longer public event); a freed
 * place goes to the first on the waitlist.
 * @throws Error when the database fails (nothing changes)
 */
export async function cancelSignUp({ eventId, userId }: { eventId: string; userId: string }): Promise<CancelResult> {
  const db = await getDb();
  return oneAtATime(eventId, () =>
    db.transaction(async (tx): Promise<CancelResult> => {
      const event = await lockEvent(tx, eventId, { publicOnly: false });
      if (!event) return { status: "not_signed_up" };
      const promoted = await removeRegistration(tx, eventId, userId);
      if (promoted !== null) await notifyOrganizer(tx, eventId, userId, "event_cancellations", new Date());
      return promoted === null ? { status: "not_signed_up" } : { status: "ok", promoted };
    }),
  );
}

/**
 * Deletes `userId`'s sign-up for the event locked in `tx` and moves the waitlist up (also used by
 * account deletion).
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
 * Removes every sign-up of `userId` (account deletion, inside its transaction), each event locked
 * in turn so its waitlist moves up.
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

export interface SignUpState {
  /** Null for a visitor or a member who did not sign up. */
  own: { status: "confirmed" } | { status: "waitlisted"; position: number } | null;
  placesLeft: number | null;
  closed: boolean;
  /** Cancelled by its organizer: no sign-up form. */
  cancelled: boolean;
  started: boolean;
  /** Started and not over is "running". */
  over: boolean;
}

/** What the sign-up panel of `event` shows to `viewer`. */
export async function signUpStateFor(
  viewer: Viewer,
  event: {
    id: string;
    date: Date;
    end_date: Date | null;
    max_participants: number | null;
    current_participants: number;
    registration_closed: boolean;
    cancelled_at?: Date | null;
  },
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
  return {
    own,
    placesLeft: left,
    closed: event.registration_closed,
    cancelled: Boolean(event.cancelled_at),
    started: hasStarted(event, now),
    over: isPastEvent(event, now),
  };
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
  position: number | null;
  createdAt: Date;
  /** False once the event or its initiative is hidden, so its page is gone. */
  available: boolean;
  /** Its organizer cancelled it (docs/product-rules.md#cancelled-events). */
  cancelled: boolean;
}

/**
 * Member `userId`'s sign-ups: those not over first (soonest first), then past ones (latest first).
 * @throws Error when the database fails
 */
export async function listOwnRegistrations(userId: string, now: Date = new Date()): Promise<OwnRegistration[]> {
  const db = await getDb();
  const rows = await ownRegistrationsOf(db).execute({ userId });
  const result: OwnRegistration[] = [];
  for (const { seq, available, cancelled, ...row } of rows) {
    const status = row.status as RegistrationStatus;
    const position = status === "waitlisted" ? await waitlistPosition(db, row.eventId, seq) : null;
    result.push({ ...row, status, position, available: Boolean(available), cancelled: Boolean(cancelled) });
  }
  const upcoming = result.filter((r) => !isPastEvent(r, now)).reverse();
  return [...upcoming, ...result.filter((r) => isPastEvent(r, now))];
}

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
      // Per row through the view's key: a member has few sign-ups.
      available: sql<boolean>`exists (select 1 from ${eventsPublic} where ${eventsPublic.id} = ${events.id})`,
      cancelled: sql<boolean>`${events.cancelled_at} is not null`,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.event_id))
    .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
    .where(eq(eventRegistrations.user_id, sql.placeholder("userId")))
    .orderBy(desc(events.date))
    .prepare("own_registrations_of_member"),
);
