/**
 * The profile form of /instellingen, shared by browser and server.
 * Empty values are stored as null; the e-mail address is copied from the account, not edited here.
 */
import { z } from "zod";
import { postcodeField, optionalText as sharedOptionalText } from "~/lib/fields";
import { TIME_ZONE } from "~/lib/time-zone";

/** Limits of the profile fields (characters). */
export const PROFILE_LIMITS = {
  nameMax: 100,
  bioMax: 1000,
  cityMax: 100,
  birthdateMin: "1900-01-01",
} as const;

export const profileMessages = {
  firstNameTooLong: "Voornaam mag maximaal 100 tekens zijn",
  lastNameTooLong: "Achternaam mag maximaal 100 tekens zijn",
  nameRequired: "Vul je voornaam of achternaam in",
  bioTooLong: "Bio mag maximaal 1000 tekens zijn",
  birthdateInvalid: "Vul een geldige geboortedatum in",
  cityTooLong: "Woonplaats mag maximaal 100 tekens zijn",
} as const;

/** How recent (minutes) a sign-in must be for a member without a password to delete their account. */
export const FRESH_SIGN_IN_MINUTES = 5;

/** Dutch result texts of the settings page (docs/product-rules.md#accounts). */
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

/** The saved first and last name, or else the registration name split at its first space. */
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

/** First and last name joined by a space, or null when both are empty (the previous name then stays). */
export function displayNameOf(values: { first_name: string | null; last_name: string | null }): string | null {
  const name = [values.first_name, values.last_name].filter(Boolean).join(" ");
  return name ? name : null;
}

/** File name of the "Download mijn gegevens" ZIP archive. */
export const DATA_EXPORT_FILENAME = "mijn-gegevens-ditdoetnederland.zip";

export const DATA_EXPORT_JSON_NAME = "gegevens.json";

/** Today's calendar date in the Netherlands as YYYY-MM-DD (browser and server). */
export function todayInNetherlands(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Whether `value` is a real YYYY-MM-DD date from 1900-01-01 up to today (Europe/Amsterdam). */
export function isValidBirthdate(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return value >= PROFILE_LIMITS.birthdateMin && value <= todayInNetherlands(now);
}

function optionalText(max: number, tooLong: string) {
  return sharedOptionalText({ max, tooLong });
}

/**
 * The profile form `{ intent: "profile", first_name, last_name, bio, birthdate, city, postcode }`: trimmed
 * strings or null. With both names empty, `first_name` gets {@link profileMessages}.nameRequired.
 */
export const ProfileSchema = z.object({
  intent: z.literal("profile", { error: settingsTexts.unknownAction }),
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
  /** The private home postcode: four digits or null; the server also checks that the area exists. */
  postcode: postcodeField(),
}).refine((values) => values.first_name !== null || values.last_name !== null, {
  path: ["first_name"],
  error: profileMessages.nameRequired,
});
export type ProfileValues = z.output<typeof ProfileSchema>;
