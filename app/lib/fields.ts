/**
 * Field rules shared by every form of the product: one Zod 4 builder per kind of field, so a
 * phone number, a website or an e-mail address is judged the same way on the initiative, event,
 * vacancy, account, contact and feedback forms. Browser-safe (no server imports): the same
 * builders run in Conform's client validation and in the route actions.
 *
 * Common behaviour of every builder:
 * - Text is trimmed, and NUL characters (PostgreSQL cannot store them; nobody types one) are
 *   removed first.
 * - A missing value (Conform's `parseWithZod` turns an empty input into `undefined`) gets the same
 *   Dutch message as an empty one, never Zod's English default.
 * - One message per field at a time: the first rule that fails, in the order documented.
 * - Optional fields come out as `null` when empty or whitespace-only.
 *
 * Where SPEC.md gives a message or a limit (§5 validation rules, §9 limits) it is used verbatim;
 * where it is silent, the choice and its reason are written on the builder. The decisions are
 * recorded in docs/decisions/016-field-rules.md.
 */
import { z } from "zod";
import { isUuid } from "./list-params";

/** Limits shared by every form (characters, counted after trimming). */
export const FIELD_LIMITS = {
  /** SPEC.md §9: "Email at most 255". */
  emailMax: 255,
  /** Room for "+31 (0)20 - 123 45 67" with spaces; chosen, SPEC.md is silent. */
  phoneMax: 30,
  /** A phone number has 6 (short local numbers) to 15 (ITU-T E.164 maximum) digits. */
  phoneDigitsMin: 6,
  phoneDigitsMax: 15,
  /** Long enough for any real home page address; chosen, SPEC.md is silent. */
  websiteMax: 500,
} as const;

/** Messages that are the same on every form. */
export const fieldMessages = {
  /** SPEC.md §5, auth: verbatim; every form uses it for a malformed address. */
  emailInvalid: "Ongeldig e-mailadres",
  /** An empty address where no form-specific message applies (sign-in, registration). */
  emailRequired: "E-mailadres is verplicht",
  /** SPEC.md §5, auth: verbatim; every form uses it for an address over 255 characters. */
  emailTooLong: "E-mailadres mag maximaal 255 tekens zijn",
  phoneInvalid: "Vul een geldig telefoonnummer in (cijfers, spaties, +, -, haakjes)",
  phoneTooLong: `Telefoonnummer mag maximaal ${FIELD_LIMITS.phoneMax} tekens zijn`,
  websiteInvalid: "Vul een geldige website in (https://…)",
  websiteTooLong: `Website mag maximaal ${FIELD_LIMITS.websiteMax} tekens zijn`,
} as const;

/**
 * A "<" directly followed by a letter, "/", "!" or "?": the start of an HTML tag, end tag,
 * comment or processing instruction, closed or not ("<script", "</p>", "<!--"). "a < b", "<3"
 * and "5<6" are fine.
 */
const HTML_LIKE = /<[a-z/!?]/i;

/**
 * Whether `value` contains something that looks like an HTML tag. The texts of initiatives,
 * events and vacancies are plain text everywhere they are shown (cards, detail pages, feeds,
 * structured data), so markup is never meant and is refused rather than stored.
 */
export function looksLikeHtml(value: string): boolean {
  return HTML_LIKE.test(value);
}

/**
 * Check option: run this check only when the field has no message yet, so each field reports the
 * first rule that fails and nothing more. (Not Zod's `abort`: an aborted field also stops the
 * form's cross-field rules, such as "Wachtwoorden komen niet overeen", from running.)
 */
export const firstFailure = { when: (payload: z.core.ParsePayload) => payload.issues.length === 0 };

/** A string without NUL characters, trimmed; `error` is the message for a missing or non-string value. */
function cleanString(error: string) {
  return z
    .string({ error })
    .overwrite((value) => value.replaceAll("\u0000", ""))
    .trim();
}

