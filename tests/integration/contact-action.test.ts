/**
 * The /contact route action, called directly with a real `Request` (docs/product-rules.md#contact-form):
 * invalid data gives Conform's submission reply with the Dutch field errors and status 400 and stores
 * nothing; valid data is stored for the moderators' queue (one `contact_messages` row,
 * docs/decisions/022-reports-and-queues.md) and gives `sent: true`; no outgoing request, nothing logged.
 */
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~/db/schema";
import { CONTACT_RATE_LIMITS } from "~/modules/contact/limits";
import { contactMessages as m } from "~/modules/contact/schemas";
import { action } from "~/routes/pages/contact";
import { setupTestDatabase } from "../setup/database";
import { post } from "../setup/routes";

const database = setupTestDatabase();

type ActionArgs = Parameters<typeof action>[0];

/** The arguments React Router passes to the action for a multipart POST of `fields` to /contact. */
const postContact = (fields: Record<string, string>, clientIp?: string): ActionArgs =>
  post(null, "/contact", fields, { multipart: true, clientIp });

/** Row counts of every table in the application schema, keyed by table name. */
async function rowCounts(): Promise<Record<string, number>> {
  const db = database.db();
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(schema)) {
    if (is(value, PgTable)) counts[name] = await db.$count(value);
  }
  return counts;
}

const valid = {
  name: "Sanne Jansen",
  email: "sanne@voorbeeld.nl",
  subject: "Samenwerking met de gemeente",
  message: "Wij willen graag weten hoe we onze buurtmoestuin kunnen aanmelden.",
};

describe("contact action", () => {
  let fetchSpy: ReturnType<typeof vi.spyOn>;
  let consoleSpies: ReturnType<typeof vi.spyOn>[];

  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
    consoleSpies = (["log", "info", "warn", "error", "debug"] as const).map((method) => vi.spyOn(console, method));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers 400 with the Dutch field errors when every field is empty", async () => {
    const result = await action(postContact({ name: "", email: "", subject: "", message: "" }));
    if (!("init" in result)) throw new Error("expected a data() response with status 400");
    expect(result.init?.status).toBe(400);
    expect(result.data.result?.status).toBe("error");
    expect(result.data.result?.error).toEqual({
      name: [m.nameRequired],
      email: [m.emailRequired],
      subject: [m.subjectRequired],
      message: [m.messageMin],
    });
  });

  it("answers 400 when the fields are missing from the form data altogether", async () => {
    const result = await action(postContact({}));
    if (!("init" in result)) throw new Error("expected a data() response with status 400");
    expect(result.init?.status).toBe(400);
    expect(result.data.result?.error).toEqual({
      name: [m.nameRequired],
      email: [m.emailRequired],
      subject: [m.subjectRequired],
      message: [m.messageMin],
    });
  });

  it("reports only the invalid fields and sends the submitted values back for the form", async () => {
    const result = await action(
      postContact({ ...valid, name: "n".repeat(101), email: "geen-e-mailadres", message: "Te kort" }),
    );
    if (!("init" in result)) throw new Error("expected a data() response with status 400");
    expect(result.init?.status).toBe(400);
    expect(result.data.result?.error).toEqual({
      name: [m.nameMax],
      email: [m.emailInvalid],
      message: [m.messageMin],
    });
    // Without JavaScript the re-rendered form is filled with what was posted.
    expect(result.data.result?.initialValue).toMatchObject({ email: "geen-e-mailadres", subject: valid.subject });
  });

  it("gives the maximum-length messages for subject, message and e-mail", async () => {
    const result = await action(
      postContact({
        ...valid,
        email: `${"a".repeat(244)}@voorbeeld.nl`,
        subject: "o".repeat(201),
        message: "b".repeat(2001),
      }),
    );
    if (!("init" in result)) throw new Error("expected a data() response with status 400");
    expect(result.data.result?.error).toEqual({
      email: [m.emailMax],
      subject: [m.subjectMax],
      message: [m.messageMax],
    });
  });

  it("answers success for valid data, stores the trimmed message for the moderators, and sends and logs nothing", async () => {
    const before = await rowCounts();
    expect(Object.keys(before).length).toBeGreaterThan(0);

    const result = await action(postContact({ ...valid, name: `  ${valid.name}  ` }));

    if (!("init" in result)) throw new Error("expected a data() answer");
    expect(result.init).toBeNull();
    // The thank-you, and Conform's reset signal: the browser empties the form after it.
    expect(result.data).toEqual({ intent: null, result: { initialValue: null }, sent: true });
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
    // The message, and the counter of its address's rate limit.
    expect(await rowCounts()).toEqual({ ...before, contactMessages: (before.contactMessages ?? 0) + 1, rateLimits: (before.rateLimits ?? 0) + 1 });
    const [stored] = await database.db().select().from(schema.contactMessages);
    expect(stored).toMatchObject({ ...valid, user_id: null, handled_at: null });
  });

  it("stores nothing for invalid data", async () => {
    const before = await rowCounts();
    await action(postContact({ ...valid, message: "Te kort" }));
    expect(await rowCounts()).toEqual(before);
  });

  it("limits messages per IP address with a Dutch 429 above the form, storing nothing more; another address is not affected", async () => {
    const ip = "192.0.2.77";
    const stored = () => database.db().$count(schema.contactMessages);
    const before = await stored();
    for (let i = 0; i < CONTACT_RATE_LIMITS.ip.points; i++) {
      const sent = await action(postContact(valid, ip));
      if (!("init" in sent)) throw new Error("expected a data() answer");
      expect(sent.data.sent, `message ${i + 1}`).toBe(true);
    }
    const refused = await action(postContact(valid, ip));
    if (!("init" in refused)) throw new Error("expected a data() answer");
    expect(refused.init?.status).toBe(429);
    expect(refused.data.result?.error?.[""]?.[0]).toMatch(/^Te veel pogingen\. Probeer het over \d+ (minuut|minuten) opnieuw\.$/);
    // What was typed stays in the form.
    expect(refused.data.result?.initialValue).toMatchObject({ subject: valid.subject });
    expect(await stored()).toBe(before + CONTACT_RATE_LIMITS.ip.points);
    const elsewhere = await action(postContact(valid, "192.0.2.78"));
    if (!("init" in elsewhere)) throw new Error("expected a data() answer");
    expect(elsewhere.data.sent).toBe(true);
  });
});
