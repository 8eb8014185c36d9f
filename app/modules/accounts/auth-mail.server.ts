/**
 * The account e-mails of better-auth's flows (password reset, e-mail verification), composed from
 * this module's messages (./emails) and the mail queue (app/lib/mail-queue.server.ts), and handed to
 * app/lib/auth.server.ts through its registration point, so the library layer never imports the
 * accounts module. The server entry (app/entry.server.tsx) registers it at start-up.
 */
import { type AuthMailer, setAuthMailer } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { resetPasswordEmail, verificationEmail } from "./emails";

/**
 * Queues the reset and verification messages (app/lib/mail-queue.server.ts): the request answers
 * without waiting for the SMTP server. The link is passed on for the development log.
 */
export const accountMailer: AuthMailer = {
  resetPassword: async ({ to, name, url }) => enqueueMail(await getDb(), { to, ...resetPasswordEmail({ name, url }), link: url }),
  verifyEmail: async ({ to, name, url }) => enqueueMail(await getDb(), { to, ...verificationEmail({ name, url }), link: url }),
};

/** Registers {@link accountMailer} as better-auth's sender. Safe to call more than once. */
export function registerAccountMail(): void {
  setAuthMailer(accountMailer);
}
