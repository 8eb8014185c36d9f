/**
 * Links that pages repeat many times (cards, header, footer) as plain `<a>` elements, with one
 * document click handler doing React Router's client-side navigation once hydrated: a `<Link>`
 * runs hooks per link on server and client (docs/decisions/050-render-cost.md). Modified clicks,
 * `target` and `download` are left to the browser, as `Link` does. Relative paths, `state` or
 * prefetching need a real `<Link>`.
 */
import type * as React from "react";
import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * A link to a page of this site.
 * @param props.to an absolute path within the site, e.g. "/events?type=workshop"
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

/** Whether `to` is the shown page or above it, as `NavLink` decides: "/events" is active on /events/x, not on /events.ics. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Whether a click is an ordinary one the app may handle (React Router `Link`'s rule). */
function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  const target = anchor.getAttribute("target");
  if ((target && target !== "_self") || anchor.hasAttribute("download")) return false;
  return anchor.origin === window.location.origin;
}

/**
 * Installs the document's click handler for site links, once, in the root `Layout`. It runs after
 * React's own listener, so a component that calls `preventDefault` first keeps the click.
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
