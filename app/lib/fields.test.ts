/**
 * The shared field builders, table by table: each row is an input and what the field makes of it
 * (the stored value, or the one Dutch message shown).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  emailField,
  FIELD_LIMITS,
  fieldMessages as f,
  isPhoneNumber,
  looksLikeHtml,
  normalizeWebsite,
  optionalText,
  parseWholeNumber,
  phoneField,
  requiredText,
  uuidField,
  websiteField,
  yearField,
} from "./fields";

/** `{ ok: value }` or `{ error: first message }` of one field. */
function run(schema: z.ZodType, input: unknown): { ok: unknown } | { error: string | undefined } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: result.data };
  expect(result.error.issues).toHaveLength(1);
  return { error: result.error.issues[0]?.message };
}

describe("requiredText", () => {
  const field = requiredText({ max: 10, min: 3, required: "Leeg", tooShort: "Kort", tooLong: "Lang", html: "HTML" });
  it.each<[unknown, unknown]>([
    [undefined, { error: "Leeg" }],
    [42, { error: "Leeg" }],
    ["", { error: "Leeg" }],
    ["   ", { error: "Leeg" }],
    ["\u0000", { error: "Leeg" }],
    ["ab", { error: "Kort" }],
    ["  abc  ", { ok: "abc" }],
    ["ab\u0000c", { ok: "abc" }],
    ["a".repeat(10), { ok: "a".repeat(10) }],
    ["a".repeat(11), { error: "Lang" }],
    ["<b>vet</b>", { error: "HTML" }],
    ["a < b", { ok: "a < b" }],
  ])("%j → %j", (input, expected) => {
    expect(run(field, input)).toEqual(expected);
  });

  it("lets the form's cross-field rules run when the field fails", () => {
    const form = z
      .object({ name: requiredText({ max: 5, required: "Leeg", tooLong: "Lang" }), a: z.string(), b: z.string() })
      .refine((v) => v.a === v.b, { path: ["b"], error: "Verschillend" });
    const result = form.safeParse({ name: "  ", a: "x", b: "y" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Leeg", "Verschillend"]);
  });

  it("keeps HTML when no html message is given", () => {
    expect(run(requiredText({ max: 20, required: "Leeg", tooLong: "Lang" }), "<b>vet</b>")).toEqual({ ok: "<b>vet</b>" });
  });
});

describe("optionalText", () => {
  const field = optionalText({ max: 5, tooLong: "Lang", html: "HTML" });
  it.each<[unknown, unknown]>([
    [undefined, { ok: null }],
    ["", { ok: null }],
    ["  ", { ok: null }],
    [" abc ", { ok: "abc" }],
    ["abcdef", { error: "Lang" }],
    ["<i>", { error: "HTML" }],
  ])("%j → %j", (input, expected) => {
    expect(run(field, input)).toEqual(expected);
  });
});

describe("looksLikeHtml", () => {
  it.each<[string, boolean]>([
    ["<script>alert(1)</script>", true],
    ["<script", true],
    ["</p>", true],
    ["<!-- x -->", true],
    ["<?php", true],
    ["<IMG SRC=x>", true],
    ["a < b", false],
    ["Wij <3 zaadjes", false],
    ["5<6", false],
    ["pijl -> rechts", false],
  ])("%j → %s", (value, expected) => {
    expect(looksLikeHtml(value)).toBe(expected);
  });
});

describe("emailField", () => {
  const field = emailField("Verplicht");
  const long = `${"a".repeat(60)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(10)}.nl`;
  it.each<[unknown, unknown]>([
    [undefined, { error: "Verplicht" }],
    ["", { error: "Verplicht" }],
    ["  ", { error: "Verplicht" }],
    ["  iemand@voorbeeld.nl ", { ok: "iemand@voorbeeld.nl" }],
    ["Iemand@Voorbeeld.NL", { ok: "Iemand@Voorbeeld.NL" }],
    ["geen-adres", { error: f.emailInvalid }],
    ["iemand@", { error: f.emailInvalid }],
    [long, { error: f.emailTooLong }],
  ])("%j → %j", (input, expected) => {
    expect(run(field, input)).toEqual(expected);
  });

  it("checks the 255-character limit on a valid address", () => {
    expect(long.length).toBeGreaterThan(FIELD_LIMITS.emailMax);
  });
});

describe("phoneField", () => {
  const field = phoneField();
  it.each<[unknown, unknown]>([
    [undefined, { ok: null }],
    ["", { ok: null }],
    ["030 123 4567", { ok: "030 123 4567" }],
    ["+31 (0)6 1234 5678", { ok: "+31 (0)6 1234 5678" }],
    ["06-12345678", { ok: "06-12345678" }],
    ["030.123.4567", { ok: "030.123.4567" }],
    ["112233", { ok: "112233" }],
    ["12345", { error: f.phoneInvalid }],
    ["0-----1", { error: f.phoneInvalid }],
    ["+31 6 1234 5678 9012 34", { error: f.phoneInvalid }],
    ["06 12 34 56 78 +", { error: f.phoneInvalid }],
    ["bel me", { error: f.phoneInvalid }],
    ["030/1234567", { error: f.phoneInvalid }],
    [`06${" ".repeat(27)}12`, { error: f.phoneTooLong }],
  ])("%j → %j", (input, expected) => {
    expect(run(field, input)).toEqual(expected);
  });

  it("counts 6 to 15 digits", () => {
    expect(isPhoneNumber("1".repeat(15))).toBe(true);
    expect(isPhoneNumber("1".repeat(16))).toBe(false);
  });
});

describe("websiteField and normalizeWebsite", () => {
  const field = websiteField();
  it.each<[unknown, unknown]>([
    [undefined, { ok: null }],
    ["  ", { ok: null }],
    ["https://www.voorbeeld.nl", { ok: "https://www.voorbeeld.nl" }],
    ["http://voorbeeld.nl/pad?x=1#y", { ok: "http://voorbeeld.nl/pad?x=1#y" }],
    ["www.voorbeeld.nl", { ok: "https://www.voorbeeld.nl" }],
    ["voorbeeld.nl/over-ons", { ok: "https://voorbeeld.nl/over-ons" }],
    ["https://xn--bcher-kva.example", { ok: "https://xn--bcher-kva.example" }],
    ["https://user:pw@voorbeeld.nl", { error: f.websiteInvalid }],
    ["user@voorbeeld.nl", { error: f.websiteInvalid }],
    ["javascript:alert(1)", { error: f.websiteInvalid }],
    ["ftp://voorbeeld.nl", { error: f.websiteInvalid }],
    ["mailto:iemand@voorbeeld.nl", { error: f.websiteInvalid }],
    ["data:text/html,<script>alert(1)</script>", { error: f.websiteInvalid }],
    ["https://localhost", { error: f.websiteInvalid }],
    ["https://127.0.0.1", { error: f.websiteInvalid }],
    ["https://[::1]/", { error: f.websiteInvalid }],
    ["zonnehoek", { error: f.websiteInvalid }],
    ["https://voor beeld.nl", { error: f.websiteInvalid }],
    [`https://voorbeeld.nl/${"a".repeat(480)}`, { error: f.websiteTooLong }],
  ])("%j → %j", (input, expected) => {
    expect(run(field, input)).toEqual(expected);
  });

  it("counts the limit after https:// is put in front", () => {
    const typed = `voorbeeld.nl/${"a".repeat(FIELD_LIMITS.websiteMax - "voorbeeld.nl/".length)}`;
    expect(typed).toHaveLength(FIELD_LIMITS.websiteMax);
    expect(run(field, typed)).toEqual({ error: f.websiteTooLong });
    expect(normalizeWebsite(typed)).toBe(`https://${typed}`);
  });
});

describe("uuidField", () => {
  const field = uuidField("Selecteer een initiatief");
  const id = "0b6f7c1e-7a6e-4c1b-9a55-3c0e9a1f2b3c";
  it.each<[unknown, unknown]>([
    [id, { ok: id }],
    [` ${id.toUpperCase()} `, { ok: id }],
    [undefined, { error: "Selecteer een initiatief" }],
    ["", { error: "Selecteer een initiatief" }],
    ["42", { error: "Selecteer een initiatief" }],
    [`${id}0`, { error: "Selecteer een initiatief" }],
    ["' or 1=1 --", { error: "Selecteer een initiatief" }],
  ])("%j → %j", (input, expected) => {
    expect(run(field, input)).toEqual(expected);
  });
});

describe("yearField and parseWholeNumber", () => {
  const field = yearField({
    min: 1900,
    max: () => 2030,
    whenEmpty: () => 2030,
    notNumber: "Geen jaartal",
    outOfRange: () => "Tussen 1900 en 2030",
  });
  it.each<[unknown, unknown]>([
    [undefined, { ok: 2030 }],
    ["", { ok: 2030 }],
    [" 1900 ", { ok: 1900 }],
    ["2030", { ok: 2030 }],
    ["1899", { error: "Tussen 1900 en 2030" }],
    ["2031", { error: "Tussen 1900 en 2030" }],
    ["-2000", { error: "Tussen 1900 en 2030" }],
    ["twintig", { error: "Geen jaartal" }],
    ["2015.5", { error: "Geen jaartal" }],
  ])("%j → %j", (input, expected) => {
    expect(run(field, input)).toEqual(expected);
  });

  it.each<[string, number | null]>([
    ["42", 42],
    ["-0", 0],
    ["1.234.567", 1_234_567],
    ["1.5", null],
    ["2,5", null],
    ["1e3", null],
    ["0x10", null],
  ])("parseWholeNumber(%j) → %j", (text, expected) => {
    expect(parseWholeNumber(text)).toBe(expected);
  });
});
