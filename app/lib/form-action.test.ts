import { describe, expect, it } from "vitest";
import { formErrorFor, resultFor } from "./form-action";

describe("picking one form's answer", () => {
  const refused = { intent: "intrekken", result: { status: "error" as const, error: { "": ["Dit is de laatste beheerder."] } } };

  it("reads a refusal's form error, which is not in `failure` (that is only for failures of ours)", () => {
    expect(formErrorFor(refused, "intrekken")).toBe("Dit is de laatste beheerder.");
    expect(formErrorFor({ intent: "intrekken", result: null, failure: "Er ging iets mis." }, "intrekken")).toBe("Er ging iets mis.");
  });

  it("ignores the answers of other forms and answers without a form error", () => {
    expect(formErrorFor(refused, "toekennen")).toBeUndefined();
    expect(formErrorFor(undefined, "intrekken")).toBeUndefined();
    expect(formErrorFor({ intent: "intrekken", result: { status: "error", error: { email: ["Onbekend"] } } }, "intrekken")).toBeUndefined();
    expect(resultFor(refused, "toekennen")).toBeNull();
  });
});
