/**
 * Pictures in browser journeys: test photos made with sharp (a coloured scene with shapes, so the
 * encoders have real work and each photo's bytes differ), files for Playwright's `setInputFiles`,
 * and checks of a rendered `<picture>`: srcset and sizes present, width and height set, the image
 * decoded (natural width above 0) and an AVIF or WebP source chosen by the browser.
 *
 * Processing runs off the request path (a worker), so a new picture appears a moment after the
 * save: {@link reloadUntilVisible} reloads until it does, with a bounded wait instead of a sleep.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { fillEvent, fillInitiative, formReady, year } from "./content-helpers";
import { expect, hydrated } from "./fixtures";

/** A file for `setInputFiles`. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A JPEG photo of `width` × `height` pixels: a background in `color` with circles and a band,
 * different for every `color`.
 */
export async function testPhoto(color: string, { width = 1200, height = 800, name = "foto.jpg" } = {}): Promise<TestFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${color}"/>
    <circle cx="${width * 0.3}" cy="${height * 0.45}" r="${Math.min(width, height) * 0.25}" fill="#f5d547" opacity="0.85"/>
    <circle cx="${width * 0.7}" cy="${height * 0.6}" r="${Math.min(width, height) * 0.18}" fill="#ffffff" opacity="0.6"/>
    <rect x="0" y="${height * 0.8}" width="${width}" height="${height * 0.2}" fill="#2f5d3a"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A PNG logo of `size` × `size` pixels in `color` with a white ring. */
export async function testLogo(color: string, size = 512): Promise<TestFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="${color}"/>
    <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.3}" fill="none" stroke="#ffffff" stroke-width="${size * 0.08}"/>
  </svg>`;
  return { name: "logo.png", mimeType: "image/png", buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** A text file that calls itself a JPEG (the server must read the content, not the name). */
export function textFileNamedJpeg(): TestFile {
  return { name: "vakantie.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Dit is geen foto maar een tekstbestand.\n".repeat(20)) };
}

/**
 * Reloads `page` until `locator` is visible (the worker has processed the picture), at most
 * `timeout` ms. The worker processes one picture at a time, after those queued ahead of it; in
 * one CI run on PostgreSQL (two browser workers uploading on a loaded two-core machine) a picture
 * was not shown within 30 s, though the same code passed before and after, so the default allows
 * 60 s (the picture tests are marked slow: 90 s each).
 */
export async function reloadUntilVisible(page: Page, locator: Locator, timeout = 60_000) {
  await expect(async () => {
    await page.reload();
    await expect(locator).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout, intervals: [250, 500, 1_000] });
}

/**
 * Checks a rendered picture: `img` is the `<img>` inside a `<picture>` with AVIF and WebP
 * sources. Scrolls it into view (lazy pictures load then) and waits for it to decode.
 * @param options.loading the expected `loading` attribute ("lazy" or "eager")
 * @returns the URL the browser chose (`currentSrc`) and the `<img>`'s rendered box
 */
export async function expectPicture(img: Locator, options: { loading?: "lazy" | "eager" } = {}) {
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute("srcset", /\s\d+w(,|$)/);
  await expect(img).toHaveAttribute("sizes", /\S/);
  await expect(img).toHaveAttribute("width", /^[1-9]\d*$/);
  await expect(img).toHaveAttribute("height", /^[1-9]\d*$/);
  if (options.loading) await expect(img).toHaveAttribute("loading", options.loading);
  const picture = img.locator("xpath=..");
  await expect(picture.locator("source[type='image/avif']")).toHaveAttribute("srcset", /\S/);
  await expect(picture.locator("source[type='image/webp']")).toHaveAttribute("srcset", /\S/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(chosen, "the browser chose an AVIF or WebP source").toMatch(/\.(avif|webp)(\?|$)/);
  const box = await img.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(0);
  return { chosen, box };
}

/**
 * Puts `file` into the image slot `group` of the open, hydrated form, waits until the upload ahead
 * is received and fills its description.
 */
export async function chooseImage(group: Locator, file: TestFile, alt: string) {
  const input = await hydrated(group.getByLabel(/^(Andere a|A)fbeelding kiezen$/));
  await input.setInputFiles(file);
  // The hydrated form sends the file ahead: wait until it is received.
  await expect(group.getByText("Afbeelding ontvangen", { exact: true })).toBeVisible();
  await group.getByLabel("Beschrijving van de afbeelding").fill(alt);
}

/**
 * Creates, as the signed-in member of `page` (JavaScript on), an initiative with a logo and an
 * event and a vacancy with an image, each through its form; returns their names.
 */
export async function createPicturedItems(page: Page, prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const names = { initiative: `${prefix} initiatief ${suffix}`, event: `${prefix} event ${suffix}`, vacancy: `${prefix} vacature ${suffix}` };
  await page.goto("/nieuw-initiatief");
  await expect(page.getByText("Kies eerst een organisatievorm")).toBeVisible();
  await fillInitiative(page, names.initiative);
  await chooseImage(page.getByRole("group", { name: "Logo", exact: true }), await testLogo("#24577a"), "Logo: een witte ring op blauw");
  await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
  await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();

  await page.goto("/nieuw-event");
  await formReady(page);
  await page.getByLabel("Initiatief").selectOption({ label: names.initiative });
  await fillEvent(page, {
    title: names.event,
    type: "workshop",
    description: "We planten samen bloembollen langs de singel.",
    date: `${year}-10-03T10:00`,
    location: "Singelpark, ingang Noord",
    city: "Leiden",
    organizer: "Bram Bollen",
    email: "bram@singel.example.org",
  });
  await chooseImage(page.getByRole("group", { name: "Afbeelding", exact: true }), await testPhoto("#7a9a3c"), "Bloembollen in een krat");
  await page.getByRole("button", { name: "Event aanmaken" }).click();
  await expect(page.getByText("Event succesvol aangemaakt!")).toBeVisible();

  await page.goto("/vacature/nieuw");
  await page.getByLabel("Initiatief").selectOption({ label: names.initiative });
  await page.getByLabel("Titel").fill(names.vacancy);
  await page.getByLabel("Categorie").selectOption("vrijwilliger");
  await page.getByLabel("Type", { exact: true }).fill("Vrijwilligerswerk");
  await page.getByLabel("Beschrijving", { exact: true }).fill("Help ons op zaterdag met planten en opruimen.");
  await page.getByLabel("Contact e-mail").fill("singel@voorbeeld.example.org");
  await chooseImage(page.getByRole("group", { name: "Afbeelding", exact: true }), await testPhoto("#c26d8f"), "Een schep in de aarde");
  await page.getByRole("button", { name: "Vacature aanmaken" }).click();
  await expect(page.getByText("Je vacature is succesvol aangemaakt!")).toBeVisible();
  return names;
}
