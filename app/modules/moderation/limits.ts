/** The longest reason a moderator tells an owner (characters, after trimming). */
export const MODERATOR_REASON_MAX = 1000;
