/** "Abonneer in je agenda": plain links to an events filter's calendar feed and its `webcal:` variant. */
import { CalendarPlus } from "~/components/icons";
import { useRouteLoaderData } from "react-router";
import { EVENTS_CALENDAR_PATH, webcalUrl, withQuery } from "~/modules/municipalities/links";

/** @param query the events filter, e.g. "gemeente=utrecht&type=actie" (the page number is dropped) */
export function CalendarSubscribeLink({ query, className }: { query: string | URLSearchParams; className?: string }) {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  const href = withQuery(EVENTS_CALENDAR_PATH, query);
  return (
    <p className={className ?? "flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"}>
      <a href={href} className="inline-flex min-h-6 items-center gap-1.5 text-primary underline">
        <CalendarPlus className="size-4" aria-hidden="true" />
        Abonneer in je agenda
      </a>
      {root?.siteUrl ? (
        <a href={webcalUrl(`${root.siteUrl}${href}`)} className="min-h-6 text-primary underline">
          Open in je agenda-app
        </a>
      ) : null}
    </p>
  );
}
