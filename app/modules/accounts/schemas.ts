/**
 * Form schemas of /auth and the password forms, shared by browser and server (DESIGN.md,
 * convention 2). Messages are SPEC.md §5's, verbatim; for each field the first failing rule's
 * message is shown. The common-password check runs on the server only
 * (see passwords.server.ts), so the 10,000-entry list never reaches the browser.
 */
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { emailField, fieldMessages, firstFailure, requiredText } from "~/lib/fields";
import { authTexts } from "./texts";

export const authMessages = {
  emailRequired: fieldMessages.emailRequired,
  emailInvalid: fieldMessages.emailInvalid,
  emailTooLong: fieldMessages.emailTooLong,
  passwordRequired: "Wachtwoord is verplicht",
  passwordTooShort: "Wachtwoord moet minimaal 6 tekens zijn",
  passwordTooLong: "Wachtwoord mag maximaal 72 tekens zijn",
  nameRequired: "Naam is verplicht",
  nameTooLong: "Naam mag maximaal 100 tekens zijn",
  passwordsDiffer: "Wachtwoorden komen niet overeen",
  emailFirst: "Voer eerst je e-mailadres in",
  currentPasswordRequired: "Vul je huidige wachtwoord in",
  /** A crafted post: the submit button's intent or the return path is missing or repeated. */
  unknownAction: "Onbekende actie.",
  /** A crafted post of the new-password form without its link's token. */
  resetLinkInvalid: authTexts.resetLinkInvalid,
} as const;

/** The submit button's intent: exactly `value`; anything else (missing, repeated) is "Onbekende actie.". */
function intentField<const T extends string>(value: T) {
  return z.literal(value, { error: authMessages.unknownAction });
}

/** Where to go after signing in: a single text (checked by safeRedirect); repeated is refused. */
const redirectToField = z.string({ error: authMessages.unknownAction }).optional();

/**
 * E-mail: trimmed, valid, at most 255 characters (SPEC.md §5, Auth; the shared rule of
 * ~/lib/fields). An empty address is "E-mailadres is verplicht" (the spec names no message for it).
 */
export const authEmailField = emailField(authMessages.emailRequired);

/**
 * Password: 6 to 72 characters, not trimmed (docs/product-rules.md#accounts); an empty one is "Wachtwoord is
 * verplicht".
 */
export const passwordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .min(6, { error: authMessages.passwordTooShort, ...firstFailure })
  .max(72, { error: authMessages.passwordTooLong, ...firstFailure });

/** Full name: trimmed, 1 to 100 characters (SPEC.md §5). */
export const fullNameField = requiredText({ max: 100, required: authMessages.nameRequired, tooLong: authMessages.nameTooLong });

export const LoginSchema = z.object({
  intent: intentField("inloggen"),
  email: authEmailField,
  password: passwordField,
  redirectTo: redirectToField,
});

export const RegisterSchema = z
  .object({
    intent: intentField("registreren"),
    full_name: fullNameField,
    email: authEmailField,
    password: passwordField,
    password_confirmation: z.string({ error: authMessages.passwordsDiffer }),
    redirectTo: redirectToField,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: authMessages.passwordsDiffer,
  });

/** "Wachtwoord vergeten?": needs an e-mail address first (SPEC.md §5, password reset). */
export const ResetRequestSchema = z.object({
  intent: intentField("wachtwoord-vergeten"),
  email: emailField(authMessages.emailFirst),
});

/** Resend the verification link to an unverified address. */
export const ResendVerificationSchema = z.object({
  intent: intentField("bevestiging-opnieuw"),
  email: authEmailField,
});

/** The new password form behind the e-mailed reset link. */
export const NewPasswordSchema = z
  .object({
    intent: intentField("nieuw-wachtwoord"),
    token: z.string({ error: authMessages.resetLinkInvalid }).min(1, { error: authMessages.resetLinkInvalid }),
    password: passwordField,
    password_confirmation: z.string({ error: authMessages.passwordsDiffer }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: authMessages.passwordsDiffer,
  });

/** Settings → password change: current password, new password twice (SPEC.md §5). */
export const ChangePasswordSchema = z
  .object({
    intent: intentField("wachtwoord"),
    current_password: z
      .string({ error: authMessages.currentPasswordRequired })
      .min(1, { error: authMessages.currentPasswordRequired }),
    password: passwordField,
    password_confirmation: z.string({ error: authMessages.passwordsDiffer }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: authMessages.passwordsDiffer,
  });

/** Settings → "Wachtwoord instellen" for a member without one (signed up with Google): the new password twice. */
export const SetPasswordSchema = z
  .object({
    intent: intentField("wachtwoord-instellen"),
    password: passwordField,
    password_confirmation: z.string({ error: authMessages.passwordsDiffer }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: authMessages.passwordsDiffer,
  });

/** Settings → "Google ontkoppelen": the member's password and the confirmation. */
export const UnlinkGoogleSchema = z.object({
  intent: intentField("google-ontkoppelen"),
  confirm: z.literal("ja", { error: "Bevestig eerst." }),
  password: z.string({ error: "Vul je wachtwoord in" }).min(1, { error: "Vul je wachtwoord in" }).max(200, { error: "Je wachtwoord klopt niet" }),
});

/** Messages of the two-factor forms. */
export const twoFactorMessages = {
  codeRequired: "Vul de code in",
  codeFormat: "Een code uit de app heeft 6 cijfers",
  backupFormat: "Vul een back-upcode in zoals die op je lijst staat",
  passwordRequired: "Vul je wachtwoord in",
} as const;

/**
 * The fields of the second sign-in step, without the cross-field rule: the form's browser
 * constraints are read from this object (getZodConstraint cannot look through a transform).
 */
export const SignInCodeFieldsSchema = z.object({
  intent: intentField("code"),
  soort: z.enum(["app", "backup"]).default("app"),
  code: z
    .string({ error: twoFactorMessages.codeRequired })
    .trim()
    .min(1, { error: twoFactorMessages.codeRequired })
    .max(40, { error: twoFactorMessages.backupFormat }),
  redirectTo: redirectToField,
});

/** The second sign-in step: a 6-digit code from the app, or a backup code (`soort=backup`). */
export const SignInCodeSchema = SignInCodeFieldsSchema.superRefine((value, ctx) => {
  if (value.soort === "app" && !/^\d{6}$/.test(value.code.replace(/\s/g, ""))) {
    ctx.addIssue({ code: "custom", path: ["code"], message: twoFactorMessages.codeFormat });
  }
}).transform((value) => ({ ...value, code: value.soort === "app" ? value.code.replace(/\s/g, "") : value.code }));

/** Turning two-factor sign-in on or off: the current password. */
export const TwoFactorPasswordSchema = z.object({
  password: z.string({ error: twoFactorMessages.passwordRequired }).min(1, { error: twoFactorMessages.passwordRequired }).max(72),
});

/** Confirming two-factor sign-in with the first code from the app. */
export const TwoFactorConfirmSchema = z.object({
  code: z
    .string({ error: twoFactorMessages.codeRequired })
    .trim()
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: twoFactorMessages.codeFormat })),
});

/**
 * The constraint attributes (required…) of the /auth forms' fields, sent to the page by its loader:
 * the page validates on the server only, so the browser needs no Zod
 * (docs/decisions/037-static-assets-and-first-paint.md).
 */
export const authConstraints = {
  login: getZodConstraint(LoginSchema),
  register: getZodConstraint(RegisterSchema),
  newPassword: getZodConstraint(NewPasswordSchema),
  code: getZodConstraint(SignInCodeFieldsSchema),
};
export type AuthConstraints = typeof authConstraints;
