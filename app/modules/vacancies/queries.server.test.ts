import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createInitiative, createVacancy } from "../../../tests/setup/factories";
import { setupTestDatabase } from "../../../tests/setup/database";
import { PAGE_SIZE } from "~/lib/list-params";
import { parseVacancyFilters } from "./filters";
import {
  countActiveVacancies,
  getVacancy,
  INITIATIVE_VACANCY_LIMIT,
  listActiveVacanciesForInitiative,
  listVacancies,
} from "./queries.server";

const database = setupTestDatabase();
const filters = (query: string) => parseVacancyFilters(new URLSearchParams(query));
/** A search term no other test uses (the file's tests share one database). */
const tag = () => `tag${randomUUID().slice(0, 8)}`;
const ids = (items: { id: string }[]) => items.map((i) => i.id).sort();

describe("vacancy queries", () => {
  it("searches title and description case-insensitively and literally", async () => {
    const db = database.db();
    const t = tag();
    const initiative = await createInitiative(db);
    const byTitle = await createVacancy(db, { initiative_id: initiative.id, title: `Tuinier ${t.toUpperCase()}` });
    const byDescription = await createVacancy(db, {
      initiative_id: initiative.id,
      description: `Wij zoeken hulp bij ${t} in de moestuin`,
    });
    await createVacancy(db, { initiative_id: initiative.id, title: "Penningmeester", type: t });
    const result = await listVacancies({ filters: filters(`zoek=${t}`) });
    expect(ids(result.items)).toEqual(ids([byTitle, byDescription]));
    expect(result.total).toBe(2);
    // LIKE wildcards in the term match literally.
    const literal = await createVacancy(db, { initiative_id: initiative.id, title: `Kok ${t} 100%_zeker` });
    const found = await listVacancies({ filters: filters(`zoek=${t} 100%25_`) });
    expect(ids(found.items)).toEqual([literal.id]);
    expect((await listVacancies({ filters: filters(`zoek=${t} 100%25x`) })).total).toBe(0);
  });

  it("filters by category; 'bestuur' finds bestuurslid; 'all' and unknown mean no filter", async () => {
    const db = database.db();
    const t = tag();
    const initiative = await createInitiative(db);
    const volunteer = await createVacancy(db, { initiative_id: initiative.id, title: `Vrijwilliger ${t}`, category: "vrijwilliger" });
    const board = await createVacancy(db, { initiative_id: initiative.id, title: `Secretaris ${t}`, category: "bestuurslid" });
    const internship = await createVacancy(db, { initiative_id: initiative.id, title: `Stagiair ${t}`, category: "stage" });
    const by = async (category: string) =>
      ids((await listVacancies({ filters: filters(`zoek=${t}&categorie=${category}`) })).items);
    expect(await by("bestuur")).toEqual([board.id]);
    expect(await by("stage")).toEqual([internship.id]);
    expect(await by("vrijwilliger")).toEqual([volunteer.id]);
    expect(await by("all")).toEqual(ids([volunteer, board, internship]));
    expect(await by("onzin")).toEqual(ids([volunteer, board, internship]));
  });

  it("paginates newest first and clamps a page beyond the end", async () => {
    const db = database.db();
    const t = tag();
    const initiative = await createInitiative(db);
    const base = Date.UTC(2021, 0, 1);
    const created = [];
    for (let n = 0; n < 30; n++) {
      created.push(
        await createVacancy(db, { initiative_id: initiative.id, title: `Klusser ${t} ${n}`, created_at: new Date(base + n * 60_000) }),
      );
    }
    const first = await listVacancies({ filters: filters(`zoek=${t}`) });
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.page).toBe(1);
    // Newest first: the last one created leads.
    expect(first.items.map((i) => i.id)).toEqual(created.slice(-PAGE_SIZE).reverse().map((v) => v.id));
    const second = await listVacancies({ filters: filters(`zoek=${t}&pagina=2`) });
    expect(second.items.map((i) => i.id)).toEqual(created.slice(0, 30 - PAGE_SIZE).reverse().map((v) => v.id));
    const beyond = await listVacancies({ filters: filters(`zoek=${t}&pagina=99`) });
    expect(beyond.page).toBe(2);
    expect(beyond.items).toHaveLength(6);
  });

  it("lists, counts and shows only active vacancies of active initiatives", async () => {
    const db = database.db();
    const t = tag();
    const initiative = await createInitiative(db);
    const pending = await createInitiative(db, { status: "in_behandeling" });
    const before = await countActiveVacancies();
    const inactive = await createVacancy(db, { initiative_id: initiative.id, title: `Oud ${t}`, is_active: false });
    const ofPending = await createVacancy(db, { initiative_id: pending.id, title: `Wachtend ${t}` });
    expect(await countActiveVacancies()).toBe(before);
    const active = await createVacancy(db, { initiative_id: initiative.id, title: `Actief ${t}` });
    expect(await countActiveVacancies()).toBe(before + 1);

    expect(ids((await listVacancies({ filters: filters(`zoek=${t}`) })).items)).toEqual([active.id]);
    expect(await getVacancy({ id: inactive.id, viewer: null })).toBeNull();
    expect(await getVacancy({ id: inactive.id, viewer: { id: randomUUID() } })).toBeNull();
    expect(await getVacancy({ id: ofPending.id, viewer: null })).toBeNull();
    expect(await getVacancy({ id: ofPending.id, viewer: { id: randomUUID() } })).toBeNull();
    expect(await getVacancy({ id: randomUUID(), viewer: null })).toBeNull();
    expect(ids(await listActiveVacanciesForInitiative({ initiativeId: initiative.id }))).toEqual([active.id]);
    expect(await listActiveVacanciesForInitiative({ initiativeId: pending.id })).toEqual([]);
  });

  it("lists an initiative's active vacancies newest first, at most 50, with the initiative's name", async () => {
    const db = database.db();
    const initiative = await createInitiative(db, { name: `Buurtmoestuin ${tag()}` });
    const other = await createInitiative(db);
    await createVacancy(db, { initiative_id: other.id });
    const base = Date.UTC(2022, 5, 1);
    const created = [];
    for (let n = 0; n <= INITIATIVE_VACANCY_LIMIT; n++) {
      created.push(await createVacancy(db, { initiative_id: initiative.id, created_at: new Date(base + n * 60_000) }));
    }
    const list = await listActiveVacanciesForInitiative({ initiativeId: initiative.id });
    expect(list).toHaveLength(INITIATIVE_VACANCY_LIMIT);
    expect(list.map((v) => v.id)).toEqual(created.slice(1).reverse().map((v) => v.id));
    expect(new Set(list.map((v) => JSON.stringify(v.initiative)))).toEqual(
      new Set([JSON.stringify({ id: initiative.id, name: initiative.name })]),
    );
  });

  it("joins each listed vacancy with its own initiative's id and name", async () => {
    const db = database.db();
    const t = tag();
    const a = await createInitiative(db, { name: `Repair Café ${t}` });
    const b = await createInitiative(db, { name: `Voedselbank ${t}` });
    const ofA = await createVacancy(db, { initiative_id: a.id, title: `Monteur ${t}` });
    const ofB = await createVacancy(db, { initiative_id: b.id, title: `Chauffeur ${t}` });
    const { items } = await listVacancies({ filters: filters(`zoek=${t}`) });
    const byId = new Map(items.map((i) => [i.id, i.initiative]));
    expect(byId.get(ofA.id)).toEqual({ id: a.id, name: a.name });
    expect(byId.get(ofB.id)).toEqual({ id: b.id, name: b.name });
    const detail = await getVacancy({ id: ofB.id, viewer: null });
    // The detail also carries the initiative's place (the job location of its JSON-LD).
    expect(detail?.initiative).toEqual({ id: b.id, name: b.name, city: b.city, province: b.province });
  });

  it("gives visitors no contact data and members all of it", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const vacancy = await createVacancy(db, {
      initiative_id: initiative.id,
      requirements: "Geduld en een rijbewijs",
      hours_per_week: 4.5,
      hours_note: "in overleg",
      duration: "Minimaal een jaar",
    });
    const visitor = await getVacancy({ id: vacancy.id, viewer: null });
    expect(visitor).toMatchObject({
      id: vacancy.id,
      title: vacancy.title,
      description: vacancy.description,
      type: vacancy.type,
      category: vacancy.category,
      requirements: "Geduld en een rijbewijs",
      hours_per_week: 4.5,
      hours_note: "in overleg",
      hours_label: "4,5 uur per week, in overleg",
      duration: "Minimaal een jaar",
      initiative_id: initiative.id,
      is_active: true,
      contact: null,
    });
    expect(JSON.stringify(visitor)).not.toContain(vacancy.contact_email);
    expect(JSON.stringify(visitor)).not.toContain("06 8765 4321");
    const listed = await listVacancies({ filters: filters(`zoek=${vacancy.title}`) });
    expect(JSON.stringify(listed)).not.toContain(vacancy.contact_email);
    expect(JSON.stringify(listed)).not.toContain("06 8765 4321");
    const member = await getVacancy({ id: vacancy.id, viewer: { id: randomUUID() } });
    expect(member?.contact).toEqual({ contact_email: vacancy.contact_email, contact_phone: "06 8765 4321" });
  });

  it("filters by the municipality of the vacancy's initiative, never showing an inactive or hidden one", async () => {
    const db = database.db();
    const terschelling = await createInitiative(db, { municipality: "Terschelling", province: "friesland" });
    const hidden = await createInitiative(db, { municipality: "Terschelling", province: "friesland", status: "verborgen" });
    const elsewhere = await createInitiative(db, { municipality: "Harlingen", province: "friesland" });
    const match = await createVacancy(db, { initiative_id: terschelling.id });
    await createVacancy(db, { initiative_id: terschelling.id, is_active: false });
    await createVacancy(db, { initiative_id: hidden.id });
    await createVacancy(db, { initiative_id: elsewhere.id });
    const result = await listVacancies({ filters: filters("gemeente=terschelling") });
    expect(ids(result.items)).toEqual([match.id]);
    expect((await listVacancies({ filters: filters("gemeente=Terschelling&categorie=stage") })).total).toBe(0);
  });
});
