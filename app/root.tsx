/**
 * The HTML shell: `lang="nl"`, skip link, navigation progress and focus handling
 * (components/layout/navigation-status.tsx), header, main landmark, footer and the error boundary
 * (404 and unexpected errors as Dutch pages with a way back).
 */
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "./components/layout/site-footer";
import { NavigationStatus, useNavigationBusy } from "./components/layout/navigation-status";
import { SiteHeader } from "./components/layout/site-header";
import { NotFound } from "./components/not-found";
import { Toaster } from "./components/toaster";
import { FeedbackButton } from "./modules/feedback/components/feedback-button";
import { getSessionUser } from "./lib/session.server";
import { readToast } from "./lib/toast.server";

/**
 * Who is signed in (name and e-mail for the header, nothing else) and the toast flashed for this
 * page; clears the toast cookie once read.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [member, { toast, clearHeader }] = await Promise.all([getSessionUser(request), readToast(request)]);
  const user = member ? { name: member.name, email: member.email } : null;
  return data({ user, toast }, clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined);
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  // Absent when the root loader itself failed (the error page still gets a header and footer).
  const rootData = useRouteLoaderData<typeof loader>("root");
  const user = rootData?.user ?? null;
  const busy = useNavigationBusy();
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
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
        <SiteFooter loggedIn={user !== null} />
        {user ? <FeedbackButton /> : null}
        <Toaster flash={rootData?.toast ?? null} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <title>Er ging iets mis – Dit doet Nederland</title>
      <NotFound title="Er ging iets mis" backTo="/" backLabel="Terug naar de homepage">
        Er ging iets mis bij het laden van deze pagina. Probeer het later opnieuw.
      </NotFound>
    </>
  );
}
