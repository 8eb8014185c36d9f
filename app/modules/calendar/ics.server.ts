/**
 * iCalendar files (RFC 5545) of events (docs/decisions/028-calendars.md): the "Zet in je agenda"
 * download of one event, a member's private feed of the events they signed up for, and an
 * attachment for a sign-up mail. Generated with ical-generator; the VTIMEZONE of Europe/Amsterdam
 * comes from @touch4it/ical-timezones (tzdata), so times are written as Amsterdam wall-clock times
 * with `TZID=Europe/Amsterdam`, as people entered them, and calendar apps show them right across
 * the changes to and from summer time.
 *
 * Only public event columns go in: no organizer name, e-mail, phone or website (contact details
 * are for signed-in members on the site, SPEC.md §6), no member data.
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { escape, ICalCalendar, ICalCalendarMethod } from "ical-generator";
import { env } from "~/lib/env.server";
import { TIME_ZONE } from "~/lib/format";

/** How long an event without an end lasts in a calendar: 2 hours, in milliseconds. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** The SUMMARY prefix of an event the member is on the waitlist for. */
export const WAITLIST_PREFIX = "(wachtlijst) ";

/** The Content-Type of an event as a mail attachment (RFC 6047: the method matches METHOD). */
export const ICS_ATTACHMENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/** The Content-Type of a downloaded or subscribed calendar. */
export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

/**
 * What a calendar entry needs of an event: public columns only (an `EventDetail` fits).
 * `date` and `end_date` are UTC instants (as stored).
 */
export interface CalendarEvent {
  /** The event's UUID. */
  id: string;
  title: string;
  /** The short description. */
  description: string;
  /** Start (UTC instant). */
  date: Date;
  /** End (UTC instant), or null: the entry then lasts {@link DEFAULT_DURATION_MS}. */
  end_date: Date | null;
  /** Location and address, free text, e.g. "Buurthuis De Linde, Lindenlaan 1". */
  location: string;
  city: string;
  /** True for a sign-up on the waitlist: the SUMMARY starts with {@link WAITLIST_PREFIX}. */
  waitlisted?: boolean;
}

/** Options of {@link eventsCalendar}. */
export interface CalendarOptions {
  /** The calendar's name (NAME and X-WR-CALNAME), e.g. "Dit doet Nederland – mijn events". */
  name: string;
  /** The site's address without a trailing slash; default `SITE_URL` (from PUBLIC_URL). */
  siteUrl?: string;
  /** DTSTAMP of every entry: when the file was made (UTC instant); default now. */
  now?: Date;
  /**
   * How often a subscribed calendar should fetch the feed again, in seconds
   * (REFRESH-INTERVAL and X-PUBLISHED-TTL); none when absent.
   */
  refreshSeconds?: number;
}

/** The UID of an event's entry: `event-<uuid>@<host name of SITE_URL>`, the same in every file. */
export function eventUid(eventId: string, siteUrl: string = env().SITE_URL): string {
  return `event-${eventId}@${new URL(siteUrl).hostname}`;
}

/** The public page of an event: `${siteUrl}/event/<id>`. */
export function eventUrl(eventId: string, siteUrl: string = env().SITE_URL): string {
  return `${siteUrl}/event/${eventId}`;
}

/**
 * The end of an event's entry: its `end_date`, or when it has none, the start plus
 * {@link DEFAULT_DURATION_MS} (2 hours). Calendars need an end; an event without one is shown as
 * a two-hour block rather than as a point in time that most apps hide or show as all-day.
 * @returns a UTC instant
 */
export function entryEnd(event: Pick<CalendarEvent, "date" | "end_date">): Date {
  return event.end_date ?? new Date(event.date.getTime() + DEFAULT_DURATION_MS);
}

