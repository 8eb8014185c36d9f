/**
 * The account e-mails of better-auth's flows (password reset, e-mail verification), composed from
 * this module's messages (./emails) and the mail transport (app/lib/mail.server.ts), and handed to
 * app/lib/auth.server.ts through its registration point, so the library layer never imports the
 * accounts module. The server entry (app/entry.server.tsx) registers it at start-up.
 */
import { type AuthMailer, setAuthMailer } from "~/lib/auth.server";
import { sendMail } from "~/lib/mail.server";
import { resetPasswordEmail, verificationEmail } from "./emails";

/** Sends the reset and verification messages; the link is also passed on for the development log. */
export const accountMailer: AuthMailer = {
  resetPassword: ({ to, name, url }) => sendMail({ to, ...resetPasswordEmail({ name, url }), link: url }),
  verifyEmail: ({ to, name, url }) => sendMail({ to, ...verificationEmail({ name, url }), link: url }),
};

/** Registers {@link accountMailer} as better-auth's sender. Safe to call more than once. */
export function registerAccountMail(): void {
  setAuthMailer(accountMailer);
}
