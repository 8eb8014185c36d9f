/** Page metadata helpers. Titles follow "{naam} – Dit doet Nederland". */
export const SITE_NAME = "Dit doet Nederland";

/** "{name} – Dit doet Nederland", or the site name alone for the home page. */
export function pageTitle(name?: string): string {
  return name ? `${name} – ${SITE_NAME}` : SITE_NAME;
}

/** Title and description meta descriptors for a route's `meta` export. */
export function pageMeta(name: string | undefined, description: string) {
  return [{ title: pageTitle(name) }, { name: "description", content: description }];
}
