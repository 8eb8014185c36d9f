/**
 * Form schemas of /auth and the password forms, shared by browser and server
 * (docs/product-rules.md#accounts). The common-password check runs on the server only, so its list
 * never reaches the browser.
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
  /** A crafted post: the intent or the return path is missing or repeated. */
  unknownAction: "Onbekende actie.",
  resetLinkInvalid: authTexts.resetLinkInvalid,
} as const;

function intentField<const T extends string>(value: T) {
  return z.literal(value, { error: authMessages.unknownAction });
}

/** Checked by safeRedirect; repeated is refused. */
const redirectToField = z.string({ error: authMessages.unknownAction }).optional();

/** E-mail: trimmed, valid, at most 255 characters. */
export const authEmailField = emailField(authMessages.emailRequired);

/** Password: 6 to 72 characters, not trimmed. */
export const passwordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .min(6, { error: authMessages.passwordTooShort, ...firstFailure })
  .max(72, { error: authMessages.passwordTooLong, ...firstFailure });

export const fullNameField = requiredText({ max: 100, required: authMessages.nameRequired, tooLong: authMessages.nameTooLong });

export const LoginSchema = z.object({
  intent: intentField("sign-in"),
  email: authEmailField,
  password: passwordField,
  redirectTo: redirectToField,
});

export const RegisterSchema = z
  .object({
    intent: intentField("register"),
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

export const ResetRequestSchema = z.object({
  intent: intentField("forgot-password"),
  email: emailField(authMessages.emailFirst),
});

export const ResendVerificationSchema = z.object({
  intent: intentField("resend-verification"),
  email: authEmailField,
});

export const NewPasswordSchema = z
  .object({
    intent: intentField("new-password"),
    token: z.string({ error: authMessages.resetLinkInvalid }).min(1, { error: authMessages.resetLinkInvalid }),
    password: passwordField,
    password_confirmation: z.string({ error: authMessages.passwordsDiffer }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: authMessages.passwordsDiffer,
  });

export const ChangePasswordSchema = z
  .object({
    intent: intentField("change-password"),
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

/** "Wachtwoord instellen" for a member without one (signed up with Google). */
export const SetPasswordSchema = z
  .object({
    intent: intentField("set-password"),
    password: passwordField,
    password_confirmation: z.string({ error: authMessages.passwordsDiffer }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: authMessages.passwordsDiffer,
  });

export const UnlinkGoogleSchema = z.object({
  intent: intentField("google-unlink"),
  confirm: z.literal("ja", { error: "Bevestig eerst." }),
  password: z.string({ error: "Vul je wachtwoord in" }).min(1, { error: "Vul je wachtwoord in" }).max(200, { error: "Je wachtwoord klopt niet" }),
});

export const twoFactorMessages = {
  codeRequired: "Vul de code in",
  codeFormat: "Een code uit de app heeft 6 cijfers",
  backupFormat: "Vul een back-upcode in zoals die op je lijst staat",
  passwordRequired: "Vul je wachtwoord in",
} as const;

/** The second step's fields without the cross-field rule: getZodConstraint cannot look through a transform. */
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

/** A 6-digit code from the app, or a backup code (`soort=backup`). */
export const SignInCodeSchema = SignInCodeFieldsSchema.superRefine((value, ctx) => {
  if (value.soort === "app" && !/^\d{6}$/.test(value.code.replace(/\s/g, ""))) {
    ctx.addIssue({ code: "custom", path: ["code"], message: twoFactorMessages.codeFormat });
  }
}).transform((value) => ({ ...value, code: value.soort === "app" ? value.code.replace(/\s/g, "") : value.code }));

export const TwoFactorPasswordSchema = z.object({
  password: z.string({ error: twoFactorMessages.passwordRequired }).min(1, { error: twoFactorMessages.passwordRequired }).max(72),
});

export const TwoFactorConfirmSchema = z.object({
  code: z
    .string({ error: twoFactorMessages.codeRequired })
    .trim()
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: twoFactorMessages.codeFormat })),
});

/** The constraint attributes of the /auth fields, sent by the loader so the browser needs no Zod. */
export const authConstraints = {
  login: getZodConstraint(LoginSchema),
  register: getZodConstraint(RegisterSchema),
  newPassword: getZodConstraint(NewPasswordSchema),
  code: getZodConstraint(SignInCodeFieldsSchema),
};
export type AuthConstraints = typeof authConstraints;
