/**
 * Property-based fuzzing of every query parameter and route id our loaders read
 * (docs/decisions/013-fuzzing.md): the lists (zoek, thema, provincie, schaal, organisatie, vorm,
 * type, categorie, van, tot, verleden, pagina), the detail and edit pages and an event's calendar
 * file (`:id`), a member's calendar feed (`:token`), the new-item
 * pages (initiative, initiative_id), /auth (redirectTo, token, tab, melding, error, bevestigd,
 * registratie), /feedback (returnTo), the member pages (tab) and the root loader, as a visitor and
 * as a member. Values are hostile strings (tests/setup/fuzz.ts), valid values, repeated names and
 * names of Object.prototype members.
 *
 * Every answer must be 2xx/3xx/4xx (a 4xx with Dutch messages), never a 5xx, an uncaught throw or
 * data the server could not send to the browser (a function, a symbol).
 */
import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { eventTypes, formalities, informalTypes, legalForms, provinces, scopes, themes, vacancyCategoryFilters } from "~/lib/enums";
import { loader as rootLoader } from "~/root";
import { loader as authLoader } from "~/routes/auth";
import { loader as calendarFeedLoader } from "~/routes/calendar/feed";
import { loader as eventCalendarLoader } from "~/routes/events/calendar";
import { loader as eventDetailLoader } from "~/routes/events/detail";
import { loader as eventEditLoader } from "~/routes/events/edit";
import { loader as eventCancelLoader } from "~/routes/events/cancel";
import { loader as eventsLoader } from "~/routes/events/list";
import { loader as embedBuilderLoader } from "~/routes/embed/builder";
import { loader as embedEventsLoader } from "~/routes/embed/events";
import { loader as embedInitiativesLoader } from "~/routes/embed/initiatives";
import { loader as eventNewLoader } from "~/routes/events/new";
import { loader as favoritesLoader } from "~/routes/favorites/list";
import { loader as favoriteToggleLoader } from "~/routes/favorites/toggle";
import { loader as feedbackLoader } from "~/routes/feedback";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as homeLoader } from "~/routes/home";
import { loader as initiativeDetailLoader } from "~/routes/initiatives/detail";
import { loader as initiativeEditLoader } from "~/routes/initiatives/edit";
import { loader as initiativesLoader } from "~/routes/initiatives/list";
import { loader as initiativeNewLoader } from "~/routes/initiatives/new";
import { loader as initiativeNewRedirectLoader } from "~/routes/initiatives/new-redirect";
import { loader as logoutLoader } from "~/routes/logout";
import { loader as myItemsLoader } from "~/routes/my-items";
import { loader as participantsLoader } from "~/routes/participation/participants";
import { loader as participantsCsvLoader } from "~/routes/participation/participants-csv";
import { loader as signUpLoader } from "~/routes/participation/sign-up";
import { loader as notFoundLoader } from "~/routes/not-found";
import { loader as exportLoader } from "~/routes/settings/export";
import { loader as settingsLoader } from "~/routes/settings/index";
import { loader as vacancyDetailLoader } from "~/routes/vacancies/detail";
import { loader as vacancyEditLoader } from "~/routes/vacancies/edit";
import { loader as vacancyResponseLoader } from "~/routes/vacancies/response";
import { loader as vacancyResponsesLoader } from "~/routes/vacancies/responses";
import { loader as vacanciesLoader } from "~/routes/vacancies/list";
import { loader as vacancyNewLoader } from "~/routes/vacancies/new";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { asRoute, expectSafe, idParam, malformedIds, nastyString, outcomeOf, queryRequest, routeArgs, type RouteFunction, runFuzz } from "../setup/fuzz";
import { createMember, type TestMember } from "../setup/members";

const database = setupTestDatabase();

let member: TestMember;
const ids = { initiative: "", event: "", vacancy: "" };

beforeAll(async () => {
  await seedMunicipalities(database.db());
  member = await createMember();
  const db = database.db();
  // Enough rows for a second page, some of them the member's.
  for (let i = 0; i < 26; i += 1) {
    const initiative = await createInitiative(db, { created_by: i % 2 ? member.id : null });
    if (i === 0) ids.initiative = initiative.id;
    if (i < 3) {
      const event = await createEvent(db, { initiative_id: initiative.id, created_by: initiative.created_by });
      const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: initiative.created_by });
      if (i === 0) {
        ids.event = event.id;
        ids.vacancy = vacancy.id;
      }
    }
  }
});

type Loader = RouteFunction;

