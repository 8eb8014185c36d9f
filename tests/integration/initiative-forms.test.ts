/**
 * Creating and editing initiatives on a real database (docs/product-rules.md#initiative-form): the
 * route loaders and actions of /nieuw-initiatief, /initiatief/nieuw and /initiatief/{id}/bewerken
 * called directly.
 *
 * - create: the row belongs to the member, waits for review ("in behandeling", docs/decisions/021-review.md), gets its province from the municipality;
 *   visitors are sent to /auth with the "initiatief" notice and nothing is stored;
 * - edit: only the creator may load or save; another member and a visitor are redirected
 *   and the row is unchanged afterwards;
 * - crafted posts: created_by, status and id in the form have no effect; bad input answers 400
 *   with the Dutch field error and stores nothing; a database failure answers 500 with the Dutch
 *   failure text and keeps what was typed.
 */
import { count, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initiatives, municipalities } from "~/db/schema";
import { postcodeAreaList, seedMunicipalities } from "~/db/seed/seed.server";
import { postcodeMessages } from "~/lib/fields";
import { guardMessages } from "~/lib/session.server";
import { InitiativeCard } from "~/modules/initiatives/components/initiative-card";
import { updateInitiative } from "~/modules/initiatives/mutations.server";
import { currentYear, initiativeFormTexts, initiativeMessages as m, InitiativeSchema } from "~/modules/initiatives/schemas";
import { action as editAction, loader as editLoader } from "~/routes/initiatives/edit";
import { action as newAction, loader as newLoader } from "~/routes/initiatives/new";
import { loader as redirectLoader } from "~/routes/initiatives/new-redirect";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { validInitiativeForm } from "../setup/forms";
import { createMember, type TestMember } from "../setup/members";
import { responseOf, routeArgs, thrownResponse, toastOf } from "../setup/routes";
import { logger } from "~/lib/logger.server";
import { withInitiativeLabels } from "~/modules/initiatives/labels";

const database = setupTestDatabase();

