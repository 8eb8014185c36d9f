import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { pageTitle } from "~/lib/meta";
import { Button } from "~/components/ui/button";

/** A centred message with one way back: used by the 404 page and the not-found states. */
export function NotFound({
  title,
  children,
  backTo,
  backLabel,
}: {
  title: string;
  children?: React.ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="font-bold text-2xl sm:text-3xl">{title}</h1>
      {children ? <p className="text-muted-foreground">{children}</p> : null}
      <Button asChild>
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </section>
  );
}

/**
 * A route ErrorBoundary for detail pages: a 404 shows `title` with a link back to the list (and
 * the page title "{title} – Dit doet Nederland"); any other error goes to the root boundary.
 */
export function notFoundBoundary({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return function DetailNotFoundBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) {
      return (
        <>
          <title>{pageTitle(title)}</title>
          <NotFound title={title} backTo={backTo} backLabel={backLabel}>
            {text}
          </NotFound>
        </>
      );
    }
    throw error;
  };
}
