/**
 * Saving a list's search and managing it (docs/product-rules.md#saved-searches): the form post
 * keeps only the search and filters, the same search is found instead of copied, rename and
 * frequency save, delete needs a confirmation, nobody reaches another member's search, a visitor
 * signs in first; the one-click link of an alert turns only that search off; the data export
 * lists the searches and account deletion removes them.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedSearches } from "~/db/schema";
import { deleteAccount } from "~/modules/accounts/account-deletion.server";
import { exportMemberData } from "~/modules/accounts/data-export.server";
import { defaultSearchName, MAX_SAVED_SEARCHES, savedQuery, saveSearchControl } from "~/modules/notifications/saved-searches";
import { listSavedSearches } from "~/modules/notifications/saved-searches.server";
import { signUnsubscribeToken } from "~/modules/notifications/unsubscribe-token.server";
import { loader as eventsLoader } from "~/routes/events/list";
import { action as preferencesAction, loader as preferencesLoader } from "~/routes/settings/notifications";
import { action, loader } from "~/routes/settings/saved-searches";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/settings/unsubscribe";
import { setupTestDatabase } from "../setup/database";
import { createMember, type TestMember } from "../setup/members";
import { asData, asRedirect, get, post, thrownResponse, toastOf } from "../setup/routes";

const database = setupTestDatabase();
const PATH = "/instellingen/zoekopdrachten";

const save = (member: TestMember | null, fields: Record<string, string>) => action(post(member, PATH, { intent: "save-search", ...fields }));
const statusOf = (answer: unknown) => (answer as { init?: ResponseInit | null }).init?.status ?? 200;
const errorOf = (answer: unknown) => (answer as { data: { error: string; back: string } }).data;

describe("saving a search", () => {
  it("keeps the filters without page, order or view, returns to the list and finds the same search again", async () => {
    const member = await createMember();
    const saved = asRedirect(await save(member, { soort: "vacancies", zoekopdracht: "?zoek=koken&pagina=2&sorteer=afstand&bij=3511&weergave=kaart&categorie=all", terug: "/vacatures?zoek=koken&pagina=2" }));
    expect(saved.headers.get("Location")).toBe("/vacatures?zoek=koken&pagina=2");
    expect((await toastOf(saved))?.message).toBe("Zoekopdracht bewaard. Nieuwe resultaten krijg je per e-mail: één keer per dag. Wijzigen kan bij Meldingen per e-mail.");
    const [search] = await listSavedSearches(member.id);
    expect(search).toMatchObject({ kind: "vacancies", name: 'Vacatures: "koken", binnen 10 km van 3511', frequency: "daily", path: "/vacatures?bij=3511&zoek=koken" });

    const again = asRedirect(await save(member, { soort: "vacancies", zoekopdracht: "bij=3511&zoek=koken", terug: "https://elders.example.org/" }));
    expect(again.headers.get("Location")).toBe("/instellingen/meldingen#zoekopdrachten");
    expect((await toastOf(again))?.message).toBe("Deze zoekopdracht had je al bewaard.");
    expect(await listSavedSearches(member.id)).toHaveLength(1);
  });

  it("refuses an unknown list, and more than the limit, in Dutch", async () => {
    const member = await createMember();
    const unknown = await save(member, { soort: "nieuws", zoekopdracht: "" });
    expect(statusOf(unknown)).toBe(400);
    expect(errorOf(unknown).error).toBe("Deze zoekopdracht kunnen we niet bewaren.");
    await database
      .db()
      .insert(savedSearches)
      .values(Array.from({ length: MAX_SAVED_SEARCHES }, (_, n) => ({ user_id: member.id, kind: "events", query: `zoek=woord${n}`, name: `Zoekopdracht ${n}` })));
    const over = await save(member, { soort: "events", zoekopdracht: "zoek=nog-een", terug: "/events?zoek=nog-een" });
    expect(statusOf(over)).toBe(400);
    expect(errorOf(over)).toEqual({
      error: "Je kunt maximaal 25 zoekopdrachten bewaren. Verwijder er eerst een bij Meldingen per e-mail.",
      back: "/events?zoek=nog-een",
    });
  });

  it("sends a visitor to sign in, and a GET to the list of searches", async () => {
    const visitor = await thrownResponse(save(null, { soort: "vacancies", zoekopdracht: "zoek=koken" }));
    expect(visitor.headers.get("Location")).toBe("/auth?redirectTo=%2F&melding=zoekopdracht");
    const member = await createMember();
    const shown = await thrownResponse(loader(get(member, PATH)));
    expect(shown.headers.get("Location")).toBe("/instellingen/meldingen#zoekopdrachten");
  });

  it("saves the profile alert once", async () => {
    const member = await createMember();
    asRedirect(await save(member, { soort: "profile", zoekopdracht: "zoek=genegeerd", terug: "/voor-jou" }));
    asRedirect(await save(member, { soort: "profile" }));
    const searches = await listSavedSearches(member.id);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ kind: "profile", name: "Nieuwe vacatures die bij mijn profiel passen", path: "/voor-jou" });
  });
});

describe("managing saved searches", () => {
  async function memberWithSearch() {
    const member = await createMember();
    asRedirect(await save(member, { soort: "events", zoekopdracht: "zoek=markt" }));
    const [search] = await listSavedSearches(member.id);
    return { member, id: search!.id };
  }

  it("renames and sets the frequency; refuses an empty name and an unknown frequency", async () => {
    const { member, id } = await memberWithSearch();
    const done = asRedirect(await action(post(member, PATH, { intent: "update-search", id, naam: "  Markten   bij mij ", frequentie: "weekly" })));
    expect((await toastOf(done))?.message).toBe("Zoekopdracht opgeslagen.");
    expect((await listSavedSearches(member.id))[0]).toMatchObject({ name: "Markten bij mij", frequency: "weekly" });

    const empty = await action(post(member, PATH, { intent: "update-search", id, naam: " ", frequentie: "weekly" }));
    expect(statusOf(empty)).toBe(400);
    expect(errorOf(empty).error).toBe("Geef de zoekopdracht een naam.");
    const tooLong = await action(post(member, PATH, { intent: "update-search", id, naam: "x".repeat(81), frequentie: "weekly" }));
    expect(errorOf(tooLong).error).toBe("De naam mag maximaal 80 tekens zijn.");
    const badFrequency = await action(post(member, PATH, { intent: "update-search", id, naam: "Markten", frequentie: "hourly" }));
    expect(errorOf(badFrequency).error).toBe("Kies hoe vaak je e-mail wilt krijgen.");
    expect((await listSavedSearches(member.id))[0]).toMatchObject({ name: "Markten bij mij", frequency: "weekly" });
  });

  it("starts anew from the moment a search is turned on again", async () => {
    const { member, id } = await memberWithSearch();
    const long = new Date("2020-01-01T00:00:00Z");
    await database.db().update(savedSearches).set({ frequency: "off", checked_until: long }).where(eq(savedSearches.id, id));
    asRedirect(await action(post(member, PATH, { intent: "update-search", id, naam: "Markt", frequentie: "direct" })));
    const [row] = await database.db().select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row!.checked_until.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("deletes only with a confirmation, and never another member's search", async () => {
    const { member, id } = await memberWithSearch();
    const other = await createMember();
    const unconfirmed = await action(post(member, PATH, { intent: "delete-search", id }));
    expect(statusOf(unconfirmed)).toBe(400);
    expect(errorOf(unconfirmed).error).toBe("Bevestig dat je deze zoekopdracht wilt verwijderen.");
    for (const intent of ["delete-search", "update-search"]) {
      const foreign = await action(post(other, PATH, { intent, id, confirm: "ja", naam: "Van mij", frequentie: "off" }));
      expect(statusOf(foreign)).toBe(404);
      expect(errorOf(foreign).error).toBe("Deze zoekopdracht bestaat niet (meer).");
    }
    expect(statusOf(await action(post(member, PATH, { intent: "delete-search", id: "geen-id", confirm: "ja" })))).toBe(404);
    expect(await listSavedSearches(member.id)).toHaveLength(1);
    const deleted = asRedirect(await action(post(member, PATH, { intent: "delete-search", id, confirm: "ja" })));
    expect((await toastOf(deleted))?.message).toBe("Zoekopdracht verwijderd.");
    expect(await listSavedSearches(member.id)).toHaveLength(0);
  });

  it("are listed on the preferences page with the profile alert offered once there is a profile", async () => {
    const { member } = await memberWithSearch();
    const page = asData(await preferencesLoader(get(member, "/instellingen/meldingen")));
    expect(page.searches.map((search) => search.name)).toEqual(['Events: "markt"']);
    expect(page.hasProfile).toBe(false);
    expect(statusOf(await preferencesAction(post(member, "/instellingen/meldingen", { intent: "save-search" })))).toBe(400);
  });

  it("stop mailing through the one-click link of their alert, only that search", async () => {
    const { member, id } = await memberWithSearch();
    asRedirect(await save(member, { soort: "vacancies", zoekopdracht: "zoek=tuin" }));
    const token = signUnsubscribeToken(member.id, { savedSearchId: id });
    const shown = await unsubscribeLoader(get(null, `/afmelden/${token}`, { params: { token }, pattern: "/afmelden/:token" }));
    expect((shown as { data: { subject: string } }).data.subject).toBe('je bewaarde zoekopdracht “Events: "markt"”');
    const done = await unsubscribeAction(post(null, `/afmelden/${token}`, { "List-Unsubscribe": "One-Click" }, { params: { token }, pattern: "/afmelden/:token", clientIp: "10.9.3.1" }));
    expect((done as { data: { state: string } }).data.state).toBe("done");
    const searches = await listSavedSearches(member.id);
    expect(searches.map((search) => [search.name, search.frequency])).toEqual([
      ['Events: "markt"', "off"],
      ['Vacatures: "tuin"', "daily"],
    ]);
    // Another member's token for this search changes nothing.
    const other = await createMember();
    const forged = signUnsubscribeToken(other.id, { savedSearchId: searches[1]!.id });
    const refused = await unsubscribeAction(post(null, `/afmelden/${forged}`, { "List-Unsubscribe": "One-Click" }, { params: { token: forged }, pattern: "/afmelden/:token", clientIp: "10.9.3.2" }));
    expect(statusOf(refused)).toBe(400);
    expect((await listSavedSearches(member.id))[1]?.frequency).toBe("daily");
  });

  it("are in the data export, and go with the account", async () => {
    const { member } = await memberWithSearch();
    const exported = await exportMemberData({ userId: member.id });
    expect(exported.saved_searches).toEqual([expect.objectContaining({ kind: "events", name: 'Events: "markt"', query: "zoek=markt", frequency: "daily", last_sent_at: null })]);
    await deleteAccount({ userId: member.id, email: member.email });
    expect(await database.db().select().from(savedSearches).where(eq(savedSearches.user_id, member.id))).toEqual([]);
  });
});

describe("the stored form of a search", () => {
  it("drops page, order, view and empty or 'all' values, in a fixed order", () => {
    expect(savedQuery("?sorteer=afstand&zoek=+moestuin+&pagina=4&thema=all&bij=&straal=25&bij=Utrecht")).toBe("bij=Utrecht&straal=25&zoek=moestuin");
    expect(savedQuery("")).toBe("");
  });

  it("is saved from a list by a post; a visitor's button opens sign-in by a form, not a link crawlers follow", () => {
    const url = new URL("http://localhost:3000/events?zoek=markt&pagina=2");
    expect(saveSearchControl("events", url, true)).toMatchObject({
      method: "post",
      action: "/instellingen/zoekopdrachten",
      fields: { soort: "events", zoekopdracht: "?zoek=markt&pagina=2", terug: "/events?zoek=markt&pagina=2" },
    });
    expect(saveSearchControl("events", url, false)).toMatchObject({ method: "get", action: "/auth", fields: { redirectTo: "/events?zoek=markt&pagina=2", melding: "zoekopdracht" } });
  });

  it("returns to the list as the browser shows it when the list came by client-side navigation", async () => {
    const member = await createMember();
    const path = "/events.data?zoek=markt&_routes=routes%2Fevents%2Flist";
    expect((await eventsLoader(get(null, path))).saveSearch).toMatchObject({ fields: { redirectTo: "/events?zoek=markt" } });
    expect((await eventsLoader(get(member, path))).saveSearch).toMatchObject({ fields: { zoekopdracht: "?zoek=markt", terug: "/events?zoek=markt" } });
  });

  it("is named after the list and what narrows it", () => {
    expect(defaultSearchName("initiatives", "")).toBe("Alle initiatieven");
    expect(defaultSearchName("events", "bij=mij&straal=5&thema=natuur")).toBe("Events: binnen 5 km van mijn postcode, 1 filter");
    expect(defaultSearchName("vacancies", "gemeente=Utrecht&inzet=kort&vog=nee")).toBe("Vacatures: gemeente Utrecht, 2 filters");
    expect(defaultSearchName("vacancies", `zoek=${"lang ".repeat(30)}`).length).toBe(80);
  });
});
