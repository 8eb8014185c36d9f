/**
 * Production HTTP server: Express with compression and static assets in front of the React
 * Router request handler from `build/`. Runs on Node 24's built-in TypeScript support
 * (`node server.ts`). Before listening it opens and migrates the database and seeds an empty
 * one (see app/lib/lifecycle.server.ts); on SIGTERM/SIGINT it stops accepting connections,
 * lets requests in flight finish, closes the database and exits (at most 10 s).
 *
 * Configuration: see .env.example (PORT, HOST, DATABASE_URL, DATA_DIR, DEMO_DATA).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { HttpMiddleware } from "./app/lib/http.server.ts";
import type { Logger } from "pino";

// Before React loads: static imports would evaluate React in development mode.
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");
const { default: compression } = await import("compression");
const { default: express } = await import("express");

interface EntryLifecycle {
  startup: () => Promise<{
    database: string;
    seeded: boolean;
    port: number;
    host: string | undefined;
    trustProxy: boolean;
  }>;
  shutdown: () => Promise<void>;
}

/** Logging and HTTP hardening of the app (app/lib/http.server.ts, app/lib/logger.server.ts). */
interface EntryHttp {
  createHttpMiddleware: () => HttpMiddleware;
  logger: Logger;
}

const root = path.dirname(new URL(import.meta.url).pathname);
const buildPath = path.join(root, "build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const lifecycle = build.entry.module as unknown as EntryLifecycle;
const { createHttpMiddleware, logger } = build.entry.module as unknown as EntryHttp;

let started: Awaited<ReturnType<EntryLifecycle["startup"]>>;
try {
  started = await lifecycle.startup();
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const http = createHttpMiddleware();
const app = express();
app.disable("x-powered-by");
if (started.trustProxy) app.set("trust proxy", 1);
// Request id and access log, security headers with the CSP nonce, Origin check (issue #6 §2).
app.use(http.before);
// The client address for rate limits; whatever a client sent under this name is replaced.
app.use((req, _res, next) => {
  req.headers["x-ddn-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
});
app.use(compression());
app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h" }));
app.all("/{*splat}", createRequestHandler({ build, getLoadContext: http.getLoadContext }));
app.use(http.errorHandler);

const server = app.listen(started.port, started.host ?? "::", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : started.port;
  logger.info(
    `Dit doet Nederland draait op http://localhost:${port} (database: ${started.database}${started.seeded ? ", demo-inhoud geladen" : ""})`,
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} ontvangen: server stopt`);
  const force = setTimeout(() => {
    console.error("Stoppen duurde langer dan 10 s; proces wordt beëindigd");
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    await lifecycle.shutdown();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
