import { describe, expect, it } from "vitest";
import { formErrorFor, resultFor } from "./form-action";

describe("picking one form's answer", () => {
  const refused = { intent: "revoke", result: { status: "error" as const, error: { "": ["Dit is de laatste beheerder."] } } };

  it("reads a refusal's form error, which is not in `failure` (that is only for failures of ours)", () => {
    expect(formErrorFor(refused, "revoke")).toBe("Dit is de laatste beheerder.");
    expect(formErrorFor({ intent: "revoke", result: null, failure: "Er ging iets mis." }, "revoke")).toBe("Er ging iets mis.");
  });

  it("ignores the answers of other forms and answers without a form error", () => {
    expect(formErrorFor(refused, "grant")).toBeUndefined();
    expect(formErrorFor(undefined, "revoke")).toBeUndefined();
    expect(formErrorFor({ intent: "revoke", result: { status: "error", error: { email: ["Onbekend"] } } }, "revoke")).toBeUndefined();
    expect(resultFor(refused, "grant")).toBeNull();
  });
});
