/**
 * /meldingen: the member's notifications, newest first, paginated, with "Alles gelezen"
 * (docs/product-rules.md#notifications). Members only; nobody sees another member's.
 */
import { Link } from "react-router";
import { Pagination } from "~/components/list/pagination";
import { PageHeader } from "~/components/list/page-header";
import { formatDateTime } from "~/lib/format";
import { parsePage } from "~/lib/list-params";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { listNotifications, NOTIFICATIONS_PAGE_SIZE } from "~/modules/notifications/center.server";
import { MarkAllReadForm, NotificationList } from "~/modules/notifications/components/notification-list";
import { PREFERENCES_PATH } from "~/modules/notifications/topics";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => memberPageMeta("Meldingen", "Je meldingen over wat je volgt, je aanmeldingen en je items.");

/** @throws Response 302 to /auth for a visitor */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const page = parsePage(new URL(request.url).searchParams);
  const { items, total, unread } = await listNotifications(member.id, page);
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)),
    unread,
    items: items.map(({ at, ...item }) => ({ ...item, when: formatDateTime(at) })),
  };
}

export default function NotificationsRoute({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, unread } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageHeader title="Meldingen" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{unread === 0 ? "Geen ongelezen meldingen." : unread === 1 ? "1 ongelezen melding." : `${unread} ongelezen meldingen.`}</p>
        {unread > 0 ? <MarkAllReadForm /> : null}
      </div>
      <NotificationList items={items} />
      <Pagination page={page} pageCount={pageCount} />
      <p className="text-sm">
        Welke meldingen je per e-mail krijgt, kies je bij{" "}
        <Link to={PREFERENCES_PATH} className="underline">
          Meldingen per e-mail
        </Link>
        . Initiatieven die je volgt staan bij{" "}
        <Link to="/volgend" className="underline">
          Volgend
        </Link>
        .
      </p>
    </div>
  );
}
