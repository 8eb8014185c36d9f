/**
 * The event form's rules (docs/product-rules.md#event-form), each at its boundary, parsed the way the
 * browser and the actions parse them: Conform's parseWithZod on FormData (empty inputs become
 * undefined, the ticked checkbox sends "on").
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eventTypes, provinces, themes } from "~/lib/enums";
import {
  EVENT_LIMITS,
  EventEditSchema,
  eventConstraints,
  eventMessages as m,
  EventSchema,
  parseMaxParticipants,
} from "./schemas";

const INITIATIVE = "0b6f7c1e-7a6e-4c1b-9a55-3c0e9a1f2b3c";

// A clock before every date used here, so only the test of the past start meets "in the past".
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("1999-06-01T12:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

/** A complete, valid create form; override single fields (undefined removes one). */
function form(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    initiative_id: INITIATIVE,
    title: "Zaadjesruilmiddag",
    type: "workshop",
    description: "Neem je zaden mee en ruil ze met buren.",
    date: "2026-07-15T19:30",
    location: "Buurthuis De Linde, Lindenlaan 1",
    city: "Utrecht",
    organizer_name: "Fatima de Vries",
    organizer_email: "fatima@voorbeeld.example.org",
    ...overrides,
  };
}

function toFormData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  return data;
}

const parse = (fields: Record<string, string | undefined>) => parseWithZod(toFormData(fields), { schema: EventSchema });
const parseEdit = (fields: Record<string, string | undefined>) => parseWithZod(toFormData(fields), { schema: EventEditSchema });

