/**
 * Vitest setup file: composes the app as its server entry does before any test runs, so module
 * functions and test helpers that reach better-auth (registration, sign-in, password reset) send
 * the real account e-mails (app/modules/accounts/auth-mail.server.ts).
 */
import { registerAccountMail } from "~/modules/accounts/auth-mail.server";

registerAccountMail();
