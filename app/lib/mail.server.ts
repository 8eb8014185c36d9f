/** Outgoing mail via SMTP, else `.eml` files in `$DATA_DIR/outbox/`; log lines never hold the address. */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { SMTPSentMessageInfo, StreamSentMessageInfo, Transporter } from "nodemailer";
import { env } from "./env.server";
import { logger } from "./logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link, logged when mail goes to the outbox. */
  link?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /**
   * The one-click unsubscribe link of a topic mail (RFC 8058): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post`. Absent on mail that answers the member's own action.
   */
  unsubscribeUrl?: string;
}

let smtp: { url: string; transporter: Transporter<SMTPSentMessageInfo> } | undefined;
let stream: Transporter<StreamSentMessageInfo> | undefined;

function smtpTransporter(url: string): Transporter<SMTPSentMessageInfo> {
  if (smtp?.url !== url) {
    smtp?.transporter.close();
    // Bounded waits, so a hanging mail server cannot hold a request.
    smtp = {
      url,
      transporter: nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    };
  }
  return smtp.transporter;
}

function streamTransporter(): Transporter<StreamSentMessageInfo> {
  stream ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return stream;
}

const PARTIAL_SUFFIX = ".partial";

export function outboxDir(): string {
  return path.join(env().DATA_DIR_ABSOLUTE, "outbox");
}

/** Sends through SMTP or writes the outbox file atomically; a queue `job` fixes Message-ID and file name. */
export async function sendMail(message: MailMessage, { job }: { job?: { id: number; createdAt: Date } } = {}): Promise<void> {
  const { SMTP_URL, MAIL_FROM, NODE_ENV } = env();
  const mail = {
    // Same Message-ID on a retry, so a receiving server can recognise a copy.
    ...(job ? { messageId: `<job-${job.id}-${job.createdAt.getTime()}@${new URL(env().SITE_URL).hostname}>` } : {}),
    from: MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
    ...(message.unsubscribeUrl
      ? { list: { unsubscribe: message.unsubscribeUrl }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
      : {}),
  };

  if (SMTP_URL) {
    await smtpTransporter(SMTP_URL).sendMail(mail);
    return;
  }

  const { message: raw } = await streamTransporter().sendMail(mail);
  if (!Buffer.isBuffer(raw)) throw new Error("nodemailer stream transport returned no message buffer");

  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  // Named after the job, so a resend replaces the file; the rename leaves no half message that passes for sent.
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
  // The link holds a one-time token: logged only by the development server.
  const link = message.link && NODE_ENV === "development" ? ` — link: ${message.link}` : "";
  logger.info(`E-mail opgeslagen in ${file}${link}`);
}

const STALE_PARTIAL_MS = 10 * 60 * 1000;

/** Removes temporary outbox files left by a killed write; returns how many. */
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

function recipientsOf(raw: string): string[] {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const head = (headerEnd === -1 ? raw : raw.slice(0, headerEnd)).replace(/\r?\n[ \t]+/g, " ");
  const to = /^to:(.*)$/im.exec(head)?.[1] ?? "";
  return [...to.matchAll(/<([^<>\s]+)>|([^\s,<>"]+@[^\s,<>"]+)/g)].map((m) => (m[1] ?? m[2] ?? "").toLowerCase());
}

/** Deletes the outbox messages to `address`, temporary files included (account deletion); returns how many. */
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
