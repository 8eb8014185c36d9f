/**
 * Shared by the accessibility journeys (accessibility.spec.ts for visitors, accessibility-members
 * .spec.ts for members; docs/decisions/009-accessibility.md): which pages of the route table they
 * visit, which routes have no page to check (and why), the axe-core scan with the WCAG 2.x A/AA
 * tags, the check for horizontal scrolling at 320 px, and the page-title rule.
 *
 * The route table is imported from app/routes.ts, so a new route fails accessibility.spec.ts
 * until it is added to {@link visitorPages}, {@link memberPages} or {@link excludedRoutes}.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

/** The WCAG tags we scan for (WCAG 2.2 AA; docs/decisions/009-accessibility.md); `target-size` (2.5.8) is part of wcag22aa. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The two widths every page is scanned at (phone and desktop), and the narrowest phone (320 px, WCAG 1.4.10 Reflow). */
export const WIDTHS = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;
export const NARROWEST = { width: 320, height: 640 };

/** Every path of the route table, nested routes flattened ("" for the index route). */
export function routePaths(entries: RouteConfigEntry[] = routes, prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix : [prefix, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.children ? routePaths(entry.children, path) : []), ...(entry.index || entry.path !== undefined ? [path] : [])];
  });
}

/** Routes without a page of their own, with the reason. */
export const excludedRoutes: Record<string, string> = {
  "initiatief/nieuw": "redirects to /nieuw-initiatief (old address), which is scanned",
  favoriet: "POST-only resource route of the favourite toggle; the hearts are scanned on the lists and /favorieten",
  "instellingen/gegevens": "ZIP download of the member's data and images, no page",
  "afbeelding/uploaden": "POST-only resource route staging an image for the forms (JSON), no page; the forms are scanned",
  "afbeelding/:id/:file": "the image files themselves (AVIF, WebP, JPEG, PNG), no page",
  "event/:id/aanmelding": "POST-only resource route of sign-up and cancelling; the panel is scanned on the event page and /mijn-aanmeldingen",
  "event/:id/deelnemers.csv": "CSV download of the organizer's participants, no page; its link is scanned on the participants page",
  "event/:id/agenda.ics": "iCalendar download of one event, no page; its link is scanned on the event page",
  "agenda/:token": "a member's private iCalendar feed for calendar apps, no page; its settings section is scanned on /instellingen",
  "match/:token": "reached only from a mail's secret link: scanned in match-question.spec.ts",
  "instellingen/zoekopdrachten": "where the saved-search forms post; a GET redirects to /instellingen/meldingen, which is scanned",
  "api/auth/*": "better-auth's HTTP API (JSON and redirects), no page",
  healthz: "health check for the load balancer (plain text), no page",
  "api/v1/initiatives": "open-data API (JSON), no page; documented on /ontwikkelaars, which is scanned",
  "api/v1/initiatives/:id": "open-data API (JSON), no page; documented on /ontwikkelaars, which is scanned",
  "api/v1/events": "open-data API (JSON), no page; documented on /ontwikkelaars, which is scanned",
  "api/v1/events/:id": "open-data API (JSON), no page; documented on /ontwikkelaars, which is scanned",
  "api/v1/vacancies": "open-data API (JSON), no page; documented on /ontwikkelaars, which is scanned",
  "api/v1/initiatives.geojson": "open-data API (GeoJSON), no page; the map that reads it is scanned in map.spec.ts",
  "api/v1/events.geojson": "open-data API (GeoJSON), no page; the map that reads it is scanned in map.spec.ts",
  "api/v1/vacancies.geojson": "open-data API (GeoJSON), no page; the map that reads it is scanned in map.spec.ts",
  "api/v1/vacancies/:id": "open-data API (JSON), no page; documented on /ontwikkelaars, which is scanned",
  "api/v1/gemeenten": "open-data API (JSON), no page; documented on /ontwikkelaars, which is scanned",
  "api/v1/matches": "open-data API (JSON), no page; documented on /ontwikkelaars, which is scanned",
  "api/v1/openapi.json": "the API's OpenAPI document (JSON), no page",
  "api/v1/*": "problem+json 404 of the open-data API, no page",
  "sitemap.xml": "XML for search engines, no page",
  "sitemap/:type/:file": "XML for search engines (one file of the sitemap index), no page",
  "robots.txt": "plain text for search engines, no page",
  "embed/events": "widget for other sites' frames without React (no hydration to wait for): scanned in embeds.spec.ts",
  "embed/initiatieven": "widget for other sites' frames without React (no hydration to wait for): scanned in embeds.spec.ts",
  "initiatieven.atom": "Atom feed for feed readers, no page; announced in the head of /initiatieven",
  "events.atom": "Atom feed for feed readers, no page; announced in the head of /events",
  "vacatures.atom": "Atom feed for feed readers, no page; announced in the head of /vacatures",
  "events.ics": "iCalendar feed for calendar apps, no page; its link is scanned on /events and /gemeente/:slug",
  "beheer/meldingen": "moderators only: scanned as the seeded moderator in reports.spec.ts",
  "beheer/feedback": "moderators only: scanned as the seeded moderator in reports.spec.ts",
  "beheer/berichten": "moderators only: scanned as the seeded moderator in reports.spec.ts",
  "beheer/rollen": "admins only: scanned as the seeded admin in roles-and-two-factor.spec.ts",
  "beheer/leden": "moderators only: scanned as the seeded moderator in members-admin.spec.ts",
  "beheer/leden/:id": "moderators only: scanned as the seeded moderator in members-admin.spec.ts",
  "beheer/logboek": "admins only: scanned as the seeded admin in members-admin.spec.ts",
  "beheer/beoordelen": "moderators only: scanned as the seeded moderator in review.spec.ts",
  "beoordeling-aanvragen": "POST-only resource route of the owner's request for a new review; the notice is scanned in review.spec.ts",
  "vacature/:id/reactie": "POST-only resource route of \"Ik doe mee\" and its withdrawal; the form is scanned in vacancy-responses.spec.ts",
  "vacature/:id/vervuld": "POST-only resource route of the organizer's \"Vervuld\" switch; the switch is on the vacancy page, used in vacancy-matching.spec.ts",
  "vacature/:id/reacties": "the vacancy's organizer only: scanned as the organizer in vacancy-responses.spec.ts",
  "vacature/:id/bewerken": "the vacancy's owner only: scanned as the owner in my-items.spec.ts",
  volgen: "where the follow form posts; answers with a redirect back to the page it came from",
  volgend: "a member's own follows: scanned in following.spec.ts (1280 px)",
  meldingen: "a member's own notifications: scanned with unread ones in following.spec.ts (375 and 1280 px)",
  "meldingen/gelezen": "where 'Alles gelezen' posts; answers with a redirect to /meldingen",
  "meldingen/:id": "marks one notification read and redirects to its item; no page of its own",
  "initiatief/:id/nieuws.atom": "Atom feed of an initiative's updates for feed readers, no page; its link is scanned on the initiative page",
  "initiatief/:id/nieuws/:updateId/bewerken": "the initiative's owner only, for one update: scanned as the owner in initiative-updates.spec.ts",
  "api/v1/initiatives/:id/updates": "open-data API (JSON), no page; documented on /ontwikkelaars, which is scanned",
  "api/v1/me/follows": "a member's own follows by personal API key (JSON), no page; the keys' settings section is scanned in api-keys.spec.ts",
  "api/v1/me/follows/:initiativeId": "follow and unfollow by personal API key (JSON), no page; the keys' settings section is scanned in api-keys.spec.ts",
};

