/**
 * /vacature/nieuw and /vacature/{id}/bewerken on a real database (docs/product-rules.md#vacancy-form):
 * visitors are sent to /auth with the right notice; a member creates a vacancy under their own
 * initiative only; crafted posts cannot choose someone else's initiative, the creator or the active
 * flag; bad input is answered with 400 and Dutch field errors, and nothing is stored. Editing is for
 * the vacancy's owners only (as for events), and saving a vacancy a moderator hid sends it back to
 * review.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { vacancies } from "~/db/schema";
import { postcodeAreaList, seedMunicipalities } from "~/db/seed/seed.server";
import { postcodeMessages } from "~/lib/fields";
import { logger } from "~/lib/logger.server";
import { waitsForReview } from "~/modules/moderation/visibility";
import { updateVacancy } from "~/modules/vacancies/mutations.server";
import { getVacancy } from "~/modules/vacancies/queries.server";
import { vacancyMessages as m, VACANCY_LIMITS, vacancyTexts } from "~/modules/vacancies/schemas";
import { action as editAction, loader as editLoader } from "~/routes/vacancies/edit";
import { action, loader } from "~/routes/vacancies/new";
import { createCallers, type Persona, personas } from "../setup/authz";
import { setupTestDatabase } from "../setup/database";
import { createInitiative, createVacancy } from "../setup/factories";
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
      hours_per_week: 2.5,
      hours_note: "in overleg",
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
    ["hours as a range", { hours_per_week: "2-4" }, "hours_per_week", m.hoursPerWeekInvalid],
    ["hours above the ceiling", { hours_per_week: "24" }, "hours_per_week", m.hoursPerWeekInvalid],
    ["hours between the half hours", { hours_per_week: "2,3" }, "hours_per_week", m.hoursPerWeekStep],
    ["an over-long hours note", { hours_note: "a".repeat(VACANCY_LIMITS.hoursNoteMax + 1) }, "hours_note", m.hoursNoteMax],
    ["HTML in the hours note", { hours_note: "<b>in overleg</b>" }, "hours_note", m.hoursNoteHtml],
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

/** A GET of /vacature/{id}/bewerken as `member` or a visitor. */
const getEdit = (member: TestMember | null, id: string) =>
  routeGet(member, `/vacature/${encodeURIComponent(id)}/bewerken`, { pattern: "/vacature/:id/bewerken", params: { id } });

/** A POST of `fields` to /vacature/{id}/bewerken as `member` or a visitor. */
const postEdit = (member: TestMember | null, id: string, fields: Record<string, string>) =>
  routePost(member, `/vacature/${encodeURIComponent(id)}/bewerken`, fields, { pattern: "/vacature/:id/bewerken", params: { id } });

/** The edit form's fields: the create form's without the initiative. */
function editForm(overrides: Record<string, string> = {}): Record<string, string> {
  const { initiative_id: _initiative, ...fields } = validVacancyForm("", overrides);
  return fields;
}

/** The vacancy as stored, minus the columns that change by themselves. */
async function vacancySnapshot(id: string) {
  const [row] = await database.db().select().from(vacancies).where(eq(vacancies.id, id));
  if (!row) throw new Error(`vacancy ${id} not found`);
  const { updated_at: _updatedAt, ...rest } = row;
  return rest;
}

/** Where a redirect goes and the message of its toast. */
async function redirectOf(response: Response): Promise<{ location: string | null; message: string | undefined }> {
  return { location: response.headers.get("Location"), message: (await toastOf(response))?.message };
}

