/**
 * Links to pages of this site that pages repeat many times (the cards of a list, the header
 * navigation, the footer): plain `<a>` elements, with one click handler for the whole document
 * that turns a click on them into React Router's client-side navigation once the page is hydrated
 * (docs/decisions/045-site-links.md).
 *
 * The events list had 72 React Router `<Link>`s and `<NavLink>`s (24 cards with two each, the
 * header's navigation twice, the logo, the footer). Each ran its hooks (resolving its path against
 * the route, a click handler, prefetch and active state) on the server for every render and again
 * in the browser while hydrating. These links need none of that: their addresses are absolute paths.
 *
 * What a `<Link>` does and these keep:
 * - the same `<a href>` markup, so without JavaScript (and before hydration) it is an ordinary link;
 * - `data-discover`, by which React Router's lazy route discovery finds the link's route before
 *   it is clicked;
 * - a plain left click navigates inside the app (loader data only; focus and scroll are handled
 *   as for every navigation); a click with a modifier key, another mouse button, a `target` or a
 *   `download` is left to the browser (new tab, download), as React Router's `Link` leaves it;
 * - a link to the page already shown replaces the history entry instead of adding one.
 * Links whose address depends on the current route (relative paths) or that need `state`,
 * `preventScrollReset` or prefetching stay React Router `<Link>`s.
 */
import type * as React from "react";
import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * A link to a page of this site.
 * @param props.to an absolute path within the site, e.g. "/event/<uuid>" or "/events?type=workshop"
 * @param props.rel the link's `rel`, e.g. "next"
 * @param props.current `aria-current` ("page" for the page being shown, as `NavLink` sets it)
 */
export function SiteLink({
  to,
  className,
  rel,
  current,
  children,
}: {
  to: string;
  className?: string;
  rel?: string;
  current?: "page";
  children: React.ReactNode;
}) {
  return (
    <a href={to} className={className} rel={rel} aria-current={current} data-discover="true" data-site-link="">
      {children}
    </a>
  );
}

/**
 * Whether `to` is the page being shown or a page below it, as `NavLink` decides "active" (without
 * `end`): "/events" is active on /events and on any path below /events/, not on /events.ics.
 * @param pathname the current location's path
 * @param to a navigation item's absolute path
 */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Whether a click on a site link is an ordinary one that the app may handle (the rule of React
 * Router's `Link`): not handled yet, main button, no modifier key, no other target, no download,
 * same origin.
 */
function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  const target = anchor.getAttribute("target");
  if ((target && target !== "_self") || anchor.hasAttribute("download")) return false;
  return anchor.origin === window.location.origin;
}

/**
 * Installs the document's click handler for site links; used once, in the root route's `Layout`
 * (which also wraps the root error page).
 * A listener on the document runs after React's own (attached to the document when it hydrated),
 * so a component that handles a click first (`preventDefault`) keeps it.
 */
export function useSiteLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-site-link]") : null;
      if (!anchor || !isPlainClick(event, anchor)) return;
      event.preventDefault();
      const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      const shown = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, { replace: to === shown });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
