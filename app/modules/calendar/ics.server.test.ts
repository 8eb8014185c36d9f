/**
 * The iCalendar files of events, read back with ical.js (tests/setup/ical.ts) as a calendar app
 * would: Europe/Amsterdam times with their VTIMEZONE, summer and winter time, stable UIDs, the
 * two-hour default end, escaping, and nothing but public event columns.
 */
import { describe, expect, it } from "vitest";
import { parseCalendar } from "../../../tests/setup/ical";
import {
  CANCELLED_PREFIX,
  type CalendarEvent,
  DEFAULT_DURATION_MS,
  eventIcsAttachment,
  eventIcsFilename,
  eventsCalendar,
  eventUid,
} from "./ics.server";

const SITE = "https://ditdoetnederland.example.org";
const NOW = new Date("2026-03-01T09:30:00Z");

/** An event; `date` 15 July 2026 16:00 UTC = 18:00 in Amsterdam (summer time). */
function event(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: "0f8c7a52-4b1e-4d7a-9a43-6d1c2b3e4f50",
    title: "Burendag in De Linde",
    description: "Samen de buurttuin opknappen.",
    date: new Date("2026-07-15T16:00:00Z"),
    end_date: new Date("2026-07-15T19:30:00Z"),
    location: "Buurthuis De Linde, Lindenlaan 1",
    city: "Utrecht",
    sequence: 0,
    cancelled_at: null,
    ...overrides,
  };
}

const build = (events: CalendarEvent[], now = NOW) => eventsCalendar(events, { name: "Mijn events", siteUrl: SITE, now });

