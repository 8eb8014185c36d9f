/**
 * The Express middleware of the production server (`server.ts`) for issue #6 §2: request ids and
 * access logs, security headers with a per-request CSP nonce, the Origin check on state-changing
 * requests, the load context handed to React Router, and the last-resort error handler.
 * `server.ts` reaches it through the build's entry module (app/entry.server.tsx), so the app and
 * the server share one logger and one React Router context.
 *
 * See docs/decisions/011-security.md for the choices (HSTS, requests without Origin, cookies).
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { ErrorRequestHandler, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { cookiePolicy } from "./cookie-policy.server";
import { env } from "./env.server";
import { logger, redactUrl, runWithRequestScope } from "./logger.server";
import { cspNonceContext, requestIdContext } from "./request-context";

/** Methods that change state and therefore need a same-site Origin. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

/** The Dutch answer to a state-changing request from a foreign site. */
export const FOREIGN_ORIGIN_MESSAGE = "Geweigerd: dit verzoek komt van een andere website dan Dit doet Nederland.";

/** An incoming X-Request-Id we keep: 8 to 100 letters, digits, '-', '_', '.', ':'. */
const SANE_REQUEST_ID = /^[\w.:-]{8,100}$/;

/** The `Permissions-Policy` header: no powerful feature is used by any page. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * The request id of `req`: a sane incoming `X-Request-Id` (from a load balancer) or a new UUID.
 * @returns 8 to 100 characters of `[A-Za-z0-9_.:-]`
 */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Decides whether a request may change state (issue #6 §2: "refused when its Origin is foreign").
 * Safe methods always pass. Otherwise the `Origin` header, or when absent the origin of `Referer`,
 * must be one of `allowed`. A request carrying neither passes: browsers send Origin on every
 * cross-site POST, so only non-browser clients (curl, monitoring) omit both, and they carry no
 * victim's cookies. `Origin: null` (sandboxed frames, cross-site redirect chains) is foreign.
 * @param allowed origins such as "https://ditdoetnederland.nl" (scheme://host[:port], no slash)
 */
export function isAllowedOrigin(
  method: string,
  headers: { origin?: string | undefined; referer?: string | undefined },
  allowed: ReadonlySet<string>,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  let source: string | undefined = headers.origin?.trim();
  if (!source && headers.referer) {
    try {
      source = new URL(headers.referer).origin;
    } catch {
      return false;
    }
  }
  if (!source) return true;
  return allowed.has(source.toLowerCase());
}

/**
 * Content-Security-Policy directives for helmet. Scripts run only with this response's nonce
 * (`'strict-dynamic'` lets those load the route modules); styles may be inline (sonner and Radix
 * set style attributes); forms post only to this site, plus the Google sign-in issuer, because
 * "Inloggen met Google" posts to our action, which redirects to Google (form-action applies to
 * redirects).
 * @param googleOrigin origin of the OpenID Connect issuer, when Google sign-in is configured
 */
export function cspDirectives(options: { https: boolean; googleOrigin: string | null }) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as ExpressResponse).locals.cspNonce as string}'`;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce, "'strict-dynamic'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: options.googleOrigin ? ["'self'", options.googleOrigin] : ["'self'"],
    // Only over https: on plain http it would send every subresource to an https port.
    upgradeInsecureRequests: options.https ? [] : null,
  };
}

/** Everything `server.ts` mounts, built from the process configuration. */
export interface HttpMiddleware {
  /** Request id, access log, security headers and Origin check, in this order; mount first. */
  before: RequestHandler[];
  /** React Router's load context: the CSP nonce and the request id. */
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** The last handler: logs an error that escaped React Router and answers in Dutch. */
  errorHandler: ErrorRequestHandler;
}

/**
 * Builds the middleware from `env()` (PUBLIC_URL, Google settings).
 * @param options.log the logger for access logs and errors (default: the process logger)
 * @throws Error from `env()` on invalid configuration
 */
export function createHttpMiddleware(options: { log?: Logger } = {}): HttpMiddleware {
  const config = env();
  // The same switch as the cookies' Secure flag: the site runs on https.
  const https = cookiePolicy(config.SITE_URL).secure;
  const googleOrigin = config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET ? new URL(config.GOOGLE_ISSUER).origin : null;
  const siteOrigin = new URL(config.SITE_URL).origin;

  const requestLog = pinoHttp({
    logger: options.log ?? logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // The request id comes from our scope (mixin); pino-http's own `req.id` would repeat it.
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    serializers: {
      // No headers at all (cookies, tokens); the URL without secret parameters.
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });

  const scopeAndNonce: RequestHandler = (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    runWithRequestScope({ requestId: String(req.id) }, next);
  };

  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ https, googleOrigin }) },
    // HSTS only when the site is https: browsers ignore it over http anyway (see the ADR).
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };

  const originCheck: RequestHandler = (req, res, next) => {
    const allowed = new Set([siteOrigin, `${req.protocol}://${req.get("host") ?? ""}`.toLowerCase()]);
    if (isAllowedOrigin(req.method, { origin: req.get("origin"), referer: req.get("referer") }, allowed)) return next();
    req.log.warn({ origin: req.get("origin") ?? null }, "state-changing request from a foreign origin refused");
    res.status(403).type("text/plain; charset=utf-8").send(FOREIGN_ORIGIN_MESSAGE);
  };

  const getLoadContext = (req: ExpressRequest, res: ExpressResponse) => {
    const context = new RouterContextProvider();
    context.set(cspNonceContext, res.locals.cspNonce as string);
    context.set(requestIdContext, String(req.id));
    return context;
  };

  const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (clientError) req.log.info({ statusCode: status }, "malformed request refused");
    else req.log.error({ err: error }, "unexpected error outside React Router");
    if (res.headersSent) return next(error);
    res
      .status(clientError ? status : 500)
      .type("text/plain; charset=utf-8")
      .send(
        clientError
          ? "Dit verzoek kunnen we niet verwerken. Controleer het adres."
          : `Er ging iets mis. Probeer het later opnieuw. Foutcode: ${String(req.id)}`,
      );
  };

  return { before: [requestLog, scopeAndNonce, headers, permissions, originCheck], getLoadContext, errorHandler };
}
