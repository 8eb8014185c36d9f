/**
 * The code only signed-in members use, loaded on demand so visitors never download it (issue #6
 * §1 page weight): the header's user menu and the floating feedback button. `root.tsx` and the
 * site header wrap these loaders in `React.lazy`; `entry.client.tsx` starts them before hydrating
 * a member's page, so the server-rendered menu and button are live as soon as the page is, instead
 * of ignoring a click (menu) or following the no-JS link to /feedback while their code loads.
 */

/** The user menu module (Radix dropdown). */
export const loadUserMenu = () => import("~/components/layout/user-menu");

/** The feedback button module (Radix dialog, Conform, Zod). */
export const loadFeedbackButton = () => import("~/modules/feedback/components/feedback-button");

/** `data-member` on `<body>`: set by the root layout when a member is signed in. */
export const MEMBER_MARKER = "member";
