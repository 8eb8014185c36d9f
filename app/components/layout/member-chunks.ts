/**
 * Code only signed-in members use, loaded on demand so visitors never download it; entry.client
 * starts these (and app/member-chunks.ts) before hydrating a member's page
 * (docs/decisions/054-page-weight-and-first-paint.md).
 */

export const loadUserMenu = () => import("./user-menu");

/** `data-member` on `<body>`: set by the root layout when a member is signed in. */
export const MEMBER_MARKER = "member";
