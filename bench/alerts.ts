/**
 * `npm run bench:alerts`: how long one daily check of saved searches takes at scale on PostgreSQL
 * (docs/performance.md#saved-search-alerts, docs/decisions/066-saved-search-alerts.md). Creates a
 * throw-away database on the server of BENCH_DATABASE_URL (a URL whose user may create databases),
 * seeds national scale (10,000 initiatives, 100,000 events, 20,000 vacancies), adds 2,000 members
 * with 25 daily saved searches each (50,000: near a postcode with a radius, with a search word, with
 * a category or theme, over the three lists) and makes 2,000 items public in the last day.
 *
 * Each of `--repeat` rounds (default 3) sets every search back to "checked a day ago", runs the
 * daily check and reports its seconds, the searches checked and the mails queued. Meanwhile a
 * probe runs a request's kind of query every 200 ms on its own connection and reports its p95,
 * beside the same probe's p95 before the check: whether requests wait for the check. It also reports
 * the CPU seconds the check used in this process and in the PostgreSQL server processes of its
 * connections (read from /proc: the server must run on this machine). A marker
 * parameter (`n`, ignored by the lists) keeps each stored query unique. Prints min / median / max and the
 * load average; exits 1 with `--assert` when the median check is over 60 s.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import { sql } from "drizzle-orm";
import { mailJobs, savedSearches, user } from "~/db/schema";
import { startDataVersionWatch, stopDataVersionWatch } from "~/lib/data-version.server";
import { openDatabase, setDatabase } from "~/lib/db.server";
import { rowsOf } from "~/lib/sql.server";
import { checkSavedSearches, periodStart } from "~/modules/notifications/alerts.server";
import { createPostgresDatabase } from "../tests/setup/postgres-database";
import { seedNationalScale } from "../tests/setup/scale-data";
import { percentile } from "./lib/load";
import { spreadText } from "./lib/stats";

const BUDGET_S = 60;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;
const MEMBERS = 2_000;
const SEARCHES_PER_MEMBER = 25;
const NEW_ITEMS = 2_000;
const WORDS = ["buurt", "moestuin", "repair", "energie", "taal", "koken", "natuur", "wandelen", "fiets", "muziek", "zorg", "jongeren"];
const THEMES = ["natuur", "zorg", "cultuur", "energie", "voedsel"];
const RADII = ["5", "10", "25", "50"];

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error("BENCH_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
  process.exit(2);
}
const repeatArg = process.argv.indexOf("--repeat");
const repeat = repeatArg > 0 ? Number(process.argv[repeatArg + 1]) : 3;
const assert = process.argv.includes("--assert");

/** The query of search number `n`: a deterministic mix of what people save. */
function queryOf(n: number, areas: readonly string[]): { kind: string; query: string } {
  const kind = ["vacancies", "events", "initiatives"][n % 3]!;
  const params = new URLSearchParams();
  const area = areas[(n * 7919) % areas.length]!;
  switch (n % 5) {
    case 0:
    case 1:
      params.set("bij", area);
      params.set("straal", RADII[n % RADII.length]!);
      break;
    case 2:
      params.set("zoek", WORDS[n % WORDS.length]!);
      break;
    case 3:
      params.set("bij", area);
      params.set("zoek", WORDS[(n >> 3) % WORDS.length]!);
      break;
    default:
      if (kind === "vacancies") params.set("categorie", "vrijwilliger");
      else params.set("thema", THEMES[n % THEMES.length]!);
      params.set("bij", area);
  }
  params.sort();
  return { kind, query: `${params.toString()}&n=${n}` };
}

const p95 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 95);

