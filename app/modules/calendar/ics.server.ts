/**
 * iCalendar files of events (docs/decisions/028-calendars.md): one event's download, a member's
 * feed and mail attachments. Times are Amsterdam wall-clock with `TZID=Europe/Amsterdam` and a VTIMEZONE,
 * so apps show them right across summer time. Public event columns only: no contact or member data.
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { escape, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { env } from "~/lib/env.server";
import { TIME_ZONE } from "~/lib/format";
import type { EventCalendarRow } from "~/modules/events/queries.server";

export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

export const WAITLIST_PREFIX = "(wachtlijst) ";

/** RFC 6047: the method matches METHOD. */
export const ICS_ATTACHMENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

/**
 * Public columns only (an `EventDetail` fits); dates are UTC instants. A null `end_date`: the entry
 * lasts {@link DEFAULT_DURATION_MS}.
 */
export interface CalendarEvent extends EventCalendarRow {
  waitlisted?: boolean;
}

export interface CalendarOptions {
  name: string;
  siteUrl?: string;
  now?: Date;
  /** REFRESH-INTERVAL and X-PUBLISHED-TTL; none when absent. */
  refreshSeconds?: number;
}

export function eventUid(eventId: string, siteUrl: string = env().SITE_URL): string {
  return `event-${eventId}@${new URL(siteUrl).hostname}`;
}

export function eventUrl(eventId: string, siteUrl: string = env().SITE_URL): string {
  return `${siteUrl}/event/${eventId}`;
}

/** `end_date`, or the start plus 2 hours: most apps hide an event without an end or show it all-day. */
export function entryEnd(event: Pick<CalendarEvent, "date" | "end_date">): Date {
  return event.end_date ?? new Date(event.date.getTime() + DEFAULT_DURATION_MS);
}

/** The entry's SUMMARY prefix of a cancelled event, beside STATUS:CANCELLED for apps that show no status. */
export const CANCELLED_PREFIX = "Geannuleerd: ";

/**
 * A VCALENDAR (METHOD:PUBLISH), one VEVENT per event with a stable UID and its SEQUENCE, so
 * calendars update their entries; a cancelled event is STATUS:CANCELLED
 * (docs/product-rules.md#cancelled-events), every other one STATUS:CONFIRMED; CRLF lines.
 */
export function eventsCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const siteUrl = options.siteUrl ?? env().SITE_URL;
  const stamp = options.now ?? new Date();
  const calendar = new ICalCalendar({
    prodId: { company: "Dit doet Nederland", product: "Agenda", language: "NL" },
    method: ICalCalendarMethod.PUBLISH,
    // ical-generator writes NAME unescaped: a comma, semicolon or line break would break the line.
    name: escape(options.name, false),
    // No calendar-wide zone (it would write DTSTAMP as local time, where RFC 5545 asks UTC).
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: options.refreshSeconds ?? null,
  });
  for (const event of events) {
    const url = eventUrl(event.id, siteUrl);
    calendar.createEvent({
      id: eventUid(event.id, siteUrl),
      // TZDate is written as Amsterdam wall-clock time, whatever the server's zone.
      start: new TZDate(event.date.getTime(), TIME_ZONE),
      end: new TZDate(entryEnd(event).getTime(), TIME_ZONE),
      timezone: TIME_ZONE,
      stamp,
      summary: `${event.cancelled_at ? CANCELLED_PREFIX : event.waitlisted ? WAITLIST_PREFIX : ""}${event.title}`,
      sequence: event.sequence,
      status: event.cancelled_at ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      description: `${event.description}\n\n${url}`,
      location: `${event.location}, ${event.city}`,
      url,
    });
  }
  return calendar.toString();
}

/**
 * An ASCII slug of the title (at most 60 characters) or the id, ending in ".ics"; safe in a quoted Content-Disposition.
 */
export function eventIcsFilename(event: Pick<CalendarEvent, "id" | "title">): string {
  const slug = event.title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return `${slug || event.id}.ics`;
}

export interface IcsFile {
  filename: string;
  content: string;
}

export function eventIcsFile(event: CalendarEvent, options: Omit<CalendarOptions, "name" | "refreshSeconds"> = {}): IcsFile {
  return { filename: eventIcsFilename(event), content: eventsCalendar([event], { ...options, name: event.title }) };
}

/**
 * One event as a mail attachment in the shape of `MailMessage.attachments`; METHOD:PUBLISH is repeated in `contentType` (RFC 6047).
 */
export function eventIcsAttachment(
  event: CalendarEvent,
  options: Omit<CalendarOptions, "name" | "refreshSeconds"> = {},
): IcsFile & { contentType: typeof ICS_ATTACHMENT_TYPE } {
  return { ...eventIcsFile(event, options), contentType: ICS_ATTACHMENT_TYPE };
}
