/**
 * Mail preferences and the one-click unsubscribe (docs/product-rules.md#mail-preferences), sent
 * through a real SMTP server: a reminder carries List-Unsubscribe and List-Unsubscribe-Post and
 * the footer links, a sign-up confirmation does not; the POST of the link turns the topic off and
 * the next reminder is not queued; a GET changes nothing; a bad token is a Dutch 400; the
 * preferences page saves and reads back, refuses a choice a topic does not offer, and the data
 * export lists the stored choices.
 */
import { readdir, readFile } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import PostalMime, { type Email } from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRegistrations, mailJobs, mailPreferences, profiles } from "~/db/schema";
import { processMailQueue } from "~/lib/mail-queue.server";
import { exportMemberData } from "~/modules/accounts/data-export.server";
import { signUp } from "~/modules/participation/registrations.server";
import { sendEventReminders } from "~/modules/participation/reminders.server";
import { signUnsubscribeToken } from "~/modules/notifications/unsubscribe-token.server";
import { action as preferencesAction, loader as preferencesLoader } from "~/routes/settings/notifications";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/settings/unsubscribe";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative } from "../setup/factories";
import { type MailCatcher, startMailCatcher } from "../setup/mail-catcher";
import { createMember, type TestMember } from "../setup/members";
import { asRedirect, get, post, toastOf } from "../setup/routes";

const database = setupTestDatabase();
const caught = mkdtempSync(path.join(tmpdir(), "ddn-mail-preferences-"));
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher(caught);
  // Read once by env() on first use, which comes after this hook.
  process.env.SMTP_URL = catcher.url;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await catcher.stop();
});

/** The caught messages to `address` whose subject starts with `prefix`, after the queue has sent what is due. */
async function caughtMail(address: string, prefix: string): Promise<Email[]> {
  await processMailQueue();
  const found: Email[] = [];
  for (const name of (await readdir(caught)).filter((file) => file.endsWith(".eml"))) {
    const mail = await PostalMime.parse(await readFile(path.join(caught, name)));
    if (mail.subject?.startsWith(prefix) && mail.to?.some((to) => to.address?.toLowerCase() === address.toLowerCase())) found.push(mail);
  }
  return found;
}

const header = (mail: Email | undefined, name: string) => mail?.headers.find((h) => h.key === name.toLowerCase())?.value;

/** An event tomorrow with sign-up, and `member` signed up for it. */
async function signedUpForTomorrow(member: TestMember) {
  const organizer = await createMember();
  const initiative = await createInitiative(database.db(), { created_by: organizer.id });
  const event = await createEvent(database.db(), {
    initiative_id: initiative.id,
    created_by: organizer.id,
    registration_required: true,
    max_participants: 10,
    date: new Date(Date.now() + 12 * 3600_000),
  });
  await signUp({ eventId: event.id, member });
  return event;
}

const unsubscribeArgs = (token: string, method: "get" | "post", clientIp = "10.9.0.1") =>
  method === "get"
    ? get(null, `/afmelden/${token}`, { params: { token }, pattern: "/afmelden/:token" })
    : post(null, `/afmelden/${token}`, { "List-Unsubscribe": "One-Click" }, { params: { token }, pattern: "/afmelden/:token", clientIp });

/** The status of a route's `data()` answer (200 when plain). */
const statusOf = (answer: unknown) => (answer as { init?: ResponseInit | null }).init?.status ?? 200;
const dataOf = (answer: unknown) => (answer as { data: { state: string; message?: string; subject?: string } }).data;

