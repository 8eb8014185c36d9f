/**
 * The /feedback route, called directly with real Requests on a real database
 * (docs/product-rules.md#feedback): visitors are sent to /auth, invalid input is refused with the
 * Dutch message, valid input stores exactly one row with the member's name and e-mail from the
 * session, and the answer has the shared form-action shape (docs/decisions/019-form-actions-everywhere.md):
 * `sent` for the dialog's fetcher (`_js=1`), a redirect with a toast cookie for a plain form post,
 * and status 500 with `failure` when the database fails.
 */
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { feedback } from "~/db/schema";
import { FEEDBACK_RATE_LIMITS } from "~/modules/feedback/limits";
import { feedbackMessages as m, feedbackTexts } from "~/modules/feedback/schemas";
import { action, loader } from "~/routes/feedback";
import { setupTestDatabase } from "../setup/database";
import { createMember, type TestMember } from "../setup/members";
import { get as routeGet, post as routePost, responseOf, toastOf } from "../setup/routes";
import { logger } from "~/lib/logger.server";

const database = setupTestDatabase();

type ActionArgs = Parameters<typeof action>[0];

/** The arguments React Router passes to the action for a multipart POST of `fields` to /feedback (as the dialog's FormData). */
const post = (fields: Record<string, string>, member?: TestMember): ActionArgs =>
  routePost(member, "/feedback", fields, { multipart: true });

async function totalRows(): Promise<number> {
  const [row] = await database.db().select({ n: count() }).from(feedback);
  return row?.n ?? 0;
}

async function rowsOf(member: TestMember) {
  return database.db().select().from(feedback).where(eq(feedback.user_id, member.id));
}