/** The seeded ids and the member's own items a route pattern is filled in with. */
export interface PageIds {
  initiative: string;
  event: string;
  vacancy: string;
}

/** One page to scan: the route pattern it covers and the URL to open. */
export interface PlannedPage {
  route: string;
  url: string;
}

/** Pages a visitor sees (member-only routes redirect a visitor to /auth, which is covered itself). */
export function visitorPages(ids: PageIds): PlannedPage[] {
  return [
    { route: "", url: "/" },
    { route: "initiatieven", url: "/initiatieven" },
    { route: "initiatief/:id", url: `/initiatief/${ids.initiative}` },
    { route: "events", url: "/events" },
    { route: "event/:id", url: `/event/${ids.event}` },
    { route: "vacatures", url: "/vacatures" },
    { route: "vacature/:id", url: `/vacature/${ids.vacancy}` },
    { route: "gemeente/:slug", url: "/gemeente/utrecht" },
    // A search across provinces: the full list of 342 links takes axe some 10 s per width, so
    // municipalities.spec.ts scans it once, at 1280 px.
    { route: "gemeenten", url: "/gemeenten?zoek=berg" },
    { route: "faq", url: "/faq" },
    { route: "contact", url: "/contact" },
    { route: "over-ons", url: "/over-ons" },
    { route: "privacy", url: "/privacy" },
    { route: "voorwaarden", url: "/voorwaarden" },
    { route: "toegankelijkheid", url: "/toegankelijkheid" },
    { route: "ontwikkelaars", url: "/ontwikkelaars" },
    { route: "op-je-eigen-site", url: "/op-je-eigen-site" },
    { route: "melden", url: `/melden?type=event&id=${ids.event}` },
    { route: "auth", url: "/auth" },
    { route: "auth", url: "/auth?tab=registreren" },
    { route: "auth", url: "/auth?token=ongeldig-token" },
    // The 400 page of a bad link; the confirmation of a genuine one is scanned in mail-preferences.spec.ts.
    { route: "afmelden/:token", url: "/afmelden/ongeldige-link" },
    { route: "*", url: "/deze-pagina-bestaat-niet" },
    // Not-found detail pages (the one not-found boundary of the detail routes).
    { route: "initiatief/:id", url: "/initiatief/999999" },
    // Empty results.
    { route: "initiatieven", url: "/initiatieven?zoek=qqqzzzxxx" },
    { route: "events", url: "/events?zoek=qqqzzzxxx" },
    { route: "vacatures", url: "/vacatures?zoek=qqqzzzxxx" },
    { route: "gemeenten", url: "/gemeenten?zoek=qqqzzzxxx" },
    // Near a place: distances, the sort field and the national heading; a municipality's surroundings.
    { route: "initiatieven", url: "/initiatieven?bij=3511&straal=25&sorteer=afstand" },
    { route: "gemeente/:slug", url: "/gemeente/utrecht?straal=25" },
  ];
}

