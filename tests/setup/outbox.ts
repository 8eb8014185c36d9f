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
 * The outbox messages to `address` (case-insensitive) whose subject matches `subject`.
 * @param subject a test on the subject, e.g. `(s) => s.endsWith("is verborgen")`
 */
export async function mailsTo(address: string, subject: (subject: string) => boolean = () => true): Promise<Email[]> {
  await processMailQueue();
  const found: Email[] = [];
  for (const name of await readdir(outboxDir()).catch(() => [])) {
    const mail = await PostalMime.parse(await readFile(path.join(outboxDir(), name)));
    if (subject(mail.subject ?? "") && mail.to?.some((to) => to.address?.toLowerCase() === address.toLowerCase())) found.push(mail);
  }
  return found;
}
