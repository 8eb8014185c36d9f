/**
 * Production error responses (docs/decisions/011-security.md): a loader that fails on a broken
 * database (its tables are missing, so the error names the SQL) answers the Dutch error page with
 * the request id as "Foutcode", for document and data requests alike, with no stack trace and no
 * SQL; the server log has the error with that request id and without the query's parameters.
 *
 * Runs React Router's own request handler in production mode over the real root route, the real
 * /initiatieven route and the real server entry (app/entry.server.tsx).
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as entry from "~/entry.server";
import { type Database, setDatabase } from "~/lib/db.server";
import { createLogger, logger, runWithRequestScope } from "~/lib/logger.server";
import { cspNonceContext, requestIdContext } from "~/lib/request-context";
import * as root from "~/root";
import * as initiatives from "~/routes/initiatives/list";
import { jsonLineSink } from "../setup/log-capture";

const REQUEST_ID = "test-request-0001";

/** The route manifest the browser would get; only its shape matters for server rendering. */
function manifestRoute(id: string, path: string, parentId?: string) {
  return {
    id,
    parentId,
    path,
    index: undefined,
    caseSensitive: undefined,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: true,
    hasErrorBoundary: id === "root",
    module: `/assets/${id.replaceAll("/", "-")}.js`,
    imports: [],
    css: [],
  };
}

const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", parentId: undefined, path: "", index: undefined, caseSensitive: undefined, module: root },
    "routes/initiatives/list": {
      id: "routes/initiatives/list",
      parentId: "root",
      path: "initiatieven",
      index: undefined,
      caseSensitive: undefined,
      module: initiatives,
    },
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [], css: [] },
    routes: { root: manifestRoute("root", ""), "routes/initiatives/list": manifestRoute("routes/initiatives/list", "initiatieven", "root") },
    url: "/assets/manifest.js",
    version: "test",
  },
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

const handler = createRequestHandler(build, "production");
const lines: Record<string, unknown>[] = [];
const captured = createLogger(jsonLineSink(lines), "info");
let client: PGlite;

beforeAll(async () => {
  // A database without any table: every query of the list fails with its SQL in the message.
  client = await PGlite.create();
  setDatabase({ db: drizzle(client) as unknown as Database, kind: "pglite", close: () => client.close() });
  vi.spyOn(logger, "error").mockImplementation((...args: unknown[]) => (captured.error as (...a: unknown[]) => void)(...args));
});

afterAll(async () => {
  vi.restoreAllMocks();
  await client.close();
});

/** Serves `path` as the production server would, with a request id and a CSP nonce. */
async function serve(path: string): Promise<{ status: number; body: string }> {
  const context = new RouterContextProvider();
  context.set(requestIdContext, REQUEST_ID);
  context.set(cspNonceContext, "dGVzdC1ub25jZQ==");
  const response = await runWithRequestScope({ requestId: REQUEST_ID }, () =>
    handler(new Request(`http://localhost:3000${path}`), context),
  );
  return { status: response.status, body: await response.text() };
}

/** What must never reach a visitor: SQL, driver messages, stack frames, file paths. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/Failed query|select |relation|initiatives"|\bat .+:\d+:\d+|node_modules|\.server\.ts/i);
}

describe("an unexpected loader error in production", () => {
  it("renders the Dutch error page with the request id, and nothing internal", async () => {
    // The search term becomes a bound parameter of the failing query.
    const { status, body } = await serve("/initiatieven?zoek=zonnepanelen");
    expect(status).toBe(500);
    expect(body).toContain("Er ging iets mis");
    expect(body).toContain(`Foutcode: <!-- -->${REQUEST_ID}`);
    expect(body).toContain('nonce="dGVzdC1ub25jZQ=="');
    expectNoInternals(body);
  });

  it("answers a data request with a sanitised error only", async () => {
    const { status, body } = await serve("/initiatieven.data");
    expect(status).toBe(500);
    expect(body).toContain("Unexpected Server Error");
    expectNoInternals(body);
  });

  it("logs the error with the request id, without the query's parameters", () => {
    const errors = lines.filter((entry) => entry.level === 50);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.reqId).toBe(REQUEST_ID);
      expect(error.url).toMatch(/^http:\/\/localhost:3000\/initiatieven/);
      expect(error.msg).toBe("unexpected error while handling a request");
      const err = error.err as { message: string; stack: string };
      expect(err.message).toMatch(/Failed query/);
      expect(err.message).toContain("params: [REDACTED]");
      expect(JSON.stringify(err)).not.toContain("zonnepanelen");
    }
  });
});
