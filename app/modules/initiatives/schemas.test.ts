/**
 * The initiative form schema (docs/product-rules.md#initiative-form): every rule with its Dutch message at
 * its boundary, parsed the way the route actions do (`parseWithZod` on form data, where empty
 * inputs become undefined) and, for a few rules, with plain `safeParse`.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createInitiativeSchema,
  currentYear,
  establishedRangeMessage,
  findMunicipality,
  InitiativeSchema,
  initiativeMessages as m,
  type MunicipalityOption,
  municipalityLabel,
} from "./schemas";
import { normalizeWebsite, parseWholeNumber } from "~/lib/fields";

const municipalities: MunicipalityOption[] = [
  { name: "Amsterdam", province: "noord-holland" },
  { name: "Utrecht", province: "utrecht" },
  { name: "'s-Gravenhage", province: "zuid-holland" },
  { name: "'s-Hertogenbosch", province: "noord-brabant" },
  { name: "Bergen (NH.)", province: "noord-holland" },
  { name: "Bergen (L.)", province: "limburg" },
];
const WithList = createInitiativeSchema({ municipalities });

/** A complete, valid post (every value a string, as the browser sends it). */
const valid: Record<string, string> = {
  name: "Buurtmoestuin De Wilg",
  formality: "informeel",
  informal_type: "buurtgroep",
  formal_type: "",
  theme: "voedsel",
  description: "Samen groenten kweken in de wijk.",
  long_description: "Elke zaterdag werken we samen in de tuin.\n\nIedereen is welkom.",
  scope: "wijk",
  province: "utrecht",
  municipality: "Utrecht",
  city: "Utrecht",
  contact_email: "tuin@voorbeeld.example.org",
  contact_phone: "030 123 45 67",
  website: "https://moestuin.example.org",
  established: "2019",
  member_count: "25",
  volunteer_count: "6",
};

function formData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.append(key, value);
  return data;
}

/** Parses `fields` like the action does; returns the values or the first error per field. */
function parse(fields: Record<string, string | undefined>, schema = WithList) {
  const submission = parseWithZod(formData(fields), { schema });
  if (submission.status === "success") return { value: submission.value, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) errors[key] = messages[0];
  return { value: null, errors };
}

/** The first error of `field` when `overrides` replace values of the valid post. */
function errorOf(field: string, overrides: Record<string, string | undefined>, schema = WithList): string | undefined {
  return parse({ ...valid, ...overrides }, schema).errors[field];
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a valid post", () => {
  it("parses into the stored values (trimmed, numbers, CBS names)", () => {
    const { value, errors } = parse({ ...valid, name: "  Buurtmoestuin De Wilg  ", municipality: "utrecht" });
    expect(errors).toEqual({});
    expect(value).toEqual({
      name: "Buurtmoestuin De Wilg",
      formality: "informeel",
      formal_type: null,
      informal_type: "buurtgroep",
      theme: "voedsel",
      scope: "wijk",
      province: "utrecht",
      city: "Utrecht",
      municipality: "Utrecht",
      postcode: null,
      description: "Samen groenten kweken in de wijk.",
      long_description: "Elke zaterdag werken we samen in de tuin.\n\nIedereen is welkom.",
      contact_email: "tuin@voorbeeld.example.org",
      contact_phone: "030 123 45 67",
      website: "https://moestuin.example.org",
      established: 2019,
      member_count: 25,
      volunteer_count: 6,
    });
  });

  it("ignores fields the form does not have (created_by, status, id, topics)", () => {
    const { value } = parse({ ...valid, created_by: "00000000-0000-4000-8000-000000000000", status: "afgewezen", id: "x", topics: "a" });
    expect(value).not.toBeNull();
    for (const key of ["created_by", "status", "id", "topics"]) expect(value).not.toHaveProperty(key);
  });

  it("gives the same result with plain safeParse on the raw strings", () => {
    const result = WithList.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.established).toBe(2019);
    expect(InitiativeSchema.safeParse({ ...valid, member_count: "", website: "" }).data).toMatchObject({
      member_count: null,
      website: null,
    });
  });
});

