/**
 * Reading the mail outbox (DATA_DIR/outbox, used when no SMTP server is configured) in tests:
 * every stored message addressed to someone, parsed, after the mail queue has sent what is due.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { outboxDir } from "~/lib/mail.server";
import { processMailQueue } from "~/lib/mail-queue.server";

/**
 * The complete messages in the outbox as `{ name, raw }` (raw: the file's bytes as UTF-8 text).
 * A write in progress is a hidden temporary file that may be renamed or removed at any moment: it is
 * skipped, and so is a message deleted between listing and reading.
 */
export async function outboxMessages(): Promise<{ name: string; raw: string }[]> {
  const messages: { name: string; raw: string }[] = [];
  for (const name of await readdir(outboxDir()).catch(() => [] as string[])) {
    if (name.startsWith(".") || !name.endsWith(".eml")) continue;
    const raw = await readFile(path.join(outboxDir(), name), "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    if (raw !== undefined) messages.push({ name, raw });
  }
  return messages;
}

/**
 * The outbox messages to `address` (case-insensitive) whose subject matches `subject`.
 * @param subject a test on the subject, e.g. `(s) => s.endsWith("is verborgen")`
 */
export async function mailsTo(address: string, subject: (subject: string) => boolean = () => true): Promise<Email[]> {
  await processMailQueue();
  const found: Email[] = [];
  for (const { raw } of await outboxMessages()) {
    const mail = await PostalMime.parse(raw);
    if (subject(mail.subject ?? "") && mail.to?.some((to) => to.address?.toLowerCase() === address.toLowerCase())) found.push(mail);
  }
  return found;
}