const { url, drop } = await createPostgresDatabase(adminUrl, "bench");
const handle = await openDatabase(url, { poolSize: 4 });
const probeHandle = await openDatabase(url, { poolSize: 1 });
setDatabase(handle);
try {
  // As in a server process: the data version from notifications, not read before every cached read.
  await startDataVersionWatch();
  let started = Date.now();
  await seedNationalScale(handle.db, { base: 1000, factor: 10 });
  console.log(`seeded national scale in ${Math.round((Date.now() - started) / 1000)} s`);
  const db = handle.db;
  const areas = rowsOf<{ pc4: string }>(
    await db.execute(sql`select a.pc4 from postcode_areas a join municipalities m on m.code = a.municipality_code
      where m.name in (select distinct municipality from initiatives where municipality is not null) order by a.pc4`),
  ).map((row) => row.pc4);

  // A daily check now; the searches were checked a day earlier, before the day's 07:00.
  const now = new Date();
  const yesterday = new Date(periodStart("daily", now).getTime() - 24 * 3600_000);
  started = Date.now();
  const members = await db
    .insert(user)
    .values(Array.from({ length: MEMBERS }, (_, n) => ({ name: `Lid ${n}`, email: `alerts-${n}@bench.example.org`, emailVerified: true })))
    .returning({ id: user.id });
  for (let from = 0; from < MEMBERS * SEARCHES_PER_MEMBER; from += 5_000) {
    await db.insert(savedSearches).values(
      Array.from({ length: 5_000 }, (_, k) => {
        const n = from + k;
        const { kind, query } = queryOf(n, areas);
        return { user_id: members[n % MEMBERS]!.id, kind, query, name: `Zoekopdracht ${n}`, frequency: "daily", checked_until: yesterday };
      }),
    );
  }
  // 2,000 items became public since the last check: a third of each kind, spread over that time.
  // Everything else was public long before, however long the seeding took.
  const per = Math.round(NEW_ITEMS / 3);
  for (const table of ["initiatives", "events", "vacancies"]) {
    await db.execute(sql`update ${sql.identifier(table)} set public_since = ${yesterday.toISOString()}::timestamptz - interval '30 days' where public_since is not null`);
    const filter = table === "events" ? sql`where date > ${now.toISOString()}::timestamptz` : sql``;
    await db.execute(sql`update ${sql.identifier(table)} set public_since = ${yesterday.toISOString()}::timestamptz + random() * (${now.toISOString()}::timestamptz - interval '2 minutes' - ${yesterday.toISOString()}::timestamptz)
      where id in (select id from ${sql.identifier(table)} ${filter} order by md5(id::text) limit ${per})`);
  }
  await db.execute(sql`analyze`);
  console.log(`added ${MEMBERS * SEARCHES_PER_MEMBER} saved searches and ${per * 3} new items in ${Math.round((Date.now() - started) / 1000)} s`);

  // The probe: a request's kind of query (open vacancies within 10 km of a postcode: count and
  // first page) on a connection of its own, every 200 ms.
  const probeOnce = async (pc4: string) => {
    const begin = performance.now();
    await probeHandle.db.execute(sql`with area as (select lat, lon from postcode_areas where pc4 = ${pc4})
      select v.id, count(*) over () from vacancies_public v, area a
      where v.lat between a.lat - 0.09 and a.lat + 0.09 and v.lon between a.lon - 0.15 and a.lon + 0.15
      order by v.created_at desc limit 24`);
    return performance.now() - begin;
  };
  const probeWhile = async (running: () => boolean) => {
    const times: number[] = [];
    for (let next = 0; running(); next++) {
      times.push(await probeOnce(areas[next % areas.length]!));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return times;
  };

  // CPU of the check: this process (the probe's few calls included) and the server processes of
  // its connections, read from /proc (the server runs on this machine), the probe's left out.
  const probePid = rowsOf<{ pid: number }>(await probeHandle.db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
  const backendCpu = async () => {
    const pids = rowsOf<{ pid: number }>(
      await probeHandle.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and pid <> ${probePid}`),
    );
    const ticks = new Map<number, number>();
    for (const { pid } of pids) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // A connection that ended between the two reads.
      }
    }
    return ticks;
  };
  const nodeCpu: number[] = [];
  const postgresCpu: number[] = [];
  const seconds: number[] = [];
  const idleP95: number[] = [];
  const busyP95: number[] = [];
  let checked = 0;
  let mailed = 0;
  const loadBefore = os.loadavg()[0]!;
  for (let round = 0; round < repeat; round++) {
    await db.update(savedSearches).set({ checked_until: yesterday, last_sent_at: null });
    await db.delete(mailJobs);
    const idleUntil = Date.now() + 10_000;
    idleP95.push(p95(await probeWhile(() => Date.now() < idleUntil)));
    let running = true;
    const busy = probeWhile(() => running);
    const backendsBefore = await backendCpu();
    const nodeBefore = process.cpuUsage();
    const begin = performance.now();
    const result = await checkSavedSearches(now);
    seconds.push((performance.now() - begin) / 1000);
    const node = process.cpuUsage(nodeBefore);
    nodeCpu.push((node.user + node.system) / 1e6);
    const backendsAfter = await backendCpu();
    postgresCpu.push([...backendsAfter].reduce((sum, [pid, ticks]) => sum + ticks - (backendsBefore.get(pid) ?? 0), 0) / CLOCK_TICKS);
    running = false;
    const during = await busy;
    busyP95.push(p95(during));
    checked = result.checked;
    mailed = result.mailed;
    console.log(
      `round ${round + 1}: ${seconds.at(-1)!.toFixed(1)} s (CPU: ${nodeCpu.at(-1)!.toFixed(1)} s Node, ${postgresCpu.at(-1)!.toFixed(1)} s PostgreSQL), ${result.checked} searches checked, ${result.mailed} mails queued; probe p95 ${idleP95.at(-1)!.toFixed(1)} ms before, ${busyP95.at(-1)!.toFixed(1)} ms during (${during.length} calls)`,
    );
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(`\nDaily check of ${MEMBERS * SEARCHES_PER_MEMBER} saved searches with ${per * 3} new items, ${repeat} rounds (min / median / max)`);
  console.log(`| check (s) | CPU Node (s) | CPU PostgreSQL (s) | searches checked | mails queued | probe p95 before (ms) | probe p95 during (ms) | load average |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
  console.log(
    `| ${spreadText(seconds)} | ${spreadText(nodeCpu)} | ${spreadText(postgresCpu)} | ${checked} | ${mailed} | ${spreadText(idleP95)} | ${spreadText(busyP95)} | ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} |`,
  );
  console.log(`budget: ${BUDGET_S} s — ${median <= BUDGET_S ? "met" : "NOT met"}`);
  if (assert && median > BUDGET_S) process.exitCode = 1;
} finally {
  await stopDataVersionWatch();
  await probeHandle.close();
  await handle.close();
  await drop();
}
