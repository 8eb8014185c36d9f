/**
 * Production HTTP server: Express with compression and static assets in front of the React
 * Router request handler from `build/`. Runs on Node 24's built-in TypeScript support
 * (`node server.ts`). Before listening it opens and migrates the database and seeds an empty
 * one (see app/lib/lifecycle.server.ts); on SIGTERM/SIGINT it stops accepting connections,
 * lets requests in flight finish, closes the database and exits (at most 10 s).
 *
 * With WEB_CONCURRENCY > 1 (PostgreSQL only) the process migrates the database, then forks that
 * many worker processes sharing the port (Node cluster) and supervises them.
 *
 * Configuration: see .env.example (PORT, HOST, DATABASE_URL, DATA_DIR, DEMO_DATA, WEB_CONCURRENCY).
 */
import cluster, { type Worker } from "node:cluster";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { HttpMiddleware } from "./app/lib/http.server.ts";
import type { PageCache } from "./app/lib/page-cache.server.ts";
import type { serveStaticFiles as ServeStaticFiles } from "./app/lib/static-files.server.ts";
import type { perResponseCompressionOptions as PerResponseCompressionOptions } from "./app/lib/content-encoding.server.ts";
import type { Logger } from "pino";
import { describeListenAddress } from "./app/lib/listen-address.ts";

// Before React loads: static imports would evaluate React in development mode.
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");
const { createRequestHandler: createFetchHandler } = await import("react-router");
const { default: compression } = await import("compression");
const { default: express } = await import("express");

interface EntryLifecycle {
  startup: () => Promise<{
    database: string;
    seeded: boolean;
    refreshedDemoEvents: number;
    port: number;
    host: string | undefined;
    publicUrl: string;
    trustProxy: boolean;
    workers: number;
  }>;
  shutdown: () => Promise<void>;
}

/**
 * Logging and HTTP hardening of the app (app/lib/http.server.ts, app/lib/logger.server.ts) and
 * the page cache of anonymous pages (app/lib/page-cache.server.ts).
 */
interface EntryHttp {
  createHttpMiddleware: () => HttpMiddleware;
  createConfiguredPageCache: () => PageCache;
  serveStaticFiles: typeof ServeStaticFiles;
  perResponseCompressionOptions: typeof PerResponseCompressionOptions;
  logger: Logger;
}

