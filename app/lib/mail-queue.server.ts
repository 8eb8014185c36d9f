/**
 * The durable mail queue (docs/decisions/027-mail-queue.md). Requests never talk to the SMTP
 * server: they store a job with {@link enqueueMail}, in the same transaction as the change the mail
 * reports, so a mail exists exactly when its change was committed. A worker in every app process
 * ({@link startMailWorker}) claims due jobs with `FOR UPDATE SKIP LOCKED` and a lease, sends them
 * through app/lib/mail.server.ts and deletes them. Jobs survive a crash or a restart (they are
 * rows); a job whose process died while sending is claimed again once its lease ends.
 *
 * Retries: a failed attempt is tried again after 30 s × 2^(attempts − 1) (30 s, 1, 2, 4 … min),
 * at most {@link MAX_ATTEMPTS} times; an SMTP rejection marked permanent (5xx) is not retried.
 * A job that failed for good keeps `failed_at` and `last_error`, is logged at error level, is
 * counted by `npm run admin -- mail` ({@link mailQueueStatus}) and is deleted after
 * `FAILED_MAIL_RETENTION_SECONDS` (30 days).
 */
import { and, count, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { mailJobs } from "~/db/schema";
import { FAILED_MAIL_RETENTION_SECONDS } from "./account-lifetimes";
import { type Executor, getDatabaseHandle, getDb } from "./db.server";
import { logger } from "./logger.server";
import { claimWithLease, createWorkerLoop, type LeasedTable, releaseUnstartedClaims } from "./job-claim.server";
import { type MailMessage, removeStalePartialMail, sendMail } from "./mail.server";

/** Attempts before a job is given up. */
export const MAX_ATTEMPTS = 8;
/** How long a claim holds (milliseconds): longer than the SMTP timeouts of one send (≤ 40 s). */
export const LEASE_MS = 2 * 60_000;
/** The first retry's delay (milliseconds); each next one doubles. */
export const FIRST_RETRY_MS = 30_000;
/** How often each process looks for due jobs (milliseconds). */
export const POLL_MS = 2_000;
/** Most jobs one claim takes. */
const BATCH = 20;

/** The lower-case address inside `to` ("Anna <anna@example.org>" gives "anna@example.org"). */
function addressOf(to: string): string {
  return (/<([^<>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();
}

/**
 * Queues `message` for sending. Pass the transaction of the change the mail reports, so both
 * commit or neither does; the worker of this process is woken to send it right away.
 * @param runAt earliest send time (UTC); default now
 * @throws Error when the database fails (the caller's transaction then rolls back)
 */
export async function enqueueMail(executor: Executor, message: MailMessage, { runAt }: { runAt?: Date } = {}): Promise<void> {
  await executor.insert(mailJobs).values({
    recipient: addressOf(message.to),
    message: JSON.stringify(message),
    // This process's clock, as the worker's: the database's now() has microseconds and could
    // read as later than the worker's "now" of the same millisecond.
    run_at: runAt ?? new Date(),
  });
  // Soon after the job was queued (its transaction may not have committed yet).
  worker.wake();
}

/** The lease columns of the queue, for app/lib/job-claim.server.ts. */
const MAIL_JOB_LEASE: LeasedTable = { table: mailJobs, id: mailJobs.id, lockedUntil: mailJobs.locked_until, attempts: mailJobs.attempts };

/** What one run of {@link processMailQueue} did. */
export interface QueueRun {
  sent: number;
  /** Failed attempts that will be tried again. */
  retried: number;
  /** Jobs given up after this run's attempt. */
  failed: number;
}

/** Whether nodemailer marked `error` as a permanent SMTP rejection (a 5xx reply). */
function isPermanent(error: unknown): boolean {
  const e = error as { permanent?: boolean; responseCode?: number };
  return e?.permanent === true || (typeof e?.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600);
}

/**
 * Claims the due jobs (at most {@link BATCH}) and sends them, until none are due.
 * Each claim is one short statement (`FOR UPDATE SKIP LOCKED`): two processes never claim the
 * same job, and no transaction stays open while the SMTP server is slow.
 * @param now the current time (tests pass their own)
 * @param signal aborted when the process stops: the send under way finishes, the other claimed
 *   jobs are given back unsent ({@link releaseUnstartedClaims}) and the run ends
 * @returns counts of what happened
 * @throws Error when the database fails (mail failures are recorded on their jobs)
 */
export async function processMailQueue(now: () => Date = () => new Date(), signal?: AbortSignal): Promise<QueueRun> {
  const db = await getDb();
  const run: QueueRun = { sent: 0, retried: 0, failed: 0 };
  // Jobs that failed for good hold an address and a message: kept for the operator, not forever.
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
  // Temporary outbox files left by a killed write go too.
  prepare: () => Promise.all([releaseClaimsOfDeadProcess(), removeStalePartialMail()]),
  pollMs: POLL_MS,
});

/**
 * Starts this process's worker: a run every {@link POLL_MS} and soon after each new job. On the
 * embedded database, which only this process can open, claims left by a process that died are
 * released first, so their jobs go out now instead of when their lease ends. Temporary outbox files
 * left by a killed write are removed.
 */
export function startMailWorker(): void {
  worker.start();
}

/** Embedded database only: every claim belongs to a process that no longer runs. */
async function releaseClaimsOfDeadProcess(): Promise<void> {
  const handle = await getDatabaseHandle();
  if (handle.kind !== "pglite") return;
  await handle.db.update(mailJobs).set({ locked_until: null }).where(isNotNull(mailJobs.locked_until));
}

/**
 * Stops the worker and waits for a send under way (its job is deleted or released as usual); jobs
 * it had claimed but not started are given back. Safe to call when not started.
 */
export async function stopMailWorker(): Promise<void> {
  await worker.stop();
}

/** The queue as an operator sees it. */
export interface MailQueueStatus {
  /** Jobs waiting to be sent or retried. */
  waiting: number;
  /** Jobs given up, with their last error, oldest first (at most 20). */
  failed: { id: number; createdAt: Date; failedAt: Date; attempts: number; error: string | null }[];
  failedTotal: number;
}

/**
 * Counts of the queue for `npm run admin -- mail`.
 * @throws Error when the database fails
 */
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

/**
 * Deletes every queued or failed job to `address` (account deletion: nothing of a deleted member
 * stays on the server).
 * @returns how many jobs were deleted
 */
export async function deleteQueuedMailTo(executor: Executor, address: string): Promise<number> {
  const deleted = await executor
    .delete(mailJobs)
    .where(and(eq(mailJobs.recipient, address.trim().toLowerCase())))
    .returning({ id: mailJobs.id });
  return deleted.length;
}