describe("/vacature/{id}/bewerken loader", () => {
  it("prefills the form for the initiative's owner, also for an inactive vacancy; the initiative is shown, not chosen", async () => {
    const owner = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: owner.id, name: "Buurtmoestuin Oost" });
    const vacancy = await createVacancy(database.db(), {
      initiative_id: initiative.id,
      created_by: null,
      title: "Tuinier gezocht",
      requirements: null,
      hours_per_week: 2.5,
      hours_note: "in overleg",
      is_active: false,
    });

    const page = await editLoader(getEdit(owner, vacancy.id));
    expect(page).toMatchObject({
      id: vacancy.id,
      title: "Tuinier gezocht",
      initiative: { id: initiative.id, name: "Buurtmoestuin Oost" },
      image: null,
    });
    expect(page.defaults).toEqual({
      title: "Tuinier gezocht",
      description: vacancy.description,
      type: "Vrijwilligerswerk",
      category: "vrijwilliger",
      requirements: undefined,
      hours_per_week: "2,5",
      hours_note: "in overleg",
      duration: undefined,
      contact_email: vacancy.contact_email,
      contact_phone: "06 8765 4321",
      availability: [],
      skills: [],
      suitable_for: [],
    });
  });

  it("also opens for the member who created the vacancy under someone else's initiative", async () => {
    const initiativeOwner = await createMember();
    const creator = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: initiativeOwner.id });
    const vacancy = await createVacancy(database.db(), { initiative_id: initiative.id, created_by: creator.id });
    expect((await editLoader(getEdit(creator, vacancy.id))).id).toBe(vacancy.id);
  });

  it("sends an unknown or malformed id to Doe Mee of /mijn-items with “Vacature niet gevonden”", async () => {
    const member = await createMember();
    for (const id of ["5f0c8a3e-1b2d-4c5e-8f9a-0b1c2d3e4f5a", "kapot", "1 or 1=1"]) {
      const response = await thrownResponse(editLoader(getEdit(member, id)));
      expect(await redirectOf(response)).toEqual({ location: "/mijn-items?tab=doe-mee", message: vacancyTexts.notFound });
    }
  });
});

describe("/vacature/{id}/bewerken authorization", () => {
  it("opens the form and saves only for the owner; everyone else is refused and nothing changes", async () => {
    const db = database.db();
    const callers = await createCallers(db);
    const initiative = await createInitiative(db, { created_by: callers.owner.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: callers.owner.id });
    const before = await vacancySnapshot(vacancy.id);
    const forbidden = { location: "/mijn-items?tab=doe-mee", message: vacancyTexts.forbidden };
    const signIn = { location: `/auth?${new URLSearchParams({ redirectTo: `/vacature/${vacancy.id}/bewerken`, melding: "pagina" })}`, message: undefined };
    const expected: Record<Persona, { location: string | null; message: string | undefined } | "form"> = {
      visitor: signIn,
      member: forbidden,
      owner: "form",
      moderator: forbidden,
      admin: forbidden,
      blocked: signIn,
    };
    for (const persona of personas) {
      const caller = callers[persona];
      const seen = await editLoader(getEdit(caller, vacancy.id)).then(
        () => "form" as const,
        (thrown: Response) => redirectOf(thrown),
      );
      expect({ persona, seen }).toEqual({ persona, seen: expected[persona] });
      if (persona === "owner") continue;
      const posted = await editAction(postEdit(caller, vacancy.id, editForm({ title: "Overgenomen" }))).then(
        (result) => result as Response,
        (thrown: Response) => thrown,
      );
      // A refused post of a visitor returns to the home page after signing in (no page to go back to).
      const afterPost = expected[persona] === signIn ? { location: "/auth?redirectTo=%2F&melding=pagina", message: undefined } : expected[persona];
      expect({ persona, seen: await redirectOf(posted) }).toEqual({ persona, seen: afterPost });
      expect(await vacancySnapshot(vacancy.id)).toEqual(before);
    }
  });
});

