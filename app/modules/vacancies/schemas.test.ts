/**
 * VacancySchema (docs/product-rules.md#vacancy-form): required fields, every message at its boundary,
 * trimming, optional values becoming null, HTML refused, and fields the server sets itself
 * (created_by, is_active, status) stripped.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { VACANCY_LIMITS as L, VacancySchema, vacancyMessages as m } from "./schemas";

const INITIATIVE_ID = "0b7c6a52-3f1e-4d8a-9a3b-2c1d0e9f8a7b";

const valid = {
  initiative_id: INITIATIVE_ID,
  title: "Vrijwilliger moestuin",
  category: "vrijwilliger",
  type: "Vrijwilligerswerk",
  description: "Help mee in onze buurtmoestuin: zaaien, wieden en oogsten.",
  requirements: "Zin om buiten te werken",
  hours_per_week: "2-4",
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
    expect(result.data).toEqual({ ...valid, category: "vrijwilliger", city: null, postcode: null, is_remote: false });
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
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ requirements: null, hours_per_week: null, duration: null, contact_phone: null });
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
      ["hours_per_week", L.hoursPerWeekMax, m.hoursPerWeekMax, m.hoursPerWeekHtml],
      ["duration", L.durationMax, m.durationMax, m.durationHtml],
    ] as const)("%s: empty is fine, at most %i characters, no HTML", (field, max, tooLong, html) => {
      expect(messagesFor(field, undefined)).toEqual([]);
      expect(messagesFor(field, "")).toEqual([]);
      expect(messagesFor(field, "a".repeat(max))).toEqual([]);
      expect(messagesFor(field, "a".repeat(max + 1))).toEqual([tooLong]);
      expect(messagesFor(field, "<script>x</script>")).toEqual([html]);
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
