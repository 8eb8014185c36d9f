/** FeedbackSchema (docs/product-rules.md#feedback) at its boundaries, after trimming, and missing input. */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FEEDBACK_LIMITS, FeedbackSchema, feedbackMessages as m } from "./schemas";

/** The messages of every issue for `message` (empty when valid). */
function messagesFor(value: unknown): string[] {
  const result = FeedbackSchema.safeParse({ message: value });
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.message);
}

describe("FeedbackSchema", () => {
  it("uses the feedback form's length limits", () => {
    expect(FEEDBACK_LIMITS).toEqual({ messageMin: 10, messageMax: 1000 });
  });

  it.each([
    ["missing", undefined, [m.messageMin]],
    ["null", null, [m.messageMin]],
    ["a number", 12345678901, [m.messageMin]],
    ["empty", "", [m.messageMin]],
    ["only whitespace", " \t\n   \n\t        ", [m.messageMin]],
    ["9 characters", "f".repeat(9), [m.messageMin]],
    ["9 characters padded with spaces to 19", `     ${"f".repeat(9)}     `, [m.messageMin]],
    ["10 characters", "f".repeat(10), []],
    ["10 characters with surrounding whitespace", `\n  ${"f".repeat(10)}  \t`, []],
    ["1000 characters", "f".repeat(1000), []],
    ["1000 characters plus surrounding spaces", `   ${"f".repeat(1000)}   `, []],
    ["1001 characters", "f".repeat(1001), [m.messageMax]],
    ["1001 characters plus surrounding spaces", `  ${"f".repeat(1001)}  `, [m.messageMax]],
  ])("%s", (_label, value, expected) => {
    expect(messagesFor(value)).toEqual(expected);
  });

  it("gives the Dutch minimum message for an empty object", () => {
    const result = FeedbackSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["message", m.messageMin]]);
  });

  it("returns the trimmed message and keeps inner whitespace and markup as typed", () => {
    const message = "Graag <b>meer</b> events\n\nin Zeeland!";
    expect(FeedbackSchema.parse({ message: `  ${message}\n` })).toEqual({ message });
  });
});

describe("FeedbackSchema through Conform's parseWithZod (an empty textarea arrives as undefined)", () => {
  function submit(fields: Record<string, string>) {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return parseWithZod(formData, { schema: FeedbackSchema });
  }

  it("reports the minimum message for an empty textarea", () => {
    const submission = submit({ message: "" });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error : null).toEqual({ message: [m.messageMin] });
  });

  it("reports the minimum message when the field is absent", () => {
    const submission = submit({});
    expect(submission.status === "error" ? submission.error : null).toEqual({ message: [m.messageMin] });
  });

  it("ignores the hidden fields of the form and returns the trimmed message", () => {
    const submission = submit({ message: "  Fijne site, duidelijk!  ", _js: "1", returnTo: "/events" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value : null).toEqual({ message: "Fijne site, duidelijk!" });
  });
});