/** The parsed values (fails the test when the form is refused). */
function valid(fields: Record<string, string | undefined>) {
  const result = parse(fields);
  if (result.status !== "success") throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The field errors of a refused form. */
function errors(fields: Record<string, string | undefined>): Record<string, string[] | null> {
  const result = parse(fields);
  if (result.status === "success") throw new Error("expected errors, the form was accepted");
  return result.error ?? {};
}

/** The first error of `field` (what the form shows). */
const firstError = (fields: Record<string, string | undefined>, field: string) => errors(fields)[field]?.[0];

describe("a complete form", () => {
  it("gives trimmed values, the start as a UTC instant and null for every empty optional field", () => {
    expect(valid(form({ title: "  Zaadjesruilmiddag  ", city: " Utrecht " }))).toEqual({
      initiative_id: INITIATIVE,
      title: "Zaadjesruilmiddag",
      type: "workshop",
      description: "Neem je zaden mee en ruil ze met buren.",
      long_description: null,
      theme: null,
      province: null,
      date: new Date("2026-07-15T17:30:00Z"),
      end_date: null,
      location: "Buurthuis De Linde, Lindenlaan 1",
      city: "Utrecht",
      postcode: null,
      organizer_name: "Fatima de Vries",
      organizer_email: "fatima@voorbeeld.example.org",
      organizer_phone: null,
      website: null,
      registration_required: false,
      max_participants: null,
    });
  });

  it("keeps every optional field when filled", () => {
    const value = valid(
      form({
        theme: "natuur",
        province: "utrecht",
        end_date: "2026-07-15T22:00",
        long_description: "Programma:\n19:30 inloop\n20:00 ruilen",
        organizer_phone: "+31 (0)30 123 4567",
        website: "https://zaadjes.example.org/ruilen?jaar=2026",
        registration_required: "on",
        max_participants: "25",
      }),
    );
    expect(value).toMatchObject({
      theme: "natuur",
      province: "utrecht",
      end_date: new Date("2026-07-15T20:00:00Z"),
      long_description: "Programma:\n19:30 inloop\n20:00 ruilen",
      organizer_phone: "+31 (0)30 123 4567",
      website: "https://zaadjes.example.org/ruilen?jaar=2026",
      registration_required: true,
      max_participants: 25,
    });
  });

  it("refuses HTML in its texts, like the initiative and vacancy forms; a lone '<' is fine", () => {
    const script = "<script>alert(1)</script>";
    expect(
      errors(form({ title: script, description: `<b>vet</b>`, long_description: "<img src=x onerror=alert(1)>", location: "<p>Hal", city: "</x>", organizer_name: "<!-- -->" })),
    ).toEqual({
      title: [m.titleHtml],
      description: [m.descriptionHtml],
      long_description: [m.longDescriptionHtml],
      location: [m.locationHtml],
      city: [m.cityHtml],
      organizer_name: [m.organizerNameHtml],
    });
    expect(valid(form({ title: "Kinderen < 12 jaar gratis", description: "Wij <3 zaadjes" })).title).toBe("Kinderen < 12 jaar gratis");
  });
  it("removes NUL characters, which the database cannot store", () => {
    const value = valid(form({ title: "Zaad\u0000jes", long_description: "\u0000", website: "https://x.example.org/\u0000a" }));
    expect(value.title).toBe("Zaadjes");
    expect(value.long_description).toBeNull();
    expect(value.website).toBe("https://x.example.org/a");
    expect(firstError(form({ title: "\u0000" }), "title")).toBe(m.titleRequired);
  });
});

describe("required fields", () => {
  it("an empty form shows every required message at once", () => {
    expect(errors({})).toEqual({
      initiative_id: [m.initiativeRequired],
      title: [m.titleRequired],
      type: [m.typeRequired],
      description: [m.descriptionRequired],
      date: [m.dateRequired],
      location: [m.locationRequired],
      city: [m.cityRequired],
      organizer_name: [m.organizerNameRequired],
      organizer_email: [m.organizerEmailRequired],
    });
    expect(m.initiativeRequired).toBe("Selecteer een initiatief");
  });

  it("whitespace alone counts as empty", () => {
    const e = errors(form({ title: "   ", description: " \n ", location: " ", city: "\t", organizer_name: " ", organizer_email: " " }));
    expect(e.title?.[0]).toBe(m.titleRequired);
    expect(e.description?.[0]).toBe(m.descriptionRequired);
    expect(e.location?.[0]).toBe(m.locationRequired);
    expect(e.city?.[0]).toBe(m.cityRequired);
    expect(e.organizer_name?.[0]).toBe(m.organizerNameRequired);
    expect(e.organizer_email?.[0]).toBe(m.organizerEmailRequired);
  });

  it("the initiative must be a UUID: missing, blank or malformed → 'Selecteer een initiatief'", () => {
    for (const initiative_id of [undefined, " ", "abc", "1", `${INITIATIVE}x`, "' or 1=1 --"]) {
      expect(firstError(form({ initiative_id }), "initiative_id"), String(initiative_id)).toBe("Selecteer een initiatief");
    }
    expect(valid(form({ initiative_id: INITIATIVE.toUpperCase() })).initiative_id).toBe(INITIATIVE.toLowerCase());
  });

  it("the edit form has no initiative and ignores crafted initiative_id, created_by and counters", () => {
    const result = parseEdit(form({ initiative_id: "something else", created_by: "someone", current_participants: "99", id: "x" }));
    if (result.status !== "success") throw new Error(JSON.stringify(result.error));
    expect(result.value).not.toHaveProperty("initiative_id");
    expect(result.value).not.toHaveProperty("created_by");
    expect(result.value).not.toHaveProperty("current_participants");
    expect(result.value).not.toHaveProperty("id");
    const empty = parseEdit({});
    if (empty.status === "success") throw new Error("an empty edit form was accepted");
    expect(Object.keys(empty.error ?? {}).sort()).toEqual(
      ["city", "date", "description", "location", "organizer_email", "organizer_name", "title", "type"].sort(),
    );
  });

  it("the create form also drops crafted fields it does not know", () => {
    const value = valid(form({ created_by: "someone", current_participants: "99", status: "actief" }));
    expect(value).not.toHaveProperty("created_by");
    expect(value).not.toHaveProperty("current_participants");
    expect(value).not.toHaveProperty("status");
  });
});

describe("lengths", () => {
  const cases: [field: string, max: number, message: string][] = [
    ["title", EVENT_LIMITS.titleMax, m.titleTooLong],
    ["description", EVENT_LIMITS.descriptionMax, m.descriptionTooLong],
    ["long_description", EVENT_LIMITS.longDescriptionMax, m.longDescriptionTooLong],
    ["location", EVENT_LIMITS.locationMax, m.locationTooLong],
    ["city", EVENT_LIMITS.cityMax, m.cityTooLong],
    ["organizer_name", EVENT_LIMITS.organizerNameMax, m.organizerNameTooLong],
  ];
  for (const [field, max, message] of cases) {
    it(`${field}: ${max} characters are fine, ${max + 1} are refused with "${message}"`, () => {
      expect(parse(form({ [field]: "a".repeat(max) })).status).toBe("success");
      // Surrounding spaces do not count.
      expect(parse(form({ [field]: ` ${"a".repeat(max)} ` })).status).toBe("success");
      expect(firstError(form({ [field]: "a".repeat(max + 1) }), field)).toBe(message);
    });
  }

  it("the messages name the limits", () => {
    expect(m.titleTooLong).toBe("Titel mag maximaal 150 tekens zijn");
    expect(m.descriptionTooLong).toBe("Korte beschrijving mag maximaal 500 tekens zijn");
    expect(m.longDescriptionTooLong).toBe("Uitgebreide beschrijving mag maximaal 10.000 tekens zijn");
  });
});

describe("type, theme and province", () => {
  it("accepts every event type and refuses others with 'Kies een type'", () => {
    for (const type of eventTypes) expect(valid(form({ type })).type).toBe(type);
    for (const type of ["feest", "all", "Workshop"]) expect(firstError(form({ type }), "type")).toBe(m.typeRequired);
  });

  it("accepts every theme and province, empty is null, unknown values are refused", () => {
    for (const theme of themes) expect(valid(form({ theme })).theme).toBe(theme);
    for (const province of provinces) expect(valid(form({ province })).province).toBe(province);
    expect(valid(form({ theme: "", province: "" }))).toMatchObject({ theme: null, province: null });
    expect(firstError(form({ theme: "sport" }), "theme")).toBe(m.themeInvalid);
    expect(firstError(form({ province: "brabant" }), "province")).toBe(m.provinceInvalid);
  });
});

describe("organizer e-mail, phone and website", () => {
  it("e-mail: trimmed and valid ('Ongeldig e-mailadres'), at most 255 characters", () => {
    expect(valid(form({ organizer_email: "  fatima@voorbeeld.example.org " })).organizer_email).toBe("fatima@voorbeeld.example.org");
    for (const email of ["fatima", "fatima@", "@voorbeeld.nl", "fatima@voorbeeld", "fa tima@voorbeeld.nl", "<script>@x.nl"]) {
      expect(firstError(form({ organizer_email: email }), "organizer_email"), email).toBe("Ongeldig e-mailadres");
    }
    const labels = (length: number) => Array.from({ length: Math.ceil(length / 50) }, () => "a".repeat(49)).join(".").slice(0, length);
    const at255 = `${"a".repeat(40)}@${labels(255 - 41 - 4)}.org`;
    expect(at255).toHaveLength(255);
    expect(valid(form({ organizer_email: at255 })).organizer_email).toBe(at255);
    expect(firstError(form({ organizer_email: `a${at255}` }), "organizer_email")).toBe(m.emailTooLong);
  });

  it("phone: optional, at most 30 characters, only digits and the usual separators", () => {
    for (const phone of ["030 123 4567", "+31 30 123 4567", "(030) 123-4567", "06-12345678", "+31 (0)6 1234 5678", "030.123.4567"]) {
      expect(valid(form({ organizer_phone: phone })).organizer_phone, phone).toBe(phone);
    }
    expect(valid(form({ organizer_phone: "  " })).organizer_phone).toBeNull();
    const at30 = `+31 (0)6 ${"- ".repeat(6)}1234 5678`;
    expect(at30).toHaveLength(30);
    expect(valid(form({ organizer_phone: at30 })).organizer_phone).toBe(at30);
    expect(firstError(form({ organizer_phone: `${at30}2` }), "organizer_phone")).toBe(m.phoneTooLong);
    // The same phone rule as the initiative and vacancy forms: 6 to 15 digits.
    for (const phone of ["bel me", "06", "06-", "<b>06</b>", "+-+-+-", "0-----1", "030/1234567", "+31 6 1234 5678 9012 34"]) {
      expect(firstError(form({ organizer_phone: phone }), "organizer_phone"), phone).toBe(m.phoneInvalid);
    }
  });

  it("website: optional, an http(s) address with a real domain, at most 500 characters", () => {
    for (const website of ["https://zaadjes.example.org", "http://zaadjes.example.org/pad?x=1#y", "https://sub.domein.nl"]) {
      expect(valid(form({ website })).website, website).toBe(website);
    }
    expect(valid(form({ website: " " })).website).toBeNull();
    // Without a scheme, as on the initiative form: "https://" is put in front.
    expect(valid(form({ website: "www.zaadjes.nl" })).website).toBe("https://www.zaadjes.nl");
    expect(valid(form({ website: "zaadjes.example.org" })).website).toBe("https://zaadjes.example.org");
    for (const website of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://zaadjes.example.org",
      "https://user:pw@zaadjes.example.org",
      "https://",
      "https://localhost",
      "https://<script>.nl",
    ]) {
      expect(firstError(form({ website }), "website"), website).toBe(m.websiteInvalid);
    }
    const prefix = "https://zaadjes.example.org/";
    const at500 = prefix + "a".repeat(500 - prefix.length);
    expect(valid(form({ website: at500 })).website).toBe(at500);
    expect(firstError(form({ website: `${at500}a` }), "website")).toBe(m.websiteTooLong);
  });
});

