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
import { insertedStyleHashes } from "./inserted-styles.server";
import { env } from "./env.server";
import { logger, redactUrl, runWithRequestScope } from "./logger.server";
import { clientAddressContext, cspNonceContext, requestIdContext } from "./request-context";
import { type GuardReason, getSessionUser, requireUser } from "./session.server";

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

/** The Dutch answer to a malformed request (4xx). */
export const REFUSED_REQUEST_MESSAGE = "Dit verzoek kunnen we niet verwerken. Controleer het adres.";

/** The Dutch answer to a request without a Host header (400). */
export const MISSING_HOST_MESSAGE = "Dit verzoek mist de Host-header en kan niet worden verwerkt.";

/**
 * The Dutch answer to a request whose Host is ambiguous (sent twice) or whose absolute target
 * names another host (400).
 */
export const BAD_HOST_MESSAGE = "Dit verzoek heeft een ongeldige Host-header of een adres van een andere website en kan niet worden verwerkt.";

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
const IMAGE_FORM_PATHS: readonly [RegExp, number, GuardReason | null][] = [
  [/^\/nieuw-initiatief$/, 2, "initiatief"],
  [/^\/initiatief\/[^/]+\/bewerken$/, 2, "pagina"],
  [/^\/nieuw-event$/, 1, "event"],
  [/^\/event\/[^/]+\/bewerken$/, 1, "pagina"],
  [/^\/vacature\/nieuw$/, 1, "vacature"],
  // The upload endpoint answers a visitor 401 (app/routes/images/upload.ts), not a redirect.
  [/^\/afbeelding\/uploaden$/, 1, null],
];

/** The Dutch answer of the upload endpoint to a visitor (as app/routes/images/upload.ts gives it). */
export const UPLOAD_SIGN_IN_MESSAGE = "Log in om een afbeelding te uploaden.";

/** The entry of {@link IMAGE_FORM_PATHS} for `pathname` (with or without `.data`), if any. */
function imageFormFor(pathname: string) {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return IMAGE_FORM_PATHS.find(([pattern]) => pattern.test(path));
}

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
  const slots = imageFormFor(path)?.[1];
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
 * (`'strict-dynamic'` lets those load the route modules); style elements only from this site,
 * with the nonce (the dialogs' scroll lock) or the toaster's hash; no style attributes in HTML
 * (React sets styles through the DOM, which CSP does not govern); forms post only to this site, plus the Google sign-in issuer, because
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
    styleSrc: ["'self'", nonce, ...insertedStyleHashes()],
    styleSrcElem: ["'self'", nonce, ...insertedStyleHashes()],
    styleSrcAttr: ["'none'"],
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
 * SHA-256 hashes of the page's inline scripts, and the style nonce replaced by the one the page was
 * rendered with (the browser code reads it from the page's scripts). A nonce must be new for every
 * response, which a stored page cannot honour; the hashes pin exactly the inline scripts the page
 * was rendered with, so an injected script still does not run, and `'self'` admits the app's own
 * modules (without `'strict-dynamic'`, which would make browsers ignore `'self'`).
 * @param policy a policy as {@link cspDirectives} renders it
 * @param page.scriptHashes CSP hash sources such as `'sha256-…'` (base64), one per inline script
 * @param page.nonce the nonce in the page's HTML, or null when it has none
 * @returns the policy with the new `script-src` and style nonce; unchanged when it has neither
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
  /**
   * Request id, access log, security headers, refusal of unsupported methods and requests without
   * Host, the Origin check, visitors' posts to the image forms, the body limit, in this order;
   * mount first.
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
    // Node keeps only the first of two Host headers; which one a proxy used is unknown (RFC 9112 §3.2).
    if (req.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === "host").length > 1) {
      return badHost("request with more than one Host refused");
    }
    if (!req.url.startsWith("/")) {
      // The absolute form (RFC 9112 §3.2.2, "GET http://host/path"): served as its path when it
      // names this Host; React Router's adapter would otherwise build an invalid URL from it.
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

  // The image forms take bodies of ~31 MB, which the body limit buffers when they come chunked; only
  // members may post them, so a visitor is answered here before any byte of the body is read.
  const imageFormGuard: RequestHandler = (req, res, next) => {
    if (SAFE_METHODS.has(req.method.toUpperCase())) return next();
    const form = imageFormFor(req.path);
    if (!form) return next();
    const cookie = req.get("cookie");
    const request = new Request(new URL(req.originalUrl, "http://localhost"), { method: "POST", headers: cookie ? { Cookie: cookie } : {} });
    const reason = form[2];
    const refuse = (send: () => void) => {
      req.log.info("post to an image form without a session refused before its body");
      // The body is never read: the connection ends after this answer.
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
        // Anything but the guard's redirect (the database is unreachable): the app answers it.
        if (!(thrown instanceof Response)) return next();
        const location = thrown.headers.get("Location") ?? "/auth";
        // A data request gets the redirect as React Router's client reads it (status 204 with headers).
        if (req.path.endsWith(".data")) refuse(() => void res.status(204).set({ "X-Remix-Redirect": location, "X-Remix-Status": "302" }).end());
        else refuse(() => res.redirect(302, location));
      },
    );
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
