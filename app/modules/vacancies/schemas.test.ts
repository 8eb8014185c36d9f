/**
 * VacancySchema (docs/product-rules.md#vacancy-form): required fields, every message at its boundary,
 * trimming, optional values becoming null, HTML refused, and fields the server sets itself
 * (created_by, is_active, status) stripped.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { amsterdamToday } from "~/lib/format";
import { VACANCY_LIMITS as L, VacancySchema, vacancyMessages as m } from "./schemas";

const INITIATIVE_ID = "0b7c6a52-3f1e-4d8a-9a3b-2c1d0e9f8a7b";

const valid = {
  initiative_id: INITIATIVE_ID,
  title: "Vrijwilliger moestuin",
  category: "vrijwilliger",
  type: "Vrijwilligerswerk",
  description: "Help mee in onze buurtmoestuin: zaaien, wieden en oogsten.",
  requirements: "Zin om buiten te werken",
  hours_per_week: "2,5",
  hours_note: "in overleg",
  duration: "Minimaal een seizoen",
  contact_email: "tuin@voorbeeld.nl",
  contact_phone: "06 1234 5678",
};
type Field = keyof typeof valid;

/** The messages of every issue for one field, in order (empty when the field is valid). */
function messagesFor(field: Field, value: unknown): string[] {
  const result = VacancySchema.safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

/** An e-mail address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = "@voorbeeld.nl";
  return "a".repeat(length - domain.length) + domain;
}

describe("VacancySchema", () => {
  it("accepts a complete vacancy and returns trimmed values", () => {
    const result = VacancySchema.safeParse({
      ...valid,
      title: "  Vrijwilliger moestuin ",
      contact_email: " tuin@voorbeeld.nl\t",
      initiative_id: INITIATIVE_ID.toUpperCase(),
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      ...valid,
      hours_per_week: 2.5,
      category: "vrijwilliger",
      city: null,
      postcode: null,
      is_remote: false,
      availability: [],
      commitment: null,
      skills: [],
      suitable_for: [],
      vog_required: false,
      closes_on: null,
    });
  });

  it("needs only title, description, category, type, contact e-mail and initiative; the rest becomes null", () => {
    const result = VacancySchema.safeParse({
      initiative_id: INITIATIVE_ID,
      title: "Penningmeester",
      category: "bestuurslid",
      type: "Bestuursfunctie",
      description: "Beheer de financiën van de vereniging.",
      contact_email: "bestuur@voorbeeld.nl",
      requirements: "   ",
      hours_per_week: "",
      hours_note: " ",
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ requirements: null, hours_per_week: null, hours_note: null, duration: null, contact_phone: null });
  });

  it("gives every required field its Dutch message on an empty form (as Conform parses it)", () => {
    const formData = new FormData();
    for (const field of Object.keys(valid)) formData.set(field, "");
    const submission = parseWithZod(formData, { schema: VacancySchema });
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? submission.error : {};
    expect(errors).toEqual({
      initiative_id: [m.initiativeRequired],
      title: [m.titleRequired],
      category: [m.categoryRequired],
      type: [m.typeRequired],
      description: [m.descriptionRequired],
      contact_email: [m.emailRequired],
    });
  });

  it("strips created_by, is_active and status", () => {
    const result = VacancySchema.safeParse({
      ...valid,
      created_by: "11111111-1111-4111-8111-111111111111",
      is_active: "false",
      status: "actief",
    });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty("created_by");
    expect(result.data).not.toHaveProperty("is_active");
    expect(result.data).not.toHaveProperty("status");
  });

  describe("initiative_id", () => {
    it.each([
      ["missing", undefined, [m.initiativeRequired]],
      ["empty", "", [m.initiativeRequired]],
      ["not a UUID", "12", [m.initiativeRequired]],
      ["SQL", "' or 1=1 --", [m.initiativeRequired]],
      ["a number", 12, [m.initiativeRequired]],
      ["a UUID", INITIATIVE_ID, []],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("initiative_id", value)).toEqual(expected);
    });
  });

  describe("title", () => {
    it.each([
      ["missing", undefined, [m.titleRequired]],
      ["empty", "", [m.titleRequired]],
      ["only whitespace", "  \t ", [m.titleRequired]],
      ["1 character", "A", []],
      [`${L.titleMax} characters`, "a".repeat(L.titleMax), []],
      [`${L.titleMax + 1} characters`, "a".repeat(L.titleMax + 1), [m.titleMax]],
      ["a script tag", "<script>alert(1)</script>", [m.titleHtml]],
      ["an image tag", 'Hoi <img src=x onerror="alert(1)">', [m.titleHtml]],
      ["a comparison", "Kinderen < 12 jaar en > 4 jaar", []],
      // The same HTML rule as the initiative and event forms: a "<" then a space is no tag.
      ["a spaced comparison", "Groep A < groep B", []],
      ["a number", 42, [m.titleRequired]],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("title", value)).toEqual(expected);
    });
  });

  describe("description", () => {
    it.each([
      ["missing", undefined, [m.descriptionRequired]],
      ["empty", "", [m.descriptionRequired]],
      [`${L.descriptionMax} characters`, "a".repeat(L.descriptionMax), []],
      [`${L.descriptionMax + 1} characters`, "a".repeat(L.descriptionMax + 1), [m.descriptionMax]],
      ["an end tag", "Tekst</p>", [m.descriptionHtml]],
      ["a comment", "Tekst <!-- verborgen -->", [m.descriptionHtml]],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("description", value)).toEqual(expected);
    });
  });

  describe("category", () => {
    it.each([
      ["missing", undefined, [m.categoryRequired]],
      ["empty", "", [m.categoryRequired]],
      ["the filter value bestuur (not a stored category)", "bestuur", [m.categoryRequired]],
      ["unknown", "directeur", [m.categoryRequired]],
      ["vrijwilliger", "vrijwilliger", []],
      ["bestuurslid", "bestuurslid", []],
      ["stage", "stage", []],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("category", value)).toEqual(expected);
    });
  });

  describe("type (free text)", () => {
    it.each([
      ["missing", undefined, [m.typeRequired]],
      ["empty", "", [m.typeRequired]],
      ["free text", "Meewerken bij een event", []],
      [`${L.typeMax} characters`, "a".repeat(L.typeMax), []],
      [`${L.typeMax + 1} characters`, "a".repeat(L.typeMax + 1), [m.typeMax]],
      ["HTML", "<b>Vrijwilliger</b>", [m.typeHtml]],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("type", value)).toEqual(expected);
    });
  });

  describe("optional texts", () => {
    it.each([
      ["requirements", L.requirementsMax, m.requirementsMax, m.requirementsHtml],
      ["hours_note", L.hoursNoteMax, m.hoursNoteMax, m.hoursNoteHtml],
      ["duration", L.durationMax, m.durationMax, m.durationHtml],
    ] as const)("%s: empty is fine, at most %i characters, no HTML", (field, max, tooLong, html) => {
      expect(messagesFor(field, undefined)).toEqual([]);
      expect(messagesFor(field, "")).toEqual([]);
      expect(messagesFor(field, "a".repeat(max))).toEqual([]);
      expect(messagesFor(field, "a".repeat(max + 1))).toEqual([tooLong]);
      expect(messagesFor(field, "<script>x</script>")).toEqual([html]);
    });
  });

  describe("hours_per_week", () => {
    it.each([
      ["missing", undefined, null],
      ["empty", " ", null],
      ["a whole number", "4", 4],
      ["a decimal comma", "2,5", 2.5],
      ["a decimal point", "2.5", 2.5],
      ["with the unit", "4 uur per week", 4],
      ["the lowest", "0,5", 0.5],
      ["the highest", "20", 20],
    ])("%s (%j) is stored as %j", (_label, value, hours) => {
      const result = VacancySchema.safeParse({ ...valid, hours_per_week: value });
      expect(result.success).toBe(true);
      expect(result.data?.hours_per_week).toBe(hours);
    });

    it.each([
      ["a range", "2-4", [m.hoursPerWeekInvalid]],
      ["words", "in overleg", [m.hoursPerWeekInvalid]],
      ["zero", "0", [m.hoursPerWeekInvalid]],
      ["above the ceiling", "20,5", [m.hoursPerWeekInvalid]],
      ["a full-time week", "40", [m.hoursPerWeekInvalid]],
      ["negative", "-2", [m.hoursPerWeekInvalid]],
      ["between the half hours", "2,3", [m.hoursPerWeekStep]],
      ["not a string", 4, [m.hoursPerWeekInvalid]],
    ])("%s (%j) is refused", (_label, value, expected) => {
      expect(messagesFor("hours_per_week", value)).toEqual(expected);
    });

    it("names the limits in Dutch", () => {
      expect(m.hoursPerWeekInvalid).toBe("Vul een aantal uren per week in tussen 0,5 en 20");
    });
  });

  describe("contact_email", () => {
    it.each([
      ["missing", undefined, [m.emailRequired]],
      ["empty", "", [m.emailRequired]],
      ["only whitespace", "   ", [m.emailRequired]],
      ["without @", "tuin.voorbeeld.nl", [m.emailInvalid]],
      ["without domain", "tuin@", [m.emailInvalid]],
      ["with a space inside", "tuin @voorbeeld.nl", [m.emailInvalid]],
      ["255 characters", emailOfLength(255), []],
      ["256 characters", emailOfLength(256), [m.emailMax]],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("contact_email", value)).toEqual(expected);
    });
  });

  describe("contact_phone", () => {
    it.each([
      ["missing", undefined, []],
      ["empty", "", []],
      ["Dutch mobile", "06-12345678", []],
      ["international", "+31 (0)30 123 4567", []],
      ["letters", "bel me maar", [m.phoneInvalid]],
      ["too few digits", "12 34", [m.phoneInvalid]],
      // The same phone rule as the initiative and event forms: at most 15 digits (E.164).
      ["more than 15 digits", "+31 6 1234 5678 9012 34", [m.phoneInvalid]],
      [`${L.phoneMax + 1} characters`, "0".repeat(L.phoneMax + 1), [m.phoneMax]],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("contact_phone", value)).toEqual(expected);
    });
  });
});

describe("where the work is", () => {
  it("keeps a place and the four digits of a postcode, or work at home or online", () => {
    const result = VacancySchema.safeParse({ ...valid, city: " Zeist ", postcode: "3701 ab", is_remote: true });
    expect(result.data).toMatchObject({ city: "Zeist", postcode: "3701", is_remote: true });
  });

  it("refuses a malformed postcode and HTML in the place with Dutch messages", () => {
    const result = VacancySchema.safeParse({ ...valid, city: "<b>Zeist</b>", postcode: "37011" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["city", "Plaats mag geen HTML-code bevatten"],
      ["postcode", "Vul een geldige postcode in, bijvoorbeeld 3511 of 3511 AB"],
    ]);
  });
});

describe("VacancySchema: what a vacancy asks", () => {
  /** Parses a form as the browser sends it, with the vacancy's own fields valid. */
  function submit(entries: [string, string][]) {
    const formData = new FormData();
    for (const [field, value] of Object.entries(valid)) formData.set(field, value);
    for (const [field, value] of entries) formData.append(field, value);
    return parseWithZod(formData, { schema: VacancySchema });
  }

  it("reads checked day-parts, commitment, skills, suitable-for and VOG, in the lists' order", () => {
    const submission = submit([
      ["availability", "zaterdag-ochtend"],
      ["availability", "dinsdag-avond"],
      ["availability", "dinsdag-avond"],
      ["commitment", "kort"],
      ["skills", "koken"],
      ["suitable_for", "rolstoeltoegankelijk"],
      ["suitable_for", "jongeren"],
      ["vog_required", "on"],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      availability: ["dinsdag-avond", "zaterdag-ochtend"],
      commitment: "kort",
      skills: ["koken"],
      suitable_for: ["jongeren", "rolstoeltoegankelijk"],
      vog_required: true,
    });
  });

  it("refuses values outside the lists with a Dutch message, and 'thuis-of-online' as suitable-for", () => {
    expect(messagesFor("availability" as Field, ["dinsdag-nacht"])).toEqual([m.availabilityInvalid]);
    expect(messagesFor("commitment" as Field, "altijd")).toEqual([m.commitmentInvalid]);
    expect(messagesFor("skills" as Field, ["toveren"])).toEqual([m.skillsInvalid]);
    expect(messagesFor("suitable_for" as Field, ["thuis-of-online"])).toEqual([m.suitableForInvalid]);
  });

  it("takes a closing day of today or later, refuses a past or malformed one", () => {
    expect(messagesFor("closes_on" as Field, "2999-12-12")).toEqual([]);
    expect(messagesFor("closes_on" as Field, amsterdamToday())).toEqual([]);
    expect(messagesFor("closes_on" as Field, "2020-01-01")).toEqual([m.closesOnPast]);
    expect(messagesFor("closes_on" as Field, "2026-02-30")).toEqual([m.closesOnInvalid]);
    expect(messagesFor("closes_on" as Field, "12-12-2026")).toEqual([m.closesOnInvalid]);
    const empty = submit([["closes_on", ""]]);
    expect(empty.status === "success" && empty.value.closes_on).toBe(null);
  });
});