describe("start and end", () => {
  it("reads the start as Dutch time: winter UTC+1, summer UTC+2", () => {
    expect(valid(form({ date: "2026-01-15T19:30" })).date).toEqual(new Date("2026-01-15T18:30:00Z"));
    expect(valid(form({ date: "2026-07-15T19:30" })).date).toEqual(new Date("2026-07-15T17:30:00Z"));
  });

  it("refuses a start in the past on create, from the current minute on; editing keeps a past start", () => {
    // 14:39:30 in Amsterdam (summer time).
    vi.setSystemTime(new Date("2026-07-15T12:39:30Z"));
    try {
      expect(firstError(form({ date: "2026-07-15T14:38" }), "date")).toBe("Startdatum mag niet in het verleden liggen");
      expect(firstError(form({ date: "2025-01-01T10:00" }), "date")).toBe(m.dateInPast);
      expect(valid(form({ date: "2026-07-15T14:39" })).date).toEqual(new Date("2026-07-15T12:39:00Z"));
      expect(parseEdit({ ...form({ date: "2025-01-01T10:00" }), initiative_id: undefined }).status).toBe("success");
    } finally {
      vi.setSystemTime(new Date("1999-06-01T12:00:00Z"));
    }
  });

  it("refuses impossible and malformed dates with 'Vul een geldige datum en tijd in'", () => {
    for (const date of ["2026-13-45T25:00", "2026-02-30T10:00", "2026-01-15", "15-01-2026 19:30", "morgen", "2026-01-15T19:30Z"]) {
      expect(firstError(form({ date }), "date"), date).toBe("Vul een geldige datum en tijd in");
      expect(firstError(form({ end_date: date }), "end_date"), date).toBe("Vul een geldige datum en tijd in");
    }
  });

  it("accepts the years 2000 to 2100 only", () => {
    expect(firstError(form({ date: "1999-12-31T23:59" }), "date")).toBe(m.dateInvalid);
    expect(valid(form({ date: "2000-01-01T00:00" })).date).toEqual(new Date("1999-12-31T23:00:00Z"));
    expect(valid(form({ date: "2100-12-31T23:59" })).date).toEqual(new Date("2100-12-31T22:59:00Z"));
    expect(firstError(form({ date: "2101-01-01T00:00" }), "date")).toBe(m.dateInvalid);
    expect(firstError(form({ date: "0001-01-01T00:00" }), "date")).toBe(m.dateInvalid);
    expect(firstError(form({ end_date: "2101-01-01T00:00" }), "end_date")).toBe(m.dateInvalid);
  });

  it("refuses a start in the hour the clocks skip, and takes the first 02:30 on the fall-back night", () => {
    expect(firstError(form({ date: "2026-03-29T02:30" }), "date")).toBe(m.dateNonexistent);
    expect(valid(form({ date: "2026-10-25T02:30" })).date).toEqual(new Date("2026-10-25T00:30:00Z"));
  });

  it("the end may equal the start, not be a minute before it; empty is null", () => {
    expect(valid(form({ end_date: "2026-07-15T19:30" })).end_date).toEqual(new Date("2026-07-15T17:30:00Z"));
    expect(firstError(form({ end_date: "2026-07-15T19:29" }), "end_date")).toBe("Einddatum mag niet voor de startdatum liggen");
    expect(firstError(form({ end_date: "2026-07-14T23:00" }), "end_date")).toBe(m.endBeforeStart);
    expect(valid(form({ end_date: "" })).end_date).toBeNull();
    expect(valid(form({ end_date: "2026-07-16T01:00" })).end_date).toEqual(new Date("2026-07-15T23:00:00Z"));
  });

  it("compares instants, not wall clocks, across the fall-back hour", () => {
    // Both 02:xx readings are their first (summer-time) occurrence: 02:10 is 00:10Z, before 00:50Z.
    expect(firstError(form({ date: "2026-10-25T02:50", end_date: "2026-10-25T02:10" }), "end_date")).toBe(m.endBeforeStart);
    expect(valid(form({ date: "2026-10-25T01:30", end_date: "2026-10-25T03:30" })).end_date).toEqual(
      new Date("2026-10-25T02:30:00Z"),
    );
  });

  it("does not compare when the start itself is wrong or missing", () => {
    expect(errors(form({ date: undefined, end_date: "2026-07-15T19:00" })).end_date).toBeUndefined();
    expect(errors(form({ date: "2026-13-45T25:00", end_date: "2026-07-15T19:00" })).end_date).toBeUndefined();
  });
});

