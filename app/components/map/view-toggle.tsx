/**
 * "Lijst | Kaart" of the lists and municipality pages (docs/product-rules.md#the-map): two links
 * that set or drop `weergave=kaart`, so the choice works without JavaScript and stays in the URL
 * (the filter forms carry it). The map itself is a chunk loaded only on the map view.
 */
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import type { ResultsMapProps } from "./results-map";

const ResultsMap = lazy(() => import("./results-map"));

/** True on the map view (`weergave=kaart`). */
export function useMapView(): boolean {
  return new URLSearchParams(useLocation().search).get("weergave") === "kaart";
}

/**
 * The two links (the current view has aria-current and looks chosen) and, on the map view, the map
 * of `props`' items; the page's list follows it.
 */
export function ViewToggle(props: ResultsMapProps) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const onMap = params.get("weergave") === "kaart";
  params.delete("weergave");
  const list = `${pathname}?${params}`;
  params.set("weergave", "kaart");
  return (
    <>
      <nav aria-label="Weergave" className="view-toggle">
        <Link to={list} aria-current={!onMap && "page"}>
          Lijst
        </Link>
        <Link to={`${pathname}?${params}`} aria-current={onMap && "page"}>
          Kaart
        </Link>
      </nav>
      {onMap ? (
        <Suspense>
          <ResultsMap {...props} />
        </Suspense>
      ) : null}
    </>
  );
}
