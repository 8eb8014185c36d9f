/**
 * Module code only signed-in members use, loaded on demand so visitors never download it; the root
 * layout renders it and entry.client starts it before hydrating a member's page. Component-level
 * chunks are in app/components/layout/member-chunks.ts.
 */

/** The feedback button with its dialog, Conform and Zod. */
export const loadFeedbackButton = () => import("./modules/feedback/components/feedback-button");
