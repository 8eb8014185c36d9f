/**
 * The inputs that made the fuzz tests fail (tests/integration/fuzz-*.test.ts), kept as plain
 * examples so each fix stays fixed whatever the fuzzers' seed (docs/decisions/013-fuzzing.md; see
 * docs/decisions/013-fuzzing.md). Before the fixes each of these answered 500 or an English
 * library message.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { initiatives, profiles } from "~/db/schema";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { readFormData, unreadableFormMessage } from "~/lib/form-data";
import { parseSearch } from "~/lib/list-params";
import { safeRedirect } from "~/lib/session.server";
import { authMessages } from "~/modules/accounts/schemas";
import { authTexts } from "~/modules/accounts/texts";
import { findMunicipality, initiativeMessages } from "~/modules/initiatives/schemas";
import { action as authAction, loader as authLoader } from "~/routes/auth";
import { loader as eventsLoader } from "~/routes/events/list";
import { action as feedbackAction } from "~/routes/feedback";
import { action as initiativeNewAction } from "~/routes/initiatives/new";
import { loader as initiativesLoader } from "~/routes/initiatives/list";
import { action as contactAction } from "~/routes/pages/contact";
import { action as settingsAction } from "~/routes/settings/index";
import { loader as vacanciesLoader } from "~/routes/vacancies/list";
import { setupTestDatabase } from "../setup/database";
import { validInitiativeForm } from "../setup/forms";
import { createInitiative } from "../setup/factories";
import { formRequest, outcomeOf, queryRequest, routeArgs } from "../setup/fuzz";
import { createMember, type TestMember } from "../setup/members";

const database = setupTestDatabase();

let member: TestMember;

beforeAll(async () => {
  await seedMunicipalities(database.db());
  member = await createMember();
});

/** A valid initiative form (informeel buurtgroep in Amsterdam), as posted entries. */
const initiativeForm = (overrides: Record<string, string> = {}) =>
  Object.entries(validInitiativeForm({ name: "Buurtmoestuin Regressie", ...overrides }));

describe("Conform's __intent__ field with something that is not an intent", () => {
  it.each(["{", "not json", "2147483648", '{"type":"onbekend"}'])("%s is ignored: the post counts as a plain submit", async (intent) => {
    const request = formRequest(
      "/contact",
      Object.entries({ name: "Anne", email: "anne@voorbeeld.example.org", subject: "Vraag", message: "Hoe meld ik me aan?", __intent__: intent }),
    );
    const outcome = await outcomeOf(() => contactAction(routeArgs(request, "/contact")));
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ sent: true });
  });
});

describe("NUL characters in posted text", () => {
  it("are removed before the initiative is stored (PostgreSQL refuses them)", async () => {
    const name = "Buurt\u0000moestuin NUL";
    const request = formRequest("/nieuw-initiatief", initiativeForm({ name }), member.cookie);
    const outcome = await outcomeOf(() => initiativeNewAction(routeArgs(request, "/nieuw-initiatief")));
    expect(outcome.status).toBe(302);
    const [row] = await database.db().select().from(initiatives).where(eq(initiatives.name, "Buurtmoestuin NUL"));
    expect(row?.created_by).toBe(member.id);
  });

  it("are removed before the profile is saved", async () => {
    const request = formRequest(
      "/instellingen",
      Object.entries({ intent: "profile", first_name: "An\u0000ne", bio: "\u0000 1", city: "Utrecht" }),
      member.cookie,
    );
    const outcome = await outcomeOf(() => settingsAction(routeArgs(request, "/instellingen")));
    expect(outcome.status).toBe(302);
    const [row] = await database.db().select().from(profiles).where(eq(profiles.id, member.id));
    expect(row).toMatchObject({ first_name: "Anne", bio: "1", city: "Utrecht" });
  });

  it("are removed by readFormData from every text value; files pass unchanged", async () => {
    const body = new FormData();
    body.append("a", "x\u0000y");
    body.append("a", "\u0000");
    body.append("f", new File(["\u0000"], "f.txt"));
    const form = await readFormData(new Request("http://localhost:3000/x", { method: "POST", body }));
    expect(form.getAll("a")).toEqual(["xy", ""]);
    expect(await (form.get("f") as File).text()).toBe("\u0000");
  });

  it("are removed from a list's search term", async () => {
    expect(parseSearch(new URLSearchParams({ zoek: "a1\u0000 %%" }))).toBe("a1 %%");
    for (const [loader, path] of [
      [initiativesLoader, "/initiatieven"],
      [eventsLoader, "/events"],
      [vacanciesLoader, "/vacatures"],
    ] as const) {
      const request = queryRequest(path, [["zoek", "tuin\u0000"]]);
      const outcome = await outcomeOf(() => loader(routeArgs(request, path)));
      expect(outcome.status, path).toBe(200);
      expect((outcome.data as { filters: { search: string } }).filters.search, path).toBe("tuin");
    }
  });
});

