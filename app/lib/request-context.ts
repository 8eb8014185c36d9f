/**
 * Values the production server hands to React Router for each request (through
 * `getLoadContext` in app/lib/http.server.ts), read with `context.get(…)` in loaders and in
 * app/entry.server.tsx. Without that server (dev server, tests) they have their defaults.
 */
import { createContext } from "react-router";

/** This response's Content-Security-Policy nonce (base64), or null when no CSP is sent. */
export const cspNonceContext = createContext<string | null>(null);

/** The request id (also in the `X-Request-Id` header and every log entry), or null. */
export const requestIdContext = createContext<string | null>(null);

/**
 * The client's IP address, for the rate limits: the socket address, or with TRUST_PROXY=1 (Express
 * "trust proxy") the load balancer's entry of X-Forwarded-For. "unknown" without the production
 * server (dev server, tests that do not set it).
 */
export const clientAddressContext = createContext<string>("unknown");
