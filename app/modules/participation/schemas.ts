/**
 * The forms of taking part, browser-safe: sign-up buttons and the organizer's participants forms (docs/product-rules.md#field-rules).
 */
import { z } from "zod";
import { parseWholeNumber, requiredText } from "~/lib/fields";
import { participantsTexts as t } from "./texts";

export const signUpIntents = ["sign-up", "cancel-sign-up"] as const;

/** `redirectTo` is read by the action through `safeRedirect`. */
export const SignUpSchema = z.object({
  intent: z.enum(signUpIntents, { error: "Onbekende actie." }),
});

export const participantsIntents = ["close-registration", "reopen-registration", "external-participants", "message-participants"] as const;

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

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_TEXT_MAX = 5000;

/** Subject 1–150, message 10–5000 characters. */
export const ParticipantsMessageSchema = z.object({
  subject: requiredText({ required: t.subjectRequired, max: MESSAGE_SUBJECT_MAX, tooLong: t.subjectTooLong }),
  message: requiredText({ required: t.messageTooShort, min: 10, tooShort: t.messageTooShort, max: MESSAGE_TEXT_MAX, tooLong: t.messageTooLong }),
});

export const RegistrationSwitchSchema = z.object({});
