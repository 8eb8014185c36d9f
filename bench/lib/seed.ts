/**
 * Builds the benchmark database (docs/decisions/053-benchmark.md): municipalities, `scale`
 * initiatives with 10 events and 2 vacancies each (seedScale), scale/2 members with 10 favourites
 * each (seedMembers), then ANALYZE; and reads the ids the detail scenarios and the realistic mix
 * request (bench/lib/mix.ts) and the filter values that occur in the data. Runs in the
 * benchmark process, which closes the database before the server opens it (PGlite is
 * single-process).
 */
import { asc, eq, gte, type SQL, sql } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { events, initiatives, vacancies } from "../../app/db/schema";
import {
  SCALE_MEMBER_PASSWORD,
  scaleMemberEmail,
  seedMembers,
  seedMunicipalities,
  seedScale,
} from "../../app/db/seed/seed.server";
import { vacancyCategoryFilters } from "../../app/lib/enums";
import { openDatabase } from "../../app/lib/db.server";
import { rowsOf } from "../../app/lib/sql.server";
import type { MixData } from "./mix";


/** Members the mix signs in (their pages are 10 % of it). */
export const MIX_MEMBERS = 3;

/** What the scenarios need from the seeded database. */
export interface Fixtures {
  initiativeId: string;
  eventId: string;
  vacancyId: string;
  /** E-mail addresses of seeded members (the first is the member of the single scenarios). */
  memberEmails: string[];
  memberPassword: string;
  /** All public ids and the filter values that occur, for the realistic mix. */
  mix: MixData;
}

/** Rows added and seconds taken per step. */
export interface SeedReport {
  initiatives: number;
  events: number;
  vacancies: number;
  members: number;
  favorites: number;
  /** Seconds: opening + migrations, items, members, ANALYZE, total. */
  seconds: { open: number; items: number; members: number; analyze: number; total: number };
}

const since = (start: number) => Math.round((performance.now() - start) / 100) / 10;

/**
 * Seeds the database at `url` (a postgres:// URL or a PGlite folder).
 * @param options.scale number of initiatives (events ×10, vacancies ×2, members ÷2)
 * @param options.log progress lines
 * @throws Error when the database cannot be opened or an insert fails
 */
export async function seedBenchDatabase(
  url: string,
  { scale, log }: { scale: number; log: (line: string) => void },
): Promise<{ report: SeedReport; fixtures: Fixtures }> {
  const start = performance.now();
  const handle = await openDatabase(url);
  try {
    const { db } = handle;
    const opened = since(start);
    const itemsStart = performance.now();
    await seedMunicipalities(db);
    let last = 0;
    const added = await seedScale(db, {
      initiatives: scale,
      onProgress: (done, total) => {
        if (done === total || performance.now() - last > 10_000) {
          last = performance.now();
          log(`  ${done}/${total} initiatieven (${since(itemsStart)} s)`);
        }
      },
    });
    const items = since(itemsStart);
    const membersStart = performance.now();
    const passwordHash = await hashPassword(SCALE_MEMBER_PASSWORD);
    const members = await seedMembers(db, { members: Math.max(1, Math.floor(scale / 2)), passwordHash });
    const membersSeconds = since(membersStart);
    log(`  ${members.members} leden met ${members.favorites} favorieten (${membersSeconds} s)`);
    const analyzeStart = performance.now();
    await db.execute(sql`vacuum analyze`);
    const analyze = since(analyzeStart);
    return {
      report: {
        ...added,
        ...members,
        seconds: { open: opened, items, members: membersSeconds, analyze, total: since(start) },
      },
      fixtures: await pickFixtures(url, handle.db),
    };
  } finally {
    await handle.close();
  }
}

/** Ids for the detail scenarios: the soonest event at least a week ahead, its initiative, an active vacancy. */
async function pickFixtures(_url: string, db: Awaited<ReturnType<typeof openDatabase>>["db"]): Promise<Fixtures> {
  const [event] = await db
    .select({ id: events.id, initiativeId: events.initiative_id })
    .from(events)
    .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
    .where(gte(events.date, new Date(Date.now() + 7 * 24 * 3600 * 1000)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(1);
  if (!event) throw new Error("Geen komend event gevonden in de benchmarkdatabase.");
  const [vacancy] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(eq(vacancies.is_active, true))
    .orderBy(asc(vacancies.id))
    .limit(1);
  if (!vacancy) throw new Error("Geen actieve vacature gevonden in de benchmarkdatabase.");
  const column = async (query: SQL): Promise<string[]> =>
    rowsOf<{ value: unknown }>(await db.execute(query)).map((row) => String(row.value));
  const mix: MixData = {
    initiativeIds: await column(sql`select id::text as value from initiatives where status = 'actief' order by id`),
    eventIds: await column(
      sql`select e.id::text as value from events e join initiatives i on i.id = e.initiative_id where i.status = 'actief' order by e.id`,
    ),
    themes: await column(sql`select distinct theme::text as value from initiatives order by 1`),
    provinces: await column(sql`select distinct province::text as value from initiatives where province is not null order by 1`),
    eventTypes: await column(sql`select distinct type::text as value from events order by 1`),
    municipalities: await column(
      sql`select distinct municipality as value from initiatives where municipality is not null order by 1`,
    ),
    // The list's filter values (app/lib/enums.ts vacancyCategoryFilters), not the stored categories.
    vacancyCategories: [...vacancyCategoryFilters],
  };
  return {
    vacancyId: vacancy.id,
    initiativeId: event.initiativeId,
    eventId: event.id,
    memberEmails: Array.from({ length: MIX_MEMBERS }, (_, i) => scaleMemberEmail(i + 1)),
    memberPassword: SCALE_MEMBER_PASSWORD,
    mix,
  };
}

/**
 * Opens an already seeded database (reused with --keep) only to pick the fixtures.
 * @throws Error when it holds no scale data
 */
export async function fixturesOf(url: string): Promise<Fixtures> {
  const handle = await openDatabase(url);
  try {
    return await pickFixtures(url, handle.db);
  } finally {
    await handle.close();
  }
}
