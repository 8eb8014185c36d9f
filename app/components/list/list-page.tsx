/**
 * The page of a public list (/initiatieven, /events, /vacatures): header with the "new" button,
 * search and filters, notices, "Lijst | Kaart" (on the map view with the map), the result count,
 * the cards in a grid (or the empty message) and the pagination; the list stays below the map.
 * The route supplies the filter fields and how one item is drawn.
 */
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Mail } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import type { MapKind } from "~/components/map/results-map";
import { useMapView, ViewToggle } from "~/components/map/view-toggle";
import { type FilterField, ListFilters } from "./filter-form";
import { FilterNotices } from "./filter-notices";
import { NewItemButton } from "./new-item-button";
import { PageHeader } from "./page-header";
import { Pagination } from "./pagination";
import { SearchSuggestion } from "./search-suggestion";

export function ListPage<Item extends { id: string }>(props: {
  title: string;
  intro: string;
  newItem: { to: string; label: string };
  search: { label: string; placeholder: string; value: string | null };
  fields: FilterField[];
  /** The list's path without parameters: "Alle filters wissen". */
  resetTo: string;
  /** Further URL parameters the filter forms carry along (e.g. a view toggle). */
  keep?: Record<string, string | null>;
  notices: string[];
  /** The result count (`ResultCount`), with whatever shares its line or follows it before the results. */
  count: ReactNode;
  /** Beside the count: "Bewaar deze zoekopdracht", as the loader built it. */
  save?: SaveControl;
  /** Shown instead of the results when there are none. */
  empty: string;
  /** A term to offer as "Bedoelde je …?" when a search found nothing. */
  searchSuggestion?: string | null;
  /** One page of results: the loader's `items`, `page` and `pageCount`. */
  list: { items: readonly Item[]; page: number; pageCount: number };
  renderItem: (item: Item, index: number) => ReactNode;
  /** The kind of the items, for "Lijst | Kaart" and the map of the same results. */
  map: MapKind;
  /** While a place is set: the items without a point follow the nearby ones under `heading`. */
  national?: { heading: string; isNational: (item: Item) => boolean } | null;
}) {
  const { items, page, pageCount } = props.list;
  const national = props.national;
  const nearby = national ? items.filter((item) => !national.isNational(item)) : items;
  const withoutPoint = national ? items.filter(national.isNational) : [];
  const grid = (part: readonly Item[], offset: number) => (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {part.map((item, index) => (
        <li key={item.id}>{props.renderItem(item, offset + index)}</li>
      ))}
    </ul>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={props.title} intro={props.intro} action={<NewItemButton to={props.newItem.to}>{props.newItem.label}</NewItemButton>} />
      <ListFilters
        searchLabel={props.search.label}
        searchPlaceholder={props.search.placeholder}
        search={props.search.value}
        fields={props.fields}
        resetTo={props.resetTo}
        keep={{ ...props.keep, weergave: useMapView() ? "kaart" : null }}
      >
        <FilterNotices notices={props.notices} />
        <ViewToggle kinds={[props.map]} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {props.count}
          {props.save ? <SaveButton save={props.save} /> : null}
        </div>
        {items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-border p-8">
            <p className="text-center text-muted-foreground">{props.empty}</p>
            {props.searchSuggestion ? <SearchSuggestion term={props.searchSuggestion} /> : null}
          </div>
        ) : (
          <>
            {nearby.length > 0 ? grid(nearby, 0) : null}
            {national && withoutPoint.length > 0 ? (
              <section aria-labelledby="landelijk" className="flex flex-col gap-4">
                <h2 id="landelijk" className="font-semibold text-xl">
                  {national.heading}
                </h2>
                {grid(withoutPoint, nearby.length)}
              </section>
            ) : null}
          </>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </ListFilters>
    </div>
  );
}

/**
 * A button that saves the list's search: a form post, or for a visitor a form that opens sign-in
 * (a form, not a link, so crawlers do not follow a sign-in address per list page).
 */
export interface SaveControl {
  label: string;
  pendingLabel: string;
  method: "get" | "post";
  action: string;
  /** Sent as `intent` with a post. */
  intent: string;
  fields: Record<string, string>;
}

function SaveButton({ save }: { save: SaveControl }) {
  const busy = useNavigation().formData?.get("intent") === save.intent;
  return (
    <Form method={save.method} action={save.action}>
      {Object.entries(save.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name={save.method === "post" ? "intent" : undefined}
        value={save.method === "post" ? save.intent : undefined}
        disabled={busy}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <Mail aria-hidden="true" />
        {busy ? save.pendingLabel : save.label}
      </button>
    </Form>
  );
}
