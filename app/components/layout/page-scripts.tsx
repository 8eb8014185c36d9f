/**
 * React Router's `<Scripts />`, with the page's JavaScript started after the first paint
 * (docs/decisions/042-scripts-after-first-paint.md, which supersedes the low-priority preloads of
 * ADR 039).
 *
 * Why: a server-rendered page paints from its HTML and stylesheet alone; the JavaScript (about
 * 120 KB gzipped) only hydrates what is already visible, and every link and form works before it
 * (and without it). Fetched while the page is still loading, the scripts compete with the
 * stylesheet and the pictures for a slow phone's bandwidth, and Lighthouse's estimate of the
 * largest paint counts every request that ended before it, the scripts included.
 *
 * How: `<Scripts />`'s element tree is rendered and rewritten: its `<link rel="modulepreload">`s
 * are dropped (their addresses move to an attribute), its inline module script becomes an inert
 * `<script type="text/x-deferred-module">` with the same source, and a constant classic script
 * ({@link DEFERRED_MODULE_BOOT}) turns both back into preloads and a module script once the
 * browser reports its first contentful paint. The classic script with React Router's context is
 * left as it is. The inert script's source is hashed for the CSP of a cached page like any inline
 * script (app/lib/page-cache.server.ts). Props are those of `<Scripts />` (nonce, crossOrigin).
 */
import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";
import { DEFERRED_MODULE_BOOT, DEFERRED_MODULE_ID, DEFERRED_MODULE_TYPE, DEFERRED_PRELOADS_ATTRIBUTE } from "~/lib/deferred-module";

type ElementProps = { rel?: string; href?: string; type?: string; nonce?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

/** The elements of `node` in document order, fragments and arrays flattened. */
function elementsOf(node: ReactNode): ReactElement<ElementProps>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement(node)) return [];
  const element = node as ReactElement<ElementProps>;
  return element.type === Fragment ? elementsOf(element.props.children) : [element];
}

/** Whether `element` is a `<link rel="modulepreload">`. */
function isModulePreload(element: ReactElement<ElementProps>): boolean {
  return element.type === "link" && element.props.rel === "modulepreload";
}

/**
 * `<Scripts />`'s output with the module script deferred until the first paint (see the module
 * comment); nothing in, nothing out.
 */
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
 * Drop-in for `<Scripts />` in the root layout, rendered by the server only. `<Scripts />` is
 * called as a function so its hooks (the router and framework contexts) run as part of this
 * component. In the browser it renders nothing: the scripts have done their work once the page
 * hydrates (React Router's `<Scripts />` renders nothing after hydration either), and React's
 * hydration leaves elements at the end of `<body>` that it did not render in place. So none of
 * this code, nor the boot script's text, is part of the browser's JavaScript.
 */
export function PageScripts(props: ScriptsProps) {
  // A build-time constant (Vite), so the hooks inside `Scripts` run on every render or on none.
  if (!import.meta.env.SSR) return null;
  return deferredUntilFirstPaint(Scripts(props));
}
