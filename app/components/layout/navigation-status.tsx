/**
 * What a client-side navigation shows and where it leaves focus (focus moves to the new page's
 * heading, a navigation shows progress; docs/decisions/009-accessibility.md; WCAG 2.4.3 Focus
 * Order, 4.1.3 Status Messages). Render {@link NavigationStatus} once in the root layout.
 *
 * - While a page is loading (or a form is being sent) a thin bar runs along the top of the window
 *   (aria-hidden; the main landmark gets `aria-busy`, see {@link useNavigationBusy}). Under
 *   `prefers-reduced-motion: reduce` the bar does not move (the rule in app/app.css stops every
 *   animation), it only appears.
 * - When the path changes, focus moves to the new page's `<h1>` inside `<main>` (made focusable
 *   with tabIndex -1), or to `<main>` itself when a page has no h1, and a polite live region reads
 *   the new page title. A navigation within the same path (a filter, a tab, a page of results, a
 *   form answered with errors) leaves focus where it is: Conform then focuses the first invalid
 *   field itself (its `report` on a result with errors).
 */
import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";

/** True while a navigation or a form submission of the router is under way. */
export function useNavigationBusy(): boolean {
  return useNavigation().state !== "idle";
}

/** Moves focus to the heading of `main` (or `main`) without scrolling; ScrollRestoration scrolls. */
function focusMainHeading() {
  const main = document.querySelector<HTMLElement>("main");
  if (!main) return;
  const target = main.querySelector<HTMLElement>("h1") ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * The path this browser tab last showed, or null before hydration. Kept outside the component:
 * React Router mounts the root layout anew when a page leaves the root error page (an unknown
 * address) for a normal page, so a ref would start at the new path and the move would go unseen.
 * Only effects read or write it, so the server never touches it.
 */
let shownPath: string | null = null;

/** The progress bar and the route announcer; see the module comment. */
export function NavigationStatus() {
  const busy = useNavigationBusy();
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    // The first page of the tab (hydration) keeps the browser's own focus; the same path is no move.
    if (previous === null || previous === pathname) return;
    focusMainHeading();
    // React commits the new <title> with the page; read it after this frame to be sure. Not
    // cancelled on cleanup: React's development mode runs a new effect twice, and the second run
    // sees no move (shownPath is already this path); a late frame only reads the current title.
    requestAnimationFrame(() => setAnnouncement(document.title));
  }, [pathname]);

  return (
    <>
      <div
        aria-hidden="true"
        data-testid="navigatie-voortgang"
        className={busy ? "navigation-progress fixed top-0 left-0 z-[60] h-1 bg-accent print:hidden" : "hidden"}
      />
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
