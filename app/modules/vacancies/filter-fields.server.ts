/** The list's matching filters as select fields, built by the loader so the option lists stay off the client bundle. */
import type { SelectFilter } from "~/components/list/filter-form";
import { AVAILABILITY, availabilityLabel, COMMITMENTS, SKILLS, SUITABLE_FOR } from "~/modules/matching/vocabulary";
import type { VacancyFilters } from "./filters";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Beschikbaarheid, Inzet, Vaardigheid, Geschikt voor and VOG, with the filters' current values. */
export function vacancyAskFilterFields(filters: VacancyFilters): SelectFilter[] {
  return [
    {
      kind: "select",
      name: "beschikbaarheid",
      label: "Beschikbaarheid",
      allLabel: "Alle dagdelen",
      options: AVAILABILITY.map((value) => [value, capitalized(availabilityLabel(value))] as const),
      value: filters.availability ?? null,
    },
    { kind: "select", name: "inzet", label: "Inzet", allLabel: "Elke inzet", options: COMMITMENTS, value: filters.commitment ?? null },
    {
      kind: "select",
      name: "vaardigheid",
      label: "Vaardigheid",
      allLabel: "Alle vaardigheden",
      options: SKILLS,
      value: filters.skills?.join(",") ?? null,
    },
    { kind: "select", name: "geschikt-voor", label: "Geschikt voor", allLabel: "Iedereen", options: SUITABLE_FOR, value: filters.suitableFor ?? null },
    { kind: "select", name: "vog", label: "VOG", allLabel: "Met of zonder VOG", options: [["nee", "Zonder VOG"]], value: filters.withoutVog ? "nee" : null },
  ];
}
