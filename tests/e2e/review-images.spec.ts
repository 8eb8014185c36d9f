/**
 * Pictures on the review screen in the browser: a member submits an initiative with a logo and a
 * cover photo (on the test server's MODERATION=post it waits in the queue); the moderator sees
 * both pictures with their descriptions once processed, removes the logo through the
 * confirmation dialog (JavaScript on) and the cover photo through the no-JavaScript confirmation
 * form; the initiative stays in the queue and public, without pictures. Axe finds nothing on the
 * queue with pictures, and at 320 px it does not scroll sideways.
 */
import { expectNoAxeViolations, expectNoHorizontalScroll, NARROWEST } from "./accessibility-helpers";
import { fillInitiative, newMember } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";
import { chooseImage, expectPicture, reloadUntilVisible, testLogo, testPhoto } from "./picture-helpers";
import { signInAsSteward } from "./steward-helpers";

test("a moderator sees an item's pictures in the queue and removes them one by one, with and without JavaScript", async ({ browser, page }) => {
  test.slow();
  const name = `Beeldbank Buurt ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const logoAlt = "Logo: een witte ring op donkerrood";
  const coverAlt = "Buren die samen een bankje schilderen";
  await newMember(page, "Bente Beeld");
  await page.goto("/nieuw-initiatief");
  await expect(page.getByText("Kies eerst een organisatievorm")).toBeVisible();
  await fillInitiative(page, name);
  await chooseImage(page.getByRole("group", { name: "Logo", exact: true }), await testLogo("#7a2430"), logoAlt);
  await chooseImage(page.getByRole("group", { name: "Omslagfoto", exact: true }), await testPhoto("#3c6e9a"), coverAlt);
  await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
  await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();

  // The moderator, with JavaScript: both pictures with their descriptions, once processed.
  const context = await newClientContext(browser);
  const moderator = await context.newPage();
  await signInAsSteward(moderator, "moderator");
  await moderator.goto("/beheer/beoordelen");
  const item = moderator.locator("article", { has: moderator.getByRole("link", { name, exact: true }) });
  const pictures = item.getByRole("list", { name: `Afbeeldingen bij ${name}` });
  await reloadUntilVisible(moderator, pictures.getByRole("img", { name: coverAlt }));
  await expect(pictures.getByRole("img", { name: logoAlt })).toBeVisible();
  await expectPicture(pictures.getByRole("img", { name: logoAlt }));
  await expect(pictures.getByText(`Beschrijving: ${coverAlt}`)).toBeVisible();
  await expectNoAxeViolations(moderator, "/beheer/beoordelen with pictures");
  // "Afwijzen…" is a button beside "Goedkeuren", not an empty box; nothing sticks out at 320 px.
  const reject = item.locator("summary", { hasText: "Afwijzen…" });
  const sizes = await reject.evaluate((summary) => ({
    summary: summary.getBoundingClientRect().width,
    details: summary.parentElement?.getBoundingClientRect().width ?? 0,
    border: getComputedStyle(summary).borderTopWidth,
  }));
  expect(sizes.details).toBeCloseTo(sizes.summary, 0);
  expect(sizes.border).not.toBe("0px");
  await moderator.setViewportSize(NARROWEST);
  await expectNoHorizontalScroll(moderator, "/beheer/beoordelen with pictures");
  await moderator.setViewportSize({ width: 1280, height: 720 });

  await pictures.getByRole("button", { name: `Logo verwijderen: ${name}` }).click();
  const dialog = moderator.getByRole("dialog", { name: "Afbeelding verwijderen?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(moderator.getByText("Afbeelding verwijderd", { exact: true })).toBeVisible();
  await expect(pictures.getByRole("img", { name: logoAlt })).toHaveCount(0);
  await expect(pictures.getByRole("img", { name: coverAlt })).toBeVisible();
  await expect(item.getByRole("button", { name: "Goedkeuren" })).toBeVisible();
  await context.close();

  // Without JavaScript: the confirmation form needs the box ticked.
  const plainContext = await newClientContext(browser, { javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await signInAsSteward(plain, "moderator");
  await plain.goto("/beheer/beoordelen");
  const plainItem = plain.locator("article", { has: plain.getByRole("link", { name, exact: true }) });
  await expect(plainItem.getByRole("img", { name: coverAlt })).toBeVisible();
  await plainItem.locator("summary", { hasText: "Afbeelding verwijderen" }).click();
  await plain.setViewportSize(NARROWEST);
  await expectNoHorizontalScroll(plain, "/beheer/beoordelen without JavaScript, a removal open");
  await plainItem.getByLabel("Ik begrijp dat dit niet ongedaan kan worden").check();
  await plainItem.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(plain.getByText("Afbeelding verwijderd", { exact: true })).toBeVisible();
  await expect(plainItem).toBeVisible();
  await expect(plainItem.getByRole("img")).toHaveCount(0);
  await expect(plainItem.getByRole("list", { name: `Afbeeldingen bij ${name}` })).toHaveCount(0);
  await plainContext.close();

  // The initiative itself is unchanged: still public (MODERATION=post), now without pictures.
  const visitorContext = await newClientContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/initiatieven?zoek=${encodeURIComponent(name)}`);
  await visitor.getByRole("link", { name, exact: true }).click();
  await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(visitor.getByRole("img", { name: coverAlt })).toHaveCount(0);
  await expect(visitor.getByRole("img", { name: logoAlt })).toHaveCount(0);
  await visitorContext.close();
});
