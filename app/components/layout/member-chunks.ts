/**
 * The code only signed-in members use, loaded on demand so visitors never download it
 * (docs/decisions/010-performance.md): the header's enhanced user menu and the floating feedback
 * button. `root.tsx` and the site header wrap these loaders in `React.lazy`; `entry.client.tsx`
 * starts them before hydrating a member's page, so the enhanced menu and button are there as soon
 * as the page is hydrated. Before that (and without JavaScript) the header shows the native
 * `<details>` menu and the feedback button is a link to /feedback.
 */

/** The user menu module (Radix dropdown). */
export const loadUserMenu = () => import("./user-menu");

/** The feedback button module (Radix dialog, Conform, Zod). */
export const loadFeedbackButton = () => import("~/modules/feedback/components/feedback-button");

/** `data-member` on `<body>`: set by the root layout when a member is signed in. */
export const MEMBER_MARKER = "member";
