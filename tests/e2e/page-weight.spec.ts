/**
 * Page-weight budget (docs/decisions/010-performance.md) on the production build the browser tests
 * run against: the JavaScript a visitor's browser loads before a page is interactive
 * (modulepreloads, scripts and module imports, each gzipped) stays at or below 125 KB, the CSS at
 * or below 15 KB and the HTML at or below 30 KB. Measured with the bench's own function
 * (bench/lib/page-weight.ts).
 *
 * The routes listed under `overBudget` do not meet the JavaScript budget yet (see
 * docs/decisions/010-performance.md, "Not done / next steps"); they are held to their current
 * weight so they cannot grow unnoticed.
 */
import path from "node:path";
import { measurePageWeights } from "../../bench/lib/page-weight";
import { expect, expected, test } from "./fixtures";

const JS_BUDGET_KB = 125;

test("every public page loads at most 125 KB of JavaScript, 15 KB of CSS and 30 KB of HTML (gzipped)", async ({ baseURL }) => {
  const { richInitiative, event, vacancy } = expected();
  const withinBudget = [
    "/",
    "/over-ons",
    "/privacy",
    "/voorwaarden",
    "/toegankelijkheid",
    "/faq",
    "/op-je-eigen-site",
    "/deze-pagina-bestaat-niet",
  ];
  // Ceilings in KB for the pages still above the budget: the initiative's event and vacancy
  // cards and the form pages' Conform and Zod. (The FAQ's native <details> need no JavaScript.)
  // The "Melden" link and the moderation status labels took the events list and the event page
  // just over, and the stored contact messages the contact page (docs/decisions/021-review.md,
  // Consequences); the second sign-in step's form added 2 KB to /auth (024-two-factor.md); the
  // sign-up panel and the calendar link took the event page 0.9 KB further, and the "Ik doe mee"
  // panel the vacancy page 0.1 KB over the budget (026-participation.md). The five new routes in
  // the route manifest (feeds, /gemeente/:slug) add 0.2 KB to every page, the municipality filter
  // control 0.2 KB to the lists and the "Abonneer in je agenda" link 0.8 KB to /events and the
  // initiative page (029-municipalities-and-feeds.md). The widgets' routes and bare layout and the
  // footer link to /op-je-eigen-site add 0.2 KB to every page (031-embeds.md).
  const overBudget: Record<string, number> = {
    "/initiatieven": 125.6,
    "/vacatures": 125.6,
    "/events": 126.5,
    [`/event/${event.id}`]: 127,
    [`/vacature/${vacancy.id}`]: 125.5,
    [`/initiatief/${richInitiative.id}`]: 129.5,
    "/contact": 157.2,
    "/auth": 169.7,
  };
  const pages = [...withinBudget, ...Object.keys(overBudget)];
  const weights = await measurePageWeights(baseURL as string, path.resolve("build/client"), pages);
  for (const weight of weights) {
    expect(weight.jsFiles, `${weight.path} loads JavaScript`).toBeGreaterThan(0);
    expect(weight.jsKb, `${weight.path}: JavaScript`).toBeLessThanOrEqual(overBudget[weight.path] ?? JS_BUDGET_KB);
    expect(weight.cssKb, `${weight.path}: CSS`).toBeLessThanOrEqual(15);
    expect(weight.htmlKb, `${weight.path}: HTML`).toBeLessThanOrEqual(30);
  }
});

test("the widgets for other sites load no React and stay small (docs/decisions/031-embeds.md)", async ({ baseURL }) => {
  const widgets = ["/embed/events?aantal=20", "/embed/initiatieven?aantal=20"];
  const weights = await measurePageWeights(baseURL as string, path.resolve("build/client"), widgets);
  expect(weights).toHaveLength(widgets.length);
  for (const weight of weights) {
    expect(weight.jsFiles, `${weight.path}: build JavaScript`).toBe(0);
    expect(weight.cssKb, `${weight.path}: CSS`).toBeLessThanOrEqual(15);
    expect(weight.htmlKb, `${weight.path}: HTML`).toBeLessThanOrEqual(10);
    expect(weight.htmlKb, `${weight.path}: HTML`).toBeGreaterThan(0);
  }
});
