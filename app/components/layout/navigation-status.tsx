/**
 * Client-side navigation feedback (docs/decisions/009-accessibility.md): a progress bar, and on a
 * path change focus on the new page's `<h1>` (or `<main>`) with the title announced. A navigation
 * within the same path leaves focus where it is, so Conform can focus the first invalid field.
 */
import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";

export function useNavigationBusy(): boolean {
  return useNavigation().state !== "idle";
}

function focusMainHeading() {
  const main = document.querySelector<HTMLElement>("main");
  if (!main) return;
  const target = main.querySelector<HTMLElement>("h1") ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * The path this tab last showed, or null before hydration. Module state, not a ref: the root
 * layout remounts when leaving the root error page, so a ref would miss that move.
 */
let shownPath: string | null = null;

export function NavigationStatus() {
  const busy = useNavigationBusy();
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous === null || previous === pathname) return;
    focusMainHeading();
    // React commits the new <title> with the page; read it after this frame. Not cancelled on
    // cleanup: a development double-run sees no move, and a late frame only reads the title.
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
