/**
 * The profile form of /instellingen (SPEC.md §2 "Settings", §3 profiles), shared by browser and
 * server (DESIGN.md, convention 2). Every field is optional, except that a first or a last name is
 * needed (the member's name shown on the site comes from them); an empty or whitespace-only value is
 * stored as null. The e-mail address is not part of the form: it is the login address and is
 * copied from the account when the profile is saved.
 */
import { z } from "zod";
import { optionalText as sharedOptionalText } from "~/lib/fields";

/** Limits of the profile fields (characters). */
export const PROFILE_LIMITS = {
  nameMax: 100,
  bioMax: 1000,
  cityMax: 100,
  /** Earliest accepted birthdate (YYYY-MM-DD). */
  birthdateMin: "1900-01-01",
} as const;

/** Dutch messages of the profile form; exported so tests and the UI use the same strings. */
export const profileMessages = {
  firstNameTooLong: "Voornaam mag maximaal 100 tekens zijn",
  lastNameTooLong: "Achternaam mag maximaal 100 tekens zijn",
  nameRequired: "Vul je voornaam of achternaam in",
  bioTooLong: "Bio mag maximaal 1000 tekens zijn",
  birthdateInvalid: "Vul een geldige geboortedatum in",
  cityTooLong: "Woonplaats mag maximaal 100 tekens zijn",
} as const;

/**
 * How recent a sign-in must be for a member without a password (signed up with Google) to delete
 * their account: they cannot type a password again, so a fresh sign-in proves it is them.
 */
export const FRESH_SIGN_IN_MINUTES = 5;

/**
 * Results of the settings page: SPEC.md §8 "Profile", "Password change" and "Account deletion"
 * verbatim, plus the texts the page adds (wrong current password, confirmation, Google members).
 */
export const settingsTexts = {
  profileSaved: "Profiel succesvol bijgewerkt",
  profileFailed: "Er ging iets mis bij het bijwerken van je profiel",
  passwordChanged: "Wachtwoord succesvol gewijzigd",
  passwordFailed: "Er ging iets mis bij het wijzigen van je wachtwoord",
  wrongCurrentPassword: "Je huidige wachtwoord klopt niet",
  noPassword: "Je logt in met Google en hebt nog geen wachtwoord bij Dit doet Nederland. Wil je er een, stel het dan in bij ‘Inlogmethoden’.",
  accountDeleted: "Account succesvol verwijderd",
  deleteFailed: "Er ging iets mis bij het verwijderen van je account",
  confirmRequired: "Bevestig dat je begrijpt dat het verwijderen van je account niet ongedaan kan worden.",
  deletePasswordLabel: "Je wachtwoord",
  deletePasswordRequired: "Vul je wachtwoord in om je account te verwijderen",
  deleteWrongPassword: "Je wachtwoord klopt niet. Je account is niet verwijderd.",
  deleteFreshSignInNote: `Je logt in met Google en hebt geen wachtwoord bij ons. Ter beveiliging kun je je account alleen verwijderen binnen ${FRESH_SIGN_IN_MINUTES} minuten nadat je bent ingelogd.`,
  deleteSignInAgain: `Je bent langer dan ${FRESH_SIGN_IN_MINUTES} minuten geleden ingelogd. Log opnieuw in met Google en verwijder daarna je account. Je account is niet verwijderd.`,
  signInAgain: "Opnieuw inloggen met Google",
  unknownAction: "Onbekende actie.",
} as const;

/**
 * The starting values of the name fields: the saved first and last name, or, for a member who
 * never saved them, the name given at registration split at its first space ("Pien de Vries" →
 * "Pien" and "de Vries"; "Pien" → "Pien" and null).
 */
export function nameFieldDefaults(profile: {
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
}): { first_name: string | null; last_name: string | null } {
  if (profile.first_name || profile.last_name || !profile.full_name) {
    return { first_name: profile.first_name, last_name: profile.last_name };
  }
  const name = profile.full_name.trim();
  const space = name.indexOf(" ");
  if (space < 0) return { first_name: name || null, last_name: null };
  return { first_name: name.slice(0, space), last_name: name.slice(space + 1).trim() || null };
}

/**
 * The name shown for a member (header, user menu, feedback) after saving the profile: first and
 * last name joined by a space, or null when both are empty (the previous name then stays).
 */
export function displayNameOf(values: { first_name: string | null; last_name: string | null }): string | null {
  const name = [values.first_name, values.last_name].filter(Boolean).join(" ");
  return name ? name : null;
}

/**
 * File name of the "Download mijn gegevens" download (GET /instellingen/gegevens): a ZIP archive
 * with {@link DATA_EXPORT_JSON_NAME} and the member's images (docs/decisions/033-images.md).
 */
export const DATA_EXPORT_FILENAME = "mijn-gegevens-ditdoetnederland.zip";

/** Name of the JSON file with the member's data inside the export archive. */
export const DATA_EXPORT_JSON_NAME = "gegevens.json";

/** Today's calendar date in the Netherlands as YYYY-MM-DD (works in the browser and on the server). */
export function todayInNetherlands(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * Whether `value` is a real calendar date written as YYYY-MM-DD, from 1900-01-01 up to and
 * including today (Europe/Amsterdam). "2001-02-29" and "2020-13-01" are not.
 */
export function isValidBirthdate(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  // Same fixed-width format, so string order is date order.
  return value >= PROFILE_LIMITS.birthdateMin && value <= todayInNetherlands(now);
}

/** An optional free-text field: trimmed, at most `max` characters, empty becomes null (~/lib/fields). */
function optionalText(max: number, tooLong: string) {
  return sharedOptionalText({ max, tooLong });
}

/**
 * The profile form: `{ intent: "profiel", first_name, last_name, bio, birthdate, city }`.
 * Output values are trimmed strings or null; `birthdate` is "YYYY-MM-DD" or null. With both names
 * empty, {@link profileMessages}.nameRequired is the error of `first_name`.
 * Parse with `parseWithZod(formData, { schema: ProfileSchema })` from `@conform-to/zod/v4`.
 */
export const ProfileSchema = z.object({
  intent: z.literal("profiel", { error: settingsTexts.unknownAction }),
  first_name: optionalText(PROFILE_LIMITS.nameMax, profileMessages.firstNameTooLong),
  last_name: optionalText(PROFILE_LIMITS.nameMax, profileMessages.lastNameTooLong),
  bio: optionalText(PROFILE_LIMITS.bioMax, profileMessages.bioTooLong),
  birthdate: z
    .string({ error: profileMessages.birthdateInvalid })
    .trim()
    .optional()
    .refine((value) => !value || isValidBirthdate(value), { error: profileMessages.birthdateInvalid })
    .transform((value) => (value ? value : null)),
  city: optionalText(PROFILE_LIMITS.cityMax, profileMessages.cityTooLong),
}).refine((values) => values.first_name !== null || values.last_name !== null, {
  path: ["first_name"],
  error: profileMessages.nameRequired,
});
/** Parsed profile values: strings or null. */
export type ProfileValues = z.output<typeof ProfileSchema>;