/** Pages of a signed-in member; `own` are the member's own initiative and event. */
export function memberPages(ids: PageIds, own: { initiative: string; event: string }): PlannedPage[] {
  return [
    { route: "", url: "/" },
    { route: "initiatief/:id", url: `/initiatief/${own.initiative}` },
    { route: "event/:id", url: `/event/${ids.event}` },
    { route: "vacature/:id", url: `/vacature/${ids.vacancy}` },
    { route: "nieuw-initiatief", url: "/nieuw-initiatief" },
    { route: "initiatief/:id/bewerken", url: `/initiatief/${own.initiative}/bewerken` },
    { route: "initiatief/:id/nieuws/nieuw", url: `/initiatief/${own.initiative}/nieuws/nieuw` },
    { route: "nieuw-event", url: "/nieuw-event" },
    { route: "event/:id/bewerken", url: `/event/${own.event}/bewerken` },
    { route: "event/:id/annuleren", url: `/event/${own.event}/annuleren` },
    { route: "vacature/nieuw", url: "/vacature/nieuw" },
    { route: "mijn-items", url: "/mijn-items" },
    { route: "mijn-items", url: "/mijn-items?tab=events" },
    { route: "event/:id/deelnemers", url: `/event/${own.event}/deelnemers` },
    { route: "mijn-aanmeldingen", url: "/mijn-aanmeldingen" },
    { route: "favorieten", url: "/favorieten" },
    { route: "instellingen", url: "/instellingen" },
    { route: "instellingen/vrijwilligersprofiel", url: "/instellingen/vrijwilligersprofiel" },
    // Without a volunteer profile: the explanation; the ranked cards are scanned in matching.spec.ts.
    { route: "voor-jou", url: "/voor-jou" },
    { route: "instellingen/meldingen", url: "/instellingen/meldingen" },
    { route: "feedback", url: "/feedback" },
    { route: "uitloggen", url: "/uitloggen" },
  ];
}