const root = path.dirname(new URL(import.meta.url).pathname);
const buildPath = path.join(root, "build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const lifecycle = build.entry.module as unknown as EntryLifecycle;
const { createHttpMiddleware, createConfiguredPageCache, serveStaticFiles, perResponseCompressionOptions, logger } = build.entry.module as unknown as EntryHttp;

let started: Awaited<ReturnType<EntryLifecycle["startup"]>>;
try {
  started = await lifecycle.startup();
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (cluster.isPrimary && started.workers > 1) {
  // The primary only migrated and seeded (above); the workers find the database ready.
  await lifecycle.shutdown();
  supervise(started.workers);
} else {
  serve();
}

/**
 * One server process: Express on the port (shared by the workers in cluster mode) with graceful
 * shutdown on SIGTERM/SIGINT.
 */
function serve(): void {
  const http = createHttpMiddleware();
  const app = express();
  app.disable("x-powered-by");
  if (started.trustProxy) app.set("trust proxy", 1);
  // Request id and access log, security headers with the CSP nonce, refusal of unsupported methods,
  // requests without Host and oversized bodies, Origin check, client address (app/lib/http.server.ts).
  app.use(http.before);
  // Static files from memory as the build compressed them (.br, .gz; Brotli > gzip > identity by
  // Accept-Encoding, with Vary), before compression() so that it never compresses them per request
  // (docs/decisions/054-page-weight-and-first-paint.md). Hashed names under /assets never change.
  app.use(
    serveStaticFiles(path.join(root, "build/client"), {
      cacheControlFor: (urlPath) => (urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600"),
    }),
  );
  // React Router's own Origin check on actions also accepts the public address (behind a proxy).
  const served: ServerBuild = { ...build, allowedActionOrigins: http.allowedActionOrigins };
  // Anonymous pages from memory, or rendered once and kept compressed (ADR 052); the cache
  // compresses what it sends itself, so compression() below only sees the other requests.
  const renderPage = createFetchHandler(served, "production");
  app.use(createConfiguredPageCache().middleware((request, req, res) => renderPage(request, http.getLoadContext(req, res))));
  // Everything compressed here is sent once: fast settings (docs/decisions/050-render-cost.md).
  app.use(compression(perResponseCompressionOptions()));
  app.all("/{*splat}", createRequestHandler({ build: served, getLoadContext: http.getLoadContext }));
  app.use(http.errorHandler);

  const server = app.listen(started.port, started.host ?? "::", () => {
    logger.info(
      `Dit doet Nederland draait op ${describeListenAddress(server.address(), started.publicUrl)} (database: ${started.database}${started.seeded ? ", demo-inhoud geladen" : ""}${started.refreshedDemoEvents ? `, ${started.refreshedDemoEvents} demo-events naar vandaag verschoven` : ""})`,
    );
  });

  /**
   * Graceful shutdown (docs/decisions/012-reliability.md): stop accepting connections, let requests
   * in flight finish with `Connection: close` (so keep-alive clients do not send another request on
   * the socket), end connections that stay idle, close the database (PGlite flushes) and exit with
   * 0; after 10 s exit with 1 whatever is still running.
   *
   * Node's own `server.close()` also destroys every connection without a request being handled,
   * including new connections whose first request has been sent but not yet read (the client sees
   * a reset), and ending an idle keep-alive connection at once races with the client's next request
   * on it. So connections are tracked here: each gets {@link CONNECTION_GRACE_MS} to send a request
   * (answered with `Connection: close`); those still idle then are ended. See ADR 012.
   */
  const CONNECTION_GRACE_MS = 1_000;
  let stopping = false;
  let graceOver = false;
  const connections = new Map<Socket, { active: number }>();
  const inFlight = new Set<ServerResponse>();
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { active: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) connection.active += 1;
    if (stopping && !res.headersSent) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      if (connection) connection.active -= 1;
      if (stopping) endIdleConnections();
    });
  });
  /** After the grace: ends connections without a request in flight. */
  function endIdleConnections() {
    if (!graceOver) return;
    for (const [socket, { active }] of connections) if (active === 0) socket.end();
  }
  server.closeIdleConnections = endIdleConnections;

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} ontvangen: server stopt`);
    const force = setTimeout(() => {
      logger.error("Stoppen duurde langer dan 10 s; proces wordt beëindigd");
      process.exit(1);
    }, 10_000);
    force.unref();
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    // After the grace, first let pending reads arrive (setImmediate runs after the poll phase).
    setTimeout(() => {
      setImmediate(() => {
        graceOver = true;
        endIdleConnections();
      });
    }, CONNECTION_GRACE_MS).unref();
    // Close the listener only after one more turn of the event loop: connections that a busy loop
    // has not yet accepted are accepted (and served) first instead of being reset by the kernel.
    setTimeout(() =>
      setImmediate(() =>
        server.close(async () => {
          try {
            await lifecycle.shutdown();
          } catch (error) {
            logger.error({ err: error }, "Database sluiten mislukt");
            process.exit(1);
          }
          process.exit(0);
        }),
      ),
    );
  }
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

/**
 * Cluster mode (WEB_CONCURRENCY > 1, PostgreSQL only; docs/decisions/055-queries-and-processes.md):
 * forks `count` workers that share the port. A worker that dies while the server runs is replaced;
 * one that dies before it listened stops the whole server (exit 1) instead of restarting in a loop.
 * SIGTERM/SIGINT is passed to every worker, which shuts down gracefully as a single process does;
 * the primary exits when all have, with 0 only if every worker exited with 0 (at most 10 s later).
 */
function supervise(count: number): void {
  let stopping = false;
  let failed = false;
  const alive = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.once("listening", () => listening.add(worker));
  };
  cluster.on("exit", (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      // A worker still starting has nothing to drain: ended by the signal itself is fine.
      const endedWhileStarting = !listening.has(worker) && signal !== null;
      if (code !== 0 && !endedWhileStarting) failed = true;
      if (alive.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!listening.has(worker)) {
      logger.fatal({ code, signal }, "Serverproces stopte tijdens het starten; server stopt");
      stop("SIGTERM", 1);
      return;
    }
    logger.error({ code, signal }, "Serverproces onverwacht gestopt; er wordt een nieuw gestart");
    fork();
  });
  function stop(signal: NodeJS.Signals, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    if (exitCode !== 0) failed = true;
    logger.info(`${signal} ontvangen: ${alive.size} serverprocessen stoppen`);
    const force = setTimeout(() => {
      logger.error("Stoppen duurde langer dan 10 s; processen worden beëindigd");
      for (const worker of alive) worker.process.kill("SIGKILL");
      process.exit(1);
    }, 11_000);
    force.unref();
    for (const worker of alive) worker.process.kill(signal);
    if (alive.size === 0) process.exit(failed ? 1 : 0);
  }
  for (let n = 0; n < count; n++) fork();
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