/** Options of {@link requiredText}. */
export interface RequiredTextOptions {
  /** Most characters allowed. */
  max: number;
  /** Message for a missing, empty or whitespace-only value. */
  required: string;
  /** Message for more than `max` characters. */
  tooLong: string;
  /** Fewest characters (default 1). */
  min?: number;
  /** Message for fewer than `min` characters (default: `required`). */
  tooShort?: string;
  /** When given, text that looks like HTML is refused with this message ({@link looksLikeHtml}). */
  html?: string;
}

/**
 * A required text: trimmed, `min` (default 1) to `max` characters, optionally without HTML.
 * Order of checks: missing/empty → `required`, too short → `tooShort`, too long → `tooLong`,
 * HTML → `html`. Output: the trimmed string.
 */
export function requiredText(options: RequiredTextOptions) {
  const base = cleanString(options.required)
    .min(1, { error: options.required, ...firstFailure })
    .min(options.min ?? 1, { error: options.tooShort ?? options.required, ...firstFailure })
    .max(options.max, { error: options.tooLong, ...firstFailure });
  const html = options.html;
  return html ? base.refine((value) => !looksLikeHtml(value), { error: html, ...firstFailure }) : base;
}

/** Options of {@link optionalText}. */
export interface OptionalTextOptions {
  max: number;
  tooLong: string;
  /** When given, text that looks like HTML is refused with this message. */
  html?: string;
}

/**
 * An optional text: trimmed, at most `max` characters, optionally without HTML.
 * Output: the trimmed string, or null when missing, empty or whitespace-only.
 */
export function optionalText(options: OptionalTextOptions) {
  const html = options.html;
  const base = cleanString(options.tooLong).max(options.max, { error: options.tooLong, ...firstFailure });
  const checked = html ? base.refine((value) => !looksLikeHtml(value), { error: html, ...firstFailure }) : base;
  return checked.optional().transform((value) => (value ? value : null));
}

/**
 * A required e-mail address (SPEC.md §5: "valid ('Ongeldig e-mailadres'), at most 255 ('E-mailadres
 * mag maximaal 255 tekens zijn')", in that order). Trimmed; case is kept.
 * Order of checks: missing/empty → `required`, malformed → "Ongeldig e-mailadres", over 255
 * characters → "E-mailadres mag maximaal 255 tekens zijn".
 * @param required message for a missing or empty value: on /auth the spec's "Ongeldig e-mailadres"
 *   (its only message for an empty address), on the content forms "Contact e-mail is verplicht" etc.
 */
export function emailField(required: string) {
  return cleanString(required)
    .min(1, { error: required, ...firstFailure })
    .pipe(
      z
        .email({ error: fieldMessages.emailInvalid, ...firstFailure })
        .max(FIELD_LIMITS.emailMax, { error: fieldMessages.emailTooLong, ...firstFailure }),
    );
}

/** Whether `value` is a phone number by {@link phoneField}'s rule (without the length limit). */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return (
    /^\+?[0-9\s().-]+$/.test(value) && digits >= FIELD_LIMITS.phoneDigitsMin && digits <= FIELD_LIMITS.phoneDigitsMax
  );
}

/**
 * An optional phone number. SPEC.md only says "phone" is optional; the rule chosen: digits with
 * spaces, "-", ".", "(" and ")", an optional leading "+", 6 to 15 digits (short local numbers up
 * to the E.164 maximum), at most 30 characters. Stored as typed (trimmed), so people see the
 * number the way its owner wrote it.
 * Order of checks: over 30 characters → "Telefoonnummer mag maximaal 30 tekens zijn", otherwise
 * not a phone number → "Vul een geldig telefoonnummer in (cijfers, spaties, +, -, haakjes)".
 * Output: the trimmed number, or null when empty.
 */
export function phoneField() {
  return cleanString(fieldMessages.phoneInvalid)
    .max(FIELD_LIMITS.phoneMax, { error: fieldMessages.phoneTooLong, ...firstFailure })
    .refine((value) => value === "" || isPhoneNumber(value), { error: fieldMessages.phoneInvalid, ...firstFailure })
    .optional()
    .transform((value) => (value ? value : null));
}

/** A host name of letters, digits and hyphens in dot-separated labels, ending in a letter TLD. */
const DOMAIN = /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/i;