/** A query: `names` with hostile or valid values, some repeated, plus an odd extra name. */
function query(values: Record<string, readonly string[]>): fc.Arbitrary<[string, string][]> {
  const names = Object.keys(values);
  const value = (name: string) =>
    values[name]?.length ? fc.oneof(nastyString, fc.constantFrom(...(values[name] as string[]))) : nastyString;
  const entry = fc.constantFrom(...names).chain((name) => value(name).map((v): [string, string] => [name, v]));
  const odd = fc.tuple(fc.constantFrom("constructor", "__proto__", "", "%00", "pagina[]"), nastyString);
  return fc.tuple(fc.array(entry, { minLength: 1, maxLength: 6 }), fc.option(odd)).map(([entries, extra]) =>
    extra ? [...entries, extra] : entries,
  );
}

const visitorOrMember = fc.boolean();

/** Calls `loader` for `path` + query as a visitor or the member and checks the answer. */
async function get(
  loader: Loader,
  path: string,
  pattern: string,
  entries: [string, string][],
  asMember: boolean,
  params: Record<string, string> = {},
): Promise<void> {
  const request = queryRequest(path, entries, asMember ? member.cookie : undefined);
  const outcome = await outcomeOf(() => loader(routeArgs(request, pattern, params)));
  expectSafe(outcome, `GET ${path} as ${asMember ? "member" : "visitor"}`);
}

const pages = ["1", "2", "3", "0", "-1", "1e3", "999999", "9999999999999999999", "０１", "2.5", " 2"];
const dates = ["2026-02-30", "2026-02-28", "", "9999-99-99", "2024-02-29", "1899-12-31", "2201-01-01", "0000-00-00"];

