/**
 * The account e-mails of better-auth's flows, handed to app/lib/auth.server.ts through its
 * registration point so the library layer never imports this module.
 */
import { type AuthMailer, setAuthMailer } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { resetPasswordEmail, verificationEmail } from "./emails";

/** Queues the reset and verification messages, so the request does not wait for SMTP. */
export const accountMailer: AuthMailer = {
  resetPassword: async ({ to, name, url }) => enqueueMail(await getDb(), { to, ...resetPasswordEmail({ name, url }), link: url }),
  verifyEmail: async ({ to, name, url }) => enqueueMail(await getDb(), { to, ...verificationEmail({ name, url }), link: url }),
};

/** Registers {@link accountMailer} as better-auth's sender. Safe to call more than once. */
export function registerAccountMail(): void {
  setAuthMailer(accountMailer);
}
