/**
 * The HTML shell: `lang="nl"`, skip link, navigation progress and focus handling
 * (components/layout/navigation-status.tsx), header, main landmark, footer and the error boundary
 * (404 and unexpected errors as Dutch pages with a way back).
 */
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

// Members only: loaded on demand, so visitors never download its dialog, Conform and Zod.
const FeedbackButton = lazy(() => loadFeedbackButton().then((module) => ({ default: module.FeedbackButton })));

/**
 * After a write request, this process learns the new data version before answering, so the page
 * cache never shows the writer an older page (app/lib/data-version.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [refreshDataVersionAfterWrite];

/**
 * Who is signed in (name, e-mail and whether they moderate, for the header; nothing else), the toast flashed for this
 * page (the toast cookie is cleared once read) and `siteUrl`, the absolute site address the
 * `meta` exports build canonical and Open Graph URLs from (app/lib/meta.ts). A widget under
 * /embed/ reads no session and no toast and so sets no cookie: it is anonymous and cacheable
 * (docs/decisions/031-embeds.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The id of this request, shown as "Foutcode" on the error page (docs/decisions/011-security.md).
  const requestId = context.get(requestIdContext);
  if (isEmbedPath(new URL(request.url).pathname)) return data({ user: null, toast: null, requestId, siteUrl: env().SITE_URL });
  const [member, { toast, clearHeader }] = await Promise.all([getSessionUser(request), readToast(request)]);
  const user = member ? { name: member.name, email: member.email, moderates: isModerator(member) } : null;
  return data(
    { user, toast, requestId, siteUrl: env().SITE_URL },
    clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined,
  );
}

/**
 * The root loader runs with every navigation, so its request id is the one of the request that
 * may fail (and the header shows a sign-out made elsewhere). Cheap: the session lookup is shared
 * with the page's own loader.
 */
export function shouldRevalidate() {
  return true;
}

// The stylesheet first in <head>: it is the one request that blocks the first paint, so the browser
// should start it first (docs/decisions/037-static-assets-and-first-paint.md); the scripts start
// only after that paint (042-scripts-after-first-paint.md).
export const links: Route.LinksFunction = () => [
  // `precedence` makes it a React stylesheet resource, which React writes early in <head>.
  // Without an address (the integration tests render the app without Vite's asset URLs) no link:
  // React warns about a stylesheet resource without one.
  ...(stylesheet ? [{ rel: "stylesheet", href: stylesheet, precedence: "default" }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Absent when the root loader itself failed (the error page still gets a header and footer).
  const rootData = useRouteLoaderData<typeof loader>("root");
  const user = rootData?.user ?? null;
  const busy = useNavigationBusy();
  const { pathname } = useLocation();
  // Here rather than in App: the root error page (an unknown address) has the header and footer too.
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
        {/* React Router's scripts, started after the first paint (ADR 042). */}
        <PageScripts />
      </body>
    </html>
  );
}

/**
 * The shell of a widget (docs/decisions/031-embeds.md): no skip link, header, footer or toasts, and
 * no React in the browser (no `<Scripts />`): the server HTML is the whole widget. Its one script
 * posts the page height to the host page.
 */
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
  // Logged on the server (entry.server.tsx handleError) with this code; no details reach the page.
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
