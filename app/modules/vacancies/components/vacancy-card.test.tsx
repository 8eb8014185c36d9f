/** The vacancy card as the server renders it: a type that repeats the category is shown once. */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type VacancyLabels, withVacancyLabels } from "../labels";
import type { VacancyCardData } from "../types";
import { VacancyCard } from "./vacancy-card";

type Row = Omit<VacancyCardData, keyof VacancyLabels> & { place: string | null };

function vacancy(overrides: Partial<Row>): VacancyCardData {
  return withVacancyLabels<Row>({
    id: "6c1d3f9f-9b54-4d66-8e90-2a7b1c4d3e21",
    title: "Stagiair communicatie",
    description: "Help ons met de nieuwsbrief en sociale media.",
    type: "Stage",
    category: "stage",
    hours_per_week: null,
    hours_note: null,
    duration: null,
    availability: [],
    commitment: null,
    skills: [],
    suitable_for: [],
    vog_required: false,
    closes_on: null,
    filled_at: null,
    is_remote: false,
    municipality: "Rotterdam",
    lat: 51.9225,
    lon: 4.4792,
    place: "Rotterdam",
    created_at: new Date("2026-05-01T10:00:00Z"),
    initiative: { id: "0f5d7a9e-1b2c-4d3e-8f40-5a6b7c8d9e01", name: "Energiecoöperatie Zon op Zuid" },
    ...overrides,
  });
}

const render = (data: VacancyCardData) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <VacancyCard vacancy={data} />
    </MemoryRouter>,
  );

describe("VacancyCard", () => {
  it("shows 'Stage' once when the type repeats the category", () => {
    expect(render(vacancy({ type: "Stage" })).match(/>Stage</g)).toHaveLength(1);
    expect(render(vacancy({ type: " stage " })).match(/>\s*stage\s*</gi)).toHaveLength(1);
  });

  it("shows a type that says something else beside the category", () => {
    const html = render(vacancy({ type: "Meewerkstage", category: "stage" }));
    expect(html).toContain(">Stage<");
    expect(html).toContain(">Meewerkstage<");
  });

  it("does not repeat the category in other words ('Vrijwilliger · Vrijwilligerswerk')", () => {
    const volunteer = render(vacancy({ type: "Vrijwilligerswerk", category: "vrijwilliger" }));
    expect(volunteer).toContain(">Vrijwilliger<");
    expect(volunteer).not.toContain("Vrijwilligerswerk");
    const board = render(vacancy({ type: "Bestuursfunctie", category: "bestuurslid" }));
    expect(board).toContain(">Bestuurslid<");
    expect(board).not.toContain("Bestuursfunctie");
    expect(render(vacancy({ type: "Penningmeester", category: "bestuurslid" }))).toContain(">Penningmeester<");
  });

  it("says where the work is: its place, or at home or online", () => {
    expect(render(vacancy({ place: "Zeist" }))).toContain('<span class="sr-only">Waar: </span>Zeist');
    const remote = render(vacancy({ place: "Zeist", is_remote: true }));
    expect(remote).toContain("Thuis of online");
    expect(remote).not.toContain("Zeist");
    expect(render(vacancy({ place: null }))).not.toContain("Waar: ");
  });

  it("shows the hours per week with a decimal comma, the note after them or alone", () => {
    expect(render(vacancy({ hours_per_week: 2.5 }))).toContain("2,5 uur per week");
    expect(render(vacancy({ hours_per_week: 4, hours_note: "in overleg" }))).toContain("4 uur per week, in overleg");
    expect(render(vacancy({ hours_note: "2-4 uur, wisselend" }))).toContain("2-4 uur, wisselend");
    expect(render(vacancy({}))).not.toContain("uur per week");
  });

  it("shows what the vacancy asks, and 'Vervuld' as a badge", () => {
    const html = render(
      vacancy({
        commitment: "kort",
        availability: ["zaterdag-ochtend", "dinsdag-avond"],
        skills: ["koken"],
        suitable_for: ["jongeren"],
        vog_required: true,
        closes_on: "2999-12-12",
        filled_at: new Date("2026-11-01T10:00:00Z"),
      }),
    );
    expect(html).toContain("Korte tijd (tot 3 maanden)");
    expect(html).toContain("dinsdagavond, zaterdagochtend");
    expect(html).toContain("Koken");
    expect(html).toContain("Jongeren (16+)");
    expect(html).toContain("VOG nodig");
    expect(html).toContain(">Vervuld<");
    expect(html).not.toContain("Reageren kan tot");
    expect(render(vacancy({ closes_on: "2999-12-12" }))).toContain("Reageren kan tot 12 december 2999");
    expect(render(vacancy({ place: null, availability: ["flexibel", "maandag-ochtend"] }))).toContain("Flexibel");
    expect(render(vacancy({ closes_on: "2020-01-31" }))).toContain("Reageren kon tot 31 januari 2020");
  });
});
