/** Zod field builders shared by Conform and actions: one Dutch message a field (docs/product-rules.md#field-rules). */
import { z } from "zod";
import { isUuid } from "./list-params";

export const FIELD_LIMITS = {
  emailMax: 255,
  phoneMax: 30,
  /** Digits: short local numbers up to the E.164 maximum. */
  phoneDigitsMin: 6,
  phoneDigitsMax: 15,
  websiteMax: 500,
} as const;

export const fieldMessages = {
  emailInvalid: "Ongeldig e-mailadres",
  emailRequired: "E-mailadres is verplicht",
  emailTooLong: "E-mailadres mag maximaal 255 tekens zijn",
  phoneInvalid: "Vul een geldig telefoonnummer in (cijfers, spaties, +, -, haakjes)",
  phoneTooLong: `Telefoonnummer mag maximaal ${FIELD_LIMITS.phoneMax} tekens zijn`,
  websiteInvalid: "Vul een geldige website in (https://…)",
  websiteTooLong: `Website mag maximaal ${FIELD_LIMITS.websiteMax} tekens zijn`,
} as const;

/** The start of a tag, end tag, comment or processing instruction; "a < b" and "<3" pass. */
const HTML_LIKE = /<[a-z/!?]/i;

/** Content texts are plain text, so markup is refused. */
export function looksLikeHtml(value: string): boolean {
  return HTML_LIKE.test(value);
}

/** Check option: run only while the field has no message yet (Zod's `abort` would also stop cross-field rules). */
export const firstFailure = { when: (payload: z.core.ParsePayload) => payload.issues.length === 0 };

function cleanString(error: string) {
  return z
    .string({ error })
    .overwrite((value) => value.replaceAll("\u0000", ""))
    .trim();
}

export interface RequiredTextOptions {
  max: number;
  required: string;
  tooLong: string;
  min?: number;
  tooShort?: string;
  html?: string;
}

/** A required text of `min` (default 1) to `max` characters; checks in order required, tooShort, tooLong, html. */
export function requiredText(options: RequiredTextOptions) {
  const base = cleanString(options.required)
    .min(1, { error: options.required, ...firstFailure })
    .min(options.min ?? 1, { error: options.tooShort ?? options.required, ...firstFailure })
    .max(options.max, { error: options.tooLong, ...firstFailure });
  const html = options.html;
  return html ? base.refine((value) => !looksLikeHtml(value), { error: html, ...firstFailure }) : base;
}

export interface OptionalTextOptions {
  max: number;
  tooLong: string;
  html?: string;
}

export function optionalText(options: OptionalTextOptions) {
  const html = options.html;
  const base = cleanString(options.tooLong).max(options.max, { error: options.tooLong, ...firstFailure });
  const checked = html ? base.refine((value) => !looksLikeHtml(value), { error: html, ...firstFailure }) : base;
  return checked.optional().transform((value) => (value ? value : null));
}

/** A required e-mail address, case kept; checks in order `required`, malformed, over 255 characters. */
export function emailField(required: string) {
  return cleanString(required)
    .min(1, { error: required, ...firstFailure })
    .pipe(
      z
        .email({ error: fieldMessages.emailInvalid, ...firstFailure })
        .max(FIELD_LIMITS.emailMax, { error: fieldMessages.emailTooLong, ...firstFailure }),
    );
}

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return (
    /^\+?[0-9\s().-]+$/.test(value) && digits >= FIELD_LIMITS.phoneDigitsMin && digits <= FIELD_LIMITS.phoneDigitsMax
  );
}

/** An optional phone number, stored as typed: 6 to 15 digits with spaces, "-", ".", "()", a leading "+". */
export function phoneField() {
  return cleanString(fieldMessages.phoneInvalid)
    .max(FIELD_LIMITS.phoneMax, { error: fieldMessages.phoneTooLong, ...firstFailure })
    .refine((value) => value === "" || isPhoneNumber(value), { error: fieldMessages.phoneInvalid, ...firstFailure })
    .optional()
    .transform((value) => (value ? value : null));
}

const DOMAIN = /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/i;

/** A typed website as stored ("www.x.nl" → "https://www.x.nl"), or null: http(s), a letter TLD, no credentials. */
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

/** An optional website ({@link normalizeWebsite}), at most 500 characters with "https://" added. */
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

/** A required UUID, any case in, lower case out; a missing or malformed id gets `message`. */
export function uuidField(message: string) {
  return cleanString(message)
    .refine((value) => isUuid(value), { error: message, ...firstFailure })
    .transform((id) => id.toLowerCase());
}

/** A typed whole number ("1.500" is Dutch thousands), or null ("2,5", "1e3"). */
export function parseWholeNumber(text: string): number | null {
  let value = text.replace(/\s+/g, "");
  if (/^-?\d{1,3}(\.\d{3})+$/.test(value)) value = value.replaceAll(".", "");
  if (!/^-?\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return Object.is(n, -0) ? 0 : n;
}

export interface YearFieldOptions {
  min: number;
  max: () => number;
  whenEmpty: () => number;
  notNumber: string;
  outOfRange: () => string;
}

/** A year from `min` to `max()`, `whenEmpty()` when empty; checks in order notNumber, outOfRange. */
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

export const postcodeMessages = {
  invalid: "Vul een geldige postcode in, bijvoorbeeld 3511 of 3511 AB",
  unknown: "Deze postcode kennen we niet. Controleer de vier cijfers.",
} as const;

/** A Dutch postcode as typed ("3511", "3511 AB", "3511ab"): its four digits, or null for any other text. */
export function parsePostcode(text: string): string | null {
  const match = /^([1-9][0-9]{3})\s*(?:[a-z]{2})?$/i.exec(text.trim());
  return match?.[1] ?? null;
}

/**
 * An optional postcode: stored as its four digits ("3511"), null when empty. Whether the area
 * exists is checked on the server (`isKnownPostcode` of the municipalities module), as the list of
 * areas does not go to the browser.
 */
export function postcodeField() {
  return cleanString(postcodeMessages.invalid)
    .refine((value) => value === "" || parsePostcode(value) !== null, { error: postcodeMessages.invalid, ...firstFailure })
    .optional()
    .transform((value) => (value ? parsePostcode(value) : null));
}
