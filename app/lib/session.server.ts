/**
 * Who is making a request, and the guard for member routes (docs/decisions/005-route-guard.md).
 * Sessions live in the database (better-auth); the cookie carries a signed session token.
 */
import { redirect } from "react-router";
import { getAuth } from "./auth.server";
import type { Viewer } from "./viewer";

/** The signed-in member as loaders see it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The signed-in member of `request`, or null. Looked up once per request (root and route loaders
 * share the answer).
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      if (!request.headers.get("Cookie")?.includes("session_token")) return null;
      const auth = await getAuth();
      const result = await auth.api.getSession({ headers: request.headers });
      if (!result) return null;
      const { id, name, email, emailVerified } = result.user;
      return { id, name, email, emailVerified };
    })();
    cache.set(request, pending);
  }
  return pending;
}

/** The viewer for queries: `{ id }` for a member, null for a visitor. */
export async function getViewer(request: Request): Promise<Viewer> {
  const member = await getSessionUser(request);
  return member ? { id: member.id } : null;
}

/** The path and query of `request`, for returning after sign-in. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * Only a local path may be a return address: "/x?y" yes; "//evil", "https://…", "/\\evil",
 * "/\t/evil" no. Characters a Location header cannot carry are percent-encoded ("/ü" → "/%C3%BC").
 * @returns the path, or `fallback` ("/") when it is not safe
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Read it as a browser would: "/\t/evil" loses its tab and becomes "//evil" (another host), and
  // "/ü" must be percent-encoded to fit in a Location header (found by fuzzing, docs/decisions/013-fuzzing.md).
  const base = "http://localhost";
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Why a visitor was sent to /auth: the key travels in the URL (`melding=…`), the text is ours, so
 * a crafted link cannot put arbitrary text on the sign-in page. Texts of SPEC.md §6.
 */
export const guardMessages = {
  initiatief: "Je moet ingelogd zijn om een initiatief aan te maken.",
  event: "Je moet ingelogd zijn om een event aan te maken.",
  vacature: "Je moet ingelogd zijn om een vacature aan te maken.",
  favoriet: "Log in om favorieten op te slaan",
  pagina: "Log in om deze pagina te bekijken.",
} as const;
export type GuardReason = keyof typeof guardMessages;

/**
 * The signed-in member, or a redirect to /auth that returns to this page afterwards.
 * @param options.reason which SPEC.md §6 text /auth shows (default "pagina")
 * @throws Response 302 to `/auth?redirectTo=…&melding=…` for a visitor
 */
export async function requireUser(request: Request, options: { reason?: GuardReason } = {}): Promise<SessionUser> {
  const member = await getSessionUser(request);
  if (member) return member;
  const params = new URLSearchParams({
    redirectTo: request.method === "GET" ? returnPath(request) : "/",
    melding: options.reason ?? "pagina",
  });
  throw redirect(`/auth?${params.toString()}`);
}