describe("topic mail", () => {
  it("carries the one-click unsubscribe headers and footer links; a sign-up confirmation does not", async () => {
    const member = await createMember();
    const event = await signedUpForTomorrow(member);
    await sendEventReminders();
    const [reminder] = await caughtMail(member.email, "Herinnering:");
    const [confirmation] = await caughtMail(member.email, "Je bent aangemeld");

    const token = signUnsubscribeToken(member.id, "event_reminders");
    expect(header(reminder, "List-Unsubscribe")).toBe(`<http://localhost:3000/afmelden/${token}>`);
    expect(header(reminder, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(reminder?.text).toContain(`http://localhost:3000/afmelden/${token}`);
    expect(reminder?.text).toContain("http://localhost:3000/instellingen/meldingen");
    expect(reminder?.html).toContain("Afmelden voor deze e-mails");
    expect(reminder?.html).toContain("Al je e-mailinstellingen");

    expect(confirmation?.subject).toBe(`Je bent aangemeld voor ${event.title}`);
    expect(header(confirmation, "List-Unsubscribe")).toBeUndefined();
    expect(header(confirmation, "List-Unsubscribe-Post")).toBeUndefined();
  });

  it("keeps the unsubscribe link through the durable queue", async () => {
    const member = await createMember();
    await signedUpForTomorrow(member);
    await sendEventReminders();
    const jobs = await database.db().select({ message: mailJobs.message }).from(mailJobs).where(eq(mailJobs.recipient, member.email.toLowerCase()));
    const queued = jobs.map((job) => JSON.parse(job.message) as { subject: string; unsubscribeUrl?: string });
    expect(queued.find((message) => message.subject.startsWith("Herinnering:"))?.unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/afmelden\//);
    expect(queued.find((message) => message.subject.startsWith("Je bent aangemeld"))?.unsubscribeUrl).toBeUndefined();
    await processMailQueue();
  });
});

describe("the unsubscribe link", () => {
  it("GET shows the confirmation and changes nothing; POST turns the topic off, and no reminder is queued", async () => {
    const member = await createMember();
    const token = signUnsubscribeToken(member.id, "event_reminders");

    const shown = await unsubscribeLoader(unsubscribeArgs(token, "get"));
    expect(statusOf(shown)).toBe(200);
    expect(dataOf(shown)).toEqual({ state: "confirm", subject: "“Herinneringen voor events waarvoor je bent aangemeld”" });
    const stored = () =>
      database
        .db()
        .select({ frequency: mailPreferences.frequency })
        .from(mailPreferences)
        .where(and(eq(mailPreferences.user_id, member.id), eq(mailPreferences.topic, "event_reminders")));
    expect(await stored()).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const done = await unsubscribeAction(unsubscribeArgs(token, "post"));
      expect(statusOf(done)).toBe(200);
      expect(dataOf(done).state).toBe("done");
    }
    expect(await stored()).toEqual([{ frequency: "off" }]);

    const event = await signedUpForTomorrow(member);
    await sendEventReminders();
    expect(await caughtMail(member.email, "Herinnering:")).toHaveLength(0);
    // The sign-up is marked all the same: turning reminders back on sends no late one.
    const [registration] = await database
      .db()
      .select({ sent: eventRegistrations.reminder_sent_at })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.event_id, event.id), eq(eventRegistrations.user_id, member.id)));
    expect(registration?.sent).toBeInstanceOf(Date);
  });

  it("answers a bad or tampered token with a Dutch 400, on GET and POST", async () => {
    const member = await createMember();
    const token = signUnsubscribeToken(member.id, "event_reminders");
    const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    for (const bad of [tampered, "niet-geldig", `${token}x`]) {
      const shown = await unsubscribeLoader(unsubscribeArgs(bad, "get"));
      expect(statusOf(shown)).toBe(400);
      expect(dataOf(shown).message).toContain("Deze afmeldlink klopt niet");
      const posted = await unsubscribeAction(unsubscribeArgs(bad, "post", "10.9.0.2"));
      expect(statusOf(posted)).toBe(400);
    }
    expect(await database.db().select().from(mailPreferences).where(eq(mailPreferences.user_id, member.id))).toEqual([]);
  });

  it("limits bad tokens per address", async () => {
    let last: unknown;
    for (let i = 0; i < 21; i++) last = await unsubscribeAction(unsubscribeArgs("niet-geldig", "post", "10.9.0.3"));
    expect(statusOf(last)).toBe(429);
    expect(dataOf(last).message).toMatch(/^Te veel pogingen/);
  });
});

