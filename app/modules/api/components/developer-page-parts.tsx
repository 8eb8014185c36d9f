/** Building blocks of the /ontwikkelaars page. */
export { Section } from "~/components/page-section";

/** A block of code or output that scrolls sideways on its own on a small screen. */
export function Code({ label, children }: { label: string; children: string }) {
  return (
    <pre
      tabIndex={0}
      role="region"
      aria-label={label}
      className="overflow-x-auto rounded-md border border-border bg-muted p-4 text-sm leading-snug"
    >
      <code>{children}</code>
    </pre>
  );
}


/** Dutch names of the API's list endpoints, for the parameter tables. */
export const LIST_TITLES: Record<string, string> = {
  "/api/v1/initiatives": "Initiatieven",
  "/api/v1/events": "Events",
  "/api/v1/vacancies": "Vacatures",
};

/** The endpoints of /api/v1 with what each gives, as the developer page lists them (the OpenAPI document has the details). */
export const ENDPOINTS: readonly (readonly [path: string, gives: string])[] = [
  ["/api/v1/initiatives", "Initiatieven, nieuwste eerst"],
  ["/api/v1/initiatives/{id}", "Eén initiatief"],
  ["/api/v1/events", "Events op datum, vanaf vandaag"],
  ["/api/v1/events/{id}", "Eén event"],
  ["/api/v1/vacancies", "Actieve vacatures, nieuwste eerst"],
  ["/api/v1/vacancies/{id}", "Eén vacature"],
  [
    "/api/v1/initiatives.geojson, /api/v1/events.geojson, /api/v1/vacancies.geojson",
    "Dezelfde lijsten als GeoJSON (RFC 7946) voor een kaart: hoogstens 2.000 punten, met dezelfde filters; landelijke items zonder punt",
  ],
  ["/api/v1/gemeenten", "De 342 gemeenten met code, naam, slug en provincie"],
  ["/api/v1/matches", "Reacties op vacatures en hoeveel tot een match leidden, per maand en gemeente (alleen aantallen)"],
  ["/api/v1/openapi.json", "Het OpenAPI-document"],
];