/**
 * A VCALENDAR (RFC 5545, METHOD:PUBLISH) with the VTIMEZONE of Europe/Amsterdam and one VEVENT
 * per event:
 * - UID `event-<uuid>@<host>` ({@link eventUid}): stable, so a calendar updates an entry it has;
 * - DTSTART/DTEND with `TZID=Europe/Amsterdam` (wall-clock time); DTEND is `end_date`, or the start
 *   plus 2 hours when there is none ({@link entryEnd});
 * - SUMMARY the title (with "(wachtlijst) " first for a waitlisted sign-up); DESCRIPTION the short
 *   description, an empty line and the event's URL; LOCATION "location, city"; URL
 *   `${siteUrl}/event/<id>`; DTSTAMP `now` (UTC).
 * Text is escaped by ical-generator (`\`, `;`, `,` and line breaks) and lines folded at 75 octets.
 * @param events in the order they should appear (any)
 * @returns the file's text, lines ending in CRLF
 */
export function eventsCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const siteUrl = options.siteUrl ?? env().SITE_URL;
  const stamp = options.now ?? new Date();
  const calendar = new ICalCalendar({
    prodId: { company: "Dit doet Nederland", product: "Agenda", language: "NL" },
    method: ICalCalendarMethod.PUBLISH,
    // ical-generator writes NAME unescaped: a comma, semicolon or line break in a title would
    // otherwise break the line (or start a new property).
    name: escape(options.name, false),
    // No calendar-wide zone (it would also write DTSTAMP as local time, where RFC 5545 asks
    // UTC); each entry names Europe/Amsterdam and the generator adds its VTIMEZONE once.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: options.refreshSeconds ?? null,
  });
  for (const event of events) {
    const url = eventUrl(event.id, siteUrl);
    calendar.createEvent({
      id: eventUid(event.id, siteUrl),
      // TZDate: ical-generator writes it as the wall-clock time of the calendar's time zone,
      // whatever the server's own time zone is.
      start: new TZDate(event.date.getTime(), TIME_ZONE),
      end: new TZDate(entryEnd(event).getTime(), TIME_ZONE),
      timezone: TIME_ZONE,
      stamp,
      summary: `${event.waitlisted ? WAITLIST_PREFIX : ""}${event.title}`,
      description: `${event.description}\n\n${url}`,
      location: `${event.location}, ${event.city}`,
      url,
    });
  }
  return calendar.toString();
}

/**
 * The file name of one event's calendar file: an ASCII slug of the title (accents dropped,
 * lower case, words joined by "-", at most 60 characters), or the event's id when the title has
 * no letters or digits; always ending in ".ics". Safe inside a quoted Content-Disposition.
 * @example eventIcsFilename({ id, title: "Repair Café: fietsen & lampen" }) → "repair-cafe-fietsen-lampen.ics"
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

/** One event's calendar file, ready to send. */
export interface IcsFile {
  /** e.g. "burendag-in-de-linde.ics" ({@link eventIcsFilename}). */
  filename: string;
  /** The VCALENDAR text (UTF-8, CRLF line ends). */
  content: string;
}

/**
 * One event as a calendar file named after the event ({@link eventsCalendar} with one entry; the
 * calendar's name is the event's title).
 * @param options.siteUrl and options.now as in {@link CalendarOptions}
 */
export function eventIcsFile(event: CalendarEvent, options: Omit<CalendarOptions, "name" | "refreshSeconds"> = {}): IcsFile {
  return { filename: eventIcsFilename(event), content: eventsCalendar([event], { ...options, name: event.title }) };
}

/**
 * One event as an e-mail attachment (e.g. for a sign-up confirmation): `{ filename, content,
 * contentType }`, the shape of `MailMessage.attachments` (app/lib/mail.server.ts). The content
 * has METHOD:PUBLISH, which `contentType` repeats, as RFC 6047 asks.
 * @param options.siteUrl and options.now as in {@link CalendarOptions}
 */
export function eventIcsAttachment(
  event: CalendarEvent,
  options: Omit<CalendarOptions, "name" | "refreshSeconds"> = {},
): IcsFile & { contentType: typeof ICS_ATTACHMENT_TYPE } {
  return { ...eventIcsFile(event, options), contentType: ICS_ATTACHMENT_TYPE };
}
