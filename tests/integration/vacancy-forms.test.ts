/**
 * /vacature/nieuw on a real database (SPEC.md §2 "Vacancy create form", §4 "Vacancies are created
 * with is_active true", §5 "Vacancy form", §6 "Vacancy creation needs login", §8 "Vacancy
 * create"): visitors are sent to /auth with the right notice; a member creates a vacancy under
 * their own initiative only; crafted posts cannot choose someone else's initiative, the creator or
 * the active flag; bad input is answered with 400 and Dutch field errors, and nothing is stored.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vacancies } from "~/db/schema";
import { vacancyMessages as m, VACANCY_LIMITS } from "~/modules/vacancies/schemas";
import { action, loader } from "~/routes/vacancies/new";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { validVacancyForm } from "../setup/forms";
import { createMember, type TestMember } from "../setup/members";
import { asData, asRedirect, get as routeGet, post as routePost, thrownResponse, toastOf } from "../setup/routes";

const database = setupTestDatabase();

type ActionResult = Awaited<ReturnType<typeof action>>;

/** Loader arguments for GET `path` as `member` (or a visitor). */
const get = (member: TestMember | null, path = "/vacature/nieuw") => routeGet(member, path, { pattern: "/vacature/nieuw" });

/** Action arguments for a POST of `fields` as `member` (or a visitor). */
const post = (member: TestMember | null, fields: Record<string, string>) => routePost(member, "/vacature/nieuw", fields);

/** The field errors of a data() answer. */
function fieldErrors(result: ActionResult): Record<string, string[] | null | undefined> {
  return asData(result).data.result?.error ?? {};
}

/** A complete, valid form for `initiativeId`, its title padded with spaces (stored trimmed). */
const validForm = (initiativeId: string) => validVacancyForm(initiativeId, { title: "  Vrijwilliger moestuin  " });

const countFor = (initiativeId: string) => database.db().$count(vacancies, eq(vacancies.initiative_id, initiativeId));

describe("visitors", () => {
  it("are sent to /auth with the vacancy notice by the loader and by the action; nothing is stored", async () => {
    const owner = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: owner.id });

    const page = await thrownResponse(loader(get(null, `/vacature/nieuw?initiative_id=${initiative.id}`)));
    expect(page.status).toBe(302);
    const location = new URL(page.headers.get("Location") ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("melding")).toBe("vacature");
    expect(location.searchParams.get("redirectTo")).toBe(`/vacature/nieuw?initiative_id=${initiative.id}`);

    const posted = await thrownResponse(action(post(null, validForm(initiative.id))));
    expect(posted.status).toBe(302);
    expect(new URL(posted.headers.get("Location") ?? "", "http://localhost:3000").searchParams.get("melding")).toBe("vacature");
    expect(await countFor(initiative.id)).toBe(0);
  });
});

describe("the form's choices", () => {
  it("lists only the member's own initiatives, by name, and preselects ?initiative_id= only when it is theirs", async () => {
    const db = database.db();
    const member = await createMember();
    const other = await createMember();
    const zeta = await createInitiative(db, { created_by: member.id, name: "Zonnepanelen Zuid" });
    const alpha = await createInitiative(db, { created_by: member.id, name: "Appelboomgaard" });
    const foreign = await createInitiative(db, { created_by: other.id });

    const plain = await loader(get(member));
    expect(plain.initiatives).toEqual([
      { id: alpha.id, name: "Appelboomgaard" },
      { id: zeta.id, name: "Zonnepanelen Zuid" },
    ]);
    expect(plain.selected).toBeNull();

    expect((await loader(get(member, `/vacature/nieuw?initiative_id=${zeta.id}`))).selected).toBe(zeta.id);
    expect((await loader(get(member, `/vacature/nieuw?initiative_id=${zeta.id.toUpperCase()}`))).selected).toBe(zeta.id);
    expect((await loader(get(member, `/vacature/nieuw?initiative_id=${foreign.id}`))).selected).toBeNull();
    expect((await loader(get(member, "/vacature/nieuw?initiative_id=kapot"))).selected).toBeNull();
  });

  it("is empty for a member without initiatives (the page shows “Geen initiatieven gevonden”)", async () => {
    const member = await createMember();
    expect((await loader(get(member))).initiatives).toEqual([]);
  });
});