describe("eventsCalendar", () => {
  it("writes Europe/Amsterdam times with the zone's VTIMEZONE, and DTSTAMP in UTC", () => {
    const calendar = parseCalendar(build([event()]));
    expect(calendar.method).toBe("PUBLISH");
    expect(calendar.name).toBe("Mijn events");
    expect(calendar.timezones).toEqual(["Europe/Amsterdam"]);
    const [entry] = calendar.entries;
    expect(entry?.startZone).toBe("Europe/Amsterdam");
    expect(entry?.endZone).toBe("Europe/Amsterdam");
    expect(entry?.stampIsUtc).toBe(true);
    expect(entry?.stamp.toISOString()).toBe(NOW.toISOString());
  });

  it("keeps summer and winter time apart (an event in July and one in January)", () => {
    const july = event({ id: "11111111-1111-4111-8111-111111111111", date: new Date("2026-07-15T16:00:00Z"), end_date: null });
    const january = event({ id: "22222222-2222-4222-8222-222222222222", date: new Date("2027-01-15T17:00:00Z"), end_date: null });
    const [summer, winter] = parseCalendar(build([july, january])).entries;
    // Both start at 18:00 on the clock in Amsterdam, at different offsets from UTC.
    expect(summer?.startLocal).toBe("2026-07-15 18:00");
    expect(summer?.startOffsetHours).toBe(2);
    expect(summer?.start.toISOString()).toBe("2026-07-15T16:00:00.000Z");
    expect(winter?.startLocal).toBe("2027-01-15 18:00");
    expect(winter?.startOffsetHours).toBe(1);
    expect(winter?.start.toISOString()).toBe("2027-01-15T17:00:00.000Z");
  });

  it("writes the same wall-clock times whatever the server's own time zone is", () => {
    const original = process.env.TZ;
    try {
      process.env.TZ = "America/New_York";
      const [entry] = parseCalendar(build([event()])).entries;
      expect(entry?.startLocal).toBe("2026-07-15 18:00");
      expect(entry?.start.toISOString()).toBe("2026-07-15T16:00:00.000Z");
      expect(entry?.stamp.toISOString()).toBe(NOW.toISOString());
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it("gives every event a stable UID: the same in every file, whatever else is in it", () => {
    const one = event();
    const other = event({ id: "33333333-3333-4333-8333-333333333333", title: "Iets anders" });
    const alone = parseCalendar(build([one])).entries[0];
    const later = parseCalendar(build([other, { ...one, title: "Burendag (nieuwe titel)" }], new Date("2026-06-01T00:00:00Z"))).entries[1];
    expect(alone?.uid).toBe(`event-${one.id}@ditdoetnederland.example.org`);
    expect(later?.uid).toBe(alone?.uid);
    expect(eventUid(one.id, "http://localhost:3000")).toBe(`event-${one.id}@localhost`);
  });

  it("ends at end_date, or 2 hours after the start when there is none", () => {
    const [withEnd, withoutEnd] = parseCalendar(
      build([event(), event({ id: "44444444-4444-4444-8444-444444444444", end_date: null })]),
    ).entries;
    expect(withEnd?.end.toISOString()).toBe("2026-07-15T19:30:00.000Z");
    expect(DEFAULT_DURATION_MS).toBe(2 * 60 * 60 * 1000);
    expect(withoutEnd ? withoutEnd.end.getTime() - withoutEnd.start.getTime() : null).toBe(DEFAULT_DURATION_MS);
  });

  it("carries the title, description with the event's URL, location with city and URL", () => {
    const e = event();
    const [entry] = parseCalendar(build([e])).entries;
    expect(entry?.summary).toBe("Burendag in De Linde");
    expect(entry?.description).toBe(`Samen de buurttuin opknappen.\n\n${SITE}/event/${e.id}`);
    expect(entry?.location).toBe("Buurthuis De Linde, Lindenlaan 1, Utrecht");
    expect(entry?.url).toBe(`${SITE}/event/${e.id}`);
  });

  it("escapes commas, semicolons, backslashes and line breaks in titles and texts", () => {
    const title = "Koffie, thee; en\nmeer \\ zo";
    const text = parseCalendar(
      eventsCalendar([event({ title, description: "Regel 1;\r\nRegel 2, met komma", location: "Zaal A; 1e verdieping" })], {
        name: "Agenda; van, iemand\nBEGIN:VEVENT",
        siteUrl: SITE,
        now: NOW,
      }),
    );
    expect(text.entries).toHaveLength(1);
    // The name stays on its own line, escaped as TEXT (ical.js hands x-properties back as written).
    expect(text.name).toBe("Agenda\\; van\\, iemand\\nBEGIN:VEVENT");
    const [entry] = text.entries;
    expect(entry?.summary).toBe(title);
    expect(entry?.description.startsWith("Regel 1;\nRegel 2, met komma\n\n")).toBe(true);
    expect(entry?.location).toBe("Zaal A; 1e verdieping, Utrecht");
  });

  it("puts '(wachtlijst) ' before the title of a waitlisted sign-up", () => {
    const [entry] = parseCalendar(build([event({ waitlisted: true })])).entries;
    expect(entry?.summary).toBe("(wachtlijst) Burendag in De Linde");
  });

  it("writes no contact details or member data, even when the event object carries them", () => {
    const detail = {
      ...event(),
      organizer_name: "Organisator Olga",
      contact: { organizer_email: "olga@organisator.example.org", organizer_phone: "06 1234 5678", website: "https://olga.example.org" },
      organizer_email: "olga@organisator.example.org",
      created_by: "55555555-5555-4555-8555-555555555555",
    };
    const text = build([detail]);
    for (const secret of ["Olga", "olga@", "1234 5678", "olga.example.org", "55555555-5555"]) expect(text).not.toContain(secret);
    const [entry] = parseCalendar(text).entries;
    expect(entry?.properties).not.toContain("organizer");
    expect(entry?.properties).not.toContain("attendee");
    expect(entry?.properties).not.toContain("contact");
  });

  it("is an empty but valid calendar without events", () => {
    const calendar = parseCalendar(build([]));
    expect(calendar.entries).toEqual([]);
    expect(calendar.name).toBe("Mijn events");
  });

  it("asks subscribers to refresh when given refreshSeconds", () => {
    const text = eventsCalendar([], { name: "x", siteUrl: SITE, now: NOW, refreshSeconds: 3600 });
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
  });
});

describe("eventIcsFilename", () => {
  it.each([
    ["Burendag in De Linde", "burendag-in-de-linde.ics"],
    ["Repair Café: fietsen & lampen!", "repair-cafe-fietsen-lampen.ics"],
    ["  ** Zoë's   workshop **  ", "zoe-s-workshop.ics"],
    ["🌱🌱", "0f8c7a52-4b1e-4d7a-9a43-6d1c2b3e4f50.ics"],
  ])("%s → %s", (title, filename) => {
    expect(eventIcsFilename({ id: "0f8c7a52-4b1e-4d7a-9a43-6d1c2b3e4f50", title })).toBe(filename);
  });

  it("stays short and never ends in a dash", () => {
    const name = eventIcsFilename({ id: "x", title: `${"a".repeat(59)} b c` });
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toMatch(/^[a-z0-9-]+[a-z0-9]\.ics$/);
  });
});

describe("eventIcsAttachment", () => {
  it("is a mail attachment with METHOD:PUBLISH in both the type and the file", () => {
    const attachment = eventIcsAttachment(event(), { siteUrl: SITE, now: NOW });
    expect(attachment.filename).toBe("burendag-in-de-linde.ics");
    expect(attachment.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const calendar = parseCalendar(attachment.content);
    expect(calendar.method).toBe("PUBLISH");
    expect(calendar.name).toBe("Burendag in De Linde");
    expect(calendar.entries.map((e) => e.summary)).toEqual(["Burendag in De Linde"]);
  });
});

describe("cancelled events and SEQUENCE", () => {
  it("writes every entry's SEQUENCE and STATUS:CONFIRMED while it goes ahead", () => {
    const [entry] = parseCalendar(build([event({ sequence: 2 })])).entries;
    expect(entry?.sequence).toBe(2);
    expect(entry?.status).toBe("CONFIRMED");
    expect(entry?.summary).toBe("Burendag in De Linde");
  });

  it("marks a cancelled event STATUS:CANCELLED with its raised SEQUENCE and the same UID", () => {
    const cancelled = event({ sequence: 1, cancelled_at: new Date("2026-07-01T10:00:00Z"), waitlisted: true });
    const [entry] = parseCalendar(build([cancelled])).entries;
    expect(entry?.status).toBe("CANCELLED");
    expect(entry?.sequence).toBe(1);
    expect(entry?.uid).toBe(eventUid(cancelled.id, SITE));
    expect(entry?.summary).toBe(`${CANCELLED_PREFIX}Burendag in De Linde`);
  });
});