describe("an empty post", () => {
  it("shows every required-field message at once", () => {
    expect(parse({}).errors).toEqual({
      name: m.nameRequired,
      formality: m.formalityRequired,
      theme: m.themeRequired,
      description: m.descriptionRequired,
      long_description: m.longDescriptionRequired,
      scope: m.scopeRequired,
      province: m.provinceRequired,
      contact_email: m.emailRequired,
    });
  });

  it("also asks for the legal form or kind once the formality is chosen, and the city for scope wijk", () => {
    expect(parse({ formality: "formeel", scope: "wijk" }).errors).toMatchObject({
      formal_type: m.legalFormRequired,
      city: m.cityRequired,
      province: m.provinceRequired,
    });
    expect(parse({ formality: "informeel" }).errors).toMatchObject({ informal_type: m.informalTypeRequired });
  });
});

describe("required texts and their limits", () => {
  it.each([
    ["name", "", m.nameRequired],
    ["name", "   ", m.nameRequired],
    ["name", "n".repeat(151), m.nameTooLong],
    ["description", "", m.descriptionRequired],
    ["description", "d".repeat(501), m.descriptionTooLong],
    ["long_description", "  ", m.longDescriptionRequired],
    ["long_description", "l".repeat(10_001), m.longDescriptionTooLong],
    ["city", "c".repeat(101), m.cityTooLong],
    ["municipality", "g".repeat(101), m.municipalityTooLong],
    ["contact_email", "", m.emailRequired],
    ["contact_email", "geen-adres", m.emailInvalid],
    ["contact_email", "a@b", m.emailInvalid],
    ["contact_email", `${"a".repeat(244)}@example.org`, m.emailTooLong],
    ["contact_phone", "0".repeat(31), m.phoneTooLong],
    ["contact_phone", "bel me", m.phoneInvalid],
    ["contact_phone", "12345", m.phoneInvalid],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorOf(field, { [field]: value })).toBe(message);
  });

  it("accepts the exact maximum lengths", () => {
    const { errors } = parse({
      ...valid,
      name: "n".repeat(150),
      description: "d".repeat(500),
      long_description: "l".repeat(10_000),
      city: "c".repeat(100),
      contact_email: `${"a".repeat(243)}@example.org`,
      contact_phone: "+31 (0)30-123.45.67",
    });
    expect(errors).toEqual({});
  });

  it("refuses HTML tags in texts, but not a lone angle bracket", () => {
    expect(errorOf("name", { name: "<script>alert(1)</script>" })).toBe(m.nameHtml);
    expect(errorOf("name", { name: "Tuin <img src=x onerror=alert(1)>" })).toBe(m.nameHtml);
    expect(errorOf("description", { description: "Zie <a href='x'>hier</a>" })).toBe(m.descriptionHtml);
    expect(errorOf("long_description", { long_description: "<!-- x -->" })).toBe(m.longDescriptionHtml);
    expect(errorOf("city", { city: "<b>Utrecht</b>" })).toBe(m.cityHtml);
    // The same HTML rule as the vacancy and event forms: an unclosed tag counts too.
    expect(errorOf("name", { name: "Tuin <script src=//x.nl/a.js" })).toBe(m.nameHtml);
    expect(errorOf("municipality", { municipality: "<b>Utrecht" })).toBe(m.municipalityHtml);
    expect(parse({ ...valid, name: "Kinderen < 12 & ouders > 3" }).value?.name).toBe("Kinderen < 12 & ouders > 3");
  });
});

describe("organisation type", () => {
  it("needs formeel or informeel", () => {
    expect(errorOf("formality", { formality: "" })).toBe(m.formalityRequired);
    expect(errorOf("formality", { formality: "half" })).toBe(m.formalityRequired);
  });

  it("formeel needs a legal form; the kind is cleared", () => {
    expect(errorOf("formal_type", { formality: "formeel", formal_type: "" })).toBe(m.legalFormRequired);
    expect(errorOf("formal_type", { formality: "formeel", formal_type: "buurtgroep" })).toBe(m.legalFormRequired);
    const { value } = parse({ ...valid, formality: "formeel", formal_type: "stichting", informal_type: "buurtgroep" });
    expect(value).toMatchObject({ formality: "formeel", formal_type: "stichting", informal_type: null });
  });

  it("informeel needs a kind; the legal form is cleared", () => {
    expect(errorOf("informal_type", { formality: "informeel", informal_type: "" })).toBe(m.informalTypeRequired);
    expect(errorOf("informal_type", { formality: "informeel", informal_type: "stichting" })).toBe(m.informalTypeRequired);
    const { value } = parse({ ...valid, formality: "informeel", informal_type: "werkgroep", formal_type: "vereniging" });
    expect(value).toMatchObject({ formality: "informeel", formal_type: null, informal_type: "werkgroep" });
  });

  it("ignores a nonsense value in the list that does not apply", () => {
    const { value } = parse({ ...valid, formality: "informeel", formal_type: "onzin" });
    expect(value?.formal_type).toBeNull();
  });
});

