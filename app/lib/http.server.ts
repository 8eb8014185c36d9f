/**
 * The Express middleware of the production server: request ids and access logs, security headers
 * with a per-request CSP nonce, the Origin check, body limits, the load context and the last-resort
 * error handler (docs/decisions/011-security.md).
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { ErrorRequestHandler, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { cookiePolicy } from "./cookie-policy.server";
import { isEmbedPath } from "./embed";
import { insertedStyleHashes } from "./inserted-styles.server";
import { env } from "./env.server";
import { logger, redactUrl, runWithRequestScope } from "./logger.server";
import { clientAddressContext, cspNonceContext, requestIdContext } from "./request-context";
import { type GuardReason, getSessionUser, requireUser } from "./session.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

/**
 * The member endpoints of the API: authenticated by a bearer key only, never by a cookie, so a
 * request from another site carries no ambient credentials and the Origin check does not apply.
 */
export const BEARER_ONLY_PREFIX = "/api/v1/me/";

export const FOREIGN_ORIGIN_MESSAGE = "Geweigerd: dit verzoek komt van een andere website dan Dit doet Nederland.";

/** Methods the app answers; others (TRACE, TRACK, …) cannot even become a fetch `Request`. */
const SUPPORTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export const METHOD_NOT_ALLOWED_MESSAGE = "Deze methode wordt niet ondersteund. Gebruik een gewone link of een formulier.";

export const REFUSED_REQUEST_MESSAGE = "Dit verzoek kunnen we niet verwerken. Controleer het adres.";

export const MISSING_HOST_MESSAGE = "Dit verzoek mist de Host-header en kan niet worden verwerkt.";

export const BAD_HOST_MESSAGE = "Dit verzoek heeft een ongeldige Host-header of een adres van een andere website en kan niet worden verwerkt.";

/** Largest request body (bytes) for /auth, /uitloggen and /api/auth/*. */
export const AUTH_BODY_LIMIT = 16 * 1024;

/** Largest request body (bytes) for every other form. */
export const FORM_BODY_LIMIT = 1024 * 1024;

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The image forms with their image slot count. Their body limit leaves room for every slot's file
 * over the upload limit, so an oversized file gets the form's Dutch field error instead of a bare 413.
 */
const IMAGE_FORM_PATHS: readonly [RegExp, number, GuardReason | null][] = [
  [/^\/nieuw-initiatief$/, 2, "initiatief"],
  [/^\/initiatief\/[^/]+\/bewerken$/, 2, "pagina"],
  [/^\/nieuw-event$/, 1, "event"],
  [/^\/event\/[^/]+\/bewerken$/, 1, "pagina"],
  [/^\/vacature\/nieuw$/, 1, "vacature"],
  [/^\/afbeelding\/uploaden$/, 1, null],
];

export const UPLOAD_SIGN_IN_MESSAGE = "Log in om een afbeelding te uploaden.";

function imageFormFor(pathname: string) {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return IMAGE_FORM_PATHS.find(([pattern]) => pattern.test(path));
}

export const BODY_TOO_LARGE_MESSAGE = "Dit formulier is te groot om te verwerken. Maak de tekst korter en probeer het opnieuw.";

/**
 * The body limit (bytes) for `pathname`, with or without `.data`: {@link AUTH_BODY_LIMIT} for the
 * sign-in routes, (slots + 1) × 10 MB + {@link FORM_BODY_LIMIT} for the image forms, else {@link FORM_BODY_LIMIT}.
 */
