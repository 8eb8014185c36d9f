/**
 * Rendering a route's page component to HTML in an integration test, as the server would: the
 * component gets its props (`loaderData`, `actionData`, …) the way the framework gives them, inside
 * a static data router, so `<Form>` and `<Link>` work. Call the route's loader first (./routes.ts)
 * and pass what it returned.
 */
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, UNSAFE_withComponentProps } from "react-router";

/**
 * The HTML of `Component` with `loaderData` at `path`.
 * @param Component a route module's default export
 * @param loaderData what the route's loader returned
 * @param path the page's path (for links relative to it)
 * @throws Error when the static handler answers with a Response instead of rendering
 */
export async function renderPage<Data>(
  // The framework's own props type differs per route; the wrapper below supplies them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>,
  loaderData: Data,
  path = "/",
): Promise<string> {
  const handler = createStaticHandler([
    { id: "page", path: "*", loader: () => loaderData, Component: UNSAFE_withComponentProps(Component) },
  ]);
  const context = await handler.query(new Request(`http://localhost:3000${path}`));
  if (context instanceof Response) throw new Error(`renderPage: the handler answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

/** The visible text of `html`: tags dropped, entities of quotes and ampersands read, spaces joined. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}