describe("a body that is not a form", () => {
  it.each([
    ["application/json", '{"message":"hallo daar allemaal"}'],
    ["multipart/form-data", "geen grens"],
    ["text/plain", "message=hallo"],
  ])("(%s) answers 400 with a Dutch message", async (contentType, body) => {
    const request = new Request("http://localhost:3000/feedback", {
      method: "POST",
      headers: { "Content-Type": contentType, Cookie: member.cookie },
      body,
    });
    const outcome = await outcomeOf(() => feedbackAction(routeArgs(request, "/feedback")));
    expect(outcome).toMatchObject({ status: 400, data: { message: unreadableFormMessage } });
  });
});

describe("return paths (returnTo, redirectTo)", () => {
  it("are percent-encoded when they hold characters a Location header cannot carry", async () => {
    expect(safeRedirect("/🎉?x=ü")).toBe("/%F0%9F%8E%89?x=%C3%BC");
    const request = formRequest(
      "/feedback",
      Object.entries({ message: "De zoekfunctie werkt heel prettig, dank!", returnTo: "/🎉" }),
      member.cookie,
    );
    const outcome = await outcomeOf(() => feedbackAction(routeArgs(request, "/feedback")));
    expect(outcome).toMatchObject({ status: 302, location: "/%F0%9F%8E%89" });
  });

  it("refuse paths a browser reads as another host", () => {
    for (const path of ["/\t/evil.example.org", "/\n/evil.example.org", "/\r\n/evil.example.org", "//evil.example.org", "/\\evil"]) {
      expect(safeRedirect(path), JSON.stringify(path)).toBe("/");
    }
    expect(safeRedirect("/initiatieven?pagina=2#lijst")).toBe("/initiatieven?pagina=2#lijst");
  });
});

describe("names of Object.prototype members as input", () => {
  it("municipality 'constructor' is an unknown municipality, not a crash", async () => {
    expect(findMunicipality([{ name: "Utrecht", province: "utrecht" }], "constructor")).toBeNull();
    const request = formRequest("/nieuw-initiatief", initiativeForm({ municipality: "constructor" }), member.cookie);
    const outcome = await outcomeOf(() => initiativeNewAction(routeArgs(request, "/nieuw-initiatief")));
    expect(outcome.status).toBe(400);
    expect(JSON.stringify(outcome.data)).toContain(initiativeMessages.municipalityUnknown);
  });

  it("/auth?melding=constructor&error=toString shows no notice and the generic error", async () => {
    const request = queryRequest("/auth", [
      ["melding", "constructor"],
      ["error", "toString"],
    ]);
    const outcome = await outcomeOf(() => authLoader(routeArgs(request, "/auth")));
    expect(outcome.status).toBe(200);
    const loaded = outcome.data as { notice: unknown; callbackError: unknown };
    expect(loaded.notice).toBeNull();
    expect(typeof loaded.callbackError).toBe("string");
  });
});

describe("repeated or missing hidden fields on /auth", () => {
  it("a repeated intent answers 'Onbekende actie.' (not Zod's English)", async () => {
    const request = formRequest(
      "/auth",
      Object.entries({ email: "niemand@voorbeeld.example.org", password: "fietsbel-123" }).concat([
        ["intent", "sign-in"],
        ["intent", "register"],
      ]),
    );
    const outcome = await outcomeOf(() => authAction(routeArgs(request, "/auth")));
    expect(outcome.status).toBe(400);
    expect((outcome.data as { result: { error: Record<string, string[]> } }).result.error.intent).toEqual([authMessages.unknownAction]);
  });

  it("a new-password post without its token answers the expired-link text", async () => {
    const request = formRequest(
      "/auth",
      Object.entries({ intent: "new-password", password: "fietsbel-123", password_confirmation: "fietsbel-123" }),
    );
    const outcome = await outcomeOf(() => authAction(routeArgs(request, "/auth")));
    expect(outcome.status).toBe(400);
    expect((outcome.data as { result: { error: Record<string, string[]> } }).result.error.token).toEqual([authTexts.resetLinkInvalid]);
  });
});

describe("the fuzzers' database check", () => {
  it("accepts the factories' rows", async () => {
    await createInitiative(database.db(), { created_by: member.id });
    const { invalidRows } = await import("../setup/fuzz");
    expect(await invalidRows(database.db())).toEqual([]);
  });

  it("reports a row that breaks the form rules", async () => {
    const bad = await createInitiative(database.db(), { name: " x ", scope: "nationaal", province: "utrecht" });
    const { invalidRows } = await import("../setup/fuzz");
    const problems = await invalidRows(database.db());
    expect(problems).toContain(`initiatives ${bad.id}: name not trimmed`);
    expect(problems).toContain(`initiatives ${bad.id}: province set on nationaal`);
    await database.db().delete(initiatives).where(eq(initiatives.id, bad.id));
  });
});
