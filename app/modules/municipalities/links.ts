/** Addresses of the municipality page, the filtered lists and the public feeds. Browser-safe. */

export function municipalityPath(slug: string): string {
  return `/gemeente/${slug}`;
}

/** A list or feed path with a query, the page number dropped; the query may start with "?" or not. */
export function withQuery(path: string, search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.delete("pagina");
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The `webcal:` form of an absolute http(s) address: calendar apps open it to subscribe. */
export function webcalUrl(absoluteUrl: string): string {
  return absoluteUrl.replace(/^https?:/, "webcal:");
}

export const ATOM_FEEDS = {
  initiatieven: { path: "/initiatieven.atom", title: "Nieuwe initiatieven (Atom)" },
  events: { path: "/events.atom", title: "Nieuwe events (Atom)" },
  vacatures: { path: "/vacatures.atom", title: "Nieuwe vacatures (Atom)" },
} as const;

export const EVENTS_CALENDAR_PATH = "/events.ics";
