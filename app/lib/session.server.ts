/** Who is making a request, and the guards for member routes (docs/decisions/005-route-guard.md). */
import { eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { user, userRoles } from "../db/schema";
import { getAuth } from "./auth.server";
import { getDb } from "./db.server";
import { isAdmin, isModerator } from "./permissions";
import { preparedFor } from "./prepared.server";
import type { Role, Viewer } from "./viewer";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  roles: Role[];
  twoFactorEnabled: boolean;
}

const cache = new WeakMap<Request, Promise<SessionUser | null>>();

const memberExtras = preparedFor((db) =>
  db
    .select({
      twoFactorEnabled: user.twoFactorEnabled,
      blocked: sql<boolean>`${user.blockedAt} is not null`,
      roles: sql<Role[]>`array(select ${userRoles.role}::text from ${userRoles} where ${userRoles.user_id} = ${sql.placeholder("id")} order by 1)`,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder("id")))
    .limit(1)
    .prepare("session_member_extras"),
);

/** The signed-in member of `request`, or null; looked up once per request. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      if (!request.headers.get("Cookie")?.includes("session_token")) return null;
      const auth = await getAuth();
      const result = await auth.api.getSession({ headers: request.headers });
      if (!result) return null;
      const { id, name, email, emailVerified } = result.user;
      // Blocking ends every session; this check stays as a second line of defence.
      const [extra] = await memberExtras(await getDb()).execute({ id });
      if (!extra || extra.blocked) return null;
      return { id, name, email, emailVerified, roles: extra.roles, twoFactorEnabled: extra.twoFactorEnabled };
    })();
    cache.set(request, pending);
  }
  return pending;
}

export async function getViewer(request: Request): Promise<Viewer> {
  const member = await getSessionUser(request);
  return member ? { id: member.id, roles: member.roles } : null;
}

export const TWO_FACTOR_SETUP_PATH = "/instellingen?tweestaps=verplicht#tweestapsverificatie";

/**
 * The guard of /beheer (`level` "admin": admins only), with two-factor on; call it in every beheer loader
 * and action. @throws 404 for everybody else, hiding the area; 302 to two-factor setup without it
 */
export async function requireModerator(
  request: Request,
  { level = "moderator" }: { level?: "moderator" | "admin" } = {},
): Promise<SessionUser & { viewer: NonNullable<Viewer> }> {
  const member = await getSessionUser(request);
  const viewer = member ? { id: member.id, roles: member.roles } : null;
  const allowed = level === "admin" ? isAdmin(viewer) : isModerator(viewer);
  if (!member || !viewer || !allowed) throw data(null, { status: 404 });
  if (!member.twoFactorEnabled) throw redirect(TWO_FACTOR_SETUP_PATH);
  return { ...member, viewer };
}

/**
 * The address of the page `request` renders, as the browser shows it: React Router's data requests
 * (`/events.data?…&_routes=…`, `/_.data` for the home page) are read as the page they load.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  return url;
}

/** Path and query of the page `request` renders (see {@link pageUrl}): where a form or sign-in returns to. */
export function returnPath(request: Request): string {
  const url = pageUrl(request);
  return `${url.pathname}${url.search}`;
}

/** `to` when it is a local path ("//evil", "https://…", "/\\evil" are not), else `fallback`. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Read it as a browser would: "/\t/evil" loses its tab and becomes "//evil" (found by fuzzing).
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

/** The key travels in the URL (`melding=…`), the text is ours, so a crafted link cannot set it. */
export const guardMessages = {
  initiatief: "Je moet ingelogd zijn om een initiatief aan te maken.",
  event: "Je moet ingelogd zijn om een event aan te maken.",
  vacature: "Je moet ingelogd zijn om een vacature aan te maken.",
  favoriet: "Log in om favorieten op te slaan",
  aanmelden: "Log in om je aan te melden voor dit event.",
  pagina: "Log in om deze pagina te bekijken.",
  reageren: "Log in om te reageren op een vacature.",
  zoekopdracht: "Log in om deze zoekopdracht te bewaren.",
  volgen: "Log in om initiatieven te volgen.",
} as const;
export type GuardReason = keyof typeof guardMessages;

/** The signed-in member. @throws Response 302 to `/auth?redirectTo=…&melding=…` for a visitor */
export async function requireUser(request: Request, options: { reason?: GuardReason } = {}): Promise<SessionUser> {
  const member = await getSessionUser(request);
  if (member) return member;
  const params = new URLSearchParams({
    redirectTo: request.method === "GET" ? returnPath(request) : "/",
    melding: options.reason ?? "pagina",
  });
  throw redirect(`/auth?${params.toString()}`);
}
