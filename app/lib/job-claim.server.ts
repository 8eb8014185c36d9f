/**
 * Lease claims for the durable queues (docs/decisions/027-mail-queue.md): one `SKIP LOCKED` statement,
 * so no row is claimed twice and no transaction stays open while the work runs.
 */
import { inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./db.server";
import { logger } from "./logger.server";
import { rowsOf } from "./sql.server";

export interface LeasedTable {
  table: PgTable;
  id: PgColumn;
  lockedUntil: PgColumn;
  attempts: PgColumn;
}

/** Claims at most `limit` due, unleased rows for `leaseMs`; bigint columns may come back as strings. */
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

/** Gives back claimed rows the stopping process did not start, without counting the attempt. */
export async function releaseUnstartedClaims(executor: Executor, target: LeasedTable, ids: readonly (string | number)[]): Promise<void> {
  if (ids.length === 0) return;
  const { table, id, lockedUntil, attempts } = target;
  await executor.execute(sql`
    update ${table} set ${sql.identifier(lockedUntil.name)} = null, ${sql.identifier(attempts.name)} = greatest(${attempts} - 1, 0)
    where ${inArray(id, [...ids])}`);
}

export interface WorkerLoop {
  start(): void;
  /** Runs shortly after (new work may not be committed yet); no-op when stopped. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * The queues' run loop: one run at a time (a wake during a run runs once more), errors logged, never
 * thrown. `run` should return soon after `signal` aborts, giving back unstarted work.
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
