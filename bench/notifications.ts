/**
 * `npm run bench:notifications`: one piece of news for an initiative with 10,000 followers on
 * PostgreSQL (docs/performance.md#notifications, docs/decisions/067-following-and-notifications.md).
 * Creates a throw-away database on the server of BENCH_DATABASE_URL (a URL whose user may create
 * databases), one initiative and 10,000 verified members who follow it (weekly digest, the default).
 *
 * Each of `--repeat` rounds (default 3) empties notifications, jobs and mail, then times
 * - the request's part: `notifyFollowers` in a transaction (one job row, whatever the followers);
 * - the worker's part: expanding the job into 10,000 notifications and queueing their weekly digests
 *   at the next Monday 07:00 Amsterdam (10,000 mails in the durable mail queue).
 * Prints min / median / max and the load average; exits 1 with `--assert` when the median worker
 * part is over 30 s or a round did not create and queue 10,000.
 */
import os from "node:os";
import { count, sql } from "drizzle-orm";
import { follows, mailJobs, notificationJobs, notifications, user } from "~/db/schema";
import { openDatabase, setDatabase } from "~/lib/db.server";
import { periodStart } from "~/modules/notifications/alerts.server";
import { notifyFollowers } from "~/modules/notifications/center.server";
import { deliverNotifications, expandNotificationJobs } from "~/modules/notifications/delivery.server";
import { createPostgresDatabase } from "../tests/setup/postgres-database";
import { createInitiative } from "../tests/setup/factories";
import { spreadText } from "./lib/stats";

const BUDGET_S = 30;
const FOLLOWERS = 10_000;

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error("BENCH_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
  process.exit(2);
}
const repeatArg = process.argv.indexOf("--repeat");
const repeat = repeatArg > 0 ? Number(process.argv[repeatArg + 1]) : 3;
const assert = process.argv.includes("--assert");

/** Short times (the request's part) need more decimals than the worker's seconds. */
const spread = (values: number[]) => spreadText(values, values.some((value) => value < 0.1) ? 3 : 1);

const { url, drop } = await createPostgresDatabase(adminUrl, "bench");
const handle = await openDatabase(url, { poolSize: 4 });
setDatabase(handle);
try {
  const db = handle.db;
  const initiative = await createInitiative(db, { name: "Buurtmoestuin De Bench" });
  const now = new Date();
  const followedAt = new Date(now.getTime() - 24 * 3600_000);
  for (let from = 0; from < FOLLOWERS; from += 5_000) {
    const members = await db
      .insert(user)
      .values(Array.from({ length: 5_000 }, (_, k) => ({ name: `Volger ${from + k}`, email: `volger-${from + k}@bench.example.org`, emailVerified: true })))
      .returning({ id: user.id });
    await db.insert(follows).values(members.map((member) => ({ user_id: member.id, initiative_id: initiative.id, created_at: followedAt })));
  }
  await db.execute(sql`analyze`);
  // The weekly digest goes out from the Monday 07:00 after the news.
  const monday = new Date(periodStart("weekly", new Date(now.getTime() + 7 * 24 * 3600_000)).getTime() + 60_000);

  const requestMs: number[] = [];
  const workerS: number[] = [];
  const expandS: number[] = [];
  const deliverS: number[] = [];
  let created = 0;
  let mailed = 0;
  let complete = true;
  const loadBefore = os.loadavg()[0]!;
  for (let round = 0; round < repeat; round++) {
    await db.delete(notifications);
    await db.delete(notificationJobs);
    await db.delete(mailJobs);
    let begin = performance.now();
    await db.transaction((tx) =>
      notifyFollowers(tx, { initiativeId: initiative.id, type: "initiative_update", subjectId: initiative.id, title: "Eerste oogst binnen", path: `/initiatief/${initiative.id}`, now }),
    );
    requestMs.push(performance.now() - begin);
    begin = performance.now();
    created = await expandNotificationJobs(now);
    const expanded = performance.now();
    mailed = await deliverNotifications(monday);
    const done = performance.now();
    expandS.push((expanded - begin) / 1000);
    deliverS.push((done - expanded) / 1000);
    workerS.push((done - begin) / 1000);
    const [queued] = await db.select({ n: count() }).from(mailJobs);
    if (created !== FOLLOWERS || mailed !== FOLLOWERS || queued?.n !== FOLLOWERS) complete = false;
    console.log(
      `round ${round + 1}: request ${requestMs.at(-1)!.toFixed(1)} ms; worker ${workerS.at(-1)!.toFixed(1)} s (${created} notifications in ${expandS.at(-1)!.toFixed(1)} s, ${mailed} digests queued in ${deliverS.at(-1)!.toFixed(1)} s; ${queued?.n} mail jobs)`,
    );
  }
  const sorted = [...workerS].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(`\nOne update to an initiative with ${FOLLOWERS} followers, ${repeat} rounds (min / median / max)`);
  console.log(`| request (ms) | notifications created (s) | digests queued (s) | worker total (s) | load average |`);
  console.log(`| --- | --- | --- | --- | --- |`);
  console.log(`| ${spread(requestMs)} | ${spread(expandS)} | ${spread(deliverS)} | ${spread(workerS)} | ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} |`);
  console.log(`budget: ${BUDGET_S} s — ${median <= BUDGET_S && complete ? "met" : "NOT met"}`);
  if (assert && (median > BUDGET_S || !complete)) process.exitCode = 1;
} finally {
  await handle.close();
  await drop();
}
