/**
 * Taking part in an event in the browser (docs/decisions/026-participation.md): an organizer
 * publishes an event with one place; a member signs up (and gets the confirmation mail), a second
 * member without JavaScript finds it full and joins the waitlist; the organizer sees both with
 * their addresses and downloads the CSV; the first cancels on /mijn-aanmeldingen and the second
 * moves up and is mailed. A visitor is asked to sign in and never sees who signed up.
 */
import { readFileSync } from "node:fs";
import { waitForMail } from "./accounts-helpers";
import { expectNoAxeViolations } from "./accessibility-helpers";
import { createInitiative, fillEvent, formReady, newMember, year } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";

test("sign up, fill the event, the waitlist, the organizer's list and CSV, cancel and move up", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const title = `Kookworkshop ${suffix}`;

  // The organizer publishes an event with a single place.
  await newMember(page, "Olga Organisator");
  const initiativeId = await createInitiative(page, `Buurtkeuken ${suffix}`);
  await page.goto(`/nieuw-event?initiative=${initiativeId}`);
  await formReady(page);
  await fillEvent(page, {
    title,
    type: "workshop",
    description: "Samen koken met groenten uit de buurttuin.",
    date: `${year}-03-14T18:00`,
    location: "Buurthuis De Linde, Lindenlaan 1",
    city: "Utrecht",
    organizer: "Olga Organisator",
    email: "olga@buurtkeuken.example.org",
    maximum: "1",
  });
  await page.getByRole("button", { name: "Event aanmaken" }).click();
  await expect(page.getByText("Event succesvol aangemaakt!")).toBeVisible();
  await page.goto(`/events?zoek=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const eventPath = new URL(page.url()).pathname;

  // A visitor is asked to sign in, and comes back to the event afterwards.
  const visitorContext = await newClientContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto(eventPath);
  await expect(visitor.getByText("Nog 1 plek vrij")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Log in om je aan te melden" })).toHaveAttribute(
    "href",
    `/auth?redirectTo=${encodeURIComponent(eventPath)}&melding=aanmelden`,
  );

  // The first member signs up.
  const firstContext = await newClientContext(browser);
  const first = await firstContext.newPage();
  const anna = await newMember(first, "Anna Aanmelder");
  await first.goto(eventPath);
  await first.getByRole("button", { name: "Aanmelden", exact: true }).click();
  await expect(first.getByText("Je bent aangemeld", { exact: true })).toBeVisible();
  await expect(first.getByText("1 / 1 deelnemers")).toBeVisible();
  expect((await waitForMail(anna.email, `Je bent aangemeld voor ${title}`)).text).toContain("Buurthuis De Linde");
  await expectNoAxeViolations(first, "event page, signed up");

  // The second member, without JavaScript, finds it full and joins the waitlist.
  const registering = await newClientContext(browser);
  const bram = await newMember(await registering.newPage(), "Bram Wachtlijst");
  const session = await registering.storageState();
  await registering.close();
  const secondContext = await newClientContext(browser, { javaScriptEnabled: false, storageState: session });
  const second = await secondContext.newPage();
  await second.goto(eventPath);
  await expect(second.getByText("Vol: je kunt je aanmelden voor de wachtlijst.")).toBeVisible();
  await second.getByRole("button", { name: "Aanmelden voor de wachtlijst" }).click();
  await expect(second.getByText("Je staat op de wachtlijst (plek 1)")).toBeVisible();
  await waitForMail(bram.email, `Je staat op de wachtlijst voor ${title}`);

  // The organizer sees both, with addresses, and downloads the CSV.
  await page.goto(eventPath);
  await page.getByRole("link", { name: "Deelnemers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Deelnemers: ${title}` })).toBeVisible();
  const confirmed = page.getByRole("table", { name: /Aangemeld/ });
  await expect(confirmed.getByRole("cell", { name: anna.email })).toBeVisible();
  const waitlist = page.getByRole("table", { name: /Wachtlijst/ });
  await expect(waitlist.getByRole("cell", { name: bram.email })).toBeVisible();
  await expectNoAxeViolations(page, "participants page");
  // On a phone each participant is a card within the screen's width, nothing cut off at its edge.
  await page.setViewportSize({ width: 375, height: 740 });
  const card = await page.getByRole("link", { name: anna.email }).locator("xpath=ancestor::tr").boundingBox();
  expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download als CSV" }).click()]);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`Anna Aanmelder;${anna.email};Aangemeld;;`);
  expect(csv).toContain(`Bram Wachtlijst;${bram.email};Wachtlijst;1;`);

  // The visitor never sees who signed up.
  await visitor.goto(eventPath);
  await expect(visitor.getByText("1 / 1 deelnemers")).toBeVisible();
  for (const secret of [anna.email, bram.email, "Anna Aanmelder", "Bram Wachtlijst"]) {
    expect(await visitor.content()).not.toContain(secret);
  }
  expect((await visitor.goto(`${eventPath}/deelnemers`))?.url()).toContain("/auth?");
  await visitorContext.close();

  // The first member cancels on /mijn-aanmeldingen; the second moves up and is mailed.
  await first.goto("/mijn-aanmeldingen");
  const row = first.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Aangemeld", { exact: true })).toBeVisible();
  await row.locator("summary", { hasText: "Afmelden" }).click();
  await row.getByRole("button", { name: "Ja, afmelden" }).click();
  await expect(first.getByText("Je bent afgemeld.")).toBeVisible();
  await expect(first.getByText("Je hebt je nog niet aangemeld voor een event.")).toBeVisible();
  await waitForMail(bram.email, `Er is een plek vrij: je bent aangemeld voor ${title}`);
  await second.goto(eventPath);
  await expect(second.getByText("Je bent aangemeld", { exact: true })).toBeVisible();
  await second.goto("/mijn-aanmeldingen");
  await expect(second.getByRole("listitem").filter({ hasText: title }).getByText("Aangemeld", { exact: true })).toBeVisible();

  await firstContext.close();
  await secondContext.close();
});
