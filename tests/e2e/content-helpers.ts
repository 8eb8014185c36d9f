/**
 * Making content through the forms in browser journeys, as a member does on a running server: a
 * new signed-in member, an initiative through /nieuw-initiatief, the event form and a published event
 * with sign-up.
 */
import type { Browser, Page } from "@playwright/test";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expect, newClientContext } from "./fixtures";

const password = "zaadjesruil-42";

/** Events next year, so they are upcoming whenever the suite runs. */
export const year = new Date().getFullYear() + 1;

/** A new, verified, signed-in member in `page`. */
export async function newMember(page: Page, name: string) {
  const member = { name, email: uniqueEmail(name.split(" ")[0]?.toLowerCase() ?? "lid"), password };
  await registerAndVerify(page, member);
  return member;
}

/**
 * Fills the required fields of the open initiative form (formal foundation, theme natuur, scope
 * nationaal, so no province or city is needed).
 */
export async function fillInitiative(page: Page, name: string) {
  await page.getByLabel(/^Naam( van het initiatief)?$/).fill(name);
  const formal = page.getByRole("radio", { name: /^Formeel/ });
  if ((await formal.count()) > 0) await formal.check();
  else await page.getByLabel(/^Organisatievorm/).selectOption("formeel");
  await page.getByLabel(/^Rechtsvorm/).selectOption("stichting");
  await page.getByLabel(/^Thema/).selectOption("natuur");
  await page.getByLabel(/^Korte beschrijving/).fill("Samen zorgen we voor het groen in de buurt.");
  await page.getByLabel(/^Uitgebreide beschrijving/).fill("We onderhouden de moestuin en organiseren ruilmiddagen.");
  await page.getByLabel(/^Schaal/).selectOption("nationaal");
  await page.getByLabel(/^Contact e-mail/).fill("info@moestuin.example.org");
}

/**
 * Creates an initiative through /nieuw-initiatief (see {@link fillInitiative}) and returns its id,
 * read from the event form's initiative choice.
 */
export async function createInitiative(page: Page, name: string): Promise<string> {
  await page.goto("/nieuw-initiatief");
  await fillInitiative(page, name);
  await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
  // The toaster's code loads with the first toast of a visit, which takes a while on a busy machine.
  await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible({ timeout: 15_000 });
  await page.goto("/nieuw-event");
  const value = await page.getByLabel("Initiatief").locator("option", { hasText: name }).getAttribute("value");
  if (!value) throw new Error(`initiative "${name}" is not offered on /nieuw-event`);
  return value;
}

/**
 * Waits until the event form is hydrated (the "Aanmelden verplicht" box gets `aria-expanded` only
 * in the browser), so clicks go to the form's own validation.
 */
export async function formReady(page: Page) {
  await expect(page.getByLabel("Aanmelden verplicht")).toHaveAttribute("aria-expanded", /^(true|false)$/);
}

export interface EventInput {
  title: string;
  type: string;
  description: string;
  /** "YYYY-MM-DDTHH:mm", Dutch time. */
  date: string;
  location: string;
  city: string;
  organizer: string;
  email: string;
  /** Tick "Aanmelden verplicht" and fill the maximum. */
  maximum?: string;
}

/** Fills the event form (the initiative is chosen by the caller). */
export async function fillEvent(page: Page, event: EventInput) {
  await page.getByLabel("Titel").fill(event.title);
  await page.getByLabel("Type", { exact: true }).selectOption(event.type);
  await page.getByLabel("Korte beschrijving").fill(event.description);
  await page.getByLabel("Startdatum en -tijd").fill(event.date);
  await page.getByLabel("Locatie en adres").fill(event.location);
  await page.getByLabel("Plaats", { exact: true }).fill(event.city);
  await page.getByLabel("Naam organisator").fill(event.organizer);
  await page.getByLabel("E-mail organisator").fill(event.email);
  if (event.maximum) {
    await page.getByLabel("Aanmelden verplicht").check();
    await page.getByLabel("Maximaal aantal deelnemers").fill(event.maximum);
  }
}

/** Publishes a vacancy titled `title` under initiative `initiative` (its name) through /vacature/nieuw. */
export async function publishVacancy(page: Page, initiative: string, title: string) {
  await page.goto("/vacature/nieuw");
  await page.getByLabel("Initiatief").selectOption({ label: initiative });
  await page.getByLabel("Titel").fill(title);
  await page.getByLabel("Categorie").selectOption("vrijwilliger");
  await page.getByLabel("Type", { exact: true }).fill("Vrijwilligerswerk");
  await page.getByLabel("Beschrijving", { exact: true }).fill("Help ons op zaterdag in de buurttuin.");
  await page.getByLabel("Contact e-mail").fill("tuin@voorbeeld.example.org");
  await page.getByRole("button", { name: "Vacature aanmaken" }).click();
  await expect(page.getByText("Je vacature is succesvol aangemaakt!")).toBeVisible({ timeout: 15_000 });
}

/** An organizer in a browser context of their own, signed up, with a new initiative (its `name` and `id`); close `context` when done. */
export async function organizer(browser: Browser) {
  const context = await newClientContext(browser);
  const page = await context.newPage();
  await newMember(page, "Olaf Organisator");
  const name = `Buurttuin ${crypto.randomUUID().slice(0, 6)}`;
  const id = await createInitiative(page, name);
  return { context, page, name, id };
}

/** A new organizer in `page` publishes an event with sign-up; returns its path and title. */
export async function publishEvent(page: Page, suffix: string): Promise<{ eventPath: string; title: string }> {
  const title = `Snoeiochtend ${suffix}`;
  await newMember(page, "Olga Organisator");
  const initiativeId = await createInitiative(page, `Buurtgroen ${suffix}`);
  await page.goto(`/nieuw-event?initiative=${initiativeId}`);
  await formReady(page);
  await fillEvent(page, {
    title,
    type: "actie",
    description: "Samen de heggen in het park snoeien.",
    date: `${year}-04-18T10:00`,
    location: "Parkingang Noord, Parklaan 3",
    city: "Utrecht",
    organizer: "Olga Organisator",
    email: "olga@buurtgroen.example.org",
    maximum: "10",
  });
  await page.getByRole("button", { name: "Event aanmaken" }).click();
  await expect(page.getByText("Event succesvol aangemaakt!")).toBeVisible({ timeout: 15_000 });
  await page.goto(`/events?zoek=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Aanmelden", exact: true })).toBeVisible();
  return { eventPath: new URL(page.url()).pathname, title };
}