/** Fails with the violations (rule, impact, first nodes) when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page, state: string) {
  // The toaster loads with the first toast of a visit (app/components/toaster.tsx): let a toast that
  // is on its way arrive (its chunk loaded, the live region settled) before scanning. At most 2 s:
  // a page that polls (a picture being processed) never goes quiet.
  await page.waitForLoadState("networkidle", { timeout: 2_000 }).catch(() => undefined);
  // A toast that is still fading in has a lighter text colour for a moment: scan it once shown
  // (two frames first, so a transition about to start is running and counted).
  await page.evaluate(() =>
    new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.evaluate(() =>
    Promise.all(
      // A toast removed mid-animation cancels it, and a cancelled animation's `finished` rejects.
      [...document.querySelectorAll("[data-sonner-toaster]")].flatMap((toaster) =>
        toaster.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)),
      ),
    ),
  );
  // Legacy mode runs axe in the page and its frames (all same-origin here) instead of opening a
  // blank page per scan to merge the frames' results: the same rules, seconds less per scan.
  const scan = () => new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  let results = await scan();
  // A toast's time may run out during the scan: fading out, its text is lighter. Scan again once the
  // toasts are still (shown or gone) when only toasts failed.
  const targets = results.violations.flatMap((v) => v.nodes.map((n) => String(n.target[0] ?? "")));
  const onlyToasts =
    targets.length > 0 &&
    (await page.evaluate(
      (selectors) =>
        selectors.every((selector) => {
          const element = document.querySelector(selector);
          return !element || element.closest("[data-sonner-toaster]") !== null;
        }),
      targets,
    ));
  if (onlyToasts) {
    await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll("[data-sonner-toaster]")].flatMap((toaster) =>
          toaster.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)),
        ),
      ),
    );
    results = await scan();
  }
  const report = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
  }));
  expect.soft(report, `axe violations on ${state}`).toEqual([]);
}

/** Fails when the page scrolls sideways at its current width (WCAG 1.4.10 Reflow). */
export async function expectNoHorizontalScroll(page: Page, state: string) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // The innermost elements sticking out on the right, to name in the failure.
    culprits: [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">${el.textContent?.slice(0, 40) ?? ""}`),
  }));
  expect
    .soft(scrollWidth, `horizontal scrolling on ${state} at ${innerWidth} px, caused by ${culprits.join(", ")}`)
    .toBeLessThanOrEqual(innerWidth);
}

/** Waits until React has hydrated the page (React marks the elements it manages with a fiber key). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** "{naam} – Dit doet Nederland", or the site name alone (the home page). */
export const TITLE_FORM = /^(?:\S.* – )?Dit doet Nederland$/;

/**
 * Opens `url`, scans it at 375 px (then checks 320 px for sideways scrolling) and at 1280 px, and
 * returns its title.
 */
export async function scanPage(page: Page, url: string): Promise<string> {
  await page.setViewportSize(WIDTHS.mobile);
  await page.goto(url);
  await waitForHydration(page);
  await expectNoAxeViolations(page, `${url} at 375 px`);
  await page.setViewportSize(NARROWEST);
  await expectNoHorizontalScroll(page, url);
  await page.setViewportSize(WIDTHS.desktop);
  await expectNoAxeViolations(page, `${url} at 1280 px`);
  const title = await page.title();
  expect(title, `title of ${url}`).toMatch(TITLE_FORM);
  return title;
}

/**
 * Records `title` as the title of `route`; fails when another route already has it (states of one
 * route, e.g. a search or a tab, share their route's title).
 */
export function expectUniqueTitle(titles: Map<string, string>, title: string, { route, url }: PlannedPage) {
  const owner = titles.get(title);
  expect.soft(owner === undefined || owner === route, `"${title}" is the title of both /${owner} and ${url}`).toBe(true);
  if (owner === undefined) titles.set(title, route);
}
