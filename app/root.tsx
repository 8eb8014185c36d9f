/** The HTML shell: header, main landmark, footer, toasts and the Dutch error pages. */
import { lazy, Suspense } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { NavigationStatus, useNavigationBusy } from "./components/layout/navigation-status";
import { SiteHeader } from "./components/layout/site-header";
import { PageScripts } from "./components/layout/page-scripts";
import { EmbedHeightScript, ZodJitlessScript } from "./components/csp";
import { isEmbedPath } from "./lib/embed";
import { ErrorCode } from "./components/error-code";
import { NotFound } from "./components/not-found";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./lib/database-errors";
import { Toaster } from "./components/toaster";
import { env } from "./lib/env.server";
import { useSiteLinkNavigation } from "./components/site-link";
import { isModerator } from "./lib/permissions";
import { getSessionUser } from "./lib/session.server";
import { requestIdContext } from "./lib/request-context";
import { readToast } from "./lib/toast.server";
import { refreshDataVersionAfterWrite } from "./lib/data-version.server";
import { loadFeedbackButton } from "./member-chunks";
import { unreadNotificationCount } from "./modules/notifications/center.server";

// Members only: loaded on demand, so visitors never download its dialog, Conform and Zod.
const FeedbackButton = lazy(() => loadFeedbackButton().then((module) => ({ default: module.FeedbackButton })));

/** After a write, learn the new data version before answering, so the page cache never shows the writer an older page. */
export const middleware: Route.MiddlewareFunction[] = [refreshDataVersionAfterWrite];

/**
 * The signed-in member for the header (name, e-mail, moderator, unread notifications), the flashed toast (its cookie
 * cleared) and `siteUrl` for canonical URLs. A widget under /embed/ reads neither session nor toast,
 * so it sets no cookie and stays cacheable.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Shown as "Foutcode" on the error page.
  const requestId = context.get(requestIdContext);
  if (isEmbedPath(new URL(request.url).pathname)) return data({ user: null, toast: null, requestId, siteUrl: env().SITE_URL });
  const [member, { toast, clearHeader }] = await Promise.all([getSessionUser(request), readToast(request)]);
  // Members only: a visitor's page (and the page cache) stays as it was.
  const unread = member ? await unreadNotificationCount(member.id) : 0;
  const user = member ? { name: member.name, email: member.email, moderates: isModerator(member), unread } : null;
  return data(
    { user, toast, requestId, siteUrl: env().SITE_URL, mapTiles: { url: env().MAP_TILE_URL, attribution: env().MAP_TILE_ATTRIBUTION } },
    clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined,
  );
}

/** Always: the request id must be the current request's, and a sign-out made elsewhere must show. */
export function shouldRevalidate() {
  return true;
}

// The stylesheet first in <head>: it is the one request that blocks the first paint
// (docs/decisions/054-page-weight-and-first-paint.md).
export const links: Route.LinksFunction = () => [
  // `precedence` lets React write it early in <head>; the integration tests render without an address.
  ...(stylesheet ? [{ rel: "stylesheet", href: stylesheet, precedence: "default" }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Absent when the root loader itself failed.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const user = rootData?.user ?? null;
  const busy = useNavigationBusy();
  const { pathname } = useLocation();
  // Here rather than in App, so the root error page gets it too.
  useSiteLinkNavigation();
  if (isEmbedPath(pathname)) return <EmbedLayout>{children}</EmbedLayout>;
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <ZodJitlessScript />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col" data-member={user ? "" : undefined}>
        <a
          href="#inhoud"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          Naar de inhoud
        </a>
        <NavigationStatus />
        <SiteHeader user={user} />
        <main id="inhoud" tabIndex={-1} aria-busy={busy || undefined} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter
          loggedIn={user !== null}
          feedback={
            user ? (
              <Suspense fallback={null}>
                <FeedbackButton />
              </Suspense>
            ) : null
          }
        />
        <Toaster flash={rootData?.toast ?? null} />
        <ScrollRestoration />
        {/* React Router's scripts, started after the first paint. */}
        <PageScripts />
      </body>
    </html>
  );
}

/** The shell of a widget: no header, footer, toasts or React in the browser; one script posts the page height to the host. */
function EmbedLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="bg-background">
        <main id="inhoud">{children}</main>
        <EmbedHeightScript />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>Pagina niet gevonden – Dit doet Nederland</title>
        <NotFound title="Pagina niet gevonden" backTo="/" backLabel="Terug naar de homepage">
          Deze pagina bestaat niet (meer). Controleer het adres of ga terug naar de homepage.
        </NotFound>
      </>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <>
        <title>Tijdelijk niet beschikbaar – Dit doet Nederland</title>
        <NotFound title="Tijdelijk niet beschikbaar" backTo="/" backLabel="Opnieuw proberen">
          {DATABASE_UNAVAILABLE_MESSAGE}
        </NotFound>
      </>
    );
  }
  // Logged on the server with this code; no details reach the page.
  return (
    <>
      <title>Er ging iets mis – Dit doet Nederland</title>
      <NotFound title="Er ging iets mis" backTo="/" backLabel="Terug naar de homepage">
        Er ging iets mis bij het laden van deze pagina. Probeer het later opnieuw.
        <ErrorCode fallback={rootData?.requestId} />
      </NotFound>
    </>
  );
}
