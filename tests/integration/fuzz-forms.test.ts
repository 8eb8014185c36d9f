/**
 * Property-based fuzzing of every form action we own (docs/decisions/013-fuzzing.md):
 * initiative new/edit, event new/edit, vacancy new/edit, favourite toggle, event sign-up and the
 * organizer's participants forms, feedback, contact, settings (profile, password, deletion), the
 * auth forms, logout, responding to a vacancy and withdrawing (/vacature/:id/reactie), the
 * organizer's status form (/vacature/:id/reacties) and the delete/activate actions of
 * /mijn-items. Each property posts a valid form with fields replaced by hostile values (random
 * Unicode, lone surrogates, NUL, RTL, emoji, 100 KB+ strings, malformed numbers, ids and dates),
 * removed, repeated or sent as a file, as a member and as a visitor.
 *
 * Every answer must be 2xx/3xx/4xx, a 4xx with Dutch messages, never a 5xx or an uncaught throw
 * (tests/setup/fuzz.ts); afterwards every initiative, event, vacancy and favourite row still
 * satisfies the form rules. Fixed seed, modest run count: deterministic and quick.
 */
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventTypes, favoriteItemTypes, provinces, scopes, themes, vacancyCategories } from "~/lib/enums";
import { events, initiatives, vacancies, vacancyResponses } from "~/db/schema";
import { respondToVacancy } from "~/modules/participation/responses.server";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { action as authAction } from "~/routes/auth";
import { action as eventEditAction } from "~/routes/events/edit";
import { action as eventNewAction } from "~/routes/events/new";
import { action as favoriteAction } from "~/routes/favorites/toggle";
import { action as feedbackAction } from "~/routes/feedback";
import { action as initiativeEditAction } from "~/routes/initiatives/edit";
import { action as initiativeNewAction } from "~/routes/initiatives/new";
import { action as logoutAction } from "~/routes/logout";
import { action as myItemsAction } from "~/routes/my-items";
import { action as participantsAction } from "~/routes/participation/participants";
import { action as signUpAction } from "~/routes/participation/sign-up";
import { action as contactAction } from "~/routes/pages/contact";
import { action as settingsAction } from "~/routes/settings/index";
import { action as vacancyEditAction } from "~/routes/vacancies/edit";
import { action as vacancyNewAction } from "~/routes/vacancies/new";
import { action as vacancyResponseAction } from "~/routes/vacancies/response";
import { action as vacancyResponsesAction } from "~/routes/vacancies/responses";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { validEventForm, validInitiativeForm, validVacancyForm } from "../setup/forms";
import {
  expectSafe,
  type FieldValue,
  formRequest,
  type RouteFunction,
  runFuzz,
  asRoute,
  idParam,
  invalidRows,
  malformedIds,
  mutatedForm,
  nastyString,
  type Outcome,
  outcomeOf,
} from "../setup/fuzz";
import { createMember, type TestMember } from "../setup/members";
import { toastOf } from "../setup/routes";

const database = setupTestDatabase();

let owner: TestMember;
let other: TestMember;
let initiativeId: string;
let otherInitiativeId: string;
let eventId: string;
let vacancyId: string;

beforeAll(async () => {
  await seedMunicipalities(database.db());
  owner = await createMember();
  other = await createMember();
  const db = database.db();
  initiativeId = (await createInitiative(db, { created_by: owner.id })).id;
  otherInitiativeId = (await createInitiative(db, { created_by: other.id })).id;
  eventId = (await createEvent(db, { initiative_id: initiativeId, created_by: owner.id })).id;
  vacancyId = (await createVacancy(db, { initiative_id: initiativeId, created_by: owner.id })).id;
});

afterAll(async () => {
  // The database holds only valid rows after everything the properties posted.
  expect(await invalidRows(database.db())).toEqual([]);
});

