/**
 * The length limits of the contact form's text fields (SPEC.md §9), without Zod, so the page can
 * show them while its browser JavaScript stays free of the schema library
 * (docs/decisions/037-static-assets-and-first-paint.md). `ContactSchema` (./schemas.ts) enforces them.
 */
export const CONTACT_TEXT_LIMITS = {
  nameMax: 100,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const;
