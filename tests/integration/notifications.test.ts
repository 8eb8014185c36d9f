/**
 * Following and the notification centre with a controlled clock: favouriting follows, unfollowing
 * keeps the favourite; news of a followed initiative fans out in batches; event edits within 30
 * minutes and organizer sign-ups within an hour combine; direct, daily and weekly mail at the right
 * moment, never twice, never empty; "off" sends nothing; a failure in the middle queues nothing
 * twice. Real database and the mail outbox.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { favorites, follows, mailJobs, notificationCursors, notificationJobs, notifications } from "~/db/schema";
import * as mailQueue from "~/lib/mail-queue.server";
import { setFavorite } from "~/modules/favorites/mutations.server";
import { followerCountForOwner, isFollowing, listFollowing, setFollowing } from "~/modules/following/follows.server";
import { periodStart } from "~/modules/notifications/alerts.server";
import {
  listNotifications,
  markAllNotificationsRead,
  notifyFollowers,
  notifyMembers,
  openNotification,
  unreadNotificationCount,
} from "~/modules/notifications/center.server";
import { deliverNotifications, expandNotificationJobs, scanFollowedContent } from "~/modules/notifications/delivery.server";
import { setMailPreference } from "~/modules/notifications/preferences.server";
import { unsubscribeWithToken } from "~/modules/notifications/unsubscribe.server";
import { cancelSignUp, signUp } from "~/modules/participation/registrations.server";
import { cancelEvent } from "~/modules/events/cancel.server";
import { createUpdate } from "~/modules/updates/mutations.server";
import { updateEvent } from "~/modules/events/mutations.server";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative } from "../setup/factories";
import { createMember } from "../setup/members";
import { mailsTo } from "../setup/outbox";

const database = setupTestDatabase();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `n` verified members who follow `initiativeId`, inserted in two statements. */
async function followers(initiativeId: string, n: number, followedAt: Date): Promise<string[]> {
  const tag = crypto.randomUUID().slice(0, 8);
  const rows = await database.db().execute(sql`
    insert into "user" (name, email, email_verified)
    select 'Volger ' || i, 'volger-' || ${tag} || '-' || i || '@voorbeeld.example.org', true from generate_series(1, ${n}) i
    returning id`);
  const ids = (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  await database.db().insert(follows).values(ids.map((id) => ({ user_id: id, initiative_id: initiativeId, created_at: followedAt })));
  return ids;
}

async function publicInitiative(createdBy?: string) {
  return createInitiative(database.db(), { name: `Buurtinitiatief ${crypto.randomUUID().slice(0, 6)}`, ...(createdBy ? { created_by: createdBy } : {}) });
}

async function rowsOf(userId: string) {
  return database.db().select().from(notifications).where(eq(notifications.user_id, userId));
}

describe("following", () => {
  it("follows and unfollows a public initiative; a favourite follows it, dropping the follow keeps the favourite", async () => {
    const member = await createMember();
    const initiative = await publicInitiative();
    expect(await setFollowing({ userId: member.id, initiativeId: initiative.id, following: true })).toEqual({ status: "ok", following: true });
    expect(await setFollowing({ userId: member.id, initiativeId: initiative.id, following: true })).toEqual({ status: "ok", following: true });
    expect(await isFollowing(member.id, initiative.id)).toBe(true);
    expect((await listFollowing(member.id)).items.map((item) => item.id)).toEqual([initiative.id]);
    expect(await setFollowing({ userId: member.id, initiativeId: initiative.id, following: false })).toEqual({ status: "ok", following: false });
    expect(await isFollowing(member.id, initiative.id)).toBe(false);
    expect(await listFollowing(member.id)).toEqual({ items: [], total: 0 });

    expect(await setFavorite({ userId: member.id, itemType: "initiative", itemId: initiative.id, favorite: true })).toEqual({ status: "ok", favorite: true });
    expect(await isFollowing(member.id, initiative.id)).toBe(true);
    await setFollowing({ userId: member.id, initiativeId: initiative.id, following: false });
    const favourite = await database.db().select().from(favorites).where(and(eq(favorites.user_id, member.id), eq(favorites.item_id, initiative.id)));
    expect(favourite).toHaveLength(1);
  });

  it("refuses a hidden or unknown initiative and shows the follower count to the owner only", async () => {
    const [owner, member, other] = await Promise.all([createMember(), createMember(), createMember()]);
    const hidden = await createInitiative(database.db(), { status: "verborgen" });
    expect(await setFollowing({ userId: member.id, initiativeId: hidden.id, following: true })).toEqual({ status: "not_found" });
    expect(await setFollowing({ userId: member.id, initiativeId: "nope", following: true })).toEqual({ status: "not_found" });
    const initiative = await publicInitiative(owner.id);
    await setFollowing({ userId: member.id, initiativeId: initiative.id, following: true });
    await setFollowing({ userId: other.id, initiativeId: initiative.id, following: true });
    expect(await followerCountForOwner(owner.id, initiative.id)).toBe(2);
    expect(await followerCountForOwner(member.id, initiative.id)).toBeNull();
    expect(await followerCountForOwner(null, initiative.id)).toBeNull();
  });
});

describe("notification centre", () => {
  it("lists a member's own notifications newest first, opens one (read) and marks all read; another member's is not found", async () => {
    const [member, stranger] = await Promise.all([createMember(), createMember()]);
    const db = database.db();
    const t0 = new Date("2032-01-05T10:00:00Z");
    await db.transaction(async (tx) => {
      await notifyMembers(tx, { userIds: [member.id], type: "moderation_decision", title: "Oud", path: "/initiatieven", now: t0, mailed: true });
      await notifyMembers(tx, { userIds: [member.id], type: "moderation_decision", title: "Nieuw", path: "/events", now: new Date(t0.getTime() + MINUTE), mailed: true });
    });
    const page = await listNotifications(member.id);
    expect(page.items.map((item) => item.title)).toEqual(["Nieuw", "Oud"]);
    expect(page.unread).toBe(2);
    expect(await unreadNotificationCount(member.id)).toBe(2);
    const first = page.items[0]!;
    expect(await openNotification(stranger.id, first.id)).toBeNull();
    expect(await openNotification(member.id, "geen-id")).toBeNull();
    expect(await openNotification(member.id, first.id)).toBe("/events");
    expect(await unreadNotificationCount(member.id)).toBe(1);
    expect(await markAllNotificationsRead(member.id)).toBe(1);
    expect(await unreadNotificationCount(member.id)).toBe(0);
    expect(await unreadNotificationCount(stranger.id)).toBe(0);
  });
});

describe("fan-out to followers", () => {
  it("writes one job in the request and expands it into one notification per follower, in batches, the author left out", async () => {
    const owner = await createMember();
    const initiative = await publicInitiative(owner.id);
    const t0 = new Date("2032-02-02T10:00:00Z");
    const ids = await followers(initiative.id, 2_500, new Date(t0.getTime() - DAY));
    await database.db().insert(follows).values({ user_id: owner.id, initiative_id: initiative.id, created_at: new Date(t0.getTime() - DAY) });
    const db = database.db();
    await db.transaction((tx) =>
      notifyFollowers(tx, { initiativeId: initiative.id, type: "initiative_update", subjectId: initiative.id, title: "Eerste oogst", path: `/initiatief/${initiative.id}`, excludeUserId: owner.id, now: t0 }),
    );
    expect(await db.$count(notifications, eq(notifications.initiative_id, initiative.id))).toBe(0);
    const transaction = vi.spyOn(db, "transaction");
    expect(await expandNotificationJobs(t0, { batch: 1_000 })).toBe(2_500);
    expect(transaction).toHaveBeenCalledTimes(4);
    transaction.mockRestore();
    expect(await db.$count(notifications, eq(notifications.initiative_id, initiative.id))).toBe(2_500);
    expect(await rowsOf(owner.id)).toHaveLength(0);
    const [job] = await db.select().from(notificationJobs).where(eq(notificationJobs.initiative_id, initiative.id));
    expect(job?.done_at).not.toBeNull();
    expect(await expandNotificationJobs(t0, { batch: 1_000 })).toBe(0);
    const [one] = await rowsOf(ids[0]!);
    expect(one).toMatchObject({ type: "initiative_update", topic: "following", title: "Eerste oogst", mail_status: "pending" });
    // The other tests read the outbox: these followers' digests are not theirs to wait for.
    await db.delete(notifications).where(eq(notifications.initiative_id, initiative.id));
  });

  it("turns an update the owner posts into news for the initiative's followers, not for its author", async () => {
    const db = database.db();
    const owner = await createMember();
    const follower = await createMember();
    const initiative = await publicInitiative(owner.id);
    const t0 = new Date("2032-04-07T10:00:00Z");
    await db.insert(follows).values([owner, follower].map((member) => ({ user_id: member.id, initiative_id: initiative.id, created_at: new Date(t0.getTime() - DAY) })));
    await db.insert(notificationCursors).values({ name: "followed_content", until: t0 }).onConflictDoUpdate({ target: notificationCursors.name, set: { until: t0 } });
    const body = "De eerste pompoenen zijn geoogst.\n\nKom zaterdag proeven in de buurttuin!";
    expect(await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body }, now: new Date(t0.getTime() + MINUTE) })).toMatchObject({ status: "ok" });
    expect(await scanFollowedContent(new Date(t0.getTime() + 10 * MINUTE))).toBe(1);
    await expandNotificationJobs(new Date(t0.getTime() + 10 * MINUTE));
    const [news, ...more] = await rowsOf(follower.id);
    expect(more).toHaveLength(0);
    expect(news).toMatchObject({ type: "initiative_update", topic: "following", title: "De eerste pompoenen zijn geoogst. Kom zaterdag proeven in de buurttuin!", path: `/initiatief/${initiative.id}#nieuws` });
    expect(await rowsOf(owner.id)).toHaveLength(0);
    await db.delete(notifications).where(eq(notifications.initiative_id, initiative.id));
  });

  it("turns a new public event of a followed initiative into a notification once, and a follower's weekly digest with 'Niet meer volgen'", async () => {
    const db = database.db();
    const member = await createMember();
    const initiative = await publicInitiative();
    const t0 = new Date("2032-03-03T10:00:00Z"); // a Wednesday
    await db.insert(follows).values({ user_id: member.id, initiative_id: initiative.id, created_at: new Date(t0.getTime() - DAY) });
    await db.insert(notificationCursors).values({ name: "followed_content", until: t0 }).onConflictDoUpdate({ target: notificationCursors.name, set: { until: t0 } });
    const event = await createEvent(db, { initiative_id: initiative.id, title: "Plantjesruil", public_since: new Date(t0.getTime() + MINUTE) });
    await createEvent(db, { initiative_id: initiative.id, title: "Verborgen ruil", status: "verborgen", public_since: new Date(t0.getTime() + MINUTE) });
    expect(await scanFollowedContent(new Date(t0.getTime() + 10 * MINUTE))).toBe(1);
    expect(await scanFollowedContent(new Date(t0.getTime() + 20 * MINUTE))).toBe(0);
    await expandNotificationJobs(new Date(t0.getTime() + 20 * MINUTE));
    const rows = await rowsOf(member.id);
    expect(rows.map((row) => [row.type, row.title, row.path])).toEqual([["new_event", "Plantjesruil", `/event/${event.id}`]]);

    const digest = (subject: string) => subject.startsWith("Je weekoverzicht");
    // Weekly by default: nothing before Monday 07:00 Amsterdam.
    await deliverNotifications(new Date(t0.getTime() + DAY));
    expect(await mailsTo(member.email, digest)).toHaveLength(0);
    const monday = periodStart("weekly", new Date("2032-03-08T12:00:00Z"));
    expect(monday.toISOString()).toBe("2032-03-08T06:00:00.000Z");
    await deliverNotifications(new Date(monday.getTime() + MINUTE));
    await deliverNotifications(new Date(monday.getTime() + 2 * MINUTE));
    const mails = await mailsTo(member.email, digest);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Je weekoverzicht: 1 melding");
    expect(mails[0]?.text).toContain("Plantjesruil");
    expect(mails[0]?.headers.find((h) => h.key === "list-unsubscribe-post")?.value).toBe("List-Unsubscribe=One-Click");
    const unfollow = /Niet meer volgen: [^\n]+:\n(\S+)/.exec(mails[0]?.text ?? "")?.[1];
    expect(unfollow).toMatch(/\/afmelden\//);
    const token = unfollow!.split("/afmelden/")[1]!;
    expect(await unsubscribeWithToken(token, "203.0.113.9")).toMatchObject({ ok: true });
    expect(await isFollowing(member.id, initiative.id)).toBe(false);
    // Nothing new: no empty digest next week.
    await deliverNotifications(new Date(monday.getTime() + 7 * DAY + MINUTE));
    expect(await mailsTo(member.email, digest)).toHaveLength(1);
  });
});

