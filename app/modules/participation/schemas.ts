/**
 * The forms of taking part (browser-safe, shared by the pages and the actions): the sign-up
 * buttons on an event page and the organizer's forms on the participants page. Field rules come
 * from ~/lib/fields (docs/decisions/016-field-rules.md).
 */
import { z } from "zod";
import { parseWholeNumber, requiredText } from "~/lib/fields";
import { participantsTexts as t } from "./texts";

/** The sign-up buttons: "aanmelden" (also for the waitlist) and "afmelden". */
export const signUpIntents = ["aanmelden", "afmelden"] as const;

/**
 * The sign-up form: which button. (Its `redirectTo`, where to go back to, is read by the action
 * with `safeRedirect`, which falls back to the event page for anything but a local path.)
 */
export const SignUpSchema = z.object({
  intent: z.enum(signUpIntents, { error: "Onbekende actie." }),
});

/** The buttons of the organizer's participants page. */
export const participantsIntents = ["sluiten", "heropenen", "elders", "bericht"] as const;

/** Most people registered elsewhere an organizer can enter. */
export const EXTERNAL_PARTICIPANTS_MAX = 100_000;

/** "Elders aangemeld": a whole number from 0 to 100,000 (empty is 0). */
export const ExternalParticipantsSchema = z.object({
  external_participants: z
    .string({ error: t.externalInvalid })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return 0;
      const n = parseWholeNumber(value);
      if (n === null || n < 0 || n > EXTERNAL_PARTICIPANTS_MAX) {
        ctx.addIssue({ code: "custom", message: t.externalInvalid });
        return z.NEVER;
      }
      return n;
    }),
});

/** Most characters of the organizer's message and its subject. */
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_TEXT_MAX = 5000;

/** "Bericht aan deelnemers": a subject (1–150) and a message (10–5000). */
export const ParticipantsMessageSchema = z.object({
  subject: requiredText({ required: t.subjectRequired, max: MESSAGE_SUBJECT_MAX, tooLong: t.subjectTooLong }),
  message: requiredText({ required: t.messageTooShort, min: 10, tooShort: t.messageTooShort, max: MESSAGE_TEXT_MAX, tooLong: t.messageTooLong }),
});

/** "Aanmelding sluiten" / "Aanmelding heropenen": no fields. */
export const RegistrationSwitchSchema = z.object({});
