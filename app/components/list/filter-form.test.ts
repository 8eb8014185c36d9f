import { describe, expect, it } from "vitest";
import { MUNICIPALITY_NAMES_TEXT } from "~/modules/municipalities/municipalities";
import { municipalityField } from "./filter-form";

describe("municipalityField", () => {
  it("offers the 342 names from the one string the loaders send, in their order", () => {
    const field = municipalityField(MUNICIPALITY_NAMES_TEXT, null);
    expect(field.options).toHaveLength(342);
    expect(field.options[0]).toBe("'s-Gravenhage");
    expect(field.options).toContain("Súdwest-Fryslân");
    expect(field.options.every((name) => name.trim() === name && name.length > 0)).toBe(true);
  });
  it("splits a text once, so the suggestions' markup is built once per process", () => {
    const first = municipalityField(MUNICIPALITY_NAMES_TEXT, null);
    const second = municipalityField(MUNICIPALITY_NAMES_TEXT, "Utrecht");
    expect(second.options).toBe(first.options);
    expect(second.value).toBe("Utrecht");
  });
});
