/** ContactSchema: every message (docs/product-rules.md#contact-form) at its boundary, trimming, and missing fields. */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ContactSchema, contactMessages as m } from "./schemas";

const valid = {
  name: "Fatima de Vries",
  email: "fatima@voorbeeld.nl",
  subject: "Vraag over mijn initiatief",
  message: "Hoe kan ik een tweede event toevoegen?",
};

/** The messages of every issue for one field, in order (empty when the field is valid). */
function messagesFor(field: keyof typeof valid, value: unknown): string[] {
  const result = ContactSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

/** An e-mail address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = "@voorbeeld.nl";
  return "a".repeat(length - domain.length) + domain;
}

describe("ContactSchema", () => {
  it("accepts a valid message and returns trimmed values", () => {
    const result = ContactSchema.safeParse({
      name: "  Fatima de Vries ",
      email: " fatima@voorbeeld.nl\t",
      subject: "\n Vraag over mijn initiatief  ",
      message: "   Hoe kan ik een tweede event toevoegen?   ",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid);
  });

  describe("name", () => {
    it.each([
      ["0 characters", "", [m.nameRequired]],
      ["only whitespace", "   \t ", [m.nameRequired]],
      ["missing", undefined, [m.nameRequired]],
      ["1 character", "A", []],
      ["100 characters", "a".repeat(100), []],
      ["101 characters", "a".repeat(101), [m.nameMax]],
      ["100 characters plus surrounding spaces", `  ${"a".repeat(100)}  `, []],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("name", value)).toEqual(expected);
    });
  });

  describe("email", () => {
    it.each([
      ["missing", undefined, [m.emailRequired]],
      ["empty", "", [m.emailRequired]],
      ["only whitespace", "   ", [m.emailRequired]],
      ["without @", "fatima.voorbeeld.nl", [m.emailInvalid]],
      ["without domain", "fatima@", [m.emailInvalid]],
      ["with a space inside", "fatima @voorbeeld.nl", [m.emailInvalid]],
      ["255 characters", emailOfLength(255), []],
      ["256 characters", emailOfLength(256), [m.emailMax]],
      ["255 characters plus surrounding spaces", `  ${emailOfLength(255)} `, []],
      ["invalid and too long: the first rule (valid) wins", "x".repeat(300), [m.emailInvalid]],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("email", value)).toEqual(expected);
    });

    it("checks the length of 255 and 256 character addresses correctly", () => {
      expect(emailOfLength(255)).toHaveLength(255);
      expect(emailOfLength(256)).toHaveLength(256);
    });
  });

  describe("subject", () => {
    it.each([
      ["missing", undefined, [m.subjectRequired]],
      ["0 characters", "", [m.subjectRequired]],
      ["only whitespace", "  ", [m.subjectRequired]],
      ["1 character", "?", []],
      ["200 characters", "o".repeat(200), []],
      ["201 characters", "o".repeat(201), [m.subjectMax]],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("subject", value)).toEqual(expected);
    });
  });

  describe("message", () => {
    it.each([
      ["missing", undefined, [m.messageMin]],
      ["empty", "", [m.messageMin]],
      ["9 characters", "b".repeat(9), [m.messageMin]],
      ["9 characters padded with spaces to 15", `   ${"b".repeat(9)}   `, [m.messageMin]],
      ["10 characters", "b".repeat(10), []],
      ["2000 characters", "b".repeat(2000), []],
      ["2001 characters", "b".repeat(2001), [m.messageMax]],
    ])("%s", (_label, value, expected) => {
      expect(messagesFor("message", value)).toEqual(expected);
    });
  });

  it("gives the Dutch messages, not Zod's defaults, for an empty object", () => {
    const result = ContactSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", m.nameRequired],
      ["email", m.emailRequired],
      ["subject", m.subjectRequired],
      ["message", m.messageMin],
    ]);
  });

  it("gives the Dutch messages for a non-string value", () => {
    expect(messagesFor("name", 42)).toEqual([m.nameRequired]);
  });
});

describe("ContactSchema through Conform's parseWithZod (empty inputs arrive as undefined)", () => {
  it("reports one Dutch message per empty field", () => {
    const formData = new FormData();
    for (const name of ["name", "email", "subject", "message"]) formData.set(name, "");
    const submission = parseWithZod(formData, { schema: ContactSchema });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error : null).toEqual({
      name: [m.nameRequired],
      email: [m.emailRequired],
      subject: [m.subjectRequired],
      message: [m.messageMin],
    });
  });

  it("returns the trimmed values on success", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(valid)) formData.set(name, ` ${value} `);
    const submission = parseWithZod(formData, { schema: ContactSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value : null).toEqual(valid);
  });
});
