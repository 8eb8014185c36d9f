/**
 * Code only signed-in members use, loaded on demand so visitors never download it; entry.client
 * starts these before hydrating a member's page (docs/decisions/010-performance.md).
 */

export const loadUserMenu = () => import("./user-menu");

export const loadFeedbackButton = () => import("~/modules/feedback/components/feedback-button");

/** `data-member` on `<body>`: set by the root layout when a member is signed in. */
export const MEMBER_MARKER = "member";
