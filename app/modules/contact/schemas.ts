/** Validation for the contact form, in the route action only (docs/product-rules.md#contact-form). */
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { emailField, FIELD_LIMITS, fieldMessages, requiredText } from "~/lib/fields";
import { CONTACT_TEXT_LIMITS } from "./limits";

export const CONTACT_LIMITS = { ...CONTACT_TEXT_LIMITS, emailMax: FIELD_LIMITS.emailMax } as const;

export const contactMessages = {
  nameRequired: "Naam is verplicht",
  nameMax: "Naam mag maximaal 100 tekens zijn",
  emailRequired: "E-mailadres is verplicht",
  emailInvalid: fieldMessages.emailInvalid,
  emailMax: fieldMessages.emailTooLong,
  subjectRequired: "Onderwerp is verplicht",
  subjectMax: "Onderwerp mag maximaal 200 tekens zijn",
  messageMin: "Bericht moet minimaal 10 tekens zijn",
  messageMax: "Bericht mag maximaal 2000 tekens zijn",
} as const;

/** The contact form: `{ name, email, subject, message }`, all strings, trimmed. */
export const ContactSchema = z.object({
  name: requiredText({
    required: contactMessages.nameRequired,
    max: CONTACT_LIMITS.nameMax,
    tooLong: contactMessages.nameMax,
  }),
  // An empty value is "verplicht", not "ongeldig".
  email: emailField(contactMessages.emailRequired),
  subject: requiredText({
    required: contactMessages.subjectRequired,
    max: CONTACT_LIMITS.subjectMax,
    tooLong: contactMessages.subjectMax,
  }),
  message: requiredText({
    required: contactMessages.messageMin,
    min: CONTACT_LIMITS.messageMin,
    max: CONTACT_LIMITS.messageMax,
    tooLong: contactMessages.messageMax,
  }),
});

export const contactConstraint = getZodConstraint(ContactSchema);
