/**
 * Alerts of saved searches with a controlled clock: only what became public since the last check,
 * each item once, never an empty mail, at most one mail per daily or weekly period, moderation-hidden
 * items never; a failure in the middle of a batch mails nothing and loses nothing. Real database and
 * the mail outbox.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { initiatives, mailJobs, savedSearches, vacancies } from "~/db/schema";
import { saveVolunteerProfile } from "~/modules/matching/profile.server";
import { checkSavedSearches, periodStart } from "~/modules/notifications/alerts.server";
import { saveSearch } from "~/modules/notifications/saved-searches.server";
import type { AlertFrequency, SavedSearchKind } from "~/modules/notifications/saved-searches";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { createMember } from "../setup/members";
import { mailsTo } from "../setup/outbox";

const database = setupTestDatabase();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const alertSubject = (subject: string) => subject.startsWith("Nieuw voor je zoekopdracht");

/** A member with one saved search, checked until `checkedUntil`. */
async function memberWithSearch(kind: SavedSearchKind, query: string, frequency: AlertFrequency, checkedUntil: Date) {
  const member = await createMember();
  const saved = await saveSearch(member.id, kind, query);
  if (!saved.ok) throw new Error(saved.message);
  await database.db().update(savedSearches).set({ frequency, checked_until: checkedUntil }).where(eq(savedSearches.id, saved.search.id));
  return { member, searchId: saved.search.id };
}

async function initiative() {
  return createInitiative(database.db(), { name: `Buurtinitiatief ${crypto.randomUUID().slice(0, 6)}` });
}

