/**
 * Favourites, called through the routes with real Requests on a real database
 * (docs/product-rules.md#favourites): POST /favoriet for members and visitors, with and without
 * JavaScript, answered in the shared form-action shape (docs/decisions/019-form-actions-everywhere.md);
 * bad input; a database failure; favourites are per member; /favorieten lists only the member's own
 * public favourites with the counts per tab; favourites of deleted items go with them, those of
 * hidden items are not listed; list loaders mark hearts only for the member who saved them.
 */
import { and, count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { events, favorites, initiatives, vacancies } from "~/db/schema";
import type { FavoriteItemType } from "~/lib/enums";
import { logger } from "~/lib/logger.server";
import { favoriteKey, favoriteTexts } from "~/modules/favorites/shared";
import { setFavorite, toggleFavorite } from "~/modules/favorites/mutations.server";
import { listFavoriteKeys } from "~/modules/favorites/queries.server";
import { processPendingImages } from "~/modules/images/worker.server";
import { loader as eventDetailLoader } from "~/routes/events/detail";
import { loader as favoritesLoader } from "~/routes/favorites/list";
import { action } from "~/routes/favorites/toggle";
import { loader as initiativeDetailLoader } from "~/routes/initiatives/detail";
import { loader as initiativesLoader } from "~/routes/initiatives/list";
import { loader as vacancyDetailLoader } from "~/routes/vacancies/detail";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { attachedTestImage } from "../setup/images";
import { createMember, type TestMember } from "../setup/members";
import { get as routeGet, post as routePost, responseOf, toastOf } from "../setup/routes";

const database = setupTestDatabase();

type ActionResult = Awaited<ReturnType<typeof action>>;

/** The arguments React Router passes to the action for a POST of `fields` to /favoriet. */
const post = (fields: Record<string, string>, member?: TestMember) => routePost(member, "/favoriet", fields);

/** Loader arguments for GET `path` (route pattern `pattern`), as a visitor or as `member`. */
const get = (path: string, pattern: string, member?: TestMember) => routeGet(member, path, { pattern });

/** Loader arguments for a detail page `/<segment>/<id>`. */
function detail(segment: string, id: string, member?: TestMember) {
  return { ...get(`/${segment}/${id}`, `/${segment}/:id`, member), params: { id } };
}

/** The form-action data (and status) the action gave a fetcher. */
function jsonOf(result: ActionResult) {
  if (result instanceof Response || !("init" in result)) throw new Error("expected a data() answer");
  return { status: result.init?.status ?? 200, body: result.data };
}

/** The answer to a fetcher that saved (`favorite: true`) or removed (`false`) a favourite. */
const stored = (favorite: boolean) => ({ intent: null, favorite });

/** Every message of a refused answer: `failure` and Conform's form and field errors. */
function messagesOf(body: ReturnType<typeof jsonOf>["body"]): string[] {
  const errors = Object.values(body.result?.error ?? {}).flatMap((messages) => messages ?? []);
  return [...(body.failure ? [body.failure] : []), ...errors];
}

/** Rows of favourites for `itemId` (of `member` when given). */
async function rowsFor(itemId: string, member?: TestMember) {
  const db = database.db();
  const [row] = await db
    .select({ n: count() })
    .from(favorites)
    .where(and(eq(favorites.item_id, itemId), member ? eq(favorites.user_id, member.id) : undefined));
  return row?.n ?? 0;
}

/** A fetcher post (`_js=1`) setting the favourite state of an item. */
function fetcherPost(member: TestMember | undefined, itemType: FavoriteItemType, itemId: string, favorite?: "ja" | "nee") {
  return action(
    post({ _js: "1", item_type: itemType, item_id: itemId, ...(favorite ? { favorite } : {}), returnTo: "/initiatieven" }, member),
  );
}

describe("POST /favoriet as a member", () => {
  it("adds, removes and adds again, keeping exactly one row", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db());

    expect(jsonOf(await fetcherPost(member, "initiative", initiative.id, "ja"))).toMatchObject({
      status: 200,
      body: stored(true),
    });
    expect(await rowsFor(initiative.id, member)).toBe(1);
    // Adding again changes nothing.
    expect(jsonOf(await fetcherPost(member, "initiative", initiative.id, "ja")).body).toMatchObject({ favorite: true });
    expect(await rowsFor(initiative.id, member)).toBe(1);

    expect(jsonOf(await fetcherPost(member, "initiative", initiative.id, "nee"))).toMatchObject({
      status: 200,
      body: stored(false),
    });
    expect(await rowsFor(initiative.id, member)).toBe(0);
    // Removing again changes nothing either.
    expect(jsonOf(await fetcherPost(member, "initiative", initiative.id, "nee")).body).toMatchObject({ favorite: false });

    expect(jsonOf(await fetcherPost(member, "initiative", initiative.id, "ja")).body).toMatchObject({ favorite: true });
    expect(await rowsFor(initiative.id, member)).toBe(1);
  });

  it("works for events and vacancies, and flips the state when no state is sent", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db());
    const event = await createEvent(database.db(), { initiative_id: initiative.id });
    const vacancy = await createVacancy(database.db(), { initiative_id: initiative.id });
    for (const [type, id] of [
      ["event", event.id],
      ["vacancy", vacancy.id],
    ] as const) {
      expect(jsonOf(await fetcherPost(member, type, id)).body).toMatchObject(stored(true));
      expect(await rowsFor(id, member)).toBe(1);
      expect(jsonOf(await fetcherPost(member, type, id)).body).toMatchObject(stored(false));
      expect(await rowsFor(id, member)).toBe(0);
    }
  });

  it("keeps one row when two adds race", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db());
    const results = await Promise.all([
      fetcherPost(member, "initiative", initiative.id, "ja"),
      fetcherPost(member, "initiative", initiative.id, "ja"),
      setFavorite({ userId: member.id, itemType: "initiative", itemId: initiative.id, favorite: true }),
    ]);
    expect(jsonOf(results[0]).body).toMatchObject(stored(true));
    expect(jsonOf(results[1]).body).toMatchObject(stored(true));
    expect(results[2]).toEqual({ status: "ok", favorite: true });
    expect(await rowsFor(initiative.id, member)).toBe(1);
  });

  it("toggleFavorite flips the stored state", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db());
    const args = { userId: member.id, itemType: "initiative", itemId: initiative.id } as const;
    expect(await toggleFavorite(args)).toEqual({ status: "ok", favorite: true });
    expect(await toggleFavorite(args)).toEqual({ status: "ok", favorite: false });
    expect(await toggleFavorite(args)).toEqual({ status: "ok", favorite: true });
    expect(await rowsFor(initiative.id, member)).toBe(1);
  });

  it("redirects a plain form post back to returnTo with the toast", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db());
    const fields = { item_type: "initiative", item_id: initiative.id, returnTo: "/initiatieven?thema=natuur" };
    const added = await responseOf(action(post({ ...fields, favorite: "ja" }, member)));
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/initiatieven?thema=natuur");
    expect(await toastOf(added)).toEqual({ type: "success", message: favoriteTexts.added });
    const removed = await responseOf(action(post({ ...fields, favorite: "nee" }, member)));
    expect(await toastOf(removed)).toEqual({ type: "success", message: favoriteTexts.removed });
    expect(await rowsFor(initiative.id, member)).toBe(0);
    // A foreign return address is never followed.
    const foreign = await responseOf(action(post({ ...fields, favorite: "ja", returnTo: "//evil.example/" }, member)));
    expect(foreign.headers.get("Location")).toBe("/");
  });
});

