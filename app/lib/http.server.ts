/**
 * The Express middleware of the production server (`server.ts`, docs/decisions/011-security.md):
 * request ids and access logs, security headers with a per-request CSP nonce, the Origin check on
 * state-changing requests, the load context handed to React Router, and the last-resort error
 * handler. `server.ts` reaches it through the build's entry module (app/entry.server.tsx), so the
 * app and the server share one logger and one React Router context.
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
import { isEmbedPath } from "./embed";
import { env } from "./env.server";
import { logger, redactUrl, runWithRequestScope } from "./logger.server";
import { clientAddressContext, cspNonceContext, requestIdContext } from "./request-context";

/** Methods that change state and therefore need a same-site Origin. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

/** The Dutch answer to a state-changing request from a foreign site. */
export const FOREIGN_ORIGIN_MESSAGE = "Geweigerd: dit verzoek komt van een andere website dan Dit doet Nederland.";

/**
 * Methods the app answers. Others (TRACE, TRACK, …) cannot even become a fetch `Request` (undici
 * refuses them), which used to surface as a 500 with a stack trace in the log.
 */
const SUPPORTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The Dutch answer to an unsupported method (405). */
export const METHOD_NOT_ALLOWED_MESSAGE = "Deze methode wordt niet ondersteund. Gebruik een gewone link of een formulier.";

/** The Dutch answer to a request without a Host header (400). */
export const MISSING_HOST_MESSAGE = "Dit verzoek mist de Host-header en kan niet worden verwerkt.";

/**
 * Largest request body (bytes) for the sign-in pages: /auth, /uitloggen and better-auth's
 * /api/auth/*. Their forms hold an e-mail address, a password of at most 72 characters, a name and
 * a return path: a few hundred bytes.
 */
export const AUTH_BODY_LIMIT = 16 * 1024;

/** Largest request body (bytes) for every other form. The longest text field is a few thousand characters. */
export const FORM_BODY_LIMIT = 1024 * 1024;

/** The largest image file, bytes (10 MB; `MAX_IMAGE_BYTES` of app/modules/images/types.ts). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The item forms that carry image files, with their number of image slots (`imageSlotsByKind` in
 * app/modules/images/types.ts), and the upload endpoint (one file). Their body limit leaves room
 * for every slot's file at the upload limit plus one more, so a file over 10 MB reaches the form's
 * own check and is answered with a Dutch field error and the form kept, not a bare 413.
 */
const IMAGE_FORM_PATHS: readonly [RegExp, number][] = [
  [/^\/nieuw-initiatief$/, 2],
  [/^\/initiatief\/[^/]+\/bewerken$/, 2],
  [/^\/nieuw-event$/, 1],
  [/^\/event\/[^/]+\/bewerken$/, 1],
  [/^\/vacature\/nieuw$/, 1],
  [/^\/afbeelding\/uploaden$/, 1],
];

/** The Dutch answer to a request body over its limit (413). */
export const BODY_TOO_LARGE_MESSAGE = "Dit formulier is te groot om te verwerken. Maak de tekst korter en probeer het opnieuw.";

/**
 * The body limit of a request for `pathname` (bytes): {@link AUTH_BODY_LIMIT} for the sign-in
 * routes (with or without React Router's `.data` suffix), for the forms with image files
 * (slots + 1) × 10 MB + {@link FORM_BODY_LIMIT} ({@link IMAGE_FORM_PATHS}), {@link FORM_BODY_LIMIT}
 * otherwise.
 */
export function bodyLimitFor(pathname: string): number {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  if (path === "/auth" || path === "/uitloggen" || path === "/api/auth" || path.startsWith("/api/auth/")) return AUTH_BODY_LIMIT;
  const slots = IMAGE_FORM_PATHS.find(([pattern]) => pattern.test(path))?.[1];
  if (slots !== undefined) return (slots + 1) * MAX_IMAGE_BYTES + FORM_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

/**
 * Reads a body sent without Content-Length (chunked) into memory, counting its bytes, and puts it
 * back unread for the app (`unshift`, allowed until the stream has emitted 'end'), so the app's
 * own reader sees the same bytes.
 * @returns "ok" (body put back), "too-large" (more than `limit` bytes; reading stopped, nothing kept)
 *   or "aborted" (the client went away)
 */
function bufferUpTo(req: ExpressRequest, limit: number): Promise<"ok" | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: "ok" | "too-large" | "aborted") => {
      req.off("readable", onReadable);
      req.off("aborted", onAborted);
      req.off("error", onAborted);
      resolve(outcome);
    };
    const onAborted = () => finish("aborted");
    function onReadable() {
      let chunk: Buffer | null;
      while ((chunk = req.read() as Buffer | null) !== null) {
        size += chunk.length;
        if (size > limit) return finish("too-large");
        chunks.push(chunk);
      }
      if (req.complete) {
        // Before 'end' is emitted (it waits for an empty buffer), so the bytes go back in front.
        if (size > 0) req.unshift(Buffer.concat(chunks));
        req.headers["content-length"] = String(size);
        finish("ok");
      }
    }
    req.on("readable", onReadable);
    req.once("aborted", onAborted);
    req.once("error", onAborted);
  });
}

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
 * Decides whether a request may change state (refused when its Origin is foreign;
 * docs/decisions/011-security.md). Safe methods always pass. Otherwise the `Origin` header, or when
 * absent the origin of `Referer`, must be one of `allowed`. A request carrying neither passes:
 * browsers send Origin on every cross-site POST, so only non-browser clients (curl, monitoring)
 * omit both, and they carry no victim's cookies. `Origin: null` (sandboxed frames, cross-site
 * redirect chains) is foreign.
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
 * The `frame-ancestors` source of a response for `path`: `*` (any site, ours included) for the
 * widgets under /embed/, made to live in an <iframe> on other sites, and `'none'` for every other
 * page (docs/decisions/031-embeds.md).
 */
