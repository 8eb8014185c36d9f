/**
 * "In de buurt van" on the lists (docs/product-rules.md#places): the fields for `bij`, `straal` and,
 * once a place is known, `sorteer`; the result count that says where it looked. Built by the lists'
 * loader, so none of it ships to the browser.
 */
import { formatCount } from "~/lib/format";
import { DEFAULT_RADIUS_KM, type ListSort, NEAR_ME, type NearFilter, RADII_KM } from "~/lib/list-params";
import type { FilterField } from "./filter-form";

/**
 * The near fields of a list's filter form.
 * @param options.defaultOrder the label of the list's own order ("Op datum", "Nieuwste eerst")
 * @param options.hasHomePostcode offers "In de buurt van mij" (a link that keeps the other filters)
 * @param options.search the current query string, for that link
 */
export function nearFields({
  near,
  sort,
  defaultOrder,
  hasHomePostcode,
  search,
}: {
  near: NearFilter | null;
  sort: ListSort;
  defaultOrder: string;
  hasHomePostcode: boolean;
  search: string;
}): FilterField[] {
  const nearMe = new URLSearchParams(search);
  nearMe.set("bij", NEAR_ME);
  nearMe.delete("pagina");
  const fields: FilterField[] = [
    {
      kind: "text",
      name: "bij",
      label: "In de buurt van",
      placeholder: "Postcode of plaats",
      value: near?.text ?? null,
      action: hasHomePostcode && near?.text !== NEAR_ME ? { label: "In de buurt van mij", to: `?${nearMe.toString()}` } : undefined,
    },
    {
      kind: "select",
      name: "straal",
      label: "Straal",
      options: RADII_KM.map((km) => [String(km), `${km} km`] as const),
      value: String(near?.radiusKm ?? DEFAULT_RADIUS_KM),
    },
  ];
  if (near?.place) {
    fields.push({
      kind: "select",
      name: "sorteer",
      label: "Sorteren",
      options: [
        ["standaard", defaultOrder],
        ["afstand", "Dichtstbij"],
      ],
      value: sort ?? "standaard",
    });
  }
  return fields;
}

/**
 * The result count: "12 initiatieven gevonden", and with a place "9 initiatieven gevonden binnen 10 km
 * van 3511 en 3 landelijk" (the items without a point are counted apart).
 * @param counted the count with its noun, as the list has it: `(n) => pluralize(n, "initiatief", "initiatieven")`
 */
export function resultCountText(total: number, counted: (count: number) => string, near: NearFilter | null, nationalTotal: number | null): string {
  if (!near?.place) return `${counted(total)} gevonden`;
  const national = nationalTotal ?? 0;
  const nearby = `${counted(total - national)} gevonden binnen ${near.radiusKm} km van ${near.place.label}`;
  return national > 0 ? `${nearby} en ${formatCount(national)} landelijk` : nearby;
}
