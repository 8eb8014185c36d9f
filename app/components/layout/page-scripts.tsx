/**
 * React Router's `<Scripts />`, with the page's JavaScript started after the first paint, so it
 * does not compete with the stylesheet and pictures for bandwidth; every link and form works
 * before it (docs/decisions/054-page-weight-and-first-paint.md). The module preloads and script are
 * made inert and {@link DEFERRED_MODULE_BOOT} restores them on first contentful paint.
 */
import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";
import { DEFERRED_MODULE_BOOT, DEFERRED_MODULE_ID, DEFERRED_MODULE_TYPE, DEFERRED_PRELOADS_ATTRIBUTE } from "~/lib/deferred-module";

type ElementProps = { rel?: string; href?: string; type?: string; nonce?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

function elementsOf(node: ReactNode): ReactElement<ElementProps>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement(node)) return [];
  const element = node as ReactElement<ElementProps>;
  return element.type === Fragment ? elementsOf(element.props.children) : [element];
}

function isModulePreload(element: ReactElement<ElementProps>): boolean {
  return element.type === "link" && element.props.rel === "modulepreload";
}

function deferredUntilFirstPaint(node: ReactNode): ReactNode {
  const elements = elementsOf(node);
  if (elements.length === 0) return node;
  const preloads = elements.filter(isModulePreload).map((element) => element.props.href);
  const nonce = elements.find((element) => element.type === "script")?.props.nonce;
  return (
    <>
      {elements.map((element, index) => {
        if (isModulePreload(element)) return null;
        if (element.type !== "script" || element.props.type !== "module") return <Fragment key={index}>{element}</Fragment>;
        return (
          <script
            key={index}
            id={DEFERRED_MODULE_ID}
            type={DEFERRED_MODULE_TYPE}
            nonce={nonce}
            {...{ [DEFERRED_PRELOADS_ATTRIBUTE]: preloads.join(" ") }}
            dangerouslySetInnerHTML={element.props.dangerouslySetInnerHTML}
          />
        );
      })}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DEFERRED_MODULE_BOOT }} />
    </>
  );
}

/**
 * Drop-in for `<Scripts />` in the root layout, server only: in the browser it renders nothing,
 * as `<Scripts />` does after hydration, so none of this code reaches the browser.
 */
export function PageScripts(props: ScriptsProps) {
  // A build-time constant (Vite), so the hooks inside `Scripts` run on every render or on none.
  if (!import.meta.env.SSR) return null;
  return deferredUntilFirstPaint(Scripts(props));
}
