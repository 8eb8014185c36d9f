/** The durable mail queue (ADR 027): jobs commit with their change; retries double from 30 s; a 5xx is final. */
import { and, count, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { mailJobs } from "~/db/schema";
import { FAILED_MAIL_RETENTION_SECONDS } from "./account-lifetimes";
import { type Executor, getDatabaseHandle, getDb } from "./db.server";
import { logger } from "./logger.server";
import { claimWithLease, createWorkerLoop, type LeasedTable, releaseUnstartedClaims } from "./job-claim.server";
import { type MailMessage, removeStalePartialMail, sendMail } from "./mail.server";

export const MAX_ATTEMPTS = 8;
/** ms a claim holds: longer than the SMTP timeouts of one send. */
export const LEASE_MS = 2 * 60_000;
export const FIRST_RETRY_MS = 30_000;
export const POLL_MS = 2_000;
const BATCH = 20;

function addressOf(to: string): string {
  return (/<([^<>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();
}

/** Queues `message` in `executor`, the transaction of the change it reports; `runAt` UTC, default now. */
export async function enqueueMail(executor: Executor, message: MailMessage, { runAt }: { runAt?: Date } = {}): Promise<void> {
  await executor.insert(mailJobs).values({
    recipient: addressOf(message.to),
    message: JSON.stringify(message),
    // This process's clock, as the worker's: the database's now() has microseconds and could read later.
    run_at: runAt ?? new Date(),
  });
  worker.wake();
}

/** Queues several `messages` in one statement in `executor` (a batch sender's transaction); due now. */
export async function enqueueMails(executor: Executor, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const runAt = new Date();
  await executor.insert(mailJobs).values(messages.map((message) => ({ recipient: addressOf(message.to), message: JSON.stringify(message), run_at: runAt })));
  worker.wake();
}

const MAIL_JOB_LEASE: LeasedTable = { table: mailJobs, id: mailJobs.id, lockedUntil: mailJobs.locked_until, attempts: mailJobs.attempts };

export interface QueueRun {
  sent: number;
  retried: number;
  failed: number;
}

function isPermanent(error: unknown): boolean {
  const e = error as { permanent?: boolean; responseCode?: number };
  return e?.permanent === true || (typeof e?.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600);
}

/** Sends due jobs until none are due; on `signal` abort unstarted claims are given back. @throws on database failure */
export async function processMailQueue(now: () => Date = () => new Date(), signal?: AbortSignal): Promise<QueueRun> {
  const db = await getDb();
  const run: QueueRun = { sent: 0, retried: 0, failed: 0 };
    // Failed jobs hold an address and a message: kept for the operator, not forever.
  await db.delete(mailJobs).where(lt(mailJobs.failed_at, new Date(now().getTime() - FAILED_MAIL_RETENTION_SECONDS * 1000)));
  for (;;) {
    if (signal?.aborted) return run;
    const at = now();
    const claimed = await claimWithLease<{ id: number | string; message: string; attempts: number | string; created_at: Date | string }>(
      db,
      MAIL_JOB_LEASE,
      {
        due: sql`${mailJobs.failed_at} is null and ${mailJobs.run_at} <= ${at}`,
        orderBy: sql`${mailJobs.run_at}, ${mailJobs.id}`,
        limit: BATCH,
        now: at,
        leaseMs: LEASE_MS,
        returning: sql`id, message, attempts, created_at`,
      },
    );
    if (claimed.length === 0) return run;
    for (const [index, job] of claimed.entries()) {
      if (signal?.aborted) {
        await releaseUnstartedClaims(db, MAIL_JOB_LEASE, claimed.slice(index).map((rest) => rest.id));
        return run;
      }
      const id = Number(job.id);
      const attempts = Number(job.attempts);
      try {
        await sendMail(JSON.parse(job.message) as MailMessage, { job: { id, createdAt: new Date(job.created_at) } });
        await db.delete(mailJobs).where(eq(mailJobs.id, id));
        run.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempts >= MAX_ATTEMPTS || isPermanent(error)) {
          await db.update(mailJobs).set({ failed_at: now(), locked_until: null, last_error: reason }).where(eq(mailJobs.id, id));
          logger.error({ err: error, mailJob: id, attempts }, "mail job failed for good");
          run.failed += 1;
        } else {
          const retryAt = new Date(now().getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1));
          await db.update(mailJobs).set({ run_at: retryAt, locked_until: null, last_error: reason }).where(eq(mailJobs.id, id));
          logger.warn({ err: error, mailJob: id, attempts, retryAt }, "mail job failed, will retry");
          run.retried += 1;
        }
      }
    }
  }
}

const worker = createWorkerLoop({
  name: "mail queue",
  run: (signal) => processMailQueue(undefined, signal),
  prepare: () => Promise.all([releaseClaimsOfDeadProcess(), removeStalePartialMail()]),
  pollMs: POLL_MS,
});

/** Starts this process's worker, which also removes temporary outbox files left by a killed write. */
export function startMailWorker(): void {
  worker.start();
}

async function releaseClaimsOfDeadProcess(): Promise<void> {
  const handle = await getDatabaseHandle();
  if (handle.kind !== "pglite") return;
  await handle.db.update(mailJobs).set({ locked_until: null }).where(isNotNull(mailJobs.locked_until));
}

/** Stops the worker after a send under way; unstarted claims are given back. Safe when not started. */
export async function stopMailWorker(): Promise<void> {
  await worker.stop();
}

export interface MailQueueStatus {
  waiting: number;
  failed: { id: number; createdAt: Date; failedAt: Date; attempts: number; error: string | null }[];
  failedTotal: number;
}

export async function mailQueueStatus(): Promise<MailQueueStatus> {
  const db = await getDb();
  const [waiting] = await db.select({ n: count() }).from(mailJobs).where(isNull(mailJobs.failed_at));
  const [failedTotal] = await db.select({ n: count() }).from(mailJobs).where(isNotNull(mailJobs.failed_at));
  const failed = await db
    .select({ id: mailJobs.id, createdAt: mailJobs.created_at, failedAt: mailJobs.failed_at, attempts: mailJobs.attempts, error: mailJobs.last_error })
    .from(mailJobs)
    .where(isNotNull(mailJobs.failed_at))
    .orderBy(mailJobs.id)
    .limit(20);
  return {
    waiting: waiting?.n ?? 0,
    failedTotal: failedTotal?.n ?? 0,
    failed: failed.map((job) => ({ ...job, failedAt: job.failedAt ?? job.createdAt })),
  };
}

/** Deletes every queued or failed job to `address` (account deletion); returns how many. */
export async function deleteQueuedMailTo(executor: Executor, address: string): Promise<number> {
  const deleted = await executor
    .delete(mailJobs)
    .where(and(eq(mailJobs.recipient, address.trim().toLowerCase())))
    .returning({ id: mailJobs.id });
  return deleted.length;
}
