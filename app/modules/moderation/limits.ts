/** Limits of moderation forms (characters, counted after trimming). */

/** The longest reason a moderator tells an owner. */
export const MODERATOR_REASON_MAX = 1000;