export function frameAncestorsFor(path: string): "*" | "'none'" {
  return isEmbedPath(path) ? "*" : "'none'";
}

/**
 * Content-Security-Policy directives for helmet. Scripts run only with this response's nonce
 * (`'strict-dynamic'` lets those load the route modules); styles may be inline (sonner and Radix
 * set style attributes); forms post only to this site, plus the Google sign-in issuer, because
 * "Inloggen met Google" posts to our action, which redirects to Google (form-action applies to
 * redirects). Only the widgets may be framed ({@link frameAncestorsFor}).
 * @param googleOrigin origin of the OpenID Connect issuer, when Google sign-in is configured
 */
export function cspDirectives(options: { https: boolean; googleOrigin: string | null }) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as ExpressResponse).locals.cspNonce as string}'`;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce, "'strict-dynamic'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: for the preview of an image chosen in a form (an object URL of the member's own file).
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: [(req: unknown) => frameAncestorsFor((req as ExpressRequest).path)],
    formAction: options.googleOrigin ? ["'self'", options.googleOrigin] : ["'self'"],
    // Only over https: on plain http it would send every subresource to an https port.
    upgradeInsecureRequests: options.https ? [] : null,
  };
}

/**
 * The Content-Security-Policy of a page served from a cache (docs/decisions/034-page-cache.md):
 * `policy` (this response's header, with its nonce) with `script-src` replaced by `'self'` and the
 * SHA-256 hashes of the page's inline scripts. A nonce must be new for every response, which a
 * stored page cannot honour; the hashes pin exactly the inline scripts the page was rendered with,
 * so an injected script still does not run, and `'self'` admits the app's own modules (without
 * `'strict-dynamic'`, which would make browsers ignore `'self'`).
 * @param policy a policy as {@link cspDirectives} renders it
 * @param hashes CSP hash sources such as `'sha256-…'` (base64), one per inline script
 * @returns the policy with the new `script-src`; unchanged when it has none
 */
export function cspWithScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => (/^\s*script-src\s/.test(directive) ? ["script-src", "'self'", ...hashes].join(" ") : directive))
    .join(";");
}

/** Everything `server.ts` mounts, built from the process configuration. */
export interface HttpMiddleware {
  /**
   * Request id, access log, security headers, refusal of unsupported methods and requests without
   * Host, the body limit, the Origin check and the client address, in this order; mount first.
   */
  before: RequestHandler[];
  /**
   * Hosts (host[:port]) whose `Origin` React Router's own action check accepts besides the
   * request's: the host of `PUBLIC_URL`. Behind a proxy that rewrites Host (or terminates TLS),
   * the request URL React Router sees is not the public one, so a POST from the site itself would
   * otherwise be refused with 400. Put into the server build as `allowedActionOrigins`.
   */
  allowedActionOrigins: string[];
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
    // Set per path below: the widgets must not carry it (docs/decisions/031-embeds.md).
    xFrameOptions: false,
  });
  const pathHeaders: RequestHandler = (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (isEmbedPath(req.path)) {
      // A widget is public and anonymous: any site may frame it (frame-ancestors above), read it
      // (CORS, never with credentials) and load it under its own cross-origin isolation.
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    } else {
      // For browsers that predate CSP frame-ancestors.
      res.setHeader("X-Frame-Options", "DENY");
    }
    next();
  };

  const requestShape: RequestHandler = (req, res, next) => {
    if (!SUPPORTED_METHODS.has(req.method.toUpperCase())) {
      req.log.warn({ method: req.method }, "unsupported request method refused");
      res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain; charset=utf-8").send(METHOD_NOT_ALLOWED_MESSAGE);
      return;
    }
    if (!req.get("host")) {
      req.log.warn("request without Host refused");
      res.status(400).type("text/plain; charset=utf-8").send(MISSING_HOST_MESSAGE);
      return;
    }
    next();
  };

  const refuseTooLarge = (req: ExpressRequest, res: ExpressResponse, limit: number) => {
    req.log.warn({ limit }, "request body over its limit refused");
    // The rest of the body is never read: the connection ends after this answer.
    res.status(413).set("Connection", "close").type("text/plain; charset=utf-8").send(BODY_TOO_LARGE_MESSAGE);
  };

  const bodyLimit: RequestHandler = (req, res, next) => {
    const limit = bodyLimitFor(req.path);
    const declared = req.get("content-length");
    if (declared !== undefined) {
      // Node's parser delivers at most Content-Length bytes, so the header is the whole check.
      if (!/^\d+$/.test(declared.trim()) || Number(declared) > limit) return refuseTooLarge(req, res, limit);
      return next();
    }
    if (!req.get("transfer-encoding")) return next();
    bufferUpTo(req, limit).then((outcome) => {
      if (outcome === "ok") next();
      else if (outcome === "too-large") refuseTooLarge(req, res, limit);
    }, next);
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
    // Express's req.ip: the socket address, or with TRUST_PROXY=1 the load balancer's entry.
    context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
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

  return {
    before: [requestLog, scopeAndNonce, headers, pathHeaders, requestShape, originCheck, bodyLimit],
    allowedActionOrigins: [new URL(config.SITE_URL).host],
    getLoadContext,
    errorHandler,
  };
}
