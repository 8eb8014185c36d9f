/**
 * The map of a list's results (docs/product-rules.md#the-map, docs/decisions/059-map.md), a chunk
 * of its own loaded only on the map view. It reads the same filtered items as the list from the
 * open-data API's GeoJSON (`/api/v1/{kind}.geojson`) and draws them with Leaflet, which it loads
 * only once it runs in the browser. Rendered on the server (and without JavaScript) it is a note
 * that the map needs JavaScript: the list below stays the accessible alternative.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { formatCount, plural } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { MapFeature } from "./leaflet-map";

export type MapKind = "initiatives" | "events" | "vacancies";

export interface ResultsMapProps {
  /** The kinds of item to show. */
  kinds: readonly MapKind[];
  /** Their filters as a page's query string; the current page's when absent. */
  query?: string;
}

/** The nouns of a kind: [one, many], and for the items without a point. */
const NOUNS: Record<MapKind, { items: [string, string]; unplaced: [string, string] }> = {
  initiatives: { items: ["initiatief", "initiatieven"], unplaced: ["landelijk initiatief", "landelijke initiatieven"] },
  events: { items: ["event", "events"], unplaced: ["landelijk event", "landelijke events"] },
  vacancies: {
    items: ["vacature", "vacatures"],
    unplaced: ["vacature zonder plek (landelijk, of thuis of online)", "vacatures zonder plek (landelijk, of thuis of online)"],
  },
};

/** Parameters of the site's pages that the API does not take. */
const PAGE_ONLY = ["weergave", "pagina"];

/** The API query for a page's query: without page-only parameters and without "all" or empty values. */
export function apiQuery(query: string): URLSearchParams {
  const params = new URLSearchParams(query);
  for (const [name, value] of [...params]) {
    if (PAGE_ONLY.includes(name) || value.trim() === "" || value === "all") params.delete(name, value);
  }
  return params;
}

interface Collection {
  features: MapFeature[];
  total: number;
}

/**
 * The GeoJSON of one kind. A parameter the API refuses is left out and the request repeated, as
 * the list ignores a value it cannot use (docs/product-rules.md#lists-and-filters).
 * @throws Error when the API cannot answer
 */
async function fetchCollection(kind: MapKind, query: string, signal: AbortSignal): Promise<Collection> {
  const params = apiQuery(query);
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await fetch(`/api/v1/${kind}.geojson?${params}`, { signal, headers: { Accept: "application/geo+json" } });
    if (response.ok) return (await response.json()) as Collection;
    const problem = (await response.json().catch(() => null)) as { errors?: { parameter: string }[] } | null;
    const refused = response.status === 400 ? (problem?.errors ?? []).map((error) => error.parameter).filter((name) => params.has(name)) : [];
    if (refused.length === 0) break;
    for (const name of refused) params.delete(name);
  }
  throw new Error(`GeoJSON ${kind} not available`);
}

function sentenceList(parts: readonly string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} en ${parts.at(-1) as string}` : (parts[0] ?? "");
}

/**
 * What the map shows, in Dutch, for its live region: per kind the items with a point (or, when the
 * answer was capped, "de eerste n van total"), then the items without a point, which only the list shows.
 */
export function mapSummary(results: readonly { kind: MapKind; collection: Collection }[]): string {
  const shown: string[] = [];
  const unplaced: string[] = [];
  let unplacedCount = 0;
  for (const { kind, collection } of results) {
    const { items, unplaced: unplacedNouns } = NOUNS[kind];
    const placed = collection.features.filter((feature) => feature.geometry).length;
    const missing = collection.features.length - placed;
    shown.push(
      collection.features.length < collection.total
        ? `de eerste ${formatCount(placed)} van ${formatCount(collection.total)} ${items[1]}`
        : `${formatCount(placed)} ${plural(placed, ...items)}`,
    );
    if (missing > 0) unplaced.push(`${formatCount(missing)} ${plural(missing, ...unplacedNouns)}`);
    unplacedCount += missing;
  }
  const text = `De kaart toont ${sentenceList(shown)}.`;
  if (unplacedCount === 0) return text;
  return `${text} ${sentenceList(unplaced)} ${unplacedCount === 1 ? "staat" : "staan"} niet op de kaart, wel in de lijst.`;
}

export default function ResultsMap({ kinds, query }: ResultsMapProps) {
  const { search } = useLocation();
  const filters = query ?? search;
  const tiles = useRouteLoaderData("root")?.mapTiles as { url: string; attribution: string } | undefined;
  const container = useRef<HTMLDivElement>(null);
  const running = useHydrated();
  const [status, setStatus] = useState("De kaart wordt geladen…");
  const key = `${kinds.join()}?${filters}`;

  useEffect(() => {
    const element = container.current;
    if (!running || !element || !tiles) return;
    const controller = new AbortController();
    let remove: (() => void) | undefined;
    setStatus("De kaart wordt geladen…");
    Promise.all([
      import("./leaflet-map"),
      Promise.all(kinds.map(async (kind) => ({ kind, collection: await fetchCollection(kind, filters, controller.signal) }))),
    ])
      .then(([{ drawMap }, results]) => {
        if (controller.signal.aborted) return;
        remove = drawMap(element, results.flatMap(({ collection }) => collection.features), tiles);
        setStatus(mapSummary(results));
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus("De kaart kon niet worden geladen. De lijst hieronder toont dezelfde resultaten.");
      });
    return () => {
      controller.abort();
      remove?.();
    };
    // `key` stands for `kinds` (a new array on every render) and `filters`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, key, tiles?.url]);

  if (!running) {
    return (
      <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
        De kaart werkt alleen met JavaScript. Hieronder staat de lijst met dezelfde resultaten.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p aria-live="polite" className="text-sm">
        {status}
      </p>
      <div ref={container} role="region" aria-label="Kaart" className="ddn-map h-[60vh] min-h-72 w-full rounded-lg border border-border" />
    </div>
  );
}
