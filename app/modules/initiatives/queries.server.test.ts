import { describe, expect, it } from "vitest";
import { createInitiative } from "../../../tests/setup/factories";
import { setupTestDatabase } from "../../../tests/setup/database";
import { parseInitiativeFilters } from "./filters";
import { countActiveInitiatives, getInitiative, listInitiatives, listNewestInitiatives } from "./queries.server";

const database = setupTestDatabase();
const filters = (query: string) => parseInitiativeFilters(new URLSearchParams(query));

describe("initiative queries", () => {
  it("filters by search over name, description and city, case-insensitively and literally", async () => {
    const db = database.db();
    const byName = await createInitiative(db, { name: "Repair Café Lombok" });
    const byDescription = await createInitiative(db, { description: "Wij repareren fietsen en REPAIR alles" });
    const byCity = await createInitiative(db, { city: "Repairdam" });
    await createInitiative(db, { name: "Voedselbank qz7%_echt" });
    // What "qz7%_echt" would find if % and _ were wildcards; one word of its own, so the full-text branch skips it too.
    await createInitiative(db, { name: "Voedselbank qz7abecht" });
    const result = await listInitiatives({ filters: filters("zoek=repair") });
    expect(result.items.map((i) => i.id).sort()).toEqual([byName.id, byDescription.id, byCity.id].sort());
    // LIKE wildcards in the term match literally.
    const literal = await listInitiatives({ filters: filters("zoek=qz7%25_echt") });
    expect(literal.items.map((i) => i.name)).toEqual(["Voedselbank qz7%_echt"]);
  });

  it("finds an initiative by the municipality its card shows", async () => {
    const db = database.db();
    // The card reads "Blerick, Venlo, Limburg": searching the municipality must find it.
    const blerick = await createInitiative(db, {
      name: "Buurtmoestuin Op de Heide",
      description: "Samen groente kweken",
      city: "Blerick",
      municipality: "Venlo",
      province: "limburg",
    });
    const result = await listInitiatives({ filters: filters("zoek=venlo") });
    expect(result.items.map((i) => i.id)).toEqual([blerick.id]);
  });

  it("combines theme, province, scope and organisation filters with AND", async () => {
    const db = database.db();
    const match = await createInitiative(db, {
      theme: "energie",
      province: "zeeland",
      scope: "wijk",
      formality: "informeel",
      formal_type: null,
      informal_type: "buurtgroep",
    });
    await createInitiative(db, { theme: "energie", province: "zeeland", scope: "plaats" });
    await createInitiative(db, {
      theme: "energie",
      province: "zeeland",
      scope: "wijk",
      formality: "informeel",
      formal_type: null,
      informal_type: "werkgroep",
    });
    const result = await listInitiatives({
      filters: filters("thema=energie&provincie=zeeland&schaal=wijk&organisatie=informeel&vorm=buurtgroep"),
    });
    expect(result.items.map((i) => i.id)).toEqual([match.id]);
    expect(result.total).toBe(1);
    const formal = await listInitiatives({ filters: filters("thema=energie&provincie=zeeland&organisatie=formeel&vorm=stichting") });
    expect(formal.total).toBe(1);
    // "all" and unknown values mean no filter.
    const all = await listInitiatives({ filters: filters("thema=energie&provincie=zeeland&schaal=all&organisatie=onzin") });
    expect(all.total).toBe(3);
  });

  it("paginates newest first and clamps a page beyond the end", async () => {
    const db = database.db();
    const base = Date.UTC(2020, 0, 1);
    for (let i = 0; i < 30; i++) {
      await createInitiative(db, { theme: "mobiliteit", province: "drenthe", created_at: new Date(base + i * 60_000) });
    }
    const first = await listInitiatives({ filters: filters("thema=mobiliteit&provincie=drenthe") });
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(24);
    expect(first.pageCount).toBe(2);
    const times = first.items.map((i) => i.created_at.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await listInitiatives({ filters: filters("thema=mobiliteit&provincie=drenthe&pagina=2") });
    expect(second.items).toHaveLength(6);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(30);
    const beyond = await listInitiatives({ filters: filters("thema=mobiliteit&provincie=drenthe&pagina=99") });
    expect(beyond.page).toBe(2);
  });

  it("hides initiatives that are not active", async () => {
    const db = database.db();
    const hidden = await createInitiative(db, { status: "in_behandeling", name: "Verborgen initiatief xyz" });
    expect((await listInitiatives({ filters: filters("zoek=Verborgen initiatief xyz") })).total).toBe(0);
    expect(await getInitiative({ id: hidden.id, viewer: null })).toBeNull();
    const before = await countActiveInitiatives();
    await createInitiative(db);
    expect(await countActiveInitiatives()).toBe(before + 1);
    expect((await listNewestInitiatives({ limit: 6 })).length).toBeLessThanOrEqual(6);
  });

  it("gives visitors no contact data and members all of it", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const visitor = await getInitiative({ id: initiative.id, viewer: null });
    expect(visitor?.contact).toBeNull();
    expect(JSON.stringify(visitor)).not.toContain(initiative.contact_email);
    expect(JSON.stringify(visitor)).not.toContain("030 123 4567");
    const member = await getInitiative({ id: initiative.id, viewer: { id: crypto.randomUUID() } });
    expect(member?.contact).toEqual({
      contact_email: initiative.contact_email,
      contact_phone: initiative.contact_phone,
      website: initiative.website,
    });
    expect(await getInitiative({ id: crypto.randomUUID(), viewer: null })).toBeNull();
  });

  it("filters by municipality (slug or name); an unknown municipality is no filter", async () => {
    const db = database.db();
    const vlieland = await createInitiative(db, { municipality: "Vlieland", city: "Oost-Vlieland", province: "friesland" });
    await createInitiative(db, { municipality: "Vlieland", province: "friesland", status: "verborgen" });
    await createInitiative(db, { municipality: "Terschelling", province: "friesland" });
    expect((await listInitiatives({ filters: filters("gemeente=vlieland") })).items.map((i) => i.id)).toEqual([vlieland.id]);
    expect((await listInitiatives({ filters: filters("gemeente=Vlieland&provincie=friesland") })).total).toBe(1);
    expect((await listInitiatives({ filters: filters("gemeente=vlieland&provincie=utrecht") })).total).toBe(0);
    const all = await listInitiatives({ filters: filters("") });
    expect((await listInitiatives({ filters: filters("gemeente=atlantis") })).total).toBe(all.total);
  });
});