describe("theme and scope", () => {
  it.each([
    ["theme", "", m.themeRequired],
    ["theme", "sport", m.themeRequired],
    ["scope", "", m.scopeRequired],
    ["scope", "wereld", m.scopeRequired],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorOf(field, { [field]: value })).toBe(message);
  });
});

describe("location", () => {
  it("province is required unless the scope is nationaal", () => {
    expect(errorOf("province", { scope: "provinciaal", province: "", municipality: "" })).toBe(m.provinceRequired);
    expect(errorOf("province", { scope: "gemeentelijk", province: "brabant", municipality: "" })).toBe(m.provinceRequired);
    expect(errorOf("province", { scope: "nationaal", province: "", municipality: "", city: "" })).toBeUndefined();
  });

  it("nationaal stores no province, even when one was chosen", () => {
    expect(parse({ ...valid, scope: "nationaal", province: "utrecht" }).value?.province).toBeNull();
    expect(parse({ ...valid, scope: "nationaal", province: "", municipality: "", city: "" }).value).toMatchObject({
      province: null,
      municipality: null,
      city: null,
    });
  });

  it("city is required only for plaats, wijk and straat", () => {
    for (const scope of ["plaats", "wijk", "straat"]) {
      expect(errorOf("city", { scope, city: "" }), scope).toBe(m.cityRequired);
      expect(errorOf("city", { scope, city: "   " }), scope).toBe(m.cityRequired);
    }
    for (const scope of ["nationaal", "provinciaal", "gemeentelijk", "overig_lokaal"]) {
      expect(errorOf("city", { scope, city: "" }), scope).toBeUndefined();
    }
  });

  it("municipality is optional, but one of the list (any case, everyday names), stored under its CBS name", () => {
    expect(parse({ ...valid, municipality: "" }).value?.municipality).toBeNull();
    expect(errorOf("municipality", { municipality: "Atlantis" })).toBe(m.municipalityUnknown);
    expect(errorOf("municipality", { municipality: "Bergen" })).toBe(m.municipalityUnknown);
    expect(parse({ ...valid, province: "zuid-holland", municipality: "den haag" }).value?.municipality).toBe("'s-Gravenhage");
    expect(parse({ ...valid, province: "zuid-holland", municipality: "\u2019s-gravenhage" }).value?.municipality).toBe(
      "'s-Gravenhage",
    );
    expect(parse({ ...valid, province: "", municipality: "Den Bosch" }).value).toMatchObject({
      municipality: "'s-Hertogenbosch",
      province: "noord-brabant",
    });
  });

  it("an empty province is taken from the municipality", () => {
    expect(parse({ ...valid, province: "", municipality: "Amsterdam" }).value?.province).toBe("noord-holland");
  });

  it("a chosen province must be the municipality's", () => {
    expect(errorOf("municipality", { province: "utrecht", municipality: "Amsterdam" })).toBe(m.municipalityOtherProvince);
  });

  it("without the list (browser-independent base schema) the municipality is kept as typed and the province left to the server", () => {
    const { value } = parse({ ...valid, province: "", municipality: "Atlantis" }, InitiativeSchema);
    expect(value).toMatchObject({ municipality: "Atlantis", province: null });
    expect(errorOf("province", { province: "", municipality: "" }, InitiativeSchema)).toBe(m.provinceRequired);
  });
});

describe("established", () => {
  it("empty becomes the current year", () => {
    expect(parse({ ...valid, established: "" }).value?.established).toBe(currentYear());
    expect(parse({ ...valid, established: undefined }).value?.established).toBe(currentYear());
  });

  it("accepts 1900 and the current year, refuses 1899 and next year", () => {
    const year = currentYear();
    expect(parse({ ...valid, established: "1900" }).value?.established).toBe(1900);
    expect(parse({ ...valid, established: String(year) }).value?.established).toBe(year);
    expect(errorOf("established", { established: "1899" })).toBe(`Oprichtingsjaar moet tussen 1900 en ${year} liggen`);
    expect(errorOf("established", { established: String(year + 1) })).toBe(establishedRangeMessage());
    expect(errorOf("established", { established: "-2000" })).toBe(establishedRangeMessage());
  });

  it("must be a number", () => {
    for (const established of ["abc", "20.5", "2020a", "1e3"]) {
      expect(errorOf("established", { established }), established).toBe(m.establishedNotNumber);
    }
  });

  it("uses the year at the moment of parsing (Europe/Amsterdam), not when the module was loaded", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-12-31T23:30:00Z")); // already 2031 in Amsterdam
    expect(currentYear()).toBe(2031);
    expect(parse({ ...valid, established: "2031" }).value?.established).toBe(2031);
    expect(errorOf("established", { established: "2032" })).toBe("Oprichtingsjaar moet tussen 1900 en 2031 liggen");
  });
});