/** Rows in `table` now: the create properties check that some hostile posts were really stored. */
async function rowCount(table: typeof initiatives | typeof events | typeof vacancies): Promise<number> {
  const [row] = await database.db().select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The caller of a property: the owner, another member or a visitor (no cookie). */
const who = fc.constantFrom<"owner" | "other" | "visitor">("owner", "owner", "owner", "other", "visitor");
const cookieOf = (caller: "owner" | "other" | "visitor") =>
  caller === "owner" ? owner.cookie : caller === "other" ? other.cookie : undefined;

type Action = RouteFunction;

/**
 * Posts `entries` to `action` as `caller` and checks the answer is safe.
 * @returns the outcome (status, redirect, Response), for properties that want to count outcomes
 */
async function postChecked(
  action: Action,
  path: string,
  pattern: string,
  entries: readonly [string, FieldValue][],
  caller: "owner" | "other" | "visitor",
  params: Record<string, string> = {},
): Promise<Outcome> {
  const request = formRequest(path, entries, cookieOf(caller));
  const outcome = await outcomeOf(() =>
    action({ request, params, url: new URL(request.url), pattern, context: new RouterContextProvider() }),
  );
  expectSafe(outcome, `POST ${path} as ${caller}`);
  // No answer carries a password back, not even the one just typed.
  const answer = JSON.stringify(outcome.data) ?? "";
  for (const [name, value] of entries) {
    if (["password", "current_password", "password_confirmation"].includes(name) && typeof value === "string" && value.length >= 8) {
      expect(answer.includes(value), `POST ${path} as ${caller}: answer holds ${name}`).toBe(false);
    }
  }
  return outcome;
}

/** Whether an edit was saved: the action redirected with its success toast. */
async function saved(outcome: Outcome): Promise<boolean> {
  return outcome.response ? (await toastOf(outcome.response))?.type === "success" : false;
}

/** One edit post: form entries, route id, caller, and whether it is the owner's unchanged valid form. */
type EditCase = [entries: [string, FieldValue][], id: string, caller: "owner" | "other" | "visitor", clean: boolean];

/**
 * Edit posts: mostly hostile variants of `form` to any id as anyone, and now and then the
 * owner's own valid form, unchanged, to `ownId`, which must be saved. Without those, a property
 * whose action refused every post would pass.
 */
function editCases(form: Record<string, string>, pools: Record<string, readonly string[]>, ids: string[], ownId: () => string) {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(mutatedForm(form, pools), idParam(ids), who).map(([entries, id, caller]): EditCase => [entries, id, caller, false]),
    },
    { weight: 1, arbitrary: fc.constant(null).map((): EditCase => [Object.entries(form), ownId(), "owner", true]) },
  );
}

/** Counts of an edit property: clean posts made and saved. */
function editTally() {
  const tally = { clean: 0, cleanSaved: 0 };
  return {
    tally,
    async record(outcome: Outcome, clean: boolean) {
      if (!clean) return;
      tally.clean += 1;
      if (await saved(outcome)) tally.cleanSaved += 1;
    },
  };
}

const initiativeForm = validInitiativeForm({ name: "Buurtmoestuin De Fuzz", formal_type: "" });
const initiativePools = {
  formality: ["formeel", "informeel"],
  formal_type: ["stichting", "vereniging"],
  theme: [...themes],
  scope: [...scopes],
  province: [...provinces],
  municipality: ["Den Haag", "’s-Hertogenbosch", "Bergen (NH.)", "Utrecht"],
  established: ["1900", "2026", "1.500", "2.026"],
  member_count: ["1.000.000", "10000001", "-0"],
};

/** The valid event form with every optional field filled in too, so mutations reach them all. */
const eventForm = validEventForm("", {
  theme: "natuur",
  province: "utrecht",
  date: "2030-05-01T14:00",
  end_date: "2030-05-01T17:00",
  organizer_phone: "030 123 4567",
  website: "https://tuin.example.org",
  registration_required: "on",
  max_participants: "25",
});
const eventPools = {
  type: [...eventTypes],
  date: ["2026-03-29T02:30", "2030-02-30T10:00", "2100-12-31T23:59", "2030-05-01"],
  end_date: ["2030-04-30T10:00", "2030-05-01T13:59"],
  registration_required: ["on", "off", "true"],
  max_participants: ["0", "100000", "100001", "1e3"],
};