describe("POST /favoriet as a visitor", () => {
  it("answers a fetcher 401 with the log-in text and stores nothing", async () => {
    const initiative = await createInitiative(database.db());
    expect(jsonOf(await fetcherPost(undefined, "initiative", initiative.id, "ja"))).toMatchObject({
      status: 401,
      body: { intent: null, signIn: true, result: { error: { "": [favoriteTexts.login] } } },
    });
    expect(await rowsFor(initiative.id)).toBe(0);
  });

  it("sends a plain form post to /auth with melding=favoriet, returning to the page", async () => {
    const initiative = await createInitiative(database.db());
    const response = await responseOf(action(post({ item_type: "initiative", item_id: initiative.id, favorite: "ja", returnTo: "/events?type=workshop" })),
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/events?type=workshop");
    expect(location.searchParams.get("melding")).toBe("favoriet");
    expect(await rowsFor(initiative.id)).toBe(0);
  });

  it("treats a forged session cookie as a visitor", async () => {
    const initiative = await createInitiative(database.db());
    const forged = { cookie: "ddn.session_token=vervalst.abc" };
    const result = await action(routePost(forged, "/favoriet", { _js: "1", item_type: "initiative", item_id: initiative.id, favorite: "ja" }));
    expect(jsonOf(result).status).toBe(401);
    expect(await rowsFor(initiative.id)).toBe(0);
  });
});

describe("POST /favoriet with bad input", () => {
  it("answers 400 or 404 with 'Er ging iets mis' in the form-action data and stores nothing", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db());
    const hidden = await createInitiative(database.db(), { status: "in_behandeling" });
    const inactive = await createVacancy(database.db(), { initiative_id: initiative.id, is_active: false });
    const unknownId = "00000000-0000-4000-8000-000000000000";
    const cases: [Record<string, string>, number][] = [
      [{ item_type: "initiative", item_id: "niet-een-uuid", favorite: "ja" }, 400],
      [{ item_type: "initiative", item_id: `${initiative.id}' or 1=1 --`, favorite: "ja" }, 400],
      [{ item_type: "profiel", item_id: initiative.id, favorite: "ja" }, 400],
      [{ item_id: initiative.id, favorite: "ja" }, 400],
      [{ item_type: "initiative", favorite: "ja" }, 400],
      [{ item_type: "initiative", item_id: initiative.id, favorite: "misschien" }, 400],
      [{ item_type: "initiative", item_id: unknownId, favorite: "ja" }, 404],
      // The right id under the wrong type is unknown too.
      [{ item_type: "event", item_id: initiative.id, favorite: "ja" }, 404],
      [{ item_type: "initiative", item_id: hidden.id, favorite: "ja" }, 404],
      [{ item_type: "vacancy", item_id: inactive.id, favorite: "ja" }, 404],
    ];
    for (const [fields, status] of cases) {
      const result = jsonOf(await action(post({ _js: "1", returnTo: "/", ...fields }, member)));
      expect(result.status, JSON.stringify(fields)).toBe(status);
      expect(result.body.favorite, JSON.stringify(fields)).toBeUndefined();
      expect(result.body.signIn, JSON.stringify(fields)).toBeUndefined();
      // A refusal, not a failure of ours: the text is in Conform's errors, not in `failure`.
      expect(result.body.failure, JSON.stringify(fields)).toBeUndefined();
      expect(new Set(messagesOf(result.body)), JSON.stringify(fields)).toEqual(new Set([favoriteTexts.failure]));
    }
    const [row] = await database.db().select({ n: count() }).from(favorites).where(eq(favorites.user_id, member.id));
    expect(row?.n).toBe(0);
    // Without JavaScript: back to the page with the error as a toast.
    const plain = await responseOf(action(post({ item_type: "initiative", item_id: unknownId, favorite: "ja", returnTo: "/initiatieven" }, member)),
    );
    expect(plain.headers.get("Location")).toBe("/initiatieven");
    expect(await toastOf(plain)).toEqual({ type: "error", message: favoriteTexts.failure });
    // Malformed input without JavaScript: back to the page as well (the route has no page to show errors on).
    for (const fields of [
      { item_type: "profiel", item_id: initiative.id, favorite: "ja" } as Record<string, string>,
      { item_type: "initiative", item_id: "niet-een-uuid" },
      { item_type: "initiative", item_id: initiative.id, favorite: "misschien" },
    ]) {
      const malformed = await responseOf(action(post({ ...fields, returnTo: "/events?thema=natuur" }, member)));
      expect(malformed.status, JSON.stringify(fields)).toBe(302);
      expect(malformed.headers.get("Location")).toBe("/events?thema=natuur");
      expect(await toastOf(malformed)).toEqual({ type: "error", message: favoriteTexts.failure });
    }
    const [after] = await database.db().select({ n: count() }).from(favorites).where(eq(favorites.user_id, member.id));
    expect(after?.n).toBe(0);
  });
});

