/**
 * "Lijst | Kaart" and the map of a list (docs/product-rules.md#the-map, docs/decisions/059-map.md),
 * with tiles from the local stand-in (tests/setup/tile-server.ts): clustered markers, a marker is a
 * link named after its item that opens it with Enter, the focus order, the live text, axe, 375 and
 * 1280 px, and without JavaScript the list with a note instead of an empty box.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./accessibility-helpers";
import { expect, expected, newClientContext, test } from "./fixtures";

interface Feature {
  id: string;
  geometry: { coordinates: [number, number] } | null;
  properties: { name: string; url: string };
}

/** The map region and its live text once the markers are drawn. */
async function openMap(page: Page, url: string) {
  await page.goto(url);
  const map = page.getByRole("region", { name: "Kaart" });
  await expect(map.locator(".ddn-marker, .ddn-cluster").first()).toBeVisible();
  return map;
}

test.describe("the map beside the list", () => {
  test("clusters the filtered events, says what it shows, and keeps the list below it", async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/events");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" }).click();
    await expect(page).toHaveURL(/[?&]weergave=kaart/);
    await expect(page.getByRole("link", { name: "Kaart" })).toHaveAttribute("aria-current", "page");
    const map = page.getByRole("region", { name: "Kaart" });
    await expect(map.locator(".ddn-cluster").first()).toBeVisible();
    const geojson = (await (await page.request.get("/api/v1/events.geojson")).json()) as { features: Feature[]; total: number };
    const placed = geojson.features.filter((feature) => feature.geometry).length;
    const live = page.locator("[aria-live=polite]").filter({ hasText: "De kaart toont" });
    await expect(live).toContainText(`De kaart toont ${placed} ${placed === 1 ? "event" : "events"}.`);
    if (placed < geojson.features.length) await expect(live).toContainText("niet op de kaart, wel in de lijst");
    // The list stays: the same cards below the map.
    await expect(page.locator("main ul.grid > li").first()).toBeVisible();
    // Tiles come from the configured (local) server, nothing else outside the site.
    await expect.poll(() => [...origins].some((origin) => origin !== baseURL && origin.startsWith("http://127.0.0.1:"))).toBe(true);
    expect([...origins].filter((origin) => !origin.startsWith("http://127.0.0.1:"))).toEqual([]);
    // A cluster is a button that zooms in with Enter: tiles of a closer zoom level ({z}) load.
    const zoom = () =>
      map.locator("img.leaflet-tile-loaded").evaluateAll((tiles) => Math.max(0, ...tiles.map((tile) => Number(new URL((tile as HTMLImageElement).src).pathname.split("/")[2]))));
    const before = await zoom();
    expect(before).toBeGreaterThan(0);
    await map.locator(".ddn-cluster").first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(zoom).toBeGreaterThan(before);
    await expectNoAxeViolations(page, "/events on the map");
  });

  test("a marker is a link named after its item; Enter opens it; focus goes toggle, map, markers, list", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { features } = (await (await page.request.get("/api/v1/events.geojson")).json()) as { features: Feature[] };
    const one = features.find((feature) => feature.geometry) as Feature;
    const map = await openMap(page, `/events?weergave=kaart&zoek=${encodeURIComponent(one.properties.name)}`);
    const marker = map.getByRole("link", { name: one.properties.name });
    await expect(marker).toBeVisible();
    await expect(page.locator("[aria-live=polite]").filter({ hasText: "De kaart toont" })).toContainText(/De kaart toont \d+ events?\./);

    // Tab from "Kaart": the map and its markers come before the list's cards.
    await page.getByRole("link", { name: "Kaart" }).focus();
    const order: string[] = [];
    for (let step = 0; step < 12 && !order.includes("card"); step++) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          if (element.classList.contains("ddn-map")) return "map";
          if (element.classList.contains("ddn-marker")) return "marker";
          if (element.closest(".ddn-map")) return "control";
          if (element.closest("main ul.grid")) return "card";
          return "other";
        }),
      );
    }
    expect(order.indexOf("map")).toBeGreaterThan(-1);
    expect(order.indexOf("map")).toBeLessThan(order.indexOf("marker"));
    expect(order.indexOf("marker")).toBeLessThan(order.indexOf("card"));

    await marker.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/event/${one.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: one.properties.name })).toBeVisible();
  });

  test("fits a phone (375 px) and the municipality page shows all three kinds", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const map = await openMap(page, "/initiatieven?weergave=kaart");
    const box = await map.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.locator("[aria-live=polite]").filter({ hasText: "De kaart toont" })).toContainText(/initiatie(f|ven)/);
    await expectNoAxeViolations(page, "/initiatieven on the map at 375 px");

    await page.setViewportSize({ width: 1280, height: 900 });
    await openMap(page, "/gemeente/amsterdam?weergave=kaart");
    await expect(page.locator("[aria-live=polite]").filter({ hasText: "De kaart toont" })).toContainText(/initiatie(f|ven), .* en .*vacatures?\./);
  });

  test("without JavaScript, Kaart shows the list with a note, and the filters keep the map view", async ({ browser }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/vacatures");
    await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" }).click();
    await expect(page).toHaveURL(/\/vacatures\?weergave=kaart$/);
    await expect(page.getByRole("link", { name: "Kaart" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("De kaart werkt alleen met JavaScript. Hieronder staat de lijst met dezelfde resultaten.")).toBeVisible();
    await expect(page.locator(".ddn-map")).toHaveCount(0);
    await expect(page.getByRole("link", { name: expected().vacancy.title }).first()).toBeVisible();
    await page.getByRole("search").getByRole("searchbox").fill(expected().vacancy.title);
    await page.getByRole("search").getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/weergave=kaart/);
    await expect(page.getByText("De kaart werkt alleen met JavaScript.", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: "Lijst" }).click();
    await expect(page).not.toHaveURL(/weergave/);
    await expect(page.getByText("De kaart werkt alleen met JavaScript.", { exact: false })).toHaveCount(0);
    await context.close();
  });
});