describe("creating", () => {
  it("stores an active vacancy under the member's own initiative and redirects to Doe Mee of /mijn-items", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: member.id });

    const response = asRedirect(await action(post(member, validForm(initiative.id))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/mijn-items?tab=doe-mee");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Je vacature is succesvol aangemaakt!" });

    const rows = await database.db().select().from(vacancies).where(eq(vacancies.initiative_id, initiative.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: "Vrijwilliger moestuin",
      category: "vrijwilliger",
      type: "Vrijwilligerswerk",
      description: "Help mee in onze buurtmoestuin: zaaien, wieden en oogsten.",
      requirements: null,
      hours_per_week: "2-4",
      duration: null,
      contact_email: "tuin@voorbeeld.example.org",
      contact_phone: null,
      created_by: member.id,
      is_active: true,
    });
  });

  it("ignores crafted created_by, is_active and status fields", async () => {
    const member = await createMember();
    const other = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: member.id });

    asRedirect(
      await action(
        post(member, { ...validForm(initiative.id), created_by: other.id, is_active: "false", status: "afgewezen" }),
      ),
    );
    const [row] = await database.db().select().from(vacancies).where(eq(vacancies.initiative_id, initiative.id));
    expect(row).toMatchObject({ created_by: member.id, is_active: true });
  });

  it("refuses another member's initiative with 400 “Selecteer een initiatief” and stores nothing", async () => {
    const member = await createMember();
    const other = await createMember();
    await createInitiative(database.db(), { created_by: member.id });
    const foreign = await createInitiative(database.db(), { created_by: other.id });
    const platform = await createInitiative(database.db(), { created_by: null });

    for (const initiative of [foreign, platform]) {
      const result = await action(post(member, validForm(initiative.id)));
      expect(asData(result).init?.status).toBe(400);
      expect(fieldErrors(result).initiative_id).toEqual([m.initiativeRequired]);
      expect(await countFor(initiative.id)).toBe(0);
    }
  });

  it("refuses an unknown initiative id the same way", async () => {
    const member = await createMember();
    await createInitiative(database.db(), { created_by: member.id });
    const result = await action(post(member, validForm("5f0c8a3e-1b2d-4c5e-8f9a-0b1c2d3e4f5a")));
    expect(asData(result).init?.status).toBe(400);
    expect(fieldErrors(result).initiative_id).toEqual([m.initiativeRequired]);
  });
});

describe("bad input", () => {
  const cases: [label: string, change: Record<string, string>, field: string, message: string][] = [
    ["no initiative", { initiative_id: "" }, "initiative_id", m.initiativeRequired],
    ["a malformed initiative id", { initiative_id: "1 or 1=1" }, "initiative_id", m.initiativeRequired],
    ["no title", { title: "" }, "title", m.titleRequired],
    ["a whitespace title", { title: "   " }, "title", m.titleRequired],
    ["an over-long title", { title: "a".repeat(VACANCY_LIMITS.titleMax + 1) }, "title", m.titleMax],
    ["a script in the title", { title: "<script>alert('x')</script>" }, "title", m.titleHtml],
    ["no description", { description: "" }, "description", m.descriptionRequired],
    ["an over-long description", { description: "a".repeat(VACANCY_LIMITS.descriptionMax + 1) }, "description", m.descriptionMax],
    ["HTML in the description", { description: 'Zie <a href="https://x.example">hier</a>' }, "description", m.descriptionHtml],
    ["no category", { category: "" }, "category", m.categoryRequired],
    ["an unknown category", { category: "directeur" }, "category", m.categoryRequired],
    ["no type", { type: "" }, "type", m.typeRequired],
    ["an over-long type", { type: "a".repeat(VACANCY_LIMITS.typeMax + 1) }, "type", m.typeMax],
    ["over-long requirements", { requirements: "a".repeat(VACANCY_LIMITS.requirementsMax + 1) }, "requirements", m.requirementsMax],
    ["over-long hours", { hours_per_week: "a".repeat(VACANCY_LIMITS.hoursPerWeekMax + 1) }, "hours_per_week", m.hoursPerWeekMax],
    ["an over-long duration", { duration: "a".repeat(VACANCY_LIMITS.durationMax + 1) }, "duration", m.durationMax],
    ["no contact e-mail", { contact_email: "" }, "contact_email", m.emailRequired],
    ["an invalid contact e-mail", { contact_email: "geen-adres" }, "contact_email", m.emailInvalid],
    ["an invalid phone", { contact_phone: "bel me" }, "contact_phone", m.phoneInvalid],
    ["an over-long phone", { contact_phone: "0".repeat(VACANCY_LIMITS.phoneMax + 1) }, "contact_phone", m.phoneMax],
  ];

  it.each(cases)("%s → 400 with the field's message, nothing stored", async (_label, change, field, message) => {
    const member = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: member.id });
    const result = await action(post(member, { ...validForm(initiative.id), ...change }));
    expect(asData(result).init?.status).toBe(400);
    expect(fieldErrors(result)[field]).toEqual([message]);
    expect(await countFor(initiative.id)).toBe(0);
  });

  it("keeps what was typed in the reply (the form shows it again)", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: member.id });
    const result = await action(post(member, { ...validForm(initiative.id), contact_email: "geen-adres" }));
    expect(asData(result).data.result?.initialValue).toMatchObject({ title: "  Vrijwilliger moestuin  ", contact_email: "geen-adres" });
  });
});
