/**
 * /api/auth/*: better-auth's handler, limited to the paths that must be plain URLs (e-mailed links,
 * the Google callback); /api/auth/error leads to /auth. Everything else is 404: our actions do the rest.
 */
import { redirect } from "react-router";
import { getAuth, PUBLIC_AUTH_PATHS } from "~/lib/auth.server";
import { openVerificationLink } from "~/modules/accounts/auth-flows.server";
import type { Route } from "./+types/auth";

async function handle(request: Request): Promise<Response> {
  const { pathname, searchParams } = new URL(request.url);
  if (pathname === "/api/auth/error") {
    const code = searchParams.get("error");
    return redirect(code ? `/auth?${new URLSearchParams({ error: code.slice(0, 100) }).toString()}` : "/auth?error=unknown");
  }
  if (!PUBLIC_AUTH_PATHS.some((allowed) => allowed.test(pathname))) {
    return new Response("Niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (pathname === "/api/auth/verify-email") return openVerificationLink({ request });
  const auth = await getAuth();
  return auth.handler(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
