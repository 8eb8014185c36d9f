/**
 * Outgoing e-mail through nodemailer (DESIGN.md, stack: "e-mail: nodemailer. SMTP_URL in
 * production; without it, messages are written to ./data/outbox/ and their links logged").
 *
 * - `SMTP_URL` set: one SMTP transport per URL, created on first use and reused.
 * - `SMTP_URL` unset: the complete RFC 822 message is written to `$DATA_DIR/outbox/` as an `.eml`
 *   file (open it in any mail client) and one line naming the file is logged, with the action link
 *   on the development server only (it carries a one-time token), so password reset and
 *   verification work on a laptop without a mail server. The log line holds no address (logs
 *   outlive accounts); {@link deleteOutboxMailTo} removes a deleted member's messages.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { SMTPSentMessageInfo, StreamSentMessageInfo, Transporter } from "nodemailer";
import { env } from "./env.server";
import { logger } from "./logger.server";

/** One outgoing message; the sender is always `MAIL_FROM`. */
export interface MailMessage {
  /** Recipient address, e.g. "anna@example.org" or "Anna <anna@example.org>". */
  to: string;
  subject: string;
  /** Plain-text body (the alternative for clients that do not show HTML). */
  text: string;
  /** HTML body, a complete document. */
  html: string;
  /** The action link in the message, logged when mail goes to the outbox. */
  link?: string;
  /** Files sent along, e.g. an event's calendar entry (`content` is text, UTF-8). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

let smtp: { url: string; transporter: Transporter<SMTPSentMessageInfo> } | undefined;
let stream: Transporter<StreamSentMessageInfo> | undefined;

/** The SMTP transporter for `url`, created once and reused while the URL stays the same. */
function smtpTransporter(url: string): Transporter<SMTPSentMessageInfo> {
  if (smtp?.url !== url) {
    smtp?.transporter.close();
    // Bounded waits, so a hanging mail server cannot hold a request for minutes.
    smtp = {
      url,
      transporter: nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    };
  }
  return smtp.transporter;
}

/** A transporter that builds the raw message (LF line endings) into a Buffer without sending it. */
function streamTransporter(): Transporter<StreamSentMessageInfo> {
  stream ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return stream;
}

/** Ending of a message being written to the outbox (a process killed mid-write may leave one). */
const PARTIAL_SUFFIX = ".partial";

/** Absolute path of the folder holding unsent messages: `$DATA_DIR/outbox`. */
export function outboxDir(): string {
  return path.join(env().DATA_DIR_ABSOLUTE, "outbox");
}

/**
 * Sends `message` from `MAIL_FROM`: through the SMTP server of `SMTP_URL` when set, else writes
 * it to `$DATA_DIR/outbox/<ISO 8601 UTC timestamp, ':' as '-'>-<8 hex chars>.eml` (folder created
 * when missing; for a queued job `<its creation time>-job-<id>.eml`, replaced whole when the job is
 * sent again; written under a temporary name and renamed, so the file is never half a message) and logs `E-mail opgeslagen in <file>[ — link: <link>]` (the link only when
 * NODE_ENV is development; never the address, which would outlive a deleted account in the log).
 * Resolves once the SMTP server has accepted the message or the file is written.
 * @param options.job the mail queue's job (app/lib/mail-queue.server.ts): the Message-ID and the
 *   outbox file name derive from its id and creation time, so a resend after a crash is one copy
 * @throws Error from `env()` on invalid configuration; nodemailer's `NodemailerError` when the
 *   SMTP server is unreachable or refuses the message: `code` "ESOCKET" (with `originalCode`, e.g.
 *   "ECONNREFUSED"), "ETIMEDOUT", "EAUTH", "EENVELOPE", "EMESSAGE", …, and for an SMTP reply
 *   `responseCode` plus `permanent` (true for a 5xx rejection, false when a retry may work);
 *   a Node.js file-system error (e.g. EACCES) when the outbox cannot be written; an Error when
 *   nodemailer's stream transport hands back no Buffer (not expected). Callers decide what the
 *   user sees.
 */
export async function sendMail(message: MailMessage, { job }: { job?: { id: number; createdAt: Date } } = {}): Promise<void> {
  const { SMTP_URL, MAIL_FROM, NODE_ENV } = env();
  const mail = {
    // A job's Message-ID stays the same on a retry, so a receiving server can recognise a copy.
    ...(job ? { messageId: `<job-${job.id}-${job.createdAt.getTime()}@${new URL(env().SITE_URL).hostname}>` } : {}),
    from: MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
  };

  if (SMTP_URL) {
    await smtpTransporter(SMTP_URL).sendMail(mail);
    return;
  }

  const { message: raw } = await streamTransporter().sendMail(mail);
  if (!Buffer.isBuffer(raw)) throw new Error("nodemailer stream transport returned no message buffer");

  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  // A queued job's file is named after the job, so a resend after a crash between writing the
  // file and deleting the job replaces that one file instead of adding a copy. The message is
  // written to a temporary name first and renamed (atomic on one file system): a process killed
  // mid-write leaves no half message under the final name, which would otherwise pass for sent.
  const name = job
    ? `${job.createdAt.toISOString().replaceAll(":", "-")}-job-${job.id}.eml`
    : `${new Date().toISOString().replaceAll(":", "-")}-${randomBytes(4).toString("hex")}.eml`;
  const file = path.join(dir, name);
  const partial = path.join(dir, `.${name}.${randomBytes(4).toString("hex")}${PARTIAL_SUFFIX}`);
  try {
    await writeFile(partial, raw);
    await rename(partial, file);
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
  // The link holds a one-time token: logged only by the development server, never in production.
  const link = message.link && NODE_ENV === "development" ? ` — link: ${message.link}` : "";
  logger.info(`E-mail opgeslagen in ${file}${link}`);
}

/** Age (ms) after which a temporary outbox file can only be the leftover of a killed write. */
const STALE_PARTIAL_MS = 10 * 60 * 1000;

/**
 * Removes temporary outbox files older than 10 minutes: a write takes milliseconds, so such a file
 * was left by a process killed mid-write (its job is sent again). Called when the mail worker starts.
 * @returns how many files were removed (0 without an outbox)
 * @throws a Node.js file-system error other than a missing outbox or file
 */
export async function removeStalePartialMail(now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(outboxDir())).filter((name) => name.endsWith(PARTIAL_SUFFIX));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(outboxDir(), name);
    try {
      if (now - (await stat(file)).mtimeMs < STALE_PARTIAL_MS) continue;
      await unlink(file);
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}

/** The addresses of the `To:` header of a raw message (lower case), unfolded. */
function recipientsOf(raw: string): string[] {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const head = (headerEnd === -1 ? raw : raw.slice(0, headerEnd)).replace(/\r?\n[ \t]+/g, " ");
  const to = /^to:(.*)$/im.exec(head)?.[1] ?? "";
  return [...to.matchAll(/<([^<>\s]+)>|([^\s,<>"]+@[^\s,<>"]+)/g)].map((m) => (m[1] ?? m[2] ?? "").toLowerCase());
}

/**
 * Deletes the messages in the outbox addressed to `address` (compared exactly, case-insensitive),
 * for account deletion: nothing of a deleted member stays on the server. No outbox: nothing to do.
 * Also reads the temporary files a process killed mid-write left behind.
 * @returns how many files were deleted
 * @throws a Node.js file-system error other than a missing outbox
 */
export async function deleteOutboxMailTo(address: string): Promise<number> {
  const wanted = address.trim().toLowerCase();
  let names: string[];
  try {
    names = (await readdir(outboxDir())).filter((name) => name.endsWith(".eml") || name.endsWith(PARTIAL_SUFFIX));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    const file = path.join(outboxDir(), name);
    let raw: string;
    try {
      raw = await readFile(file, "utf8");
    } catch (error) {
      // A temporary file renamed or removed since the listing.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    if (recipientsOf(raw).includes(wanted)) {
      await unlink(file);
      deleted += 1;
    }
  }
  return deleted;
}