export function bodyLimitFor(pathname: string): number {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  if (path === "/auth" || path === "/uitloggen" || path === "/api/auth" || path.startsWith("/api/auth/")) return AUTH_BODY_LIMIT;
  const slots = imageFormFor(path)?.[1];
  if (slots !== undefined) return (slots + 1) * MAX_IMAGE_BYTES + FORM_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

/**
 * Reads a chunked body into memory up to `limit` bytes and puts it back unread for the app.
 * @returns "ok" (body put back), "too-large" (nothing kept) or "aborted" (the client went away)
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

const SANE_REQUEST_ID = /^[\w.:-]{8,100}$/;

/** The `Permissions-Policy` header: no page uses a powerful feature. */
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

/** A sane incoming `X-Request-Id` (8 to 100 of `[A-Za-z0-9_.:-]`) or a new UUID. */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Whether a request may change state: safe methods pass; otherwise `Origin` (or the origin of
 * `Referer`) must be in `allowed`. Neither header passes: browsers send Origin on cross-site POSTs,
 * so only cookieless non-browser clients omit both. `Origin: null` is foreign.
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

/** `frame-ancestors` for `path`: `*` for the /embed/ widgets, `'none'` for every other page. */
export function frameAncestorsFor(path: string): "*" | "'none'" {
  return isEmbedPath(path) ? "*" : "'none'";
}

/**
 * Content-Security-Policy directives for helmet: scripts only with this response's nonce, styles
 * from this site with the nonce or the toaster's hash, no style attributes. form-action admits the
 * Google issuer because "Inloggen met Google" redirects there and form-action applies to redirects.
 * img-src admits the map tiles' origin, nothing wider (docs/decisions/059-map.md).
 * @param googleOrigin origin of the OpenID Connect issuer, when Google sign-in is configured
 * @param tileOrigin origin of `MAP_TILE_URL`
 */
export function cspDirectives(options: { https: boolean; googleOrigin: string | null; tileOrigin?: string }) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as ExpressResponse).locals.cspNonce as string}'`;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce, "'strict-dynamic'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", nonce, ...insertedStyleHashes()],
    styleSrcElem: ["'self'", nonce, ...insertedStyleHashes()],
    styleSrcAttr: ["'none'"],
    imgSrc: ["'self'", "data:", "blob:", ...(options.tileOrigin ? [options.tileOrigin] : [])],
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
 * The CSP of a page served from the page cache: `script-src`
 * becomes `'self'` plus the hashes of the page's inline scripts (a stored page cannot have a fresh
 * nonce), and the style nonce becomes the one the page was rendered with.
 * @param page.scriptHashes CSP hash sources such as `'sha256-…'`, one per inline script
 * @param page.nonce the nonce in the page's HTML, or null when it has none
 */
export function cspForStoredPage(policy: string, page: { scriptHashes: readonly string[]; nonce: string | null }): string {
  return policy
    .split(";")
    .map((directive) => {
      if (/^\s*script-src\s/.test(directive)) return ["script-src", "'self'", ...page.scriptHashes].join(" ");
      if (/^\s*style-src(-elem)?\s/.test(directive)) {
        return directive.replace(/ 'nonce-[^']*'/, page.nonce ? ` 'nonce-${page.nonce}'` : "");
      }
      return directive;
    })
    .join(";");
}

/** Everything `server.ts` mounts, built from the process configuration. */
export interface HttpMiddleware {
  /** Request id, logs, headers, request shape, Origin check, image form guard, body limit; mount first. */
  before: RequestHandler[];
  /**
   * The host of `PUBLIC_URL`, accepted by React Router's action Origin check besides the request's
   * own: behind a proxy that rewrites Host, a POST from the site itself would otherwise get a 400.
   */
  allowedActionOrigins: string[];
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** The last handler: logs an error that escaped React Router and answers in Dutch. */
  errorHandler: ErrorRequestHandler;
}

/**
 * Builds the middleware from `env()`.
 * @throws Error from `env()` on invalid configuration
 */