describe("POST /favoriet when the database fails", () => {
  function failWrites() {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    vi.spyOn(database.db(), "transaction").mockImplementationOnce(() => {
      throw new Error("verbinding verbroken");
    });
  }
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers a fetcher 500 with `failure` 'Er ging iets mis'", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db());
    failWrites();
    const result = jsonOf(await fetcherPost(member, "initiative", initiative.id, "ja"));
    expect(result.status).toBe(500);
    expect(result.body).toMatchObject({ intent: null, failure: favoriteTexts.failure });
    expect(result.body.favorite).toBeUndefined();
    expect(await rowsFor(initiative.id, member)).toBe(0);
  });

  it("sends a plain form post back to the page with the error toast", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db());
    failWrites();
    const response = await responseOf(
      action(post({ item_type: "initiative", item_id: initiative.id, favorite: "ja", returnTo: "/initiatieven?pagina=2" }, member)),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/initiatieven?pagina=2");
    expect(await toastOf(response)).toEqual({ type: "error", message: favoriteTexts.failure });
    expect(await rowsFor(initiative.id, member)).toBe(0);
  });
});

describe("favourites are per member", () => {
  it("another member's posts only change their own row, whatever the form says", async () => {
    const mine = await createMember();
    const theirs = await createMember();
    const initiative = await createInitiative(database.db());
    await fetcherPost(mine, "initiative", initiative.id, "ja");

    // Their "remove" removes nothing of mine, even with my id in the form.
    const result = await action(
      post({ _js: "1", item_type: "initiative", item_id: initiative.id, favorite: "nee", user_id: mine.id }, theirs),
    );
    expect(jsonOf(result).body).toMatchObject(stored(false));
    expect(await rowsFor(initiative.id, mine)).toBe(1);

    // Their toggle adds their own row; mine stays.
    await fetcherPost(theirs, "initiative", initiative.id);
    expect(await rowsFor(initiative.id, theirs)).toBe(1);
    expect(await rowsFor(initiative.id, mine)).toBe(1);
    await fetcherPost(theirs, "initiative", initiative.id);
    expect(await rowsFor(initiative.id, theirs)).toBe(0);
    expect(await rowsFor(initiative.id, mine)).toBe(1);
  });
});

