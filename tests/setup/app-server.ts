/**
 * The whole app behind a real HTTP server, as `server.ts` mounts it (the middleware of
 * app/lib/http.server.ts, React Router's Express adapter with the load context and
 * `allowedActionOrigins`, the last-resort error handler), over a server build made from the real
 * route table (app/routes.ts), route modules and server entry, and the per-response compression.
 * Static files are left out. Listens on a free port of 127.0.0.1; the database is whatever the
 * test file installed (tests/setup/database.ts).
 *
 * `vars` are environment variables (PUBLIC_URL, TRUST_PROXY, …) set before the app's modules are
 * loaded afresh, so each server reads its own configuration. With `options.pageCache` the page
 * cache is mounted in front of the pages as server.ts does, and the data version is watched
 * (stopped again by `close`).
 */
import type { Server } from "node:http";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type ServerBuild, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps } from "react-router";
import { vi } from "vitest";
import { jsonLineSink } from "./log-capture";

export interface AppServer {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  /** The JSON log lines of this server (level info and up). */
  lines: Record<string, unknown>[];
  close: () => Promise<void>;
}

type RouteModule = Record<string, unknown>;

/** The route ids React Router derives from file names: "routes/home.tsx" → "routes/home". */
function routeId(entry: RouteConfigEntry): string {
  return entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
}

/**
 * A route module as the framework's build hands it to React Router: the default export and the
 * error boundary receive their data as props (`loaderData`, `actionData`, `error`), which the Vite
 * plugin arranges at build time.
 */
function asBuilt(module: RouteModule): RouteModule {
  const built: RouteModule = { ...module };
  if (typeof module.default === "function") built.default = UNSAFE_withComponentProps(module.default as never);
  if (typeof module.ErrorBoundary === "function") built.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as never);
  return built;
}

/** A server build over the real route modules (loaded with `load`, relative to app/). */
async function makeBuild(load: (file: string) => Promise<RouteModule>): Promise<ServerBuild> {
  const { default: config } = (await import("~/routes")) as { default: RouteConfigEntry[] };
  const entry = await import("~/entry.server");
  const root = await load("root.tsx");
  const manifest = (id: string, path: string | undefined, index: boolean | undefined, parentId: string | undefined, module: RouteModule) => ({
    id,
    parentId,
    path,
    index,
    caseSensitive: undefined,
    hasAction: typeof module.action === "function",
    hasLoader: typeof module.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: typeof module.default === "function",
    hasErrorBoundary: typeof module.ErrorBoundary === "function",
    module: `/assets/${id.replaceAll("/", "-")}.js`,
    imports: [],
    css: [],
  });
  const routes: Record<string, unknown> = {
    root: { id: "root", parentId: undefined, path: "", index: undefined, caseSensitive: undefined, module: root },
  };
  const assetRoutes: Record<string, unknown> = { root: manifest("root", "", undefined, undefined, root) };
  for (const entryConfig of config) {
    const id = routeId(entryConfig);
    const module = await load(entryConfig.file);
    routes[id] = { id, parentId: "root", path: entryConfig.path, index: entryConfig.index, caseSensitive: undefined, module };
    assetRoutes[id] = manifest(id, entryConfig.path, entryConfig.index, "root", module);
  }
  return {
    entry: { module: entry },
    routes,
    assets: { entry: { module: "/assets/entry.client.js", imports: [], css: [] }, routes: assetRoutes, url: "/assets/manifest.js", version: "test" },
    assetsBuildDirectory: "build/client",
    basename: "/",
    future: { unstable_enableNodeReadableStream: false, unstable_optimizeDeps: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    publicPath: "/",
    allowedActionOrigins: false,
  } as unknown as ServerBuild;
}

/**
 * Starts the app as described above.
 * @param vars environment variables for this server (undefined unsets one)
 */
export async function startAppServer(
  vars: Record<string, string | undefined> = {},
  options: { pageCache?: boolean } = {},
): Promise<AppServer> {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  vi.resetModules();
  const { default: express } = await import("express");
  const { createRequestHandler } = await import("@react-router/express");
  const { createHttpMiddleware } = await import("~/lib/http.server");
  const { createLogger } = await import("~/lib/logger.server");
  const { env } = await import("~/lib/env.server");
  const modules = import.meta.glob<RouteModule>(["/app/root.tsx", "/app/routes/**/*.{ts,tsx}", "!/app/routes/**/*.test.*"]);
  const build = await makeBuild(async (file) => {
    const load = modules[`/app/${file}`];
    if (!load) throw new Error(`startAppServer: no route module app/${file}`);
    return asBuilt(await load());
  });

  const lines: Record<string, unknown>[] = [];
  const log = createLogger(jsonLineSink(lines), "info");
  const http = createHttpMiddleware({ log });
  const app = express();
  app.disable("x-powered-by");
  if (env().TRUST_PROXY === "1") app.set("trust proxy", 1);
  app.use(http.before);
  const served: ServerBuild = { ...build, allowedActionOrigins: http.allowedActionOrigins };
  const watch = options.pageCache ? await import("~/lib/data-version.server") : undefined;
  if (options.pageCache && watch) {
    const { createRequestHandler: createFetchHandler } = await import("react-router");
    const { createConfiguredPageCache } = await import("~/lib/page-cache.server");
    await watch.startDataVersionWatch();
    const renderPage = createFetchHandler(served, "production");
    app.use(createConfiguredPageCache().middleware((request, req, res) => renderPage(request, http.getLoadContext(req, res))));
  }
  // What server.ts compresses per response, with its settings.
  const { default: compression } = await import("compression");
  const { perResponseCompressionOptions } = await import("~/lib/content-encoding.server");
  app.use(compression(perResponseCompressionOptions()));
  app.all("/{*splat}", createRequestHandler({ build: served, getLoadContext: http.getLoadContext, mode: "production" }));
  app.use(http.errorHandler);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    lines,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await watch?.stopDataVersionWatch();
    },
  };
}