describe("saved search alerts", () => {
  it("mail a direct search what became public since its last check, once, and never an empty mail", async () => {
    const t0 = new Date("2031-03-04T10:00:00Z");
    const word = `pompoen${crypto.randomUUID().slice(0, 6)}`;
    const { member, searchId } = await memberWithSearch("vacancies", `zoek=${word}&pagina=3`, "direct", t0);
    const { id: initiative_id } = await initiative();
    const db = database.db();
    await createVacancy(db, { initiative_id, title: `Kweker ${word} gezocht`, public_since: new Date(t0.getTime() + MINUTE) });
    await createVacancy(db, { initiative_id, title: "Penningmeester", public_since: new Date(t0.getTime() + MINUTE) });
    await createVacancy(db, { initiative_id, title: `Verborgen ${word}`, status: "verborgen", public_since: new Date(t0.getTime() + MINUTE) });
    await createVacancy(db, { initiative_id, title: `Vroeger ${word}`, public_since: new Date(t0.getTime() - MINUTE) });

    await checkSavedSearches(new Date(t0.getTime() + 10 * MINUTE));
    const first = await mailsTo(member.email, alertSubject);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(`Nieuw voor je zoekopdracht "Vacatures: "${word}"": 1 vacature`);
    expect(first[0]?.text).toContain(`Kweker ${word} gezocht`);
    expect(first[0]?.text).not.toContain("Penningmeester");
    expect(first[0]?.text).not.toContain("Verborgen");
    expect(first[0]?.text).not.toContain("Vroeger");
    expect(first[0]?.headers.find((h) => h.key === "list-unsubscribe-post")?.value).toBe("List-Unsubscribe=One-Click");
    expect(first[0]?.headers.find((h) => h.key === "list-unsubscribe")?.value).toMatch(/^<http:\/\/localhost:3000\/afmelden\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+>$/);

    await checkSavedSearches(new Date(t0.getTime() + 20 * MINUTE));
    expect(await mailsTo(member.email, alertSubject)).toHaveLength(1);

    await createVacancy(db, { initiative_id, title: `Tweede ${word}`, public_since: new Date(t0.getTime() + 25 * MINUTE) });
    await checkSavedSearches(new Date(t0.getTime() + 30 * MINUTE));
    const mails = await mailsTo(member.email, alertSubject);
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail.text?.includes(`Tweede ${word}`));
    expect(second?.text).not.toContain("Kweker");
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, searchId));
    expect(row?.last_sent_at?.toISOString()).toBe(new Date(t0.getTime() + 30 * MINUTE).toISOString());
  });

  it("check many searches of a list together, each with its own cursor and filters: the newest ten and how many", async () => {
    const t0 = new Date("2031-05-06T10:00:00Z");
    const word = `klus${crypto.randomUUID().slice(0, 6)}`;
    const all = await memberWithSearch("vacancies", `zoek=${word}`, "direct", t0);
    const same = await memberWithSearch("vacancies", `zoek=${word}`, "direct", t0);
    const later = await memberWithSearch("vacancies", `zoek=${word}`, "direct", new Date(t0.getTime() + 6 * MINUTE + 30_000));
    const nowhere = await memberWithSearch("vacancies", `zoek=${word}&bij=Nergenshuizen`, "direct", t0);
    const events = await memberWithSearch("events", `zoek=${word}`, "direct", t0);
    const { id: initiative_id } = await initiative();
    const db = database.db();
    for (let n = 1; n <= 12; n++) {
      await createVacancy(db, { initiative_id, title: `${word} nummer ${String(n).padStart(2, "0")}`, public_since: new Date(t0.getTime() + n * MINUTE) });
    }

    await checkSavedSearches(new Date(t0.getTime() + 20 * MINUTE));
    for (const member of [all.member, same.member]) {
      const [mail, ...more] = await mailsTo(member.email, alertSubject);
      expect(more).toHaveLength(0);
      expect(mail?.subject).toBe(`Nieuw voor je zoekopdracht "Vacatures: "${word}"": 12 vacatures`);
      const listed = [...(mail?.text ?? "").matchAll(new RegExp(`${word} nummer (\\d+)`, "g"))].map((match) => match[1]);
      expect(listed).toEqual(["12", "11", "10", "09", "08", "07", "06", "05", "04", "03"]);
    }
    const [fromLater] = await mailsTo(later.member.email, alertSubject);
    expect(fromLater?.subject).toBe(`Nieuw voor je zoekopdracht "Vacatures: "${word}"": 6 vacatures`);
    expect(fromLater?.text).not.toContain(`${word} nummer 06`);
    expect(await mailsTo(nowhere.member.email, alertSubject)).toHaveLength(0);
    expect(await mailsTo(events.member.email, alertSubject)).toHaveLength(0);
    const cursors = await db.select({ checked_until: savedSearches.checked_until }).from(savedSearches).where(sql`${savedSearches.id} in (${sql.join([nowhere.searchId, events.searchId].map((id) => sql`${id}::uuid`), sql`, `)})`);
    expect(cursors.map((row) => row.checked_until.getTime())).toEqual([t0.getTime() + 19 * MINUTE, t0.getTime() + 19 * MINUTE]);
  });

  it("check more searches than one batch, two batches under way at once: each search once, cursors in order", async () => {
    const t0 = new Date("2031-06-03T10:00:00Z");
    const word = `schoffel${crypto.randomUUID().slice(0, 6)}`;
    const db = database.db();
    // 1,100 members with a direct search each; groups of ten share a cursor, so batches end inside a group.
    const searches = 1_100;
    const inserted = await db.execute(sql`
      with members as (
        insert into "user" (name, email, email_verified)
        select 'Zoeker ' || i, ${word} || '-' || i || '@voorbeeld.example.org', true from generate_series(1, ${searches}) i
        returning id, name
      )
      insert into saved_searches (user_id, kind, name, query, frequency, checked_until)
      select id, 'vacancies', 'Schoffelen', ${`zoek=${word}`}, 'direct',
        ${t0.toISOString()}::timestamptz + ((substring(name from 8)::int / 10) * interval '1 millisecond')
      from members
      returning id`);
    expect((inserted as unknown as { rows: unknown[] }).rows).toHaveLength(searches);
    const { id: initiative_id } = await initiative();
    await createVacancy(db, { initiative_id, title: `Tuinhulp ${word}`, public_since: new Date(t0.getTime() + MINUTE) });

    const first = await checkSavedSearches(new Date(t0.getTime() + 10 * MINUTE));
    expect(first.mailed).toBeGreaterThanOrEqual(searches);
    const recipients = await db.execute(sql`select recipient, count(*)::int as n from mail_jobs where recipient like ${`${word}-%`} group by recipient`);
    const rows = (recipients as unknown as { rows: { recipient: string; n: number }[] }).rows;
    expect(rows).toHaveLength(searches);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    const [behind] = (
      (await db.execute(sql`select count(*)::int as n from saved_searches where query = ${`zoek=${word}`} and checked_until < ${new Date(t0.getTime() + 9 * MINUTE).toISOString()}::timestamptz`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(behind?.n).toBe(0);

    await checkSavedSearches(new Date(t0.getTime() + 20 * MINUTE));
    const again = await db.execute(sql`select count(*)::int as n from mail_jobs where recipient like ${`${word}-%`}`);
    expect((again as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(searches);
    // The other tests of this file count on their own searches being the only due ones.
    await db.execute(sql`delete from saved_searches where query = ${`zoek=${word}`}`);
  });

  it("mail a search whose cursor the database stored to the microsecond", async () => {
    const t0 = new Date("2031-04-02T10:00:00.123Z");
    const word = `zaag${crypto.randomUUID().slice(0, 6)}`;
    const { member, searchId } = await memberWithSearch("vacancies", `zoek=${word}`, "direct", t0);
    const db = database.db();
    await db.update(savedSearches).set({ checked_until: sql`'2031-04-02T10:00:00.123456Z'::timestamptz` }).where(eq(savedSearches.id, searchId));
    const { id: initiative_id } = await initiative();
    await createVacancy(db, { initiative_id, title: `Zager ${word}`, public_since: new Date(t0.getTime() + MINUTE) });
    await checkSavedSearches(new Date(t0.getTime() + 10 * MINUTE));
    expect(await mailsTo(member.email, alertSubject)).toHaveLength(1);
  });

  it("mail a daily search once per day from 07:00 Amsterdam, and a weekly one once per week from Monday", async () => {
    // Wednesday 2031-03-05, 06:00 in Amsterdam (UTC+1).
    const wednesday6 = new Date("2031-03-05T05:00:00Z");
    const word = `knutsel${crypto.randomUUID().slice(0, 6)}`;
    const daily = await memberWithSearch("events", `zoek=${word}`, "daily", wednesday6);
    const weekly = await memberWithSearch("events", `zoek=${word}`, "weekly", wednesday6);
    const { id: initiative_id } = await initiative();
    const db = database.db();
    const event = (title: string, publicAt: Date) =>
      createEvent(db, { initiative_id, title, date: new Date("2031-04-01T10:00:00Z"), public_since: publicAt });
    await event(`Avond ${word}`, new Date("2031-03-05T08:00:00Z"));

    await checkSavedSearches(new Date("2031-03-05T05:30:00Z"));
    expect(await mailsTo(daily.member.email, alertSubject)).toHaveLength(0);
    await checkSavedSearches(new Date("2031-03-05T11:00:00Z"));
    expect(await mailsTo(daily.member.email, alertSubject)).toHaveLength(1);
    await event(`Middag ${word}`, new Date("2031-03-05T12:00:00Z"));
    await checkSavedSearches(new Date("2031-03-05T17:00:00Z"));
    expect(await mailsTo(daily.member.email, alertSubject)).toHaveLength(1);
    await checkSavedSearches(new Date("2031-03-06T06:05:00Z"));
    const dailyMails = await mailsTo(daily.member.email, alertSubject);
    expect(dailyMails).toHaveLength(2);
    expect(dailyMails.filter((mail) => mail.text?.includes(`Middag ${word}`))).toHaveLength(1);
    expect(dailyMails.filter((mail) => mail.text?.includes(`Avond ${word}`))).toHaveLength(1);

    expect(await mailsTo(weekly.member.email, alertSubject)).toHaveLength(0);
    await checkSavedSearches(new Date("2031-03-10T06:30:00Z"));
    const weeklyMails = await mailsTo(weekly.member.email, alertSubject);
    expect(weeklyMails).toHaveLength(1);
    expect(weeklyMails[0]?.subject).toContain("2 events");
    await checkSavedSearches(new Date("2031-03-12T06:30:00Z"));
    expect(await mailsTo(weekly.member.email, alertSubject)).toHaveLength(1);
  });

  it("count an initiative's vacancies as new when the initiative turns public", async () => {
    const t0 = new Date("2031-06-01T10:00:00Z");
    const word = `imker${crypto.randomUUID().slice(0, 6)}`;
    const { member } = await memberWithSearch("vacancies", `zoek=${word}`, "direct", t0);
    const db = database.db();
    const { id: initiative_id } = await createInitiative(db, { status: "in_behandeling" });
    const vacancy = await createVacancy(db, { initiative_id, title: `Hulp-${word}`, public_since: new Date(t0.getTime() - HOUR) });
    await db.update(initiatives).set({ status: "actief" }).where(eq(initiatives.id, initiative_id));
    const [row] = await db.select({ public_since: vacancies.public_since }).from(vacancies).where(eq(vacancies.id, vacancy.id));
    // The trigger stamps the database's clock; the test's clock is years ahead.
    expect(row!.public_since.getTime()).toBeGreaterThan(Date.now() - HOUR);
    await db.update(vacancies).set({ public_since: new Date(t0.getTime() + MINUTE) }).where(eq(vacancies.id, vacancy.id));
    await checkSavedSearches(new Date(t0.getTime() + 10 * MINUTE));
    expect(await mailsTo(member.email, alertSubject)).toHaveLength(1);
  });

  it("mail the profile alert the new vacancies that fit the volunteer profile, with why", async () => {
    const t0 = new Date("2031-09-01T10:00:00Z");
    const { member } = await memberWithSearch("profile", "", "direct", t0);
    await saveVolunteerProfile({
      userId: member.id,
      email: member.email,
      values: { postcode: null, max_distance_km: null, themes: ["cultuur"], categories: [], skills: ["koken"], availability: [], commitments: [], suitable_for: [] },
    });
    const db = database.db();
    const { id: initiative_id } = await createInitiative(db, { theme: "cultuur" });
    const { id: other } = await createInitiative(db, { theme: "energie" });
    await createVacancy(db, { initiative_id, title: "Kok voor het buurtdiner", skills: ["koken"], public_since: new Date(t0.getTime() + MINUTE) });
    await createVacancy(db, { initiative_id: other, title: "Zonnepanelen tellen", public_since: new Date(t0.getTime() + MINUTE) });
    await checkSavedSearches(new Date(t0.getTime() + 10 * MINUTE));
    const [mail, ...more] = await mailsTo(member.email, alertSubject);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Nieuw voor je zoekopdracht "Nieuwe vacatures die bij mijn profiel passen": 1 vacature');
    expect(mail?.text).toContain("Kok voor het buurtdiner");
    expect(mail?.text).toContain("Past bij: Cultuur · koken");
    expect(mail?.text).not.toContain("Zonnepanelen");
  });

  it("mail nothing of a batch that fails in the middle, and everything once on the next check", async () => {
    const t0 = new Date("2032-01-10T10:00:00Z");
    const word = `fiets${crypto.randomUUID().slice(0, 6)}`;
    const first = await memberWithSearch("vacancies", `zoek=${word}`, "direct", t0);
    const second = await memberWithSearch("vacancies", `zoek=${word}&categorie=vrijwilliger`, "direct", t0);
    const { id: initiative_id } = await initiative();
    const db = database.db();
    await createVacancy(db, { initiative_id, title: `Fietsmaker ${word}`, public_since: new Date(t0.getTime() + MINUTE) });
    const jobsFor = async (email: string) => (await db.select({ id: mailJobs.id }).from(mailJobs).where(eq(mailJobs.recipient, email))).length;

    const transaction = db.transaction.bind(db);
    vi.spyOn(db, "transaction").mockImplementationOnce((run) =>
      transaction(async (tx) => {
        // The cursors of both searches have moved in this transaction when queueing their mails fails.
        vi.spyOn(tx, "insert").mockImplementation(() => {
          throw new Error("de verbinding viel weg");
        });
        return run(tx);
      }),
    );
    await expect(checkSavedSearches(new Date(t0.getTime() + 10 * MINUTE))).rejects.toThrow("de verbinding viel weg");
    vi.restoreAllMocks();
    expect(await jobsFor(first.member.email)).toBe(0);
    expect(await jobsFor(second.member.email)).toBe(0);

    await checkSavedSearches(new Date(t0.getTime() + 10 * MINUTE));
    await checkSavedSearches(new Date(t0.getTime() + 20 * MINUTE));
    expect(await mailsTo(first.member.email, alertSubject)).toHaveLength(1);
    expect(await mailsTo(second.member.email, alertSubject)).toHaveLength(1);
  });
});

describe("alert periods", () => {
  it("start at 07:00 Amsterdam, the weekly one on Monday, across daylight saving time", () => {
    expect(periodStart("daily", new Date("2031-03-05T05:59:00Z")).toISOString()).toBe("2031-03-04T06:00:00.000Z");
    expect(periodStart("daily", new Date("2031-03-05T06:00:00Z")).toISOString()).toBe("2031-03-05T06:00:00.000Z");
    expect(periodStart("daily", new Date("2031-07-05T12:00:00Z")).toISOString()).toBe("2031-07-05T05:00:00.000Z");
    expect(periodStart("weekly", new Date("2031-03-05T12:00:00Z")).toISOString()).toBe("2031-03-03T06:00:00.000Z");
    expect(periodStart("weekly", new Date("2031-03-03T05:00:00Z")).toISOString()).toBe("2031-02-24T06:00:00.000Z");
    const now = new Date("2031-03-05T12:00:00Z");
    expect(periodStart("direct", now)).toBe(now);
  });
});
