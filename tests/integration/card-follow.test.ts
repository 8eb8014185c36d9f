/**
 * "Volgen" in the menu of an initiative's card (docs/product-rules.md#following): the loaders of
 * /initiatieven, /gemeente/:slug, the home page and /favorieten give a member each card's menu as
 * HTML with their follow state, read in one query for the page; a visitor gets no menu. The
 * menu's post returns to the same page at the card.
 */
import { describe, expect, it } from "vitest";
import { listViewerFollowedIds } from "~/modules/following/follows.server";
import { returnPath } from "~/lib/session.server";
import { cardMenuAnchor } from "~/modules/following/follow-form.server";
import { action as favoriteAction } from "~/routes/favorites/toggle";
import { loader as favoritesLoader } from "~/routes/favorites/list";
import { action as followAction } from "~/routes/following/toggle";
import { loader as homeLoader } from "~/routes/home";
import { loader as initiativesLoader } from "~/routes/initiatives/list";
import { loader as municipalityLoader } from "~/routes/municipalities/detail";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { asData, get, post, responseOf } from "../setup/routes";

const database = setupTestDatabase();

/** What a card's menu offers: its one button's text, and where its post returns to. */
function menuOf(html: string | undefined): { button: string; returnTo: string } | null {
  if (!html) return null;
  const button = /<button[^>]*>([^<]*)<\/button>/.exec(html)?.[1] ?? "";
  const returnTo = /name="returnTo" value="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
  return { button, returnTo };
}

async function follow(member: TestMember, initiativeId: string, following = true) {
  return responseOf(followAction(post(member, "/volgen", { initiative_id: initiativeId, following: following ? "ja" : "nee", returnTo: "/" })));
}

describe("the viewer's follows among a page's initiatives", () => {
  it("reads which of the ids the member follows; nothing for a visitor, another member or malformed ids", async () => {
    const [member, other] = await Promise.all([createMember(), createMember()]);
    const [a, b, c] = await Promise.all([createInitiative(database.db()), createInitiative(database.db()), createInitiative(database.db())]);
    await follow(member, a.id);
    await follow(member, c.id);
    const ids = [a.id, b.id, c.id, "nope"];
    expect((await listViewerFollowedIds({ viewer: { id: member.id, roles: [] }, initiativeIds: ids })).sort()).toEqual([a.id, c.id].sort());
    expect(await listViewerFollowedIds({ viewer: { id: other.id, roles: [] }, initiativeIds: ids })).toEqual([]);
    expect(await listViewerFollowedIds({ viewer: null, initiativeIds: ids })).toEqual([]);
    expect(await listViewerFollowedIds({ viewer: { id: member.id, roles: [] }, initiativeIds: [] })).toEqual([]);
  });
});

describe("the card menus of the pages with initiative cards", () => {
  it("/initiatieven: 'Niet meer volgen' on a followed card, 'Volgen' on the others, back to the same page at the card; no menu for a visitor", async () => {
    const member = await createMember();
    const [followed, other] = await Promise.all([createInitiative(database.db(), { name: "Kaartmenu Volgbaar" }), createInitiative(database.db(), { name: "Kaartmenu Ander" })]);
    await follow(member, followed.id);
    const path = "/initiatieven?provincie=utrecht";
    const page = asData(await initiativesLoader(get(member, path)));
    expect(page.items.map((item) => item.id)).toEqual(expect.arrayContaining([followed.id, other.id]));
    expect(menuOf(page.followMenus[followed.id])).toEqual({ button: "Niet meer volgen", returnTo: `${path}#${cardMenuAnchor(followed.id)}` });
    expect(menuOf(page.followMenus[other.id])).toEqual({ button: "Volgen", returnTo: `${path}#${cardMenuAnchor(other.id)}` });
    // The summary names the initiative for a screen reader.
    expect(page.followMenus[other.id]).toContain("Meer<span class=\"sr-only\"> acties voor Kaartmenu Ander</span>");
    expect(Object.keys(page.followMenus).sort()).toEqual(page.items.map((item) => item.id).sort());

    const visitor = asData(await initiativesLoader(get(null, path)));
    expect(visitor.followMenus).toEqual({});
  });

  it("the card's post follows and comes back to the list at the card; the next page says 'Niet meer volgen', and unfollowing flips it back", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db());
    const path = "/initiatieven?pagina=1";
    const returnTo = menuOf(asData(await initiativesLoader(get(member, path))).followMenus[initiative.id])?.returnTo ?? "";
    const followed = await responseOf(followAction(post(member, "/volgen", { initiative_id: initiative.id, following: "ja", returnTo })));
    expect({ status: followed.status, location: followed.headers.get("Location") }).toEqual({ status: 302, location: `${path}#volgen-${initiative.id}` });
    expect(menuOf(asData(await initiativesLoader(get(member, path))).followMenus[initiative.id])?.button).toBe("Niet meer volgen");
    await responseOf(followAction(post(member, "/volgen", { initiative_id: initiative.id, following: "nee", returnTo })));
    expect(menuOf(asData(await initiativesLoader(get(member, path))).followMenus[initiative.id])?.button).toBe("Volgen");
  });

  it("a municipality's page, the home page and /favorieten carry the same menus", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db(), { name: "Kaartmenu Zeist", municipality: "Zeist", city: "Zeist" });
    await follow(member, initiative.id);
    const municipality = (caller: TestMember | null) => municipalityLoader(get(caller, "/gemeente/zeist", { pattern: "/gemeente/:slug", params: { slug: "zeist" } }));
    expect(menuOf((await municipality(member)).followMenus[initiative.id])).toEqual({ button: "Niet meer volgen", returnTo: `/gemeente/zeist#volgen-${initiative.id}` });
    expect((await municipality(null)).followMenus).toEqual({});

    const home = asData(await homeLoader(get(member, "/")));
    expect(menuOf(home.followMenus[initiative.id])).toEqual({ button: "Niet meer volgen", returnTo: `/#volgen-${initiative.id}` });
    expect(asData(await homeLoader(get(null, "/"))).followMenus).toEqual({});

    // Favouriting follows too; after "Niet meer volgen" the favourite's card offers "Volgen" again.
    const favourite = await createInitiative(database.db());
    await responseOf(favoriteAction(post(member, "/favoriet", { item_type: "initiative", item_id: favourite.id, favorite: "ja", returnTo: "/favorieten" })));
    const favourites = async () => asData(await favoritesLoader(get(member, "/favorieten?tab=initiatieven"))).followMenus[favourite.id];
    expect(menuOf(await favourites())).toEqual({ button: "Niet meer volgen", returnTo: `/favorieten?tab=initiatieven#volgen-${favourite.id}` });
    await follow(member, favourite.id, false);
    expect(menuOf(await favourites())?.button).toBe("Volgen");
  });
});

describe("the address a card's post returns to", () => {
  it("is the page's path and query, also when the page was loaded as React Router data", () => {
    expect(returnPath(new Request("http://localhost/initiatieven?pagina=2"))).toBe("/initiatieven?pagina=2");
    expect(returnPath(new Request("http://localhost/initiatieven.data?pagina=2&_routes=routes%2Finitiatives%2Flist"))).toBe("/initiatieven?pagina=2");
    expect(returnPath(new Request("http://localhost/_.data"))).toBe("/");
    expect(returnPath(new Request("http://localhost/gemeente/zeist.data"))).toBe("/gemeente/zeist");
  });
});