describe("/vacature/{id}/bewerken action", () => {
  it("saves every field, keeps the initiative, creator and active flag, and goes to Doe Mee with the toast", async () => {
    const db = database.db();
    const owner = await createMember();
    const other = await createMember();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const foreign = await createInitiative(db, { created_by: other.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: owner.id, is_active: false });

    const changes = editForm({
      title: "  Penningmeester  ",
      category: "bestuurslid",
      type: "Bestuursfunctie",
      description: "Houd de kas bij van onze stichting.",
      requirements: "Ervaring met boekhouden",
      hours_per_week: "",
      hours_note: "",
      duration: "Twee jaar",
      contact_email: "bestuur@voorbeeld.example.org",
      contact_phone: "",
    });
    const crafted = { ...changes, initiative_id: foreign.id, created_by: other.id, is_active: "true", status: "actief" };
    const response = asRedirect(await editAction(postEdit(owner, vacancy.id, crafted)));
    expect(await redirectOf(response)).toEqual({ location: "/mijn-items?tab=doe-mee", message: vacancyTexts.updated });

    expect(await vacancySnapshot(vacancy.id)).toMatchObject({
      title: "Penningmeester",
      category: "bestuurslid",
      type: "Bestuursfunctie",
      description: "Houd de kas bij van onze stichting.",
      requirements: "Ervaring met boekhouden",
      hours_per_week: null,
      hours_note: null,
      duration: "Twee jaar",
      contact_email: "bestuur@voorbeeld.example.org",
      contact_phone: null,
      initiative_id: initiative.id,
      created_by: owner.id,
      is_active: false,
      status: "actief",
      review_requested_at: null,
    });
  });

  it("sends a vacancy a moderator hid back to review (“in behandeling”, in the queue), as an edited event", async () => {
    const db = database.db();
    const owner = await createMember();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: owner.id });
    await db.update(vacancies).set({ status: "verborgen", status_reason: "Dubbel geplaatst" }).where(eq(vacancies.id, vacancy.id));

    const response = asRedirect(await editAction(postEdit(owner, vacancy.id, editForm({ title: "Vrijwilliger moestuin (verbeterd)" }))));
    expect(await redirectOf(response)).toEqual({
      location: "/mijn-items?tab=doe-mee",
      message: `${vacancyTexts.updated} ${waitsForReview}`,
    });
    expect(await vacancySnapshot(vacancy.id)).toMatchObject({ title: "Vrijwilliger moestuin (verbeterd)", status: "in_behandeling", status_reason: "Dubbel geplaatst" });
    expect(await db.$count(vacancies, and(eq(vacancies.id, vacancy.id), isNotNull(vacancies.review_requested_at)))).toBe(1);
  });

  it("answers bad input with 400 and the field's message, changing nothing", async () => {
    const owner = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: owner.id });
    const vacancy = await createVacancy(database.db(), { initiative_id: initiative.id, created_by: owner.id });
    const before = await vacancySnapshot(vacancy.id);
    for (const [change, field, message] of [
      [{ title: "" }, "title", m.titleRequired],
      [{ contact_email: "geen-adres" }, "contact_email", m.emailInvalid],
      [{ description: "<b>vet</b>" }, "description", m.descriptionHtml],
    ] as const) {
      const result = await editAction(postEdit(owner, vacancy.id, editForm(change)));
      const reply = asData(result as ActionResult);
      expect(reply.init?.status).toBe(400);
      expect(reply.data.result?.error?.[field]).toEqual([message]);
    }
    expect(await vacancySnapshot(vacancy.id)).toEqual(before);
  });

  it("answers a database failure with 500 and “Er ging iets mis bij het bijwerken van de vacature.”, keeping the typed values", async () => {
    const db = database.db();
    const owner = await createMember();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: owner.id });
    const before = await vacancySnapshot(vacancy.id);
    await db.execute(
      sql.raw(`create or replace function ddn_test_fail_vacancy() returns trigger language plpgsql as $$
        begin raise exception 'simulated database failure'; end $$`),
    );
    await db.execute(sql.raw("create trigger ddn_test_fail_vacancy before update on vacancies for each row execute function ddn_test_fail_vacancy()"));
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    try {
      const reply = asData((await editAction(postEdit(owner, vacancy.id, editForm({ title: "Nieuwe titel" })))) as ActionResult);
      expect(reply.init?.status).toBe(500);
      expect(reply.data.failure).toBe(vacancyTexts.updateFailed);
      expect(reply.data.result?.initialValue?.title).toBe("Nieuwe titel");
    } finally {
      error.mockRestore();
      await db.execute(sql.raw("drop trigger ddn_test_fail_vacancy on vacancies"));
      await db.execute(sql.raw("drop function ddn_test_fail_vacancy()"));
    }
    expect(await vacancySnapshot(vacancy.id)).toEqual(before);
  });

  it("updateVacancy re-checks the owner itself: “forbidden” and “not_found” change nothing", async () => {
    const owner = await createMember();
    const other = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: owner.id });
    const vacancy = await createVacancy(database.db(), { initiative_id: initiative.id, created_by: owner.id });
    const before = await vacancySnapshot(vacancy.id);
    const values = {
      title: "Overgenomen",
      category: "vrijwilliger" as const,
      type: "Vrijwilligerswerk",
      description: "Dit mag niet lukken.",
      requirements: null,
      hours_per_week: null,
      hours_note: null,
      duration: null,
      city: null,
      postcode: null,
      is_remote: false,
      contact_email: "x@voorbeeld.example.org",
      contact_phone: null,
      availability: [],
      commitment: null,
      skills: [],
      suitable_for: [],
      vog_required: false,
      closes_on: null,
    };
    expect(await updateVacancy({ id: vacancy.id, viewer: { id: other.id, roles: [] }, values })).toEqual({ status: "forbidden" });
    expect(await updateVacancy({ id: "kapot", viewer: { id: owner.id, roles: [] }, values })).toEqual({ status: "not_found" });
    expect(await vacancySnapshot(vacancy.id)).toEqual(before);
  });
});