export function createHttpMiddleware(options: { log?: Logger } = {}): HttpMiddleware {
  const config = env();
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
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    serializers: {
      // No headers (cookies, tokens); the URL without secret parameters.
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });

  const scopeAndNonce: RequestHandler = (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    runWithRequestScope({ requestId: String(req.id) }, next);
  };

  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ https, googleOrigin, tileOrigin: new URL(config.MAP_TILE_URL).origin }) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Set per path below: the widgets must not carry it.
    xFrameOptions: false,
  });
  const pathHeaders: RequestHandler = (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (isEmbedPath(req.path)) {
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    } else {
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
    const host = req.get("host");
    if (!host) {
      req.log.warn("request without Host refused");
      res.status(400).type("text/plain; charset=utf-8").send(MISSING_HOST_MESSAGE);
      return;
    }
    const badHost = (why: string) => {
      req.log.warn(why);
      res.status(400).type("text/plain; charset=utf-8").send(BAD_HOST_MESSAGE);
    };
    // Node keeps only the first of two Host headers; which one a proxy used is unknown.
    if (req.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === "host").length > 1) {
      return badHost("request with more than one Host refused");
    }
    if (!req.url.startsWith("/")) {
      // The absolute form ("GET http://host/path"): React Router's adapter would build an invalid URL from it.
      const target = URL.canParse(req.url) ? new URL(req.url) : null;
      if (!target || !/^https?:$/.test(target.protocol) || target.host.toLowerCase() !== host.toLowerCase()) {
        return badHost("request target of another host refused");
      }
      req.url = `${target.pathname}${target.search}`;
      req.originalUrl = req.url;
    }
    next();
  };

  const refuseTooLarge = (req: ExpressRequest, res: ExpressResponse, limit: number) => {
    req.log.warn({ limit }, "request body over its limit refused");
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

  // Refuses visitors before reading any byte of a (possibly huge, chunked) image form body.
  const imageFormGuard: RequestHandler = (req, res, next) => {
    if (SAFE_METHODS.has(req.method.toUpperCase())) return next();
    const form = imageFormFor(req.path);
    if (!form) return next();
    const cookie = req.get("cookie");
    const request = new Request(new URL(req.originalUrl, "http://localhost"), { method: "POST", headers: cookie ? { Cookie: cookie } : {} });
    const reason = form[2];
    const refuse = (send: () => void) => {
      req.log.info("post to an image form without a session refused before its body");
      res.set("Connection", "close");
      send();
    };
    const guarded = reason ? requireUser(request, { reason }) : getSessionUser(request);
    guarded.then(
      (member) => {
        if (member) return next();
        refuse(() => void res.status(401).json({ error: UPLOAD_SIGN_IN_MESSAGE }));
      },
      (thrown: unknown) => {
        // Not the guard's redirect (e.g. the database is down): the app answers it.
        if (!(thrown instanceof Response)) return next();
        const location = thrown.headers.get("Location") ?? "/auth";
        // React Router's client reads a data request's redirect from status 204 with these headers.
        if (req.path.endsWith(".data")) refuse(() => void res.status(204).set({ "X-Remix-Redirect": location, "X-Remix-Status": "302" }).end());
        else refuse(() => res.redirect(302, location));
      },
    );
  };

  const originCheck: RequestHandler = (req, res, next) => {
    if (req.path.startsWith(BEARER_ONLY_PREFIX)) return next();
    const allowed = new Set([siteOrigin, `${req.protocol}://${req.get("host") ?? ""}`.toLowerCase()]);
    if (isAllowedOrigin(req.method, { origin: req.get("origin"), referer: req.get("referer") }, allowed)) return next();
    req.log.warn({ origin: req.get("origin") ?? null }, "state-changing request from a foreign origin refused");
    res.status(403).type("text/plain; charset=utf-8").send(FOREIGN_ORIGIN_MESSAGE);
  };

  const getLoadContext = (req: ExpressRequest, res: ExpressResponse) => {
    const context = new RouterContextProvider();
    context.set(cspNonceContext, res.locals.cspNonce as string);
    context.set(requestIdContext, String(req.id));
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
          ? REFUSED_REQUEST_MESSAGE
          : `Er ging iets mis. Probeer het later opnieuw. Foutcode: ${String(req.id)}`,
      );
  };

  return {
    before: [requestLog, scopeAndNonce, headers, pathHeaders, requestShape, originCheck, imageFormGuard, bodyLimit],
    allowedActionOrigins: [new URL(config.SITE_URL).host],
    getLoadContext,
    errorHandler,
  };
}
