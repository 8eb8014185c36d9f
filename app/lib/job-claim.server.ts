/**
 * Claiming work rows with a lease, shared by the durable queues (the mail queue,
 * app/lib/mail-queue.server.ts, and the image worker, app/modules/images/worker.server.ts;
 * docs/decisions/027-mail-queue.md). One short statement: the rows are chosen with
 * `FOR UPDATE SKIP LOCKED`, so two processes never claim the same row, and each claimed row gets
 * `locked_until` (its lease) and one more `attempts`. A row whose process died is claimed again once
 * its lease has ended. No transaction stays open while the work runs.
 */
import { inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./db.server";
import { logger } from "./logger.server";
import { rowsOf } from "./sql.server";

/** A table with the lease columns this helper writes. */
export interface LeasedTable {
  table: PgTable;
  id: PgColumn;
  lockedUntil: PgColumn;
  attempts: PgColumn;
}

/**
 * Claims at most `limit` rows of `target` that satisfy `due` and are not leased now.
 * @param options.now the current time (UTC; tests pass their own)
 * @param options.leaseMs how long the claim holds, milliseconds
 * @param options.orderBy which rows first
 * @param options.returning the columns to return (an SQL list, e.g. sql`id, message`)
 * @returns the claimed rows as the driver gives them (numbers of bigint columns may be strings)
 * @throws Error when the database fails
 */
export async function claimWithLease<Row>(
  executor: Executor,
  target: LeasedTable,
  options: { due: SQL; orderBy: SQL; limit: number; now: Date; leaseMs: number; returning: SQL },
): Promise<Row[]> {
  const { table, id, lockedUntil, attempts } = target;
  const { now } = options;
  const result = await executor.execute(sql`
    update ${table} set ${sql.identifier(lockedUntil.name)} = ${new Date(now.getTime() + options.leaseMs)}, ${sql.identifier(attempts.name)} = ${attempts} + 1
    where ${id} in (
      select ${id} from ${table}
      where (${options.due}) and (${lockedUntil} is null or ${lockedUntil} < ${now})
      order by ${options.orderBy}
      limit ${options.limit}
      for update skip locked
    )
    returning ${options.returning}`);
  return rowsOf<Row>(result);
}

/**
 * Gives back claimed rows that were not worked on because the process is stopping: the lease ends
 * now and the claim's attempt is not counted, so another process (or the next start) takes them
 * at once, with all their attempts.
 * @param ids the ids of rows this process claimed and did not start
 * @throws Error when the database fails
 */
export async function releaseUnstartedClaims(executor: Executor, target: LeasedTable, ids: readonly (string | number)[]): Promise<void> {
  if (ids.length === 0) return;
  const { table, id, lockedUntil, attempts } = target;
  await executor.execute(sql`
    update ${table} set ${sql.identifier(lockedUntil.name)} = null, ${sql.identifier(attempts.name)} = greatest(${attempts} - 1, 0)
    where ${inArray(id, [...ids])}`);
}

/** A background worker of this process, as {@link createWorkerLoop} makes it. */
export interface WorkerLoop {
  /** Starts it: `prepare` once, then `run` at once and every `pollMs`. No-op when started. */
  start(): void;
  /** Runs it in 25 ms (e.g. after new work was queued, maybe not yet committed); no-op when stopped. */
  wake(): void;
  /**
   * Stops the timer, tells a run under way to stop after the item it is working on (its abort
   * signal) and waits for it. Safe to call when not started.
   */
  stop(): Promise<void>;
}

/**
 * The run loop both durable queues share: one run at a time per process (a wake during a run
 * runs once more after it), a poll timer that does not keep the process alive, errors logged at
 * error level and never thrown.
 * @param options.name for the log, e.g. "mail queue"
 * @param options.run one pass over the due work; it should return soon after `signal` aborts
 *   (the process is stopping: finish the item under way, give back the rest)
 * @param options.prepare once at start, before the first run (e.g. release a dead process's leases)
 * @param options.pollMs milliseconds between runs
 */
export function createWorkerLoop({
  name,
  run,
  prepare,
  pollMs,
}: {
  name: string;
  run: (signal: AbortSignal) => Promise<unknown>;
  prepare: () => Promise<unknown>;
  pollMs: number;
}): WorkerLoop {
  let timer: NodeJS.Timeout | undefined;
  let stopping = new AbortController();
  let running: Promise<unknown> | undefined;
  let again = false;

  function drain(): void {
    if (running) {
      again = true;
      return;
    }
    running = run(stopping.signal)
      .catch((error: unknown) => logger.error({ err: error }, `${name} run failed`))
      .finally(() => {
        running = undefined;
        if (again && timer) {
          again = false;
          drain();
        }
      });
  }

  return {
    start() {
      if (timer) return;
      if (stopping.signal.aborted) stopping = new AbortController();
      timer = setInterval(drain, pollMs);
      timer.unref();
      running = prepare()
        .catch((error: unknown) => logger.error({ err: error }, `${name}: preparing the first run failed`))
        .finally(() => {
          running = undefined;
          drain();
        });
    },
    wake() {
      if (!timer) return;
      setTimeout(drain, 25).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      stopping.abort();
      await running;
    },
  };
}