describe("where the work is", () => {
  beforeAll(async () => {
    await seedMunicipalities(database.db());
  });

  /** The stored place columns of the one vacancy of `initiativeId`. */
  async function placeOf(initiativeId: string) {
    const [row] = await database
      .db()
      .select({ id: vacancies.id, city: vacancies.city, pc4: vacancies.pc4, is_remote: vacancies.is_remote, lat: vacancies.lat, lon: vacancies.lon })
      .from(vacancies)
      .where(eq(vacancies.initiative_id, initiativeId));
    if (!row) throw new Error("no vacancy");
    return row;
  }

  it("stores a place and postcode, shown on the card and the page; the vacancy gets that area's point", async () => {
    const owner = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: owner.id, city: "Utrecht", municipality: "Utrecht", status: "actief" });
    asRedirect(await action(post(owner, validVacancyForm(initiative.id, { city: "Zeist", postcode: "3701 AB" }))));
    const stored = await placeOf(initiative.id);
    const area = postcodeAreaList.find(([pc4]) => pc4 === "3701");
    expect(stored).toMatchObject({ city: "Zeist", pc4: "3701", is_remote: false, lat: area?.[1], lon: area?.[2] });
    const detail = await getVacancy({ id: stored.id, viewer: null });
    expect(detail).toMatchObject({ place_label: "Zeist", is_remote: false });
  });

  it("without a place it is the initiative's; at home or online it has no place and no point", async () => {
    const owner = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: owner.id, city: "Houten", municipality: "Houten", status: "actief" });
    asRedirect(await action(post(owner, validVacancyForm(initiative.id))));
    const plain = await placeOf(initiative.id);
    expect((await getVacancy({ id: plain.id, viewer: null }))?.place_label).toBe("Houten");
    expect(plain.lat).not.toBeNull();

    asRedirect(await editAction(postEdit(owner, plain.id, editForm({ is_remote: "on", city: "Zeist", postcode: "3701" }))));
    expect(await placeOf(initiative.id)).toMatchObject({ city: null, pc4: null, is_remote: true, lat: null, lon: null });
    expect(await getVacancy({ id: plain.id, viewer: null })).toMatchObject({ place_label: "Thuis of online", is_remote: true });
    const loaded = await editLoader(getEdit(owner, plain.id));
    expect(loaded.defaults).toMatchObject({ is_remote: "on" });
  });

  it("refuses an unknown postcode with a Dutch message and stores nothing", async () => {
    const owner = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: owner.id });
    const result = asData(await action(post(owner, validVacancyForm(initiative.id, { postcode: "1000" }))));
    expect(result.init?.status).toBe(400);
    expect(fieldErrors(result)).toEqual({ postcode: [postcodeMessages.unknown] });
    expect(await countFor(initiative.id)).toBe(0);
  });
});