describe("member and volunteer counts", () => {
  it("empty becomes null; 0 is fine", () => {
    expect(parse({ ...valid, member_count: "", volunteer_count: "" }).value).toMatchObject({ member_count: null, volunteer_count: null });
    expect(parse({ ...valid, member_count: "0", volunteer_count: "0" }).value).toMatchObject({ member_count: 0, volunteer_count: 0 });
  });

  it.each([
    ["member_count", "-1", m.memberCountNegative],
    ["member_count", "-3", m.memberCountNegative],
    ["member_count", "abc", m.memberCountNotNumber],
    ["member_count", "2,5", m.memberCountNotNumber],
    ["member_count", "10000001", m.memberCountTooLarge],
    ["member_count", "99999999999999", m.memberCountTooLarge],
    ["volunteer_count", "-1", m.volunteerCountNegative],
    ["volunteer_count", "veel", m.volunteerCountNotNumber],
    ["volunteer_count", "10000001", m.volunteerCountTooLarge],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorOf(field, { [field]: value })).toBe(message);
  });

  it("accepts the maximum and Dutch thousands separators", () => {
    expect(parse({ ...valid, member_count: "10000000" }).value?.member_count).toBe(10_000_000);
    expect(parse({ ...valid, member_count: "1.500", volunteer_count: " 12 " }).value).toMatchObject({
      member_count: 1500,
      volunteer_count: 12,
    });
  });

  it("parseWholeNumber reads whole numbers only", () => {
    expect(parseWholeNumber("42")).toBe(42);
    expect(parseWholeNumber("-0")).toBe(0);
    expect(parseWholeNumber("1.234.567")).toBe(1_234_567);
    expect(parseWholeNumber("1.5")).toBeNull();
    expect(parseWholeNumber("0x10")).toBeNull();
    expect(parseWholeNumber("")).toBeNull();
  });
});

describe("website", () => {
  it("is optional", () => {
    expect(parse({ ...valid, website: "" }).value?.website).toBeNull();
  });

  it.each(["javascript:alert(1)", "ftp://voorbeeld.nl", "mailto:a@b.nl", "https://", "geen website", "https://localhost", "https://user:pw@voorbeeld.nl", "data:text/html,hoi"])(
    "%j is refused",
    (website) => {
      expect(errorOf("website", { website })).toBe(m.websiteInvalid);
    },
  );

  it("accepts http and https, and puts https:// in front of a bare address", () => {
    expect(parse({ ...valid, website: "http://voorbeeld.nl/pad?x=1" }).value?.website).toBe("http://voorbeeld.nl/pad?x=1");
    expect(parse({ ...valid, website: "www.voorbeeld.nl" }).value?.website).toBe("https://www.voorbeeld.nl");
    expect(normalizeWebsite("voorbeeld.nl/over-ons")).toBe("https://voorbeeld.nl/over-ons");
  });

  it("is at most 500 characters", () => {
    const base = "https://voorbeeld.nl/";
    expect(parse({ ...valid, website: base + "a".repeat(500 - base.length) }).value?.website).toHaveLength(500);
    expect(errorOf("website", { website: base + "a".repeat(501 - base.length) })).toBe(m.websiteTooLong);
  });
});

describe("municipality helpers", () => {
  it("find by CBS name, case and apostrophe insensitive, or by everyday name", () => {
    expect(findMunicipality(municipalities, "AMSTERDAM")?.name).toBe("Amsterdam");
    expect(findMunicipality(municipalities, " den  haag ")?.name).toBe("'s-Gravenhage");
    expect(findMunicipality(municipalities, "bergen (nh.)")?.province).toBe("noord-holland");
    expect(findMunicipality(municipalities, "Bergen")).toBeNull();
  });

  it("label the CBS names people know by another name", () => {
    expect(municipalityLabel("'s-Gravenhage")).toBe("'s-Gravenhage (Den Haag)");
    expect(municipalityLabel("'s-Hertogenbosch")).toBe("'s-Hertogenbosch (Den Bosch)");
    expect(municipalityLabel("Utrecht")).toBe("Utrecht");
  });
});