describe("/favorieten", () => {
  it("sends a visitor to /auth", async () => {
    const response = await responseOf(favoritesLoader(get("/favorieten", "/favorieten")));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/favorieten");
    expect(location.searchParams.get("melding")).toBe("pagina");
  });

  it("lists only the member's own favourites, newest first, with the counts per tab", async () => {
    const db = database.db();
    const member = await createMember();
    const other = await createMember();
    const first = await createInitiative(db);
    const second = await createInitiative(db);
    const event = await createEvent(db, { initiative_id: first.id });
    const vacancy = await createVacancy(db, { initiative_id: second.id });
    const notMine = await createInitiative(db);
    for (const [type, id] of [
      ["initiative", first.id],
      ["event", event.id],
      ["initiative", second.id],
      ["vacancy", vacancy.id],
    ] as const) {
      await fetcherPost(member, type, id, "ja");
    }
    await fetcherPost(other, "initiative", notMine.id, "ja");
    await fetcherPost(other, "event", event.id, "ja");

    const data = await favoritesLoader(get("/favorieten", "/favorieten", member));
    expect(data.tab).toBe("alles");
    expect(data.counts).toEqual({ all: 4, initiatives: 2, events: 1, vacancies: 1 });
    expect(data.initiatives.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(data.events.map((e) => e.id)).toEqual([event.id]);
    expect(data.events[0]?.initiative).toEqual({ id: first.id, name: first.name });
    expect(data.vacancies.map((v) => v.id)).toEqual([vacancy.id]);
    expect(data.vacancies[0]?.initiative).toEqual({ id: second.id, name: second.name });
    // Cards carry no contact data.
    const text = JSON.stringify(data);
    for (const secret of [first.contact_email, event.organizer_email, vacancy.contact_email]) expect(text).not.toContain(secret);

    const theirs = await favoritesLoader(get("/favorieten?tab=initiatieven", "/favorieten", other));
    expect(theirs.tab).toBe("initiatieven");
    expect(theirs.counts).toEqual({ all: 2, initiatives: 1, events: 1, vacancies: 0 });
    expect(theirs.initiatives.map((i) => i.id)).toEqual([notMine.id]);

    // An unknown tab shows everything.
    expect((await favoritesLoader(get("/favorieten?tab=<script>", "/favorieten", other))).tab).toBe("alles");
  });

  it("marks a favourite event that ended earlier today as Afgelopen, one still running as Nu bezig", async () => {
    const db = database.db();
    const member = await createMember();
    const initiative = await createInitiative(db);
    const now = Date.now();
    const ended = await createEvent(db, { initiative_id: initiative.id, date: new Date(now - 3 * 3600_000), end_date: new Date(now - 60_000) });
    const running = await createEvent(db, { initiative_id: initiative.id, date: new Date(now - 3600_000), end_date: new Date(now + 3600_000) });
    const upcoming = await createEvent(db, { initiative_id: initiative.id });
    for (const event of [ended, running, upcoming]) await fetcherPost(member, "event", event.id, "ja");
    const data = await favoritesLoader(get("/favorieten?tab=events", "/favorieten", member));
    const flags = Object.fromEntries(data.events.map((e) => [e.id, [e.is_past, e.is_running]]));
    expect(flags).toEqual({ [ended.id]: [true, false], [running.id]: [false, true], [upcoming.id]: [false, false] });
  });

  it("shows the same pictures on its cards as the lists and the initiative's page do", async () => {
    const db = database.db();
    const member = await createMember();
    const initiative = await createInitiative(db);
    const event = await createEvent(db, { initiative_id: initiative.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id });
    const logo = await attachedTestImage(db, member.id, "initiative_logo", "Logo van de buurtmoestuin");
    const cover = await attachedTestImage(db, member.id, "initiative_cover", "De moestuin in de zomer");
    const eventImage = await attachedTestImage(db, member.id, "event_image", "Mensen aan het schoffelen");
    const vacancyImage = await attachedTestImage(db, member.id, "vacancy_image", "Een gieter");
    await db.update(initiatives).set({ logo_image_id: logo, cover_image_id: cover }).where(eq(initiatives.id, initiative.id));
    await db.update(events).set({ image_id: eventImage }).where(eq(events.id, event.id));
    await db.update(vacancies).set({ image_id: vacancyImage }).where(eq(vacancies.id, vacancy.id));
    await processPendingImages();
    for (const [type, id] of [
      ["initiative", initiative.id],
      ["event", event.id],
      ["vacancy", vacancy.id],
    ] as const) {
      await fetcherPost(member, type, id, "ja");
    }

    const data = await favoritesLoader(get("/favorieten", "/favorieten", member));
    const page = await initiativeDetailLoader(detail("initiatieven", initiative.id, member));
    expect(data.initiatives[0]?.logo?.alt).toBe("Logo van de buurtmoestuin");
    expect(data.initiatives[0]?.cover?.alt).toBe("De moestuin in de zomer");
    expect(data.events[0]?.image?.alt).toBe("Mensen aan het schoffelen");
    expect(data.vacancies[0]?.image?.alt).toBe("Een gieter");
    expect(data.initiatives[0]?.logo?.src).toMatch(new RegExp(`^/afbeelding/${logo}/`));
    // The very card data the initiative's page and the lists show.
    const listed = (await initiativesLoader(get("/initiatieven", "/initiatieven", member))).items.find((i) => i.id === initiative.id);
    expect(data.initiatives[0]).toEqual(expect.objectContaining({ logo: listed?.logo, cover: listed?.cover }));
    expect(data.events[0]?.image).toEqual(page.events.find((e) => e.id === event.id)?.image);
    expect(data.vacancies[0]?.image).toEqual(page.vacancies.find((v) => v.id === vacancy.id)?.image);
  });

  it("drops favourites of a deleted initiative and its events; hides those of a hidden one", async () => {
    const db = database.db();
    const member = await createMember();
    const other = await createMember();
    const doomed = await createInitiative(db);
    const doomedEvent = await createEvent(db, { initiative_id: doomed.id });
    const doomedVacancy = await createVacancy(db, { initiative_id: doomed.id });
    const hidden = await createInitiative(db);
    const hiddenEvent = await createEvent(db, { initiative_id: hidden.id });
    const kept = await createInitiative(db);
    for (const who of [member, other]) {
      await fetcherPost(who, "initiative", doomed.id, "ja");
      await fetcherPost(who, "event", doomedEvent.id, "ja");
    }
    await fetcherPost(member, "vacancy", doomedVacancy.id, "ja");
    await fetcherPost(member, "initiative", hidden.id, "ja");
    await fetcherPost(member, "event", hiddenEvent.id, "ja");
    await fetcherPost(member, "initiative", kept.id, "ja");
    expect((await favoritesLoader(get("/favorieten", "/favorieten", member))).counts).toEqual({
      all: 6,
      initiatives: 3,
      events: 2,
      vacancies: 1,
    });

    await db.delete(initiatives).where(eq(initiatives.id, doomed.id));
    for (const id of [doomed.id, doomedEvent.id, doomedVacancy.id]) expect(await rowsFor(id)).toBe(0);

    await db.update(initiatives).set({ status: "in_behandeling" }).where(eq(initiatives.id, hidden.id));
    const data = await favoritesLoader(get("/favorieten", "/favorieten", member));
    expect(data.counts).toEqual({ all: 1, initiatives: 1, events: 0, vacancies: 0 });
    expect(data.initiatives.map((i) => i.id)).toEqual([kept.id]);
    // The rows of the hidden initiative stay (it may become public again), they are just not listed.
    expect(await rowsFor(hidden.id, member)).toBe(1);
    expect(await rowsFor(hiddenEvent.id, member)).toBe(1);
  });

  it("removes a favourite of an item hidden since it was saved, by set and by toggle, and adds no hidden one", async () => {
    const db = database.db();
    const member = await createMember();
    const initiative = await createInitiative(db);
    const vacancy = await createVacancy(db, { initiative_id: initiative.id });
    const paused = await createInitiative(db);
    await fetcherPost(member, "vacancy", vacancy.id, "ja");
    await fetcherPost(member, "initiative", paused.id, "ja");
    await db.update(vacancies).set({ is_active: false }).where(eq(vacancies.id, vacancy.id));
    await db.update(initiatives).set({ status: "in_behandeling" }).where(eq(initiatives.id, paused.id));

    expect(jsonOf(await fetcherPost(member, "vacancy", vacancy.id, "nee"))).toMatchObject({
      status: 200,
      body: stored(false),
    });
    expect(await rowsFor(vacancy.id, member)).toBe(0);
    // The toggle (no `favorite` field) removes too.
    expect(jsonOf(await fetcherPost(member, "initiative", paused.id))).toMatchObject({
      status: 200,
      body: stored(false),
    });
    expect(await rowsFor(paused.id, member)).toBe(0);
    // Toggling again would add: refused for a hidden item, nothing stored.
    expect(jsonOf(await fetcherPost(member, "initiative", paused.id)).status).toBe(404);
    expect(jsonOf(await fetcherPost(member, "vacancy", vacancy.id, "ja")).status).toBe(404);
    expect(await rowsFor(paused.id, member)).toBe(0);
    expect(await rowsFor(vacancy.id, member)).toBe(0);
  });
});

describe("list loaders mark favourites", () => {
  it("only for the member who saved them", async () => {
    const db = database.db();
    const member = await createMember();
    const other = await createMember();
    const name = `Hartjesinitiatief ${crypto.randomUUID().slice(0, 8)}`;
    const initiative = await createInitiative(db, { name });
    await fetcherPost(member, "initiative", initiative.id, "ja");
    const path = `/initiatieven?zoek=${encodeURIComponent(name)}`;
    const key = favoriteKey("initiative", initiative.id);

    const mine = await initiativesLoader(get(path, "/initiatieven", member));
    expect(mine.items.map((i) => i.id)).toEqual([initiative.id]);
    expect(mine.isMember).toBe(true);
    expect(mine.favoriteKeys).toEqual([key]);

    const theirs = await initiativesLoader(get(path, "/initiatieven", other));
    expect(theirs.isMember).toBe(true);
    expect(theirs.favoriteKeys).toEqual([]);

    const visitor = await initiativesLoader(get(path, "/initiatieven"));
    expect(visitor.isMember).toBe(false);
    expect(visitor.favoriteKeys).toEqual([]);
    expect(visitor.items.map((i) => i.id)).toEqual([initiative.id]);
  });

  it("listFavoriteKeys limits to the given ids", async () => {
    const db = database.db();
    const member = await createMember();
    const a = await createInitiative(db);
    const b = await createInitiative(db);
    await fetcherPost(member, "initiative", a.id, "ja");
    await fetcherPost(member, "initiative", b.id, "ja");
    expect(await listFavoriteKeys({ userId: member.id, itemIds: [a.id] })).toEqual([favoriteKey("initiative", a.id)]);
    expect(await listFavoriteKeys({ userId: member.id, itemIds: [] })).toEqual([]);
    expect((await listFavoriteKeys({ userId: member.id })).sort()).toEqual(
      [favoriteKey("initiative", a.id), favoriteKey("initiative", b.id)].sort(),
    );
  });
});

describe("detail loaders", () => {
  it("mark the item and the initiative's events and vacancies, and offer 'Bewerken' to the creator only", async () => {
    const db = database.db();
    const owner = await createMember();
    const other = await createMember();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const event = await createEvent(db, { initiative_id: initiative.id, created_by: owner.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: owner.id });
    await fetcherPost(other, "initiative", initiative.id, "ja");
    await fetcherPost(other, "event", event.id, "ja");
    await fetcherPost(other, "vacancy", vacancy.id, "ja");

    const asOwner = await initiativeDetailLoader(detail("initiatief", initiative.id, owner));
    expect(asOwner).toMatchObject({ canEdit: true, isMember: true, favoriteKeys: [] });
    const asOther = await initiativeDetailLoader(detail("initiatief", initiative.id, other));
    expect(asOther).toMatchObject({ canEdit: false, isMember: true });
    expect([...asOther.favoriteKeys].sort()).toEqual(
      [favoriteKey("initiative", initiative.id), favoriteKey("event", event.id), favoriteKey("vacancy", vacancy.id)].sort(),
    );
    expect(await initiativeDetailLoader(detail("initiatief", initiative.id))).toMatchObject({
      canEdit: false,
      isMember: false,
      favoriteKeys: [],
    });

    expect(await eventDetailLoader(detail("event", event.id, owner))).toMatchObject({ canEdit: true, favoriteKeys: [] });
    expect(await eventDetailLoader(detail("event", event.id, other))).toMatchObject({
      canEdit: false,
      favoriteKeys: [favoriteKey("event", event.id)],
    });
    expect(await eventDetailLoader(detail("event", event.id))).toMatchObject({ canEdit: false, isMember: false });

    expect(await vacancyDetailLoader(detail("vacature", vacancy.id, other))).toMatchObject({
      isMember: true,
      favoriteKeys: [favoriteKey("vacancy", vacancy.id)],
    });
    expect(await vacancyDetailLoader(detail("vacature", vacancy.id))).toMatchObject({ isMember: false, favoriteKeys: [] });
  });
});
