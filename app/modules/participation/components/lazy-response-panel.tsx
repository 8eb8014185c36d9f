/**
 * The members' "Doe Mee" section, loaded on demand so the form, Conform and Zod stay out of every vacancy page's JavaScript.
 */
import { lazy, Suspense } from "react";
import type { ResponsePanelProps } from "./response-panel";

const Panel = lazy(() => import("./response-panel").then((module) => ({ default: module.ResponsePanel })));

export function LazyResponsePanel(props: ResponsePanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