describe("combining and mail per preference", () => {
  it("combines edits of an event within 30 minutes into one notification, and starts a new one after", async () => {
    const member = await createMember();
    const db = database.db();
    const t0 = new Date("2032-04-06T10:00:00Z");
    const notify = (at: number) =>
      db.transaction((tx) =>
        notifyMembers(tx, { userIds: [member.id], type: "event_changed", title: "Snoeidag", path: "/events", combineKey: "event_changed:x", combineMinutes: 30, now: new Date(t0.getTime() + at), mailed: true }),
      );
    await notify(0);
    await notify(20 * MINUTE);
    // 35 minutes after the last change: a new one.
    await notify(55 * MINUTE);
    expect((await rowsOf(member.id)).map((row) => row.count).sort()).toEqual([1, 2]);
    await notify(2 * HOUR);
    expect(await rowsOf(member.id)).toHaveLength(3);
    const page = await listNotifications(member.id);
    expect(page.items.map((item) => item.label)).toContain("Een event waarvoor je bent aangemeld is 2 keer gewijzigd (datum, tijd of plaats)");
  });

  it("an event moved twice within 30 minutes gives each participant one notification; 'direct' keeps the existing mail, 'daily' puts it in the digest instead", async () => {
    const organizer = await createMember();
    const initiative = await publicInitiative(organizer.id);
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: organizer.id, registration_required: true, max_participants: 10, date: new Date(Date.now() + 30 * DAY) });
    const [direct, daily] = await Promise.all([createMember(), createMember()]);
    await setMailPreference(daily.id, "personal_notifications", "daily");
    await signUp({ eventId: event.id, member: direct! });
    await signUp({ eventId: event.id, member: daily! });
    const values = (days: number) => ({
      title: event.title,
      description: event.description,
      long_description: null,
      type: event.type,
      theme: null,
      province: null,
      date: new Date(event.date.getTime() + days * DAY),
      end_date: null,
      city: event.city,
      postcode: event.pc4,
      location: event.location,
      organizer_name: event.organizer_name,
      organizer_email: event.organizer_email,
      organizer_phone: null,
      website: null,
      max_participants: event.max_participants,
      registration_required: true,
    });
    expect(await updateEvent({ id: event.id, viewer: organizer, values: values(1) })).toMatchObject({ status: "ok" });
    expect(await updateEvent({ id: event.id, viewer: organizer, values: values(2) })).toMatchObject({ status: "ok" });
    for (const member of [direct!, daily!]) {
      const rows = (await rowsOf(member.id)).filter((row) => row.type === "event_changed");
      expect(rows.map((row) => row.count)).toEqual([2]);
    }
    const changed = (s: string) => s === `Gewijzigd: ${event.title}`;
    expect(await mailsTo(direct!.email, changed)).toHaveLength(2);
    expect(await mailsTo(daily!.email, changed)).toHaveLength(0);
    await deliverNotifications(new Date(periodStart("daily", new Date(Date.now() + DAY)).getTime() + MINUTE));
    const digests = await mailsTo(daily!.email, (s) => s.startsWith("Je dagoverzicht"));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain("is 2 keer gewijzigd");
    expect(await mailsTo(direct!.email, (s) => s.startsWith("Je dagoverzicht"))).toHaveLength(0);
  });

  it("notifies everyone signed up for an event its organizer cancels, with its Dutch text, and mails them directly", async () => {
    const organizer = await createMember();
    const initiative = await publicInitiative(organizer.id);
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: organizer.id, registration_required: true, max_participants: 1, date: new Date(Date.now() + 30 * DAY) });
    const [confirmed, waiting] = await Promise.all([createMember(), createMember()]);
    await signUp({ eventId: event.id, member: confirmed! });
    await signUp({ eventId: event.id, member: waiting! });
    expect(await cancelEvent(database.db(), { eventId: event.id, reason: "De zaal is niet beschikbaar.", viewer: organizer })).toMatchObject({ status: "ok" });
    for (const member of [confirmed!, waiting!]) {
      const page = await listNotifications(member.id);
      expect(page.items.map((item) => [item.label, item.title])).toEqual([["Een event waarvoor je bent aangemeld gaat niet door", event.title]]);
    }
    expect((await rowsOf(organizer.id)).filter((row) => row.type === "event_cancelled")).toHaveLength(0);
    await deliverNotifications(new Date(Date.now() + MINUTE));
    for (const member of [confirmed!, waiting!]) {
      const mails = await mailsTo(member.email, () => true);
      expect(mails.some((mail) => mail.text?.includes(event.title) && mail.text.includes("De zaal is niet beschikbaar."))).toBe(true);
    }
  });

  it("tells the organizer of sign-ups combined per hour, mailed directly once the hour is over", async () => {
    const organizer = await createMember();
    const initiative = await publicInitiative(organizer.id);
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: organizer.id, registration_required: true, date: new Date(Date.now() + 30 * DAY) });
    const [a, b] = await Promise.all([createMember(), createMember()]);
    expect(await signUp({ eventId: event.id, member: a! })).toEqual({ status: "confirmed" });
    expect(await signUp({ eventId: event.id, member: b! })).toEqual({ status: "confirmed" });
    await cancelSignUp({ eventId: event.id, userId: a!.id });
    const rows = await rowsOf(organizer.id);
    expect(rows.map((row) => [row.type, row.count]).sort()).toEqual([["event_cancellations", 1], ["event_sign_ups", 2]]);
    const subject = (s: string) => s.startsWith("Nieuwe meldingen");
    await deliverNotifications(new Date());
    expect(await mailsTo(organizer.email, subject)).toHaveLength(0);
    await deliverNotifications(new Date(Date.now() + HOUR + MINUTE));
    await deliverNotifications(new Date(Date.now() + HOUR + 2 * MINUTE));
    const mails = await mailsTo(organizer.email, subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("2 nieuwe aanmeldingen voor je event");
  });

  it("sends a daily digest from 07:00 Amsterdam, once; a topic turned off sends nothing", async () => {
    const [daily, off] = await Promise.all([createMember(), createMember()]);
    await setMailPreference(daily.id, "following_updates", "daily");
    await setMailPreference(off.id, "following_updates", "off");
    const db = database.db();
    const t0 = new Date("2032-05-04T12:00:00Z");
    await db.transaction((tx) => notifyMembers(tx, { userIds: [daily.id, off.id], type: "new_vacancy", title: "Kok gezocht", path: "/vacatures", now: t0 }));
    const subject = (s: string) => s.startsWith("Je dagoverzicht");
    await deliverNotifications(new Date("2032-05-05T04:59:00Z"));
    expect(await mailsTo(daily.email, subject)).toHaveLength(0);
    await deliverNotifications(new Date("2032-05-05T05:01:00Z"));
    await deliverNotifications(new Date("2032-05-05T09:00:00Z"));
    expect(await mailsTo(daily.email, subject)).toHaveLength(1);
    expect(await mailsTo(off.email)).toHaveLength(0);
    const [offRow] = await rowsOf(off.id);
    expect(offRow?.mail_status).toBe("none");
  });

  it("a failure in the middle of a delivery queues nothing twice and loses nothing", async () => {
    const db = database.db();
    const initiative = await publicInitiative();
    const t0 = new Date("2032-06-02T10:00:00Z");
    const ids = await followers(initiative.id, 30, new Date(t0.getTime() - DAY));
    for (const id of ids) await setMailPreference(id, "following_updates", "direct");
    await db.transaction((tx) => notifyFollowers(tx, { initiativeId: initiative.id, type: "new_event", title: "Zaaidag", path: "/events", now: t0 }));
    await expandNotificationJobs(t0);
    const before = await db.$count(mailJobs);
    const real = mailQueue.enqueueMails;
    let calls = 0;
    const spy = vi.spyOn(mailQueue, "enqueueMails").mockImplementation(async (executor, messages) => {
      calls += 1;
      if (calls === 2) throw new Error("mail queue down");
      return real(executor, messages);
    });
    await expect(deliverNotifications(new Date(t0.getTime() + MINUTE), { batch: 10 })).rejects.toThrow("mail queue down");
    spy.mockRestore();
    expect((await db.$count(mailJobs)) - before).toBe(10);
    const sentSoFar = await db.$count(notifications, and(eq(notifications.initiative_id, initiative.id), eq(notifications.mail_status, "sent")));
    expect(sentSoFar).toBe(10);
    await deliverNotifications(new Date(t0.getTime() + 2 * MINUTE), { batch: 10 });
    expect(await db.$count(notifications, and(eq(notifications.initiative_id, initiative.id), eq(notifications.mail_status, "sent")))).toBe(30);
    for (const id of ids.slice(0, 3)) {
      const email = (await db.execute(sql`select email from "user" where id = ${id}`)) as unknown as { rows: { email: string }[] };
      expect(await mailsTo(email.rows[0]!.email)).toHaveLength(1);
    }
  });
});