describe("registration and the maximum number of participants", () => {
  it("the checkbox: ticked ('on') is true, absent is false, anything else is refused", () => {
    expect(valid(form({ registration_required: "on" })).registration_required).toBe(true);
    expect(valid(form()).registration_required).toBe(false);
    expect(firstError(form({ registration_required: "ja" }), "registration_required")).toBe(m.registrationInvalid);
  });

  it("without registration the maximum is ignored and stored null, whatever was typed", () => {
    for (const max_participants of ["25", "0", "abc", ""]) {
      expect(valid(form({ max_participants })).max_participants, max_participants).toBeNull();
    }
  });

  it("with registration: empty is no maximum; 1 to 100,000 are kept", () => {
    expect(valid(form({ registration_required: "on" })).max_participants).toBeNull();
    expect(valid(form({ registration_required: "on", max_participants: "" })).max_participants).toBeNull();
    expect(valid(form({ registration_required: "on", max_participants: "1" })).max_participants).toBe(1);
    expect(valid(form({ registration_required: "on", max_participants: " 25 " })).max_participants).toBe(25);
    expect(valid(form({ registration_required: "on", max_participants: "100000" })).max_participants).toBe(100_000);
  });

  it("with registration: below 1, not a whole number, or above 100,000 is refused", () => {
    const on = (max_participants: string) => firstError(form({ registration_required: "on", max_participants }), "max_participants");
    expect(on("0")).toBe("Maximaal aantal deelnemers moet minimaal 1 zijn");
    expect(on("-3")).toBe(m.maxParticipantsTooSmall);
    expect(on("abc")).toBe(m.maxParticipantsNotInteger);
    expect(on("1.5")).toBe(m.maxParticipantsNotInteger);
    expect(on("1e3")).toBe(m.maxParticipantsNotInteger);
    expect(on("100001")).toBe(m.maxParticipantsTooLarge);
    expect(on("99999999999999999999")).toBe(m.maxParticipantsNotInteger);
  });

  it("shows the maximum's message together with the other errors", () => {
    const e = errors({ registration_required: "on", max_participants: "0" });
    expect(e.max_participants).toEqual([m.maxParticipantsTooSmall]);
    expect(e.title).toEqual([m.titleRequired]);
  });

  it("parseMaxParticipants reads what the input holds", () => {
    expect(parseMaxParticipants(undefined)).toEqual({ ok: true, value: null });
    expect(parseMaxParticipants(" 7 ")).toEqual({ ok: true, value: 7 });
    expect(parseMaxParticipants("+7")).toEqual({ ok: true, value: 7 });
    expect(parseMaxParticipants("0")).toEqual({ ok: false, message: m.maxParticipantsTooSmall });
  });
});

describe("HTML constraints for the browser", () => {
  it("marks exactly the required fields required", () => {
    const required = (c: typeof eventConstraints.create) =>
      Object.entries(c)
        .filter(([, v]) => v?.required)
        .map(([k]) => k)
        .sort();
    expect(required(eventConstraints.create)).toEqual(
      ["city", "date", "description", "initiative_id", "location", "organizer_email", "organizer_name", "title", "type"].sort(),
    );
    expect(required(eventConstraints.edit)).toEqual(
      ["city", "date", "description", "location", "organizer_email", "organizer_name", "title", "type"].sort(),
    );
  });
});
