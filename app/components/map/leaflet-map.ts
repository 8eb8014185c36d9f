/**
 * Leaflet with clustered markers (docs/decisions/059-map.md), imported only by the map once it
 * runs in the browser, so neither the library nor its styles weigh on a first visit. Each marker is
 * a link to its item's page, named after it: keyboard users reach it with Tab and open it with
 * Enter; a cluster is a button that zooms in (Enter too).
 */
import L from "leaflet";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "./map.css";

/** One GeoJSON Feature of the open-data API (docs/open-data.md). */
export interface MapFeature {
  id: string;
  geometry: { type: "Point"; coordinates: [number, number] } | null;
  properties: { name: string; url: string; place: string | null };
}

/** The centre of the Netherlands and a zoom that shows all of it, for an empty map. */
const NETHERLANDS: L.LatLngExpression = [52.2, 5.3];
const COUNTRY_ZOOM = 7;
/** The closest zoom the map opens at: a single marker shows its surroundings. */
const MAX_FIT_ZOOM = 14;

/** A marker's icon as a link (`<a href>`) instead of Leaflet's `<div role="button">`. */
const LinkIcon = L.DivIcon.extend({
  createIcon(this: L.DivIcon & { _setIconStyles: (element: HTMLElement, name: string) => void }) {
    const { url, name } = this.options as L.DivIconOptions & { url: string; name: string };
    const link = document.createElement("a");
    link.href = url;
    const label = document.createElement("span");
    label.className = "sr-only";
    label.textContent = name;
    link.append(label);
    this._setIconStyles(link, "icon");
    return link;
  },
}) as unknown as new (options: L.DivIconOptions & { url: string; name: string }) => L.DivIcon;

/** A cluster's icon: its count, and for a screen reader what Enter does. */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const icon = document.createElement("span");
  icon.textContent = String(count);
  const hint = document.createElement("span");
  hint.className = "sr-only";
  hint.textContent = ` items hier: inzoomen`;
  const html = document.createElement("div");
  html.append(icon, hint);
  return L.divIcon({ html, className: "ddn-cluster", iconSize: L.point(40, 40) });
}

/**
 * Draws `features` with a point on a new map in `container`, fitted to them; features without a
 * point are left out (the caller says so).
 * @param tiles the tile URL template ({z}/{x}/{y}) and its attribution (plain text)
 * @returns a function that removes the map
 */
export function drawMap(container: HTMLElement, features: readonly MapFeature[], tiles: { url: string; attribution: string }): () => void {
  const map = L.map(container, { zoomControl: false });
  L.control.zoom({ zoomInTitle: "Inzoomen", zoomOutTitle: "Uitzoomen" }).addTo(map);
  map.attributionControl.setPrefix(false);
  const attribution = document.createElement("span");
  attribution.textContent = tiles.attribution;
  L.tileLayer(tiles.url, { attribution: attribution.innerHTML, maxZoom: 19, minZoom: 6 }).addTo(map);

  const clusters = L.markerClusterGroup({ iconCreateFunction: clusterIcon, showCoverageOnHover: false, maxClusterRadius: 50 });
  const points: L.LatLng[] = [];
  for (const feature of features) {
    if (!feature.geometry) continue;
    const [lon, lat] = feature.geometry.coordinates;
    const point = L.latLng(lat, lon);
    points.push(point);
    const { name, url, place } = feature.properties;
    const marker = L.marker(point, {
      icon: new LinkIcon({ url, name, className: "ddn-marker", iconSize: L.point(24, 24) }),
      keyboard: false,
    });
    marker.bindTooltip(place ? `${name} (${place})` : name, { direction: "top", offset: L.point(0, -12) });
    clusters.addLayer(marker);
  }
  map.addLayer(clusters);
  if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: MAX_FIT_ZOOM });
  else map.setView(NETHERLANDS, COUNTRY_ZOOM);
  return () => {
    map.remove();
  };
}
