/**
 * /api/auth/*: better-auth's HTTP handler, limited to the paths that must be plain URLs (the
 * e-mailed verification and reset links, the Google callback). Everything else is 404: sign-in,
 * registration and the rest go through our actions (docs/decisions/006-accounts.md).
 */
import { getAuth, PUBLIC_AUTH_PATHS } from "~/lib/auth.server";
import { openVerificationLink } from "~/modules/accounts/auth-flows.server";
import type { Route } from "./+types/auth";

async function handle(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
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
