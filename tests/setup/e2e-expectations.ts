/**
 * What the browser tests check against, read straight from the database with plain SQL (not the
 * app's query modules, so the tests do not grade the code with itself).
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { seedIfEmpty } from "~/demo-data.server";
import { openDatabase } from "~/lib/db.server";
import { createFilesystemStorage } from "~/lib/storage.server";
import { type ReportTarget, seedReportTarget } from "./report-target";
import { type SeededParticipants, seedParticipants } from "./participants";
import { seedStewards } from "./stewards";
import { seedApiKey } from "./api-keys";
import { seedUnpublishedItems, type UnpublishedItems } from "./unpublished-items";
import { seedWeeklyDigestNews, type WeeklyDigestNews } from "./weekly-digest";

export interface E2EExpectations {
  counts: { initiatives: number; vacancies: number; upcomingEvents: number };
  /** Every contact e-mail address, phone number and website stored in the seeded data. */
  contactValues: string[];
  /** An active initiative that has both events and active vacancies. */
  richInitiative: { id: string; name: string };
  /** An upcoming public event with its organizer's e-mail (members-only data). */
  event: { id: string; title: string; organizer_email: string };
  /** An active public vacancy. */
  vacancy: { id: string; title: string; contact_email: string };
  /** A member's event for the report journey (tests/setup/report-target.ts). */
  reportTarget: ReportTarget;
  /** Pending, rejected, hidden and blocked members' items no visitor may reach. */
  unpublished: UnpublishedItems;
  /** Names, addresses and motivations of people who signed up or responded (never for visitors). */
  participants: SeededParticipants;
  /** Last week's news of a followed initiative, seeded as the notification worker left it (tests/setup/weekly-digest.ts). */
  weeklyDigest: WeeklyDigestNews;
  /** A member's personal API key and its stored hash (never for visitors). */
  apiKeySecrets: string[];
}

/**
 * Opens (migrating and seeding) the database at `url`, reads the expectations, closes it.
 * @param url an embedded database folder, or a postgres:// URL of an empty database
 * @param dataDir the DATA_DIR of the server under test: the demo pictures' files go to its uploads
 */
export async function collectExpectations(url: string, dataDir: string): Promise<E2EExpectations> {
  const handle = await openDatabase(url);
  try {
    await seedIfEmpty(handle.db, { demo: true, storage: createFilesystemStorage(path.join(dataDir, "uploads")) });
    await seedStewards(handle.db);
    const reportTarget = await seedReportTarget(handle.db);
    const unpublished = await seedUnpublishedItems(handle.db);
    const weeklyDigest = await seedWeeklyDigestNews(handle.db);
    const apiKeySecrets = await seedApiKey(handle.db);
    const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
      const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
      const row = result.rows[0];
      if (!row) throw new Error("expected a row");
      return row;
    };
    const many = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

    // Public: "actief", not by a blocked member, and for events and vacancies also their own
    // status "actief" (docs/decisions/020-moderation.md), written out here rather than read from
    // the app's views.
    const counts = await one<{ initiatives: number; vacancies: number; upcoming_events: number }>(sql`
      with public_initiatives as (
        select i.id from initiatives i left join "user" u on u.id = i.created_by
        where i.status = 'actief' and u.blocked_at is null)
      select
        (select count(*)::int from public_initiatives) as initiatives,
        (select count(*)::int from vacancies v where v.is_active and v.status = 'actief'
          and v.initiative_id in (select id from public_initiatives)) as vacancies,
        (select count(*)::int from events e where e.date >= now() and e.status = 'actief'
          and e.initiative_id in (select id from public_initiatives)) as upcoming_events`);
    const contactRows = await many<{ value: string | null }>(sql`
      select contact_email as value from initiatives union select contact_phone from initiatives
      union select website from initiatives
      union select organizer_email from events union select organizer_phone from events union select website from events
      union select contact_email from vacancies union select contact_phone from vacancies`);
    const richInitiative = await one<{ id: string; name: string }>(sql`
      select i.id, i.name from initiatives i left join "user" u on u.id = i.created_by
      where i.status = 'actief' and u.blocked_at is null
        and exists (select 1 from events e where e.initiative_id = i.id and e.status = 'actief')
        and exists (select 1 from vacancies v where v.initiative_id = i.id and v.is_active and v.status = 'actief')
      order by i.name limit 1`);
    const event = await one<{ id: string; title: string; organizer_email: string }>(sql`
      select e.id, e.title, e.organizer_email from events e join initiatives i on i.id = e.initiative_id
      left join "user" u on u.id = i.created_by
      where i.status = 'actief' and u.blocked_at is null and e.status = 'actief' and e.date >= now()
        and e.organizer_phone is not null
      order by e.date limit 1`);
    const vacancy = await one<{ id: string; title: string; contact_email: string }>(sql`
      select v.id, v.title, v.contact_email from vacancies v join initiatives i on i.id = v.initiative_id
      left join "user" u on u.id = i.created_by
      where i.status = 'actief' and u.blocked_at is null and v.is_active and v.status = 'actief'
      order by v.created_at desc limit 1`);
    const participants = await seedParticipants(handle.db, { eventId: event.id, vacancyId: vacancy.id });
    return {
      counts: { initiatives: counts.initiatives, vacancies: counts.vacancies, upcomingEvents: counts.upcoming_events },
      contactValues: contactRows.map((r) => r.value).filter((v): v is string => Boolean(v)),
      richInitiative,
      event,
      vacancy,
      reportTarget,
      unpublished,
      participants,
      weeklyDigest,
      apiKeySecrets,
    };
  } finally {
    await handle.close();
  }
}