beforeAll(async () => {
  await seedMunicipalities(database.db());
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Adds a trigger that makes every `event` (insert or update) on initiatives fail; returns its removal. */
async function breakInitiatives(event: "insert" | "update"): Promise<() => Promise<void>> {
  const db = database.db();
  const trigger = sql.raw(`ddn_test_fail_${event}`);
  await db.execute(
    sql`create or replace function ddn_test_fail() returns trigger language plpgsql as $$ begin raise exception 'kapot'; end $$`,
  );
  await db.execute(sql`create trigger ${trigger} before ${sql.raw(event)} on initiatives for each row execute function ddn_test_fail()`);
  const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
  return async () => {
    await db.execute(sql`drop trigger ${trigger} on initiatives`);
    expect(logged).toHaveBeenCalled();
  };
}

/** A complete, valid form post (informeel buurtgroep in Amsterdam, province left empty) with a unique name. */
const validForm = (overrides: Record<string, string> = {}) =>
  validInitiativeForm({ name: `Buurtmoestuin ${Math.random().toString(36).slice(2, 8)}`, ...overrides });

/** Route arguments for `path` as `member` (null: a visitor), POST when `form` is given. */
const args = <P extends Record<string, string>>(member: TestMember | null, path: string, pattern: string, params: P, form?: Record<string, string>) =>
  routeArgs(member, path, { pattern, params, form });

const newArgs = (member: TestMember | null, form?: Record<string, string>) =>
  args(member, "/nieuw-initiatief", "/nieuw-initiatief", {}, form);
const editArgs = (member: TestMember | null, id: string, form?: Record<string, string>) =>
  args(member, `/initiatief/${id}/bewerken`, "/initiatief/:id/bewerken", { id }, form);

/** A redirect, returned or thrown. */
async function redirectOf(pending: Promise<unknown>): Promise<Response> {
  const response = await responseOf(pending);
  expect(response.status).toBe(302);
  return response;
}

/** The action's data() answer: status and Conform's reply (fails on a redirect). */
function dataOf(result: unknown) {
  if (result instanceof Response) throw new Error(`expected data(), got a ${result.status} response`);
  const value = result as { init: { status?: number } | null; data: { result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null }; failure?: string } };
  return {
    status: value.init?.status ?? 200,
    errors: value.data.result.error ?? {},
    initialValue: value.data.result.initialValue ?? {},
    failure: value.data.failure,
  };
}

async function totalInitiatives(): Promise<number> {
  const [row] = await database.db().select({ n: count() }).from(initiatives);
  return row?.n ?? 0;
}

async function rowById(id: string) {
  const [row] = await database.db().select().from(initiatives).where(eq(initiatives.id, id));
  if (!row) throw new Error(`initiative ${id} not found`);
  return row;
}

async function rowsBy(member: TestMember) {
  return database.db().select().from(initiatives).where(eq(initiatives.created_by, member.id));
}

describe("/initiatief/nieuw", () => {
  it("redirects to /nieuw-initiatief keeping the query string", async () => {
    const response = await redirectOf(
      Promise.resolve(redirectLoader(args(null, "/initiatief/nieuw?bron=home&x=1", "/initiatief/nieuw", {}))),
    );
    expect(response.headers.get("Location")).toBe("/nieuw-initiatief?bron=home&x=1");
    const plain = await redirectOf(Promise.resolve(redirectLoader(args(null, "/initiatief/nieuw", "/initiatief/nieuw", {}))));
    expect(plain.headers.get("Location")).toBe("/nieuw-initiatief");
  });
});

describe("creating an initiative", () => {
  it("sends a visitor to /auth with the initiative notice, from the page and from a post, and stores nothing", async () => {
    const page = await thrownResponse(newLoader(newArgs(null)));
    const location = page.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/auth\?/);
    const query = new URL(location, "http://x").searchParams;
    expect(query.get("melding")).toBe("initiatief");
    expect(query.get("redirectTo")).toBe("/nieuw-initiatief");
    expect(guardMessages.initiatief).toBe("Je moet ingelogd zijn om een initiatief aan te maken.");

    const before = await totalInitiatives();
    const post = await thrownResponse(newAction(newArgs(null, validForm())));
    expect(post.headers.get("Location")).toMatch(/^\/auth\?.*melding=initiatief/);
    expect(await totalInitiatives()).toBe(before);
  });

  it("gives a member the form with the 342 municipalities", async () => {
    const member = await createMember();
    const result = await newLoader(newArgs(member));
    expect(result.municipalities).toHaveLength(342);
    expect(result.municipalities).toContainEqual({ name: "'s-Gravenhage", province: "zuid-holland" });
  });

  it("stores the member's initiative waiting for review (MODERATION=pre), with the province of its municipality, and redirects with the success toast", async () => {
    const member = await createMember();
    const form = validForm();
    const response = await redirectOf(newAction(newArgs(member, form)));
    expect(response.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(response)).toEqual({
      type: "success",
      message: "Je initiatief is succesvol aangemaakt! Een moderator bekijkt het voordat het voor iedereen zichtbaar is.",
    });

    const [row, ...others] = await rowsBy(member);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      name: form.name,
      created_by: member.id,
      status: "in_behandeling",
      formality: "informeel",
      formal_type: null,
      informal_type: "buurtgroep",
      scope: "wijk",
      province: "noord-holland",
      municipality: "Amsterdam",
      city: "Amsterdam",
      established: 2018,
      member_count: 12,
      volunteer_count: null,
      website: "https://moestuin.example.org",
    });
  });

  it("stores a national initiative without province, and the current year when established is empty", async () => {
    const member = await createMember();
    await redirectOf(
      newAction(
        newArgs(member, validForm({ scope: "nationaal", province: "utrecht", municipality: "", city: "", established: "" })),
      ),
    );
    const [row] = await rowsBy(member);
    expect(row).toMatchObject({ scope: "nationaal", province: null, municipality: null, city: null, established: currentYear() });
  });

  it("stores the CBS name for an everyday municipality name and only the type matching the formality", async () => {
    const member = await createMember();
    await redirectOf(
      newAction(
        newArgs(
          member,
          validForm({ formality: "formeel", formal_type: "stichting", informal_type: "buurtgroep", municipality: "Den Haag", city: "Den Haag" }),
        ),
      ),
    );
    const [row] = await rowsBy(member);
    expect(row).toMatchObject({ formal_type: "stichting", informal_type: null, municipality: "'s-Gravenhage", province: "zuid-holland" });
  });

  it("ignores created_by, status and id in the post", async () => {
    const member = await createMember();
    const other = await createMember();
    const existing = await createInitiative(database.db(), { created_by: other.id });
    await redirectOf(
      newAction(newArgs(member, validForm({ created_by: other.id, status: "afgewezen", id: existing.id }))),
    );
    const [row] = await rowsBy(member);
    expect(row?.created_by).toBe(member.id);
    expect(row?.status).toBe("in_behandeling");
    expect(row?.id).not.toBe(existing.id);
    expect(await rowsBy(other)).toHaveLength(1);
    expect((await rowById(existing.id)).name).toBe(existing.name);
  });

  const year = new Date().getFullYear();
  it.each([
    ["name", "{ name: <151 tekens> }", { name: "n".repeat(151) }, m.nameTooLong],
    ["name", "{ name: '' }", { name: "" }, m.nameRequired],
    ["name", "{ name: '<script>alert(1)</script>' }", { name: "<script>alert(1)</script>" }, m.nameHtml],
    ["established", "{ established: 'abc' }", { established: "abc" }, m.establishedNotNumber],
    ["established", "{ established: '1899' }", { established: "1899" }, `Oprichtingsjaar moet tussen 1900 en ${currentYear()} liggen`],
    ["established", "{ established: <over 5 jaar> }", { established: String(year + 5) }, `Oprichtingsjaar moet tussen 1900 en ${currentYear()} liggen`],
    ["member_count", "{ member_count: '-3' }", { member_count: "-3" }, m.memberCountNegative],
    ["member_count", "{ member_count: 'veel' }", { member_count: "veel" }, m.memberCountNotNumber],
    ["member_count", "{ member_count: '99999999999' }", { member_count: "99999999999" }, m.memberCountTooLarge],
    ["volunteer_count", "{ volunteer_count: '-1' }", { volunteer_count: "-1" }, m.volunteerCountNegative],
    ["formality", "{ formality: '' }", { formality: "" }, m.formalityRequired],
    ["formality", "{ formality: 'anders' }", { formality: "anders" }, m.formalityRequired],
    ["informal_type", "{ informal_type: '' }", { informal_type: "" }, m.informalTypeRequired],
    ["formal_type", "{ formality: 'formeel', formal_type: '' }", { formality: "formeel", formal_type: "" }, m.legalFormRequired],
    ["theme", "{ theme: '' }", { theme: "" }, m.themeRequired],
    ["theme", "{ theme: 'sport' }", { theme: "sport" }, m.themeRequired],
    ["description", "{ description: '' }", { description: "" }, m.descriptionRequired],
    ["description", "{ description: <501 tekens> }", { description: "d".repeat(501) }, m.descriptionTooLong],
    ["long_description", "{ long_description: '' }", { long_description: "" }, m.longDescriptionRequired],
    ["long_description", "{ long_description: <10001 tekens> }", { long_description: "l".repeat(10_001) }, m.longDescriptionTooLong],
    ["scope", "{ scope: '' }", { scope: "" }, m.scopeRequired],
    ["province", "{ province: '', municipality: '' }", { province: "", municipality: "" }, m.provinceRequired],
    ["province", "{ province: 'brabant' }", { province: "brabant" }, m.provinceRequired],
    ["city", "{ city: '' }", { city: "" }, m.cityRequired],
    ["municipality", "{ municipality: 'Atlantis' }", { municipality: "Atlantis" }, m.municipalityUnknown],
    ["municipality", "{ province: 'utrecht', municipality: 'Amsterdam' }", { province: "utrecht", municipality: "Amsterdam" }, m.municipalityOtherProvince],
    ["website", "{ website: 'javascript:alert(1)' }", { website: "javascript:alert(1)" }, m.websiteInvalid],
    ["contact_email", "{ contact_email: '' }", { contact_email: "" }, m.emailRequired],
    ["contact_email", "{ contact_email: 'geen-adres' }", { contact_email: "geen-adres" }, m.emailInvalid],
    ["contact_email", "{ contact_email: <262 tekens> }", { contact_email: `${"a".repeat(250)}@example.org` }, m.emailTooLong],
    ["contact_phone", "{ contact_phone: <31 tekens> }", { contact_phone: "0".repeat(31) }, m.phoneTooLong],
  ])("refuses %s %s with 400 and its Dutch message, storing nothing", async (field, _label, overrides, message) => {
    const member = await createMember();
    const before = await totalInitiatives();
    const answer = dataOf(await newAction(newArgs(member, validForm(overrides))));
    expect(answer.status).toBe(400);
    expect(answer.errors[field]?.[0]).toBe(message);
    expect(await totalInitiatives()).toBe(before);
  });

  it("refuses a missing-everything post with every required message", async () => {
    const member = await createMember();
    const answer = dataOf(await newAction(newArgs(member, {})));
    expect(answer.status).toBe(400);
    expect(Object.fromEntries(Object.entries(answer.errors).map(([k, v]) => [k, v?.[0]]))).toEqual({
      name: m.nameRequired,
      formality: m.formalityRequired,
      theme: m.themeRequired,
      description: m.descriptionRequired,
      long_description: m.longDescriptionRequired,
      scope: m.scopeRequired,
      province: m.provinceRequired,
      contact_email: m.emailRequired,
    });
    expect(await rowsBy(member)).toHaveLength(0);
  });

  it("stores text with angle brackets as plain text, and it is rendered escaped", async () => {
    const member = await createMember();
    const name = `Kinderen < 12 & "ouders" ${Math.random().toString(36).slice(2, 6)}`;
    await redirectOf(newAction(newArgs(member, validForm({ name, description: "Voor 4<5 jaar & ouders >65" }))));
    const [row] = await rowsBy(member);
    expect(row?.name).toBe(name);
    if (!row) throw new Error("no row");
    const html = renderToString(createElement(MemoryRouter, null, createElement(InitiativeCard, { initiative: withInitiativeLabels(row) })));
    expect(html).toContain("Kinderen &lt; 12 &amp; &quot;ouders&quot;");
    expect(html).toContain("Voor 4&lt;5 jaar &amp; ouders &gt;65");
    expect(html).not.toContain("4<5");
  });

  it("answers 500 with the Dutch error text and keeps the typed values when the database fails", async () => {
    const member = await createMember();
    const repair = await breakInitiatives("insert");
    try {
      const form = validForm();
      const answer = dataOf(await newAction(newArgs(member, form)));
      expect(answer.status).toBe(500);
      expect(answer.failure).toBe("Er ging iets mis bij het aanmaken van het initiatief.");
      expect(answer.errors[""]?.[0]).toBe(initiativeFormTexts.createFailed);
      expect(answer.initialValue).toMatchObject({ name: form.name, municipality: "Amsterdam", member_count: "12" });
    } finally {
      await repair();
    }
    expect(await rowsBy(member)).toHaveLength(0);
  });
});

