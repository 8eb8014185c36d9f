/**
 * Who is making a request, and the guard for member routes (docs/decisions/005-route-guard.md).
 * Sessions live in the database (better-auth); the cookie carries a signed session token.
 */
import { eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { user, userRoles } from "../db/schema";
import { getAuth } from "./auth.server";
import { getDb } from "./db.server";
import { isAdmin, isModerator } from "./permissions";
import { preparedFor } from "./prepared.server";
import type { Role, Viewer } from "./viewer";

/** The signed-in member as loaders see it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** The roles of `user_roles` (empty for most members). */
  roles: Role[];
  /** Whether sign-in asks for an authenticator code (better-auth's two-factor plugin). */
  twoFactorEnabled: boolean;
}

const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/** Roles, two-factor and block state of member `id` (placeholder), run on every member request. */
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
      // Roles, two-factor and block state in one indexed read. Blocking ends every session, so a
      // blocked member has none; the check stays as a second line of defence.
      const [extra] = await memberExtras(await getDb()).execute({ id });
      if (!extra || extra.blocked) return null;
      return { id, name, email, emailVerified, roles: extra.roles, twoFactorEnabled: extra.twoFactorEnabled };
    })();
    cache.set(request, pending);
  }
  return pending;
}

/** The viewer for queries and permission rules: `{ id, roles }` for a member, null for a visitor. */
export async function getViewer(request: Request): Promise<Viewer> {
  const member = await getSessionUser(request);
  return member ? { id: member.id, roles: member.roles } : null;
}

/** Where a moderator or admin without two-factor sign-in is sent to set it up first. */
export const TWO_FACTOR_SETUP_PATH = "/instellingen?tweestaps=verplicht#tweestapsverificatie";

/**
 * The guard of the beheer area (/beheer): a moderator or admin (with `level: "admin"`, an admin
 * only) who has two-factor sign-in on. Everybody else gets the site's ordinary 404, so the area
 * does not reveal that it exists (visitors too: no redirect to /auth). A moderator or admin
 * without two-factor sign-in is sent to set it up. Call it in every beheer loader and action
 * (parent loaders do not guard their children). docs/decisions/020-moderation.md.
 * @returns the member with `viewer` (id and roles) for permission rules and audit entries
 * @throws Response 404 for visitors, members and (with level "admin") moderators
 * @throws Response 302 to {@link TWO_FACTOR_SETUP_PATH} for a role holder without two-factor
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
  aanmelden: "Log in om je aan te melden voor dit event.",
  pagina: "Log in om deze pagina te bekijken.",
  reageren: "Log in om te reageren op een vacature.",
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
