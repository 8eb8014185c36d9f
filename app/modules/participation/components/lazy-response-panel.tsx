/**
 * The members' "Doe Mee" section of a vacancy page (./response-panel.tsx), loaded only when a page
 * renders it. Visitors get ./response-login-link.tsx instead, so the form, Conform and Zod stay out
 * of the JavaScript every vacancy page loads (docs/decisions/010-performance.md). The server
 * renders the whole document before sending it, so the section is in the HTML, also without
 * JavaScript.
 */
import { lazy, Suspense } from "react";
import type { ResponsePanelProps } from "./response-panel";

const Panel = lazy(() => import("./response-panel").then((module) => ({ default: module.ResponsePanel })));

/** The "Doe Mee" section for a signed-in member (see ./response-panel.tsx). */
export function LazyResponsePanel(props: ResponsePanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