const vacancyForm = validVacancyForm("");

describe("fuzzing the form actions", () => {
  it("initiative create (/nieuw-initiatief)", async () => {
    const before = await rowCount(initiatives);
    await runFuzz(
      fc.asyncProperty(mutatedForm(initiativeForm, initiativePools), who, async (entries, caller) => {
        await postChecked(initiativeNewAction, "/nieuw-initiatief", "/nieuw-initiatief", entries, caller);
      }),
    );
    expect(await rowCount(initiatives)).toBeGreaterThan(before);
  });

  it("initiative edit (/initiatief/:id/bewerken)", async () => {
    const { tally, record } = editTally();
    await runFuzz(
      fc.asyncProperty(
        editCases(initiativeForm, initiativePools, [initiativeId, otherInitiativeId], () => initiativeId),
        async ([entries, id, caller, clean]) => {
          const outcome = await postChecked(asRoute(initiativeEditAction), `/initiatief/${id}/bewerken`, "/initiatief/:id/bewerken", entries, caller, { id });
          await record(outcome, clean);
        },
      ),
    );
    expect(tally.clean).toBeGreaterThan(0);
    expect(tally.cleanSaved).toBe(tally.clean);
  });

  it("event create (/nieuw-event)", async () => {
    const before = await rowCount(events);
    const ids = [initiativeId, otherInitiativeId, ...malformedIds];
    await runFuzz(
      fc.asyncProperty(
        mutatedForm({ ...eventForm, initiative_id: initiativeId }, { ...eventPools, initiative_id: ids }),
        who,
        async (entries, caller) => {
          await postChecked(eventNewAction, "/nieuw-event", "/nieuw-event", entries, caller);
        },
      ),
    );
    expect(await rowCount(events)).toBeGreaterThan(before);
  });

  it("event edit (/event/:id/bewerken)", async () => {
    const { initiative_id: _ignored, ...fields } = eventForm;
    const { tally, record } = editTally();
    await runFuzz(
      fc.asyncProperty(editCases(fields, eventPools, [eventId], () => eventId), async ([entries, id, caller, clean]) => {
        const outcome = await postChecked(asRoute(eventEditAction), `/event/${id}/bewerken`, "/event/:id/bewerken", entries, caller, { id });
        await record(outcome, clean);
      }),
    );
    expect(tally.clean).toBeGreaterThan(0);
    expect(tally.cleanSaved).toBe(tally.clean);
  });

  it("vacancy create (/vacature/nieuw)", async () => {
    const before = await rowCount(vacancies);
    await runFuzz(
      fc.asyncProperty(
        mutatedForm(
          { ...vacancyForm, initiative_id: initiativeId },
          { initiative_id: [initiativeId, otherInitiativeId, initiativeId.toUpperCase(), ...malformedIds], category: [...vacancyCategories] },
        ),
        who,
        async (entries, caller) => {
          await postChecked(vacancyNewAction, "/vacature/nieuw", "/vacature/nieuw", entries, caller);
        },
      ),
    );
    expect(await rowCount(vacancies)).toBeGreaterThan(before);
  });

  it("vacancy edit (/vacature/:id/bewerken)", async () => {
    const { initiative_id: _ignored, ...fields } = vacancyForm;
    const { tally, record } = editTally();
    await runFuzz(
      fc.asyncProperty(
        editCases(fields, { category: [...vacancyCategories] }, [vacancyId], () => vacancyId),
        async ([entries, id, caller, clean]) => {
          const outcome = await postChecked(asRoute(vacancyEditAction), `/vacature/${id}/bewerken`, "/vacature/:id/bewerken", entries, caller, { id });
          await record(outcome, clean);
        },
      ),
    );
    expect(tally.clean).toBeGreaterThan(0);
    expect(tally.cleanSaved).toBe(tally.clean);
  });

  it("favourite toggle (/favoriet)", async () => {
    await runFuzz(
      fc.asyncProperty(
        mutatedForm(
          { item_type: "initiative", item_id: initiativeId, favorite: "", _js: "1", returnTo: "/initiatieven" },
          {
            item_type: [...favoriteItemTypes],
            item_id: [initiativeId, eventId, vacancyId, otherInitiativeId, ...malformedIds],
            favorite: ["ja", "nee", ""],
            _js: ["1", "0"],
            returnTo: ["//evil.example.org", "https://evil.example.org", "/\\evil.example.org", "/favorieten?x=1#y"],
          },
        ),
        who,
        async (entries, caller) => {
          await postChecked(favoriteAction, "/favoriet", "/favoriet", entries, caller);
        },
      )
    );
  });

  it("event sign-up (/event/:id/aanmelding) and the organizer's participants page (/event/:id/deelnemers)", async () => {
    await runFuzz(
      fc.asyncProperty(
        mutatedForm({ intent: "sign-up", redirectTo: "/mijn-aanmeldingen" }, { intent: ["sign-up", "cancel-sign-up", "close-registration", ""], redirectTo: ["//evil.example.org", "/\\evil"] }),
        idParam([eventId]),
        who,
        async (entries, id, caller) => {
          await postChecked(asRoute(signUpAction), `/event/${encodeURIComponent(Buffer.from(id).toString())}/aanmelding`, "/event/:id/aanmelding", entries, caller, { id });
        },
      ),
    );
    await runFuzz(
      fc.asyncProperty(
        mutatedForm(
          { intent: "message-participants", subject: "Regenjas mee", message: "Neem een regenjas mee, het wordt nat.", external_participants: "3" },
          { intent: ["close-registration", "reopen-registration", "external-participants", "message-participants", "unknown"], external_participants: ["-1", "1.000", "100001", "1e3", "２"] },
        ),
        idParam([eventId]),
        who,
        async (entries, id, caller) => {
          await postChecked(asRoute(participantsAction), `/event/${encodeURIComponent(Buffer.from(id).toString())}/deelnemers`, "/event/:id/deelnemers", entries, caller, { id });
        },
      ),
    );
  });

  it("vacancy response: respond and withdraw (/vacature/:id/reactie)", async () => {
    await runFuzz(
      fc.asyncProperty(
        mutatedForm(
          {
            intent: "respond",
            motivation: "Ik help graag mee in de tuin op zaterdag.",
            phone: "06 1234 5678",
            confirm: "ja",
            _js: "1",
            redirectTo: `/vacature/${vacancyId}`,
          },
          {
            intent: ["respond", "withdraw"],
            phone: ["+31 (0)6-12 34 56 78", "12345", "1".repeat(16)],
            confirm: ["ja", "nee"],
            _js: ["1", "0"],
            redirectTo: ["//evil.example.org", "/\\evil", "/mijn-aanmeldingen"],
          },
        ),
        idParam([vacancyId]),
        who,
        async (entries, id, caller) => {
          await postChecked(asRoute(vacancyResponseAction), `/vacature/${id}/reactie`, "/vacature/:id/reactie", entries, caller, { id });
        },
      ),
    );
  });

  it("the organizer's status form (/vacature/:id/reacties)", async () => {
    const volunteer = await createMember();
    await respondToVacancy({ viewer: volunteer, vacancyId, values: { motivation: "Ik doe graag mee met de tuin.", phone: null } });
    const [response] = await database.db().select({ id: vacancyResponses.id }).from(vacancyResponses).where(eq(vacancyResponses.user_id, volunteer.id));
    await runFuzz(
      fc.asyncProperty(
        mutatedForm(
          { intent: "status", response_id: response?.id ?? "", status: "in_conversation" },
          { intent: ["status", "respond"], status: ["new", "in_conversation", "accepted", "declined", "nieuw"], response_id: malformedIds },
        ),
        idParam([vacancyId]),
        who,
        async (entries, id, caller) => {
          await postChecked(asRoute(vacancyResponsesAction), `/vacature/${id}/reacties`, "/vacature/:id/reacties", entries, caller, { id });
        },
      ),
    );
  });

  it("feedback (/feedback)", async () => {
    await runFuzz(
      fc.asyncProperty(
        mutatedForm(
          { message: "De zoekfunctie werkt heel prettig, dank!", _js: "1", returnTo: "/" },
          { _js: ["1", "0"], returnTo: ["//evil.example.org", "/\\evil", "/initiatieven?pagina=2"] },
        ),
        who,
        async (entries, caller) => {
          await postChecked(feedbackAction, "/feedback", "/feedback", entries, caller);
        },
      )
    );
  });

  it("contact (/contact)", async () => {
    await runFuzz(
      fc.asyncProperty(
        mutatedForm({
          name: "Anne de Vries",
          email: "anne@voorbeeld.example.org",
          subject: "Vraag over initiatieven",
          message: "Hoe kan ik mijn initiatief aanmelden?",
        }),
        who,
        async (entries, caller) => {
          await postChecked(contactAction, "/contact", "/contact", entries, caller);
        },
      )
    );
  });

  it("settings: profile, password, deletion, the calendar link and API keys (/instellingen)", async () => {
    const bases: Record<string, string>[] = [
      { intent: "profile", first_name: "Anne", last_name: "de Vries", bio: "Tuinier.", birthdate: "1990-05-17", city: "Utrecht" },
      { intent: "change-password", current_password: "niet-mijn-wachtwoord", password: "nieuwe-fietsbel-77", password_confirmation: "nieuwe-fietsbel-77" },
      // Never confirm=ja: the member must stay for the other runs (deletion has its own tests).
      { intent: "delete-account", confirm: "nee" },
      // The calendar link: only hostile values of confirm reach it (confirm=ja is filtered below).
      { intent: "calendar-link", confirm: "nee" },
      // API keys: at most five are made, then the limit answers; a revoke never gets confirm=ja either.
      { intent: "api-key-create", naam: "Mijn script" },
      { intent: "api-key-revoke", id: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f", confirm: "nee" },
    ];
    const dates = { birthdate: ["2026-02-30", "9999-99-99", "1899-12-31", "2999-01-01", "17-05-1990"] };
    await runFuzz(
      fc.asyncProperty(fc.oneof(...bases.map((base) => mutatedForm(base, dates))), who, async (entries, caller) => {
        const safe = entries.filter(([name, value]) => !(name === "confirm" && value === "ja"));
        await postChecked(settingsAction, "/instellingen", "/instellingen", safe, caller);
      })
    );
  });

  it("auth forms (/auth): sign-in, registration, reset, resend, new password, Google", async () => {
    const bases: Record<string, string>[] = [
      { intent: "sign-in", email: "niemand@voorbeeld.example.org", password: "fietsbel-123", redirectTo: "/mijn-items" },
      {
        intent: "register",
        full_name: "Fuzz Tester",
        email: "fuzz@voorbeeld.example.org",
        password: "fietsbel-fuzz-9",
        password_confirmation: "fietsbel-fuzz-9",
        redirectTo: "/",
      },
      { intent: "forgot-password", email: "niemand@voorbeeld.example.org" },
      { intent: "resend-verification", email: "niemand@voorbeeld.example.org" },
      { intent: "new-password", token: "ongeldig-token", password: "fietsbel-123", password_confirmation: "fietsbel-123" },
      { intent: "google", redirectTo: "/favorieten" },
    ];
    const pools = {
      intent: ["sign-in", "register", "forgot-password", "resend-verification", "new-password", "google"],
      redirectTo: ["//evil.example.org", "https://evil.example.org", "/\\evil", "javascript:alert(1)"],
      email: ["A@B.CO", "x@localhost", "fuzz+1@voorbeeld.example.org"],
    };
    await runFuzz(
      fc.asyncProperty(fc.oneof(...bases.map((base) => mutatedForm(base, pools))), fc.constantFrom<"visitor" | "owner">("visitor", "visitor", "owner"), async (entries, caller) => {
        await postChecked(authAction, "/auth", "/auth", entries, caller);
      })
    );
  });

  it("logout (/uitloggen) with any body", async () => {
    // As a visitor: signing out a member here would leave the later properties without one.
    await runFuzz(
      fc.asyncProperty(mutatedForm({ redirectTo: "/" }), async (entries) => {
        await postChecked(logoutAction, "/uitloggen", "/uitloggen", entries, "visitor");
      }),
      10,
    );
  });

  it("every action, with a body that is not a well-formed form", async () => {
    const actions: [Action, string, Record<string, string>][] = [
      [initiativeNewAction, "/nieuw-initiatief", {}],
      [asRoute(initiativeEditAction), "/initiatief/:id/bewerken", { id: initiativeId }],
      [eventNewAction, "/nieuw-event", {}],
      [asRoute(eventEditAction), "/event/:id/bewerken", { id: eventId }],
      [vacancyNewAction, "/vacature/nieuw", {}],
      [asRoute(vacancyEditAction), "/vacature/:id/bewerken", { id: vacancyId }],
      [favoriteAction, "/favoriet", {}],
      [feedbackAction, "/feedback", {}],
      [contactAction, "/contact", {}],
      [settingsAction, "/instellingen", {}],
      [authAction, "/auth", {}],
      [logoutAction, "/uitloggen", {}],
      [myItemsAction, "/mijn-items", {}],
    ];
    const contentTypes = [
      "application/json",
      "text/plain",
      "multipart/form-data",
      "multipart/form-data; boundary=zzz",
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded; charset=iso-8859-1",
      "",
    ];
    const bodies = fc.oneof(
      nastyString,
      fc.constantFrom(
        '{"name":"x"}',
        "--zzz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb",
        "a=%&b=%ZZ&c=%E2%82&%00=%00",
        "intent=profiel&intent=wachtwoord&__intent__=%7B",
      ),
    );
    await runFuzz(
      fc.asyncProperty(
        fc.constantFrom(...actions),
        fc.constantFrom(...contentTypes),
        bodies,
        who,
        async ([action, pattern, params], contentType, body, caller) => {
          const path = pattern.replace(":id", params.id ?? "");
          const headers = new Headers();
          if (contentType) headers.set("Content-Type", contentType);
          const cookie = cookieOf(caller);
          if (cookie) headers.set("Cookie", cookie);
          const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers, body });
          const outcome = await outcomeOf(() =>
            action({ request, params, url: new URL(request.url), pattern, context: new RouterContextProvider() }),
          );
          expectSafe(outcome, `POST ${path} (${contentType}) as ${caller}`);
        },
      ),
      60,
    );
  });

  it("my items: delete and (de)activate (/mijn-items), last because it deletes", async () => {
    const db = database.db();
    const targets = [
      (await createInitiative(db, { created_by: owner.id })).id,
      (await createEvent(db, { initiative_id: initiativeId, created_by: owner.id })).id,
      (await createVacancy(db, { initiative_id: initiativeId, created_by: owner.id })).id,
      otherInitiativeId,
      eventId,
      vacancyId,
    ];
    await runFuzz(
      fc.asyncProperty(
        mutatedForm(
          { intent: "delete-event", id: eventId, confirm: "ja", active: "nee" },
          {
            intent: ["delete-initiative", "delete-event", "delete-vacancy", "vacancy-active"],
            id: [...targets, ...malformedIds],
            confirm: ["ja", "nee"],
            active: ["ja", "nee"],
          },
        ),
        who,
        async (entries, caller) => {
          await postChecked(myItemsAction, "/mijn-items", "/mijn-items", entries, caller);
        },
      )
    );
  });
});