describe("editing an initiative", () => {
  async function setup() {
    const owner = await createMember();
    const other = await createMember();
    const initiative = await createInitiative(database.db(), {
      created_by: owner.id,
      status: "actief",
      formality: "formeel",
      formal_type: "vereniging",
      municipality: "Utrecht",
      province: "utrecht",
      scope: "gemeentelijk",
      city: null,
      member_count: null,
    });
    return { owner, other, initiative };
  }

  it("loads the prefilled form for the creator only", async () => {
    const { owner, other, initiative } = await setup();
    const result = await editLoader(editArgs(owner, initiative.id));
    expect(result.id).toBe(initiative.id);
    expect(result.municipalities).toHaveLength(342);
    expect(result.defaults).toEqual({
      name: initiative.name,
      formality: "formeel",
      formal_type: "vereniging",
      theme: "natuur",
      scope: "gemeentelijk",
      province: "utrecht",
      municipality: "Utrecht",
      description: initiative.description,
      long_description: initiative.long_description,
      contact_email: initiative.contact_email,
      contact_phone: initiative.contact_phone,
      website: initiative.website,
      established: "2015",
      volunteer_count: "5",
    });
    // The prefilled values pass the form's own validation unchanged.
    expect(InitiativeSchema.safeParse(result.defaults).success).toBe(true);

    const forbidden = await thrownResponse(editLoader(editArgs(other, initiative.id)));
    expect(forbidden.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(forbidden)).toEqual({ type: "error", message: "Je hebt geen toegang tot dit initiatief" });

    const visitor = await thrownResponse(editLoader(editArgs(null, initiative.id)));
    const location = visitor.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/auth\?/);
    expect(new URL(location, "http://x").searchParams.get("redirectTo")).toBe(`/initiatief/${initiative.id}/bewerken`);
  });

  it("sends unknown and malformed ids to /mijn-items with 'Initiatief niet gevonden'", async () => {
    const { owner } = await setup();
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc", "1; drop table initiatives"]) {
      const page = await thrownResponse(editLoader(editArgs(owner, id)));
      expect(page.headers.get("Location")).toBe("/mijn-items");
      expect(await toastOf(page)).toEqual({ type: "error", message: "Initiatief niet gevonden" });
      const post = await redirectOf(editAction(editArgs(owner, id, validForm())));
      expect(post.headers.get("Location")).toBe("/mijn-items");
      expect(await toastOf(post)).toEqual({ type: "error", message: "Initiatief niet gevonden" });
    }
  });

  it("saves only for the creator; another member and a visitor change nothing", async () => {
    const { owner, other, initiative } = await setup();
    const before = await rowById(initiative.id);

    const foreign = await redirectOf(editAction(editArgs(other, initiative.id, validForm({ name: "Overgenomen" }))));
    expect(foreign.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(foreign)).toEqual({ type: "error", message: "Je hebt geen toegang tot dit initiatief" });
    expect(await rowById(initiative.id)).toEqual(before);

    const visitor = await redirectOf(editAction(editArgs(null, initiative.id, validForm({ name: "Anoniem" }))));
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\?/);
    expect(await rowById(initiative.id)).toEqual(before);

    const saved = await redirectOf(editAction(editArgs(owner, initiative.id, validForm({ name: "Nieuwe naam" }))));
    expect(saved.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(saved)).toEqual({ type: "success", message: "Initiatief succesvol bijgewerkt!" });
    const after = await rowById(initiative.id);
    expect(after).toMatchObject({
      name: "Nieuwe naam",
      created_by: owner.id,
      status: "actief",
      formality: "informeel",
      formal_type: null,
      informal_type: "buurtgroep",
      province: "noord-holland",
      municipality: "Amsterdam",
    });
    expect(after.created_at).toEqual(before.created_at);
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
  });

  it("ignores created_by, status and id in the post, and keeps a non-public status", async () => {
    const { owner, other, initiative } = await setup();
    const foreign = await createInitiative(database.db(), { created_by: other.id });
    await database.db().update(initiatives).set({ status: "in_behandeling" }).where(eq(initiatives.id, initiative.id));
    await redirectOf(
      editAction(
        editArgs(owner, initiative.id, validForm({ name: "Eigen naam", created_by: other.id, status: "actief", id: foreign.id })),
      ),
    );
    expect(await rowById(initiative.id)).toMatchObject({ name: "Eigen naam", created_by: owner.id, status: "in_behandeling" });
    expect(await rowById(foreign.id)).toMatchObject({ name: foreign.name, created_by: other.id });
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { owner, initiative } = await setup();
    const before = await rowById(initiative.id);
    for (const [field, overrides, message] of [
      ["name", { name: "<script>alert(1)</script>" }, m.nameHtml],
      ["established", { established: "abc" }, m.establishedNotNumber],
      ["member_count", { member_count: "-3" }, m.memberCountNegative],
      ["municipality", { municipality: "Atlantis" }, m.municipalityUnknown],
      ["website", { website: "javascript:alert(1)" }, m.websiteInvalid],
    ] as const) {
      const answer = dataOf(await editAction(editArgs(owner, initiative.id, validForm(overrides))));
      expect(answer.status, field).toBe(400);
      expect(answer.errors[field]?.[0], field).toBe(message);
    }
    expect(await rowById(initiative.id)).toEqual(before);
  });

  it("answers 500 with the Dutch error text when the database fails, and changes nothing", async () => {
    const { owner, initiative } = await setup();
    const before = await rowById(initiative.id);
    const repair = await breakInitiatives("update");
    try {
      const answer = dataOf(await editAction(editArgs(owner, initiative.id, validForm({ name: "Gaat mis" }))));
      expect(answer.status).toBe(500);
      expect(answer.failure).toBe("Er ging iets mis bij het bijwerken van het initiatief.");
      expect(answer.initialValue).toMatchObject({ name: "Gaat mis" });
    } finally {
      await repair();
    }
    expect(await rowById(initiative.id)).toEqual(before);
  });
});