const message = "De zoekfunctie bij events mag wel op postcode kunnen zoeken.";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("feedback action", () => {
  it("redirects a visitor to /auth and stores nothing", async () => {
    const before = await totalRows();
    const response = await responseOf(action(post({ message, _js: "1", returnTo: "/events" })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth\?/);
    expect(await totalRows()).toBe(before);
  });

  it("answers 400 with the Dutch message for too short, whitespace-only and too long feedback, and stores nothing", async () => {
    const member = await createMember();
    for (const [text, expected] of [
      ["Te kort!", m.messageMin],
      ["        \n\t       ", m.messageMin],
      ["", m.messageMin],
      ["x".repeat(1001), m.messageMax],
    ] as const) {
      const result = await action(post({ message: text, _js: "1", returnTo: "/" }, member));
      if (result instanceof Response || !("init" in result)) throw new Error("expected a data() answer");
      expect(result.init?.status).toBe(400);
      expect(result.data).toMatchObject({ intent: null, result: { status: "error", error: { message: [expected] } } });
      expect(result.data.failure).toBeUndefined();
    }
    // Without JavaScript the same answer: the /feedback page shows the error under the field.
    const plain = await action(post({ message: "kort", returnTo: "/" }, member));
    if (plain instanceof Response || !("init" in plain)) throw new Error("expected a data() answer");
    expect(plain.init?.status).toBe(400);
    expect(await rowsOf(member)).toHaveLength(0);
  });

  it("stores one row with the member's name and e-mail and answers the fetcher with the success text", async () => {
    const member = await createMember({ name: "Anouk Bakker" });
    const result = await action(post({ message: `  ${message}\n`, _js: "1", returnTo: "/events" }, member));
    if (result instanceof Response || !("init" in result)) throw new Error("expected a data() answer");
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data).toMatchObject({ intent: null, sent: feedbackTexts.success });
    expect(result.data.failure).toBeUndefined();
    // Conform's reset signal: the dialog's form is emptied.
    expect(result.data.result).toMatchObject({ initialValue: null });

    const rows = await rowsOf(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: member.id,
      type: "algemeen",
      name: "Anouk Bakker",
      email: member.email,
      message,
    });
    expect(rows[0]?.created_at).toBeInstanceOf(Date);
  });

  it("redirects a plain form post back to returnTo with the success toast", async () => {
    const member = await createMember();
    const response = await responseOf(action(post({ message, returnTo: "/vacatures?categorie=stage" }, member)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/vacatures?categorie=stage");
    expect(await toastOf(response)).toEqual({ type: "success", message: feedbackTexts.success });
    expect(await rowsOf(member)).toHaveLength(1);
  });

  it.each(["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "/feedback", ""])(
    "falls back to / for the return address %j",
    async (returnTo) => {
      const member = await createMember();
      const response = await responseOf(action(post({ message, returnTo }, member)));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  it("falls back to / when returnTo is missing", async () => {
    const member = await createMember();
    const response = await responseOf(action(post({ message }, member)));
    expect(response.headers.get("Location")).toBe("/");
  });

  it("stores HTML as plain text, as typed, and does not echo it in the answer", async () => {
    const member = await createMember();
    const html = `<script>alert("xss")</script><img src=x onerror="alert(1)"> Mooie site & goed idee!`;
    const result = await action(post({ message: html, _js: "1", returnTo: "/" }, member));
    if (result instanceof Response || !("init" in result)) throw new Error("expected a data() answer");
    expect(JSON.stringify(result.data)).not.toContain("<script>");
    const rows = await rowsOf(member);
    expect(rows.map((row) => row.message)).toEqual([html]);
  });

  it("limits feedback per member: past the limit a Dutch 429 under the field, nothing stored; other members are not affected", async () => {
    const member = await createMember();
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.account.points; i++) {
      const sent = await action(post({ message, _js: "1", returnTo: "/" }, member));
      if (sent instanceof Response || !("init" in sent)) throw new Error("expected a data() answer");
      expect(sent.data.sent, `feedback ${i + 1}`).toBe(feedbackTexts.success);
    }
    const refused = await action(post({ message, _js: "1", returnTo: "/" }, member));
    if (refused instanceof Response || !("init" in refused)) throw new Error("expected a data() answer");
    expect(refused.init?.status).toBe(429);
    expect(refused.data.result?.error?.message?.[0]).toMatch(/^Te veel pogingen\. Probeer het over \d+ (minuut|minuten) opnieuw\.$/);
    // Without JavaScript the /feedback page answers the same.
    const page = await action(post({ message, returnTo: "/" }, member));
    if (page instanceof Response || !("init" in page)) throw new Error("expected a data() answer");
    expect(page.init?.status).toBe(429);
    expect(await rowsOf(member)).toHaveLength(FEEDBACK_RATE_LIMITS.account.points);
    const other = await createMember();
    expect((await responseOf(action(post({ message }, other)))).status).toBe(302);
  });

  describe("when the database fails", () => {
    function failInsert() {
      vi.spyOn(logger, "error").mockImplementation(() => {});
      vi.spyOn(database.db(), "insert").mockImplementationOnce(() => {
        throw new Error("verbinding verbroken");
      });
    }

    it.each([
      ["the dialog's fetcher", { _js: "1" }],
      ["a plain form post (the /feedback page)", {}],
    ])("answers %s with status 500, `failure` and the typed text kept", async (_caller, fields) => {
      const member = await createMember();
      failInsert();
      const result = await action(post({ message, returnTo: "/faq", ...fields }, member));
      if (result instanceof Response || !("init" in result)) throw new Error("expected a data() answer");
      expect(result.init?.status).toBe(500);
      expect(result.data).toMatchObject({
        intent: null,
        failure: feedbackTexts.failure,
        result: { error: { "": [feedbackTexts.failure] }, initialValue: { message } },
      });
      expect(await rowsOf(member)).toHaveLength(0);
    });
  });
});

describe("feedback page loader", () => {
  const get = (path: string, member?: TestMember) => routeGet(member, path, { pattern: "/feedback" });

  it("redirects a visitor to /auth, returning to the page afterwards", async () => {
    const thrown = await loader(get("/feedback?returnTo=%2Fevents")).catch((error: unknown) => error);
    if (!(thrown instanceof Response)) throw new Error("expected a redirect");
    expect(thrown.status).toBe(302);
    const location = new URL(thrown.headers.get("Location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/feedback?returnTo=%2Fevents");
  });

  it("gives a member the checked return address", async () => {
    const member = await createMember();
    expect(await loader(get("/feedback?returnTo=%2Fevents%3Fthema%3Dzorg", member))).toEqual({ returnTo: "/events?thema=zorg" });
    expect(await loader(get("/feedback?returnTo=%2F%2Fevil.example", member))).toEqual({ returnTo: "/" });
    expect(await loader(get("/feedback", member))).toEqual({ returnTo: "/" });
  });
});
