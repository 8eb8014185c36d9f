/**
 * Reading iCalendar files in tests with ical.js (an independent RFC 5545 parser), so tests check
 * what a calendar app would make of our files rather than their exact text. Times are resolved
 * with the VTIMEZONE the file itself carries: the parser's time zone registry is emptied first.
 */
import ICAL from "ical.js";

/** One VEVENT as a calendar app reads it. */
export interface ParsedEntry {
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** The URL property, or null. */
  url: string | null;
  /** Start and end as UTC instants (through the file's VTIMEZONE). */
  start: Date;
  end: Date;
  /** The TZID of DTSTART and DTEND (null for UTC or floating times). */
  startZone: string | null;
  endZone: string | null;
  /** The wall-clock start as written: "YYYY-MM-DD HH:MM". */
  startLocal: string;
  /** The start's offset from UTC in the file's time zone, in hours (2 in summer, 1 in winter). */
  startOffsetHours: number;
  /** DTSTAMP as a UTC instant, and whether it was written in UTC (RFC 5545 asks so). */
  stamp: Date;
  stampIsUtc: boolean;
  /** STATUS ("CONFIRMED", "CANCELLED"), or null. */
  status: string | null;
  /** SEQUENCE, 0 when absent (RFC 5545). */
  sequence: number;
  /** Names of every property of the VEVENT, lower case. */
  properties: string[];
}

/** A parsed VCALENDAR. */
export interface ParsedCalendar {
  method: string | null;
  /** X-WR-CALNAME (or NAME), or null. */
  name: string | null;
  /** The TZIDs of the file's VTIMEZONE components. */
  timezones: string[];
  entries: ParsedEntry[];
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Parses `text` as one VCALENDAR.
 * @throws Error when ical.js cannot parse it (a broken file fails the test)
 */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== "vcalendar") throw new Error(`expected a VCALENDAR, got ${calendar.name}`);
  ICAL.TimezoneService.reset();
  const timezones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  const entries = calendar.getAllSubcomponents("vevent").map((component): ParsedEntry => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    const stamp = component.getFirstPropertyValue("dtstamp") as InstanceType<typeof ICAL.Time>;
    const url = component.getFirstPropertyValue("url");
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: typeof url === "string" ? url : null,
      start: start.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: (component.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined) ?? null,
      endZone: (component.getFirstProperty("dtend")?.getParameter("tzid") as string | undefined) ?? null,
      startLocal: `${start.year}-${pad(start.month)}-${pad(start.day)} ${pad(start.hour)}:${pad(start.minute)}`,
      startOffsetHours: start.utcOffset() / 3600,
      stamp: stamp.toJSDate(),
      stampIsUtc: stamp.zone === ICAL.Timezone.utcTimezone,
      status: typeof component.getFirstPropertyValue("status") === "string" ? (component.getFirstPropertyValue("status") as string) : null,
      sequence: event.sequence ?? 0,
      properties: component.getAllProperties().map((p) => p.name),
    };
  });
  const name = calendar.getFirstPropertyValue("x-wr-calname") ?? calendar.getFirstPropertyValue("name");
  const method = calendar.getFirstPropertyValue("method");
  return {
    method: typeof method === "string" ? method : null,
    name: typeof name === "string" ? name : null,
    timezones: timezones.map((zone) => String(zone.getFirstPropertyValue("tzid"))),
    entries,
  };
}