describe("updateInitiative", () => {
  it("answers not_found, forbidden or ok, checking the creator in the same statement", async () => {
    const owner = await createMember();
    const other = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: owner.id });
    const parsed = InitiativeSchema.safeParse(validForm({ province: "noord-holland", name: "Via de module" }));
    if (!parsed.success) throw new Error("form not valid");
    const values = parsed.data;
    expect(await updateInitiative({ id: "geen-uuid", viewer: owner, values })).toEqual({ status: "not_found" });
    expect(await updateInitiative({ id: "00000000-0000-4000-8000-000000000000", viewer: owner, values })).toEqual({ status: "not_found" });
    expect(await updateInitiative({ id: initiative.id, viewer: other, values })).toEqual({ status: "forbidden" });
    expect((await rowById(initiative.id)).name).toBe(initiative.name);
    expect(await updateInitiative({ id: initiative.id, viewer: owner, values })).toEqual({ status: "ok", item: { itemStatus: "actief" } });
    expect(await rowById(initiative.id)).toMatchObject({ name: "Via de module", created_by: owner.id, status: "actief" });
  });

  it("takes an empty province from the municipality in the database", async () => {
    const owner = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: owner.id });
    const parsed = InitiativeSchema.safeParse(validForm({ province: "", municipality: "Maastricht", city: "Maastricht" }));
    if (!parsed.success) throw new Error("form not valid");
    expect(parsed.data.province).toBeNull();
    expect(await updateInitiative({ id: initiative.id, viewer: owner, values: parsed.data })).toEqual({ status: "ok", item: { itemStatus: "actief" } });
    expect(await rowById(initiative.id)).toMatchObject({ municipality: "Maastricht", province: "limburg" });
  });
});

