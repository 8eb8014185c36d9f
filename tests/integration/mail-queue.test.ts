/**
 * The durable mail queue (app/lib/mail-queue.server.ts) against a real SMTP server: a job exists
 * only when its transaction commits, is sent once and deleted, is retried with backoff after a
 * temporary rejection, is given up (and logged at error) after a permanent one or the last
 * attempt, is taken again when a crashed worker's lease ends, is given back unsent by a run told
 * to stop (after the send under way), and two workers running at once never send a job twice.
 */
import { eq, isNotNull } from "drizzle-orm";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mailJobs } from "~/db/schema";
import { FAILED_MAIL_RETENTION_SECONDS } from "~/lib/account-lifetimes";
import { logger } from "~/lib/logger.server";
import { FIRST_RETRY_MS, LEASE_MS, MAX_ATTEMPTS, enqueueMail, enqueueMails, mailQueueStatus, processMailQueue, registerMailTemplate } from "~/lib/mail-queue.server";
import { setupTestDatabase } from "../setup/database";

const database = setupTestDatabase();

/** What the SMTP server answers to the next message. */
let answer: "accept" | "temporary" | "permanent" = "accept";
const received: { subject: string; to: string }[] = [];
/** Called when the SMTP server has received a message (before it answers). */
let onReceived: (() => void) | undefined;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (answer !== "accept") {
        const error = Object.assign(new Error(answer === "temporary" ? "Probeer later" : "Onbekende ontvanger"), {
          responseCode: answer === "temporary" ? 451 : 550,
        });
        callback(error);
        return;
      }
      void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
        received.push({ subject: mail.subject ?? "", to: mail.to?.[0]?.address ?? "" });
        onReceived?.();
        callback();
      });
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  // Read once by env() on first use, which comes after this hook.
  process.env.SMTP_URL = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  answer = "accept";
  received.length = 0;
  onReceived = undefined;
  await database.db().delete(mailJobs);
});

const message = (subject: string) => ({ to: "Anna <anna@voorbeeld.example.org>", subject, text: "Hallo", html: "<p>Hallo</p>" });

