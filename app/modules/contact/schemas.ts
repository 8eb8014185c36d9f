/**
 * Validation for the contact form at /contact, in the route action (the page itself validates on
 * the server only and gets the fields' constraint attributes from its loader: {@link contactConstraint}).
 *
 * Source: SPEC.md §5 "Contact schema" (name 1-100, email valid and at most 255, subject 1-200,
 * message 10-2000) and §9 (the same limits). Messages are the spec's, verbatim where it gives them
 * (the name and email messages are shared with the auth schema of §5); the "… is verplicht"
 * messages for an empty subject or e-mail follow the same pattern.
 *
 * The fields are built with the shared rules of ~/lib/fields (docs/decisions/016-field-rules.md).
 * Every field is trimmed first. A missing field (`undefined`: Conform turns an empty input into
 * `undefined`) gets the same Dutch message as an empty one, never Zod's English default. Each
 * field reports one message at a time: the first rule that fails, in the order listed in the spec.
 */
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { emailField, FIELD_LIMITS, fieldMessages, requiredText } from "~/lib/fields";
import { CONTACT_TEXT_LIMITS } from "./limits";

/** Limits of SPEC.md §9 (the text fields' in ./limits.ts, shown by the form). */
export const CONTACT_LIMITS = { ...CONTACT_TEXT_LIMITS, emailMax: FIELD_LIMITS.emailMax } as const;

/** Dutch messages of SPEC.md §5; exported so tests and the UI use the same strings. */
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

/**
 * The contact form: `{ name, email, subject, message }`, all strings, trimmed.
 * Parse with `parseWithZod(formData, { schema: ContactSchema })` from `@conform-to/zod/v4`.
 */
export const ContactSchema = z.object({
  name: requiredText({
    required: contactMessages.nameRequired,
    max: CONTACT_LIMITS.nameMax,
    tooLong: contactMessages.nameMax,
  }),
  // Spec order: valid first, then at most 255. An empty value is "verplicht", not "ongeldig".
  email: emailField(contactMessages.emailRequired),
  subject: requiredText({
    required: contactMessages.subjectRequired,
    max: CONTACT_LIMITS.subjectMax,
    tooLong: contactMessages.subjectMax,
  }),
  // SPEC.md §5 gives only the minimum message for an empty message too.
  message: requiredText({
    required: contactMessages.messageMin,
    min: CONTACT_LIMITS.messageMin,
    max: CONTACT_LIMITS.messageMax,
    tooLong: contactMessages.messageMax,
  }),
});

/** The constraint attributes of the contact form's fields (required…), sent to the page by its loader. */
export const contactConstraint = getZodConstraint(ContactSchema);