describe("the postcode of an initiative", () => {
  it("stores only the four digits of a known postcode, and the initiative gets that area's point", async () => {
    const member = await createMember();
    await redirectOf(newAction(newArgs(member, validForm({ postcode: " 1011 ab " }))));
    const [row] = await rowsBy(member);
    const area = postcodeAreaList.find(([pc4]) => pc4 === "1011");
    expect(row).toMatchObject({ pc4: "1011", lat: area?.[1], lon: area?.[2] });
  });

  it("refuses a malformed and an unknown postcode with a Dutch message, storing nothing", async () => {
    const member = await createMember();
    const before = await totalInitiatives();
    for (const [postcode, message] of [["35111", postcodeMessages.invalid], ["1000", postcodeMessages.unknown]] as const) {
      const answer = dataOf(await newAction(newArgs(member, validForm({ postcode }))));
      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual({ postcode: [message] });
      expect(answer.initialValue.postcode).toBe(postcode);
    }
    expect(await totalInitiatives()).toBe(before);
  });

  it("keeps no postcode for a national initiative; the edit form shows a stored one and an edit can clear it", async () => {
    const member = await createMember();
    await redirectOf(newAction(newArgs(member, validForm({ scope: "nationaal", postcode: "3511" }))));
    const [national] = await rowsBy(member);
    expect(national).toMatchObject({ pc4: null, lat: null, lon: null });

    const initiative = await createInitiative(database.db(), { created_by: member.id, municipality: "Utrecht", province: "utrecht", pc4: "3511" });
    expect((await editLoader(editArgs(member, initiative.id))).defaults.postcode).toBe("3511");
    await redirectOf(editAction(editArgs(member, initiative.id, validForm({ municipality: "Utrecht", city: "Utrecht", postcode: "" }))));
    const cleared = await rowById(initiative.id);
    expect(cleared.pc4).toBeNull();
    // Without a postcode the point is the municipality's centre.
    const [centre] = await database.db().select().from(municipalities).where(eq(municipalities.name, "Utrecht"));
    expect({ lat: cleared.lat, lon: cleared.lon }).toEqual({ lat: centre?.lat, lon: centre?.lon });
  });
});