/**
 * A website as people type it, made into the address that is stored and linked:
 * - with or without a scheme: "www.voorbeeld.nl" becomes "https://www.voorbeeld.nl";
 * - only http and https ("javascript:", "ftp:", "mailto:" are refused);
 * - no user name or password in it ("https://user:pw@host" is refused: such a link shows one
 *   host and opens another, a known phishing trick, and leaks a password);
 * - a domain name with a letter top-level domain (no IP addresses, no "localhost"), no spaces.
 * @returns the address as stored, or null when it is not an acceptable website
 */
export function normalizeWebsite(text: string): string | null {
  const value = text.trim();
  if (value === "" || /\s/.test(value)) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(value);
  const candidate = hasScheme ? value : `https://${value.replace(/^\/+/, "")}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  if (!DOMAIN.test(url.hostname)) return null;
  return candidate;
}

/**
 * An optional website ({@link normalizeWebsite}). SPEC.md §5 says "website (url format)"; the
 * rule above is what we chose for a link other people click. At most 500 characters, before and
 * after "https://" is added.
 * Order of checks: too long → "Website mag maximaal 500 tekens zijn", otherwise not acceptable →
 * "Vul een geldige website in (https://…)".
 * Output: the normalised address, or null when empty.
 */
export function websiteField() {
  return cleanString(fieldMessages.websiteInvalid)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return null;
      if (raw.length > FIELD_LIMITS.websiteMax) {
        ctx.addIssue({ code: "custom", message: fieldMessages.websiteTooLong });
        return z.NEVER;
      }
      const url = normalizeWebsite(raw);
      if (!url) {
        ctx.addIssue({ code: "custom", message: fieldMessages.websiteInvalid });
        return z.NEVER;
      }
      if (url.length > FIELD_LIMITS.websiteMax) {
        ctx.addIssue({ code: "custom", message: fieldMessages.websiteTooLong });
        return z.NEVER;
      }
      return url;
    });
}

/**
 * A required UUID (the id of a chosen initiative): trimmed, any case in, lower case out. A missing
 * or malformed id gets `message` (on the event and vacancy forms SPEC.md's "Selecteer een
 * initiatief"). The format is {@link isUuid}'s, the one UUID rule of the product.
 */
export function uuidField(message: string) {
  return cleanString(message)
    .refine((value) => isUuid(value), { error: message, ...firstFailure })
    .transform((id) => id.toLowerCase());
}

/**
 * A whole number as people type it: "25", " 1500 ", "1.500" (Dutch thousands separator), "-3".
 * @returns the number, or null when the text is not a whole number ("abc", "2,5", "1e3", "0x10")
 */
export function parseWholeNumber(text: string): number | null {
  let value = text.replace(/\s+/g, "");
  if (/^-?\d{1,3}(\.\d{3})+$/.test(value)) value = value.replaceAll(".", "");
  if (!/^-?\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return Object.is(n, -0) ? 0 : n;
}

/** Options of {@link yearField}. */
export interface YearFieldOptions {
  /** Earliest year accepted. */
  min: number;
  /** Latest year accepted, read at parse time (e.g. the current year). */
  max: () => number;
  /** The year stored when the field is empty, read at parse time. */
  whenEmpty: () => number;
  /** Message for text that is not a whole number. */
  notNumber: string;
  /** Message for a year outside min..max, built at parse time. */
  outOfRange: () => string;
}

/**
 * A year typed as a whole number ({@link parseWholeNumber}), from `min` to `max()`; empty gives
 * `whenEmpty()`. Used for the initiative's founding year (SPEC.md §5: "numeric, 1900 to current
 * year, default current year when empty").
 * Order of checks: not a number → `notNumber`, out of range → `outOfRange()`. Output: the year.
 */
export function yearField(options: YearFieldOptions) {
  return cleanString(options.notNumber)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return options.whenEmpty();
      const year = parseWholeNumber(raw);
      if (year === null) {
        ctx.addIssue({ code: "custom", message: options.notNumber });
        return z.NEVER;
      }
      if (year < options.min || year > options.max()) {
        ctx.addIssue({ code: "custom", message: options.outOfRange() });
        return z.NEVER;
      }
      return year;
    });
}
