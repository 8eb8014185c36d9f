import type { WindowLimit } from "~/lib/rate-limit.server";

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

/**
 * How many contact messages are taken, counted in the shared rate-limit counters
 * (app/lib/rate-limit.server.ts); past a limit the form answers 429 with the wait time.
 */
export const CONTACT_RATE_LIMITS = {
  /** Messages from one IP address (several people may share one address). */
  ip: { name: "contactIp", points: 10, duration: 60 * 60 },
  /** Messages from one signed-in member, whatever their address. */
  account: { name: "contactAccount", points: 5, duration: 60 * 60 },
} as const satisfies Record<string, WindowLimit>;
