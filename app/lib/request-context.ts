/** Per-request values the production server hands to React Router; defaults without it (dev, tests). */
import { createContext } from "react-router";

/** The response's CSP nonce (base64), or null when no CSP is sent. */
export const cspNonceContext = createContext<string | null>(null);

export const requestIdContext = createContext<string | null>(null);

/** The client's IP address for the rate limits: with TRUST_PROXY=1 the load balancer's X-Forwarded-For entry. */
export const clientAddressContext = createContext<string>("unknown");