describe("fuzzing the loaders' query parameters and ids", () => {
  it("/initiatieven", async () => {
    await runFuzz(
      fc.asyncProperty(
        query({
          zoek: ["tuin", "%", "_", "\\", "'", "a".repeat(101)],
          thema: ["all", ...themes],
          provincie: ["all", ...provinces],
          schaal: ["all", ...scopes],
          organisatie: ["all", ...formalities],
          vorm: [...legalForms, ...informalTypes],
          pagina: pages,
        }),
        visitorOrMember,
        async (entries, asMember) => {
          await get(asRoute(initiativesLoader), "/initiatieven", "/initiatieven", entries, asMember);
        },
      ),
    );
  });

  it("/events", async () => {
    await runFuzz(
      fc.asyncProperty(
        query({
          zoek: ["zaden", "%", "_"],
          type: ["all", ...eventTypes],
          thema: ["all", ...themes],
          provincie: ["all", ...provinces],
          van: dates,
          tot: dates,
          verleden: ["1", "0", "ja", ""],
          pagina: pages,
        }),
        visitorOrMember,
        async (entries, asMember) => {
          await get(asRoute(eventsLoader), "/events", "/events", entries, asMember);
        },
      ),
    );
  });

  it("/embed/events, /embed/initiatieven and /op-je-eigen-site", async () => {
    const counts = ["1", "5", "20", "0", "21", "-1", "1e3", "9999999999999999999", "2.5", ""];
    await runFuzz(
      fc.asyncProperty(
        query({
          soort: ["events", "initiatieven"],
          gemeente: ["utrecht", "Utrecht", "s-gravenhage", "onbekend", "all"],
          zoek: ["tuin", "%", "_"],
          type: ["all", ...eventTypes],
          thema: ["all", ...themes],
          provincie: ["all", ...provinces],
          van: dates,
          verleden: ["1", ""],
          aantal: counts,
          pagina: pages,
        }),
        visitorOrMember,
        async (entries, asMember) => {
          await get(asRoute(embedEventsLoader), "/embed/events", "/embed/events", entries, asMember);
          await get(asRoute(embedInitiativesLoader), "/embed/initiatieven", "/embed/initiatieven", entries, asMember);
          await get(asRoute(embedBuilderLoader), "/op-je-eigen-site", "/op-je-eigen-site", entries, asMember);
        },
      ),
    );
  });

  it("/vacatures", async () => {
    await runFuzz(
      fc.asyncProperty(
        query({ zoek: ["vrijwilliger", "%"], categorie: ["all", ...vacancyCategoryFilters], pagina: pages }),
        visitorOrMember,
        async (entries, asMember) => {
          await get(asRoute(vacanciesLoader), "/vacatures", "/vacatures", entries, asMember);
        },
      ),
    );
  });

  it("detail and edit pages (:id)", async () => {
    const routes: [Loader, string][] = [
      [asRoute(initiativeDetailLoader), "/initiatief/:id"],
      [asRoute(initiativeEditLoader), "/initiatief/:id/bewerken"],
      [asRoute(eventDetailLoader), "/event/:id"],
      [asRoute(eventEditLoader), "/event/:id/bewerken"],
      [asRoute(eventCancelLoader), "/event/:id/annuleren"],
      [asRoute(eventCalendarLoader), "/event/:id/agenda.ics"],
      [asRoute(participantsLoader), "/event/:id/deelnemers"],
      [asRoute(participantsCsvLoader), "/event/:id/deelnemers.csv"],
      [asRoute(signUpLoader), "/event/:id/aanmelding"],
      [asRoute(vacancyDetailLoader), "/vacature/:id"],
      [asRoute(vacancyEditLoader), "/vacature/:id/bewerken"],
      [asRoute(vacancyResponsesLoader), "/vacature/:id/reacties"],
      [asRoute(vacancyResponseLoader), "/vacature/:id/reactie"],
    ];
    await runFuzz(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        idParam([ids.initiative, ids.event, ids.vacancy, ids.initiative.toUpperCase()]),
        visitorOrMember,
        async ([loader, pattern], id, asMember) => {
          // The URL carries the id as a browser would send it (lone surrogates become U+FFFD);
          // the loader gets the raw id in `params`, as hostile as it comes.
          const path = pattern.replace(":id", encodeURIComponent(Buffer.from(id).toString()));
          await get(loader, path, pattern, [], asMember, { id });
        },
      ),
      80,
    );
  });

  it("/agenda/:token (a member's calendar feed)", async () => {
    const token = fc.oneof(
      nastyString,
      nastyString.map((value) => `${value}.ics`),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}\.ics$/),
      fc.constantFrom(".ics", "A".repeat(43), `${"A".repeat(43)}.ics.ics`, `${"%".repeat(43)}.ics`),
    );
    await runFuzz(
      fc.asyncProperty(token, visitorOrMember, async (segment, asMember) => {
        const path = `/agenda/${encodeURIComponent(Buffer.from(segment).toString())}`;
        await get(asRoute(calendarFeedLoader), path, "/agenda/:token", [], asMember, { token: segment });
      }),
    );
  });

  it("/auth", async () => {
    await runFuzz(
      fc.asyncProperty(
        query({
          redirectTo: ["/mijn-items", "//evil.example.org", "https://evil.example.org", "/\\evil", "/\t/evil.example.org", "/🎉"],
          token: ["abc", ""],
          tab: ["inloggen", "registreren", "nieuw-wachtwoord"],
          melding: ["initiatief", "event", "vacature", "favoriet", "pagina", "reageren", "constructor", "toString", "__proto__"],
          error: ["INVALID_TOKEN", "invalid_token", "token_expired", "constructor", "toString", "__proto__"],
          bevestigd: ["1"],
          registratie: ["verstuurd"],
        }),
        visitorOrMember,
        async (entries, asMember) => {
          await get(asRoute(authLoader), "/auth", "/auth", entries, asMember);
        },
      ),
    );
  });

  it("new-item pages, /feedback, the member pages and the pages without parameters", async () => {
    const routes: [Loader, string, Record<string, readonly string[]>][] = [
      [asRoute(eventNewLoader), "/nieuw-event", { initiative: [...malformedIds] }],
      [asRoute(vacancyNewLoader), "/vacature/nieuw", { initiative_id: [...malformedIds] }],
      [asRoute(initiativeNewLoader), "/nieuw-initiatief", { bron: ["home"] }],
      [asRoute(initiativeNewRedirectLoader), "/initiatief/nieuw", { bron: ["home"] }],
      [asRoute(feedbackLoader), "/feedback", { returnTo: ["/feedback", "//evil.example.org", "/\t/evil.example.org", "/🎉?x=ü"] }],
      [asRoute(favoritesLoader), "/favorieten", { tab: ["alles", "initiatieven", "events", "vacatures", "constructor"] }],
      [asRoute(myItemsLoader), "/mijn-items", { tab: ["initiatieven", "events", "vacatures"] }],
      [asRoute(settingsLoader), "/instellingen", { tab: ["profiel"] }],
      [asRoute(exportLoader), "/instellingen/gegevens", { format: ["json"] }],
      [asRoute(homeLoader), "/", { zoek: ["tuin"] }],
      [asRoute(rootLoader), "/", { pagina: pages }],
      [asRoute(favoriteToggleLoader), "/favoriet", { item_id: [] }],
      [asRoute(logoutLoader), "/uitloggen", { redirectTo: [] }],
      [asRoute(healthLoader), "/healthz", { x: [] }],
      [asRoute(notFoundLoader), "/bestaat-niet", { x: [] }],
    ];
    await runFuzz(
      fc.asyncProperty(
        fc.constantFrom(...routes).chain(([loader, path, values]) => query(values).map((entries) => ({ loader, path, entries }))),
        visitorOrMember,
        async ({ loader, path, entries }, asMember) => {
          await get(loader, path, path, entries, asMember);
        },
      ),
      80,
    );
  });
});