describe("the preferences page", () => {
  it("saves the choices with a toast and reads them back; the export lists them", async () => {
    const member = await createMember();
    const before = await preferencesLoader(get(member, "/instellingen/meldingen"));
    expect(before.choices.map((choice) => [choice.topic.id, choice.frequency])).toEqual([
      ["event_reminders", "direct"],
      ["match_questions", "direct"],
      ["personal_notifications", "direct"],
      ["following_updates", "weekly"],
      ["organizer_notifications", "direct"],
    ]);

    const saved = asRedirect(
      await preferencesAction(
        post(member, "/instellingen/meldingen", {
          intent: "mail-preferences",
          topic_event_reminders: "off",
          topic_match_questions: "direct",
          topic_personal_notifications: "direct",
          topic_following_updates: "daily",
          topic_organizer_notifications: "off",
        }),
      ),
    );
    expect(saved.headers.get("Location")).toBe("/instellingen/meldingen");
    expect((await toastOf(saved))?.message).toBe("Je keuzes voor e-mails zijn opgeslagen.");
    const after = await preferencesLoader(get(member, "/instellingen/meldingen"));
    expect(after.choices.map((choice) => [choice.topic.id, choice.frequency])).toEqual([
      ["event_reminders", "off"],
      ["match_questions", "direct"],
      ["personal_notifications", "direct"],
      ["following_updates", "daily"],
      ["organizer_notifications", "off"],
    ]);

    const exported = await exportMemberData({ userId: member.id });
    expect(exported.mail_preferences).toEqual([
      { topic: "event_reminders", frequency: "off", updated_at: expect.any(String) },
      { topic: "following_updates", frequency: "daily", updated_at: expect.any(String) },
      { topic: "match_questions", frequency: "direct", updated_at: expect.any(String) },
      { topic: "organizer_notifications", frequency: "off", updated_at: expect.any(String) },
      { topic: "personal_notifications", frequency: "direct", updated_at: expect.any(String) },
    ]);
    expect(exported.profile).not.toHaveProperty("moderation_digest");
  });

  it("refuses a frequency a topic does not offer, or none, with a Dutch 400 and saves nothing", async () => {
    const member = await createMember();
    for (const fields of [{ topic_event_reminders: "weekly" }, {}, { topic_event_reminders: "constructor" }] as Record<string, string>[]) {
      const refused = await preferencesAction(post(member, "/instellingen/meldingen", { intent: "mail-preferences", ...fields }));
      expect(statusOf(refused)).toBe(400);
    }
    const unknown = await preferencesAction(post(member, "/instellingen/meldingen", { intent: "iets-anders" }));
    expect(statusOf(unknown)).toBe(400);
    expect(await database.db().select().from(mailPreferences).where(eq(mailPreferences.user_id, member.id))).toEqual([]);
  });

  it("sends a visitor to sign in", async () => {
    const answer = await preferencesLoader(get(null, "/instellingen/meldingen")).catch((error: unknown) => error);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toMatch(/^\/auth\?/);
    const posted = await preferencesAction(post(null, "/instellingen/meldingen", { intent: "mail-preferences", topic_event_reminders: "off" })).catch(
      (error: unknown) => error,
    );
    expect((posted as Response).status).toBe(302);
  });
});

describe("the data migration of the digest choice", () => {
  it("turns profiles.moderation_digest = false into a stored 'off', once", async () => {
    const db = database.db();
    const [off, on] = [await createMember(), await createMember()];
    for (const [member, digest] of [[off, false], [on, true]] as const) {
      await db.insert(profiles).values({ id: member.id, full_name: member.name, email: member.email, moderation_digest: digest }).onConflictDoUpdate({
        target: profiles.id,
        set: { moderation_digest: digest },
      });
    }
    const migration = await readFile(path.join(process.cwd(), "drizzle/0025_moderation_digest_preference.sql"), "utf8");
    for (let i = 0; i < 2; i++) await db.execute(sql.raw(migration));
    const rows = await db
      .select({ user: mailPreferences.user_id, frequency: mailPreferences.frequency })
      .from(mailPreferences)
      .where(eq(mailPreferences.topic, "moderation_digest"));
    expect(rows.filter((row) => row.user === off.id)).toEqual([{ user: off.id, frequency: "off" }]);
    expect(rows.filter((row) => row.user === on.id)).toEqual([]);
  });
});
