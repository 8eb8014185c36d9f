/**
 * The moderators' e-mail digest (docs/decisions/023-members-and-audit-log.md): one mail with what
 * started waiting for review and the new reports since the previous digest; at most one an hour;
 * nothing new, no mail; off in the mail preferences, no mail; members without a role and blocked
 * moderators get none; two runs at the same moment send it once.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { initiatives, mailPreferences, profiles, reports, user } from "~/db/schema";
import { sendModerationDigests } from "~/modules/moderation/digest.server";
import { action as preferencesAction, loader as preferencesLoader } from "~/routes/settings/notifications";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { mailsTo } from "../setup/outbox";
import { asRedirect, get, post } from "../setup/routes";
import { grantRole } from "../setup/stewards";

const database = setupTestDatabase();
/** The notification topics at their defaults: the form sends every topic it offers. */
const NOTIFICATION_DEFAULTS = { topic_personal_notifications: "direct", topic_following_updates: "weekly", topic_organizer_notifications: "direct" };

const digestsTo = (member: TestMember) => mailsTo(member.email, (subject) => subject.startsWith("Moderatie:"));

describe("moderation digest", () => {
  it("mails moderators what is new, at most once an hour, and not to others", async () => {
    const db = database.db();
    const mod = await createMember();
    await grantRole(mod.id, "moderator", db);
    const blockedMod = await createMember();
    await grantRole(blockedMod.id, "moderator", db);
    await db.update(user).set({ blockedAt: new Date() }).where(eq(user.id, blockedMod.id));
    const member = await createMember();
    const owner = await createMember();
    const now = new Date();
    const pending = await createInitiative(db, { created_by: owner.id, name: "Wacht op goedkeuring", status: "in_behandeling", review_requested_at: now });
    const reported = await createInitiative(db, { name: "Gemeld initiatief" });
    await db.insert(reports).values({ item_type: "initiative", item_id: reported.id, reason: "spam" });

    // Two processes at the same moment: one digest.
    const [first, second] = await Promise.all([sendModerationDigests(new Date(now.getTime() + 1000)), sendModerationDigests(new Date(now.getTime() + 1000))]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await digestsTo(mod);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Moderatie: 1 te beoordelen, 1 melding");
    expect(mail?.headers.find((h) => h.key === "list-unsubscribe")?.value).toMatch(/^<http:\/\/localhost:3000\/afmelden\/[\w-]+\.[\w-]+>$/);
    expect(mail?.headers.find((h) => h.key === "list-unsubscribe-post")?.value).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain("http://localhost:3000/instellingen/meldingen");
    expect(mail?.text).toContain(`Initiatief: Wacht op goedkeuring — http://localhost:3000/initiatief/${pending.id}`);
    expect(mail?.text).toContain("Gemeld initiatief");
    expect(await digestsTo(member)).toHaveLength(0);
    expect(await digestsTo(blockedMod)).toHaveLength(0);

    // Within the hour: nothing, even with news. After the hour: only the news.
    await createInitiative(db, { created_by: owner.id, name: "Tweede aanvraag", status: "in_behandeling", review_requested_at: new Date(now.getTime() + 10 * 60_000) });
    await sendModerationDigests(new Date(now.getTime() + 30 * 60_000));
    expect(await digestsTo(mod)).toHaveLength(1);
    await sendModerationDigests(new Date(now.getTime() + 62 * 60_000));
    const later = (await digestsTo(mod)).find((m) => m.text?.includes("Tweede aanvraag"));
    expect(later?.subject).toBe("Moderatie: 1 te beoordelen, 0 meldingen");
    expect(later?.text).not.toContain("Wacht op goedkeuring");

    // Nothing new: no mail, and the hour does not restart.
    await sendModerationDigests(new Date(now.getTime() + 130 * 60_000));
    expect(await digestsTo(mod)).toHaveLength(2);
    await db.delete(initiatives).where(eq(initiatives.id, pending.id));
  });

  it("can be turned off in the mail preferences by a moderator, and is not offered to a member without a role", async () => {
    const db = database.db();
    const mod = await createMember();
    await grantRole(mod.id, "moderator", db);
    const digestOf = async (member: TestMember) =>
      (await preferencesLoader(get(member, "/instellingen/meldingen"))).choices.find((choice) => choice.topic.id === "moderation_digest")?.frequency;
    expect(await digestOf(mod)).toBe("direct");
    asRedirect(
      await preferencesAction(
        post(mod, "/instellingen/meldingen", { intent: "mail-preferences", topic_event_reminders: "direct", topic_match_questions: "direct", ...NOTIFICATION_DEFAULTS, topic_moderation_digest: "off" }),
      ),
    );
    expect(await digestOf(mod)).toBe("off");
    const [row] = await db
      .select({ frequency: mailPreferences.frequency })
      .from(mailPreferences)
      .where(and(eq(mailPreferences.user_id, mod.id), eq(mailPreferences.topic, "moderation_digest")));
    expect(row?.frequency).toBe("off");

    await createInitiative(db, { name: "Niet gemaild", status: "in_behandeling", review_requested_at: new Date() });
    await sendModerationDigests(new Date(Date.now() + 1000));
    expect(await digestsTo(mod)).toHaveLength(0);

    const member = await createMember();
    expect(await digestOf(member)).toBeUndefined();
    // A member's form without the moderator topic saves; the topic is never stored for them.
    asRedirect(await preferencesAction(post(member, "/instellingen/meldingen", { intent: "mail-preferences", topic_event_reminders: "direct", topic_match_questions: "direct", ...NOTIFICATION_DEFAULTS, topic_moderation_digest: "off" })));
    const stored = await db.select({ topic: mailPreferences.topic }).from(mailPreferences).where(eq(mailPreferences.user_id, member.id));
    expect(stored.map((r) => r.topic).sort()).toEqual(["event_reminders", "following_updates", "match_questions", "organizer_notifications", "personal_notifications"]);
  });

  it("never lists a moderator's own items, waiting or reported; with only their own news there is no digest", async () => {
    const db = database.db();
    const [mine, colleague] = [await createMember(), await createMember()];
    for (const mod of [mine, colleague]) await grantRole(mod.id, "moderator", db);
    // Both had a digest at `since`; everything below is newer than that and newer than other tests' items.
    const since = new Date(Date.now() + 10 * 24 * 3600_000);
    const later = new Date(since.getTime() + 60_000);
    for (const mod of [mine, colleague]) {
      await db
        .insert(profiles)
        .values({ id: mod.id, full_name: mod.name, email: mod.email, moderation_digest_sent_at: since })
        .onConflictDoUpdate({ target: profiles.id, set: { moderation_digest_sent_at: since } });
    }
    const own = await createInitiative(db, { created_by: mine.id, name: "Mijn eigen initiatief", status: "in_behandeling", review_requested_at: later });
    const ownEvent = await createEvent(db, { initiative_id: own.id, created_by: mine.id, title: "Mijn eigen event", status: "in_behandeling", review_requested_at: later });
    const ownVacancy = await createVacancy(db, { initiative_id: own.id, created_by: null, title: "Vacature bij mijn initiatief" });
    await db.insert(reports).values({ item_type: "vacancy", item_id: ownVacancy.id, reason: "spam", created_at: later });
    await db.insert(reports).values({ item_type: "event", item_id: ownEvent.id, reason: "spam", created_at: later });

    await sendModerationDigests(new Date(since.getTime() + 2 * 3600_000));
    expect(await digestsTo(mine)).toHaveLength(0);
    const [mail, ...more] = await digestsTo(colleague);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Moderatie: 2 te beoordelen, 2 meldingen");
    for (const title of ["Mijn eigen initiatief", "Mijn eigen event", "Vacature bij mijn initiatief"]) expect(mail?.text).toContain(title);

    // Someone else's item is news for both.
    const theirs = await createInitiative(db, { created_by: colleague.id, name: "Van de collega", status: "in_behandeling", review_requested_at: new Date(since.getTime() + 3 * 3600_000) });
    await sendModerationDigests(new Date(since.getTime() + 4 * 3600_000));
    const [digest, ...others] = await digestsTo(mine);
    expect(others).toHaveLength(0);
    expect(digest?.subject).toBe("Moderatie: 1 te beoordelen, 0 meldingen");
    expect(digest?.text).toContain(theirs.name);
    expect(digest?.text).not.toContain("Mijn eigen");
    expect((await digestsTo(colleague)).some((m) => m.text?.includes("Van de collega"))).toBe(false);
  });
});
