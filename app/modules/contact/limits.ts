import type { WindowLimit } from "~/lib/rate-limit.server";

/** The contact form's text limits without Zod, so the page can show them without loading the schema library. */
export const CONTACT_TEXT_LIMITS = {
  nameMax: 100,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** Contact messages allowed per window (seconds); past a limit the form answers 429. */
export const CONTACT_RATE_LIMITS = {
  /** Several people may share one address. */
  ip: { name: "contactIp", points: 10, duration: 60 * 60 },
  account: { name: "contactAccount", points: 5, duration: 60 * 60 },
} as const satisfies Record<string, WindowLimit>;