describe("the mail queue", () => {
  it("stores a job only when its transaction commits, sends it once and deletes it", async () => {
    const db = database.db();
    await db
      .transaction(async (tx) => {
        await enqueueMail(tx, message("Teruggedraaid"));
        throw new Error("rollback");
      })
      .catch(() => {});
    await db.transaction(async (tx) => enqueueMail(tx, message("Vastgelegd")));

    expect(await processMailQueue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received).toEqual([{ subject: "Vastgelegd", to: "anna@voorbeeld.example.org" }]);
    expect(await db.$count(mailJobs)).toBe(0);
    expect(await processMailQueue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  it("retries a temporary rejection after 30 s, then 1 min, and sends when the server accepts", async () => {
    const db = database.db();
    await enqueueMail(db, message("Later gelukt"));
    const start = Date.now();
    answer = "temporary";
    expect(await processMailQueue(() => new Date(start))).toMatchObject({ retried: 1 });
    const [job] = await db.select().from(mailJobs);
    expect(job?.run_at.getTime()).toBe(start + FIRST_RETRY_MS);
    expect(job?.last_error).toContain("Probeer later");
    // Not due yet: nothing is tried.
    expect(await processMailQueue(() => new Date(start + FIRST_RETRY_MS - 1))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await processMailQueue(() => new Date(start + FIRST_RETRY_MS))).toMatchObject({ retried: 1 });
    const [again] = await db.select().from(mailJobs);
    expect(again?.run_at.getTime()).toBe(start + 3 * FIRST_RETRY_MS);
    answer = "accept";
    expect(await processMailQueue(() => new Date(start + 3 * FIRST_RETRY_MS))).toMatchObject({ sent: 1 });
    expect(received.map((mail) => mail.subject)).toEqual(["Later gelukt"]);
  });

  it("gives up after the last attempt, logs at error and counts it for the operator", async () => {
    const db = database.db();
    const error = vi.spyOn(logger, "error");
    await enqueueMail(db, message("Nooit"));
    answer = "temporary";
    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await processMailQueue(() => new Date(clock));
      clock += FIRST_RETRY_MS * 2 ** attempt;
    }
    const [job] = await db.select().from(mailJobs);
    expect(job?.attempts).toBe(MAX_ATTEMPTS);
    expect(job?.failed_at).not.toBeNull();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ mailJob: job?.id }), "mail job failed for good");
    error.mockRestore();
    // A given-up job is never tried again.
    answer = "accept";
    expect(await processMailQueue(() => new Date(clock + LEASE_MS))).toEqual({ sent: 0, retried: 0, failed: 0 });
    const status = await mailQueueStatus();
    expect(status).toMatchObject({ waiting: 0, failedTotal: 1 });
    expect(status.failed[0]?.error).toContain("Probeer later");
    // Kept 30 days for the operator, then deleted.
    const failedAt = (job?.failed_at ?? new Date()).getTime();
    await processMailQueue(() => new Date(failedAt + FAILED_MAIL_RETENTION_SECONDS * 1000 - 1));
    expect(await db.$count(mailJobs)).toBe(1);
    await processMailQueue(() => new Date(failedAt + FAILED_MAIL_RETENTION_SECONDS * 1000 + 1));
    expect(await db.$count(mailJobs)).toBe(0);
  });

  it("does not retry a permanent rejection", async () => {
    const db = database.db();
    await enqueueMail(db, message("Onbestelbaar"));
    answer = "permanent";
    expect(await processMailQueue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await db.$count(mailJobs, isNotNull(mailJobs.failed_at))).toBe(1);
  });

  it("renders a templated job when it sends it, to the job's address, and fails an unknown template for good", async () => {
    const db = database.db();
    registerMailTemplate("test-greeting", ({ name }: { name: string }) => ({ subject: `Hallo ${name}`, text: `Hallo ${name}`, html: `<p>Hallo ${name}</p>` }));
    await enqueueMails(db, [
      { to: "Bea <bea@voorbeeld.example.org>", template: "test-greeting", props: { name: "Bea" } },
      { to: "cor@voorbeeld.example.org", template: "onbekend", props: {} },
    ]);
    const [stored] = await db.select({ message: mailJobs.message }).from(mailJobs).where(eq(mailJobs.recipient, "bea@voorbeeld.example.org"));
    expect(JSON.parse(stored?.message ?? "{}")).toEqual({ to: "Bea <bea@voorbeeld.example.org>", template: "test-greeting", props: { name: "Bea" } });

    expect(await processMailQueue()).toEqual({ sent: 1, retried: 0, failed: 1 });
    expect(received).toEqual([{ subject: "Hallo Bea", to: "bea@voorbeeld.example.org" }]);
    const [failed] = await db.select().from(mailJobs);
    expect(failed?.recipient).toBe("cor@voorbeeld.example.org");
    expect(failed?.last_error).toBe("unknown mail template onbekend");
    expect(() => registerMailTemplate("test-greeting", () => ({ subject: "", text: "", html: "" }))).toThrow("registered twice");
  });

  it("leaves a job claimed by a worker that died alone until its lease ends, then sends it", async () => {
    const db = database.db();
    await enqueueMail(db, message("Na een crash"));
    const now = Date.now();
    // A worker claimed it and was killed before sending: the lease still holds.
    await db.update(mailJobs).set({ locked_until: new Date(now + LEASE_MS), attempts: 1 });
    expect(await processMailQueue(() => new Date(now))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await processMailQueue(() => new Date(now + LEASE_MS + 1))).toMatchObject({ sent: 1 });
    expect(received.map((mail) => mail.subject)).toEqual(["Na een crash"]);
  });

  it("a stopping run finishes the send under way and gives the jobs it claimed but did not send back", async () => {
    const db = database.db();
    for (let i = 0; i < 5; i++) await enqueueMail(db, message(`Bij het stoppen ${i}`));
    // The process is told to stop while the first message is with the SMTP server.
    const stopping = new AbortController();
    onReceived = () => stopping.abort();
    expect(await processMailQueue(undefined, stopping.signal)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
    // The other four wait unleased with all their attempts: the next run (of any process) sends them.
    const rest = await db.select({ locked_until: mailJobs.locked_until, attempts: mailJobs.attempts }).from(mailJobs);
    expect(rest).toEqual(Array.from({ length: 4 }, () => ({ locked_until: null, attempts: 0 })));
    onReceived = undefined;
    expect(await processMailQueue()).toMatchObject({ sent: 4 });
    expect(new Set(received.map((mail) => mail.subject)).size).toBe(5);
  });

  it("sends each of 30 jobs exactly once while three workers run at the same time", async () => {
    const db = database.db();
    for (let i = 0; i < 30; i++) await enqueueMail(db, message(`Bericht ${i}`));
    const runs = await Promise.all([processMailQueue(), processMailQueue(), processMailQueue()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(30);
    expect(received).toHaveLength(30);
    expect(new Set(received.map((mail) => mail.subject)).size).toBe(30);
    expect(await db.$count(mailJobs, eq(mailJobs.recipient, "anna@voorbeeld.example.org"))).toBe(0);
  });
});
