/**
 * React Router's `<Scripts />` with every `<link rel="modulepreload">` at `fetchpriority="low"`
 * (docs/decisions/039-first-paint-and-weight.md).
 *
 * Why: a server-rendered page paints from its HTML and stylesheet alone; the JavaScript (about
 * 120 KB gzipped) only hydrates what is already visible. As High-priority requests (the browser's
 * default for a modulepreload) the scripts compete with the stylesheet for a slow phone's bandwidth,
 * and Lighthouse's simulation counts every High-priority script that finished before the first
 * paint as blocking it. At low priority they still start at once (the module script needs the
 * same files), but the stylesheet and the pictures come first.
 *
 * React Router has no option for the preload attributes, so this renders `<Scripts />`'s element
 * tree and adds the attribute to its preload links; the inline scripts are left exactly as they are
 * (their CSP hashes, app/lib/http.server.ts). Props are those of `<Scripts />` (nonce, crossOrigin).
 */
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

/** `node` with `fetchPriority="low"` on every modulepreload `<link>` in it (fragments and arrays searched). */
function withLowPriorityPreloads(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(withLowPriorityPreloads);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; children?: ReactNode }>;
  if (element.type === "link" && element.props.rel === "modulepreload") return cloneElement(element, { fetchPriority: "low" } as object);
  if (element.type === Fragment) {
    const children = element.props.children;
    // Spread, so the children stay positional (unkeyed) as `<Scripts />` created them.
    return Array.isArray(children)
      ? cloneElement(element, undefined, ...children.map(withLowPriorityPreloads))
      : cloneElement(element, undefined, withLowPriorityPreloads(children));
  }
  return node;
}

/**
 * Drop-in for `<Scripts />` in the root layout. `<Scripts />` is called as a function so its hooks
 * (the router and framework contexts) run as part of this component, always in the same order; it
 * returns `null` after hydration, which is passed on.
 */
export function PageScripts(props: ScriptsProps) {
  return withLowPriorityPreloads(Scripts(props));
}
