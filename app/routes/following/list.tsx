/**
 * /volgend: the initiatives the member follows, newest first, paginated, each with "Niet meer
 * volgen" (docs/product-rules.md#following). Members only.
 */
import { Pagination } from "~/components/list/pagination";
import { PageHeader } from "~/components/list/page-header";
import { formatDate } from "~/lib/format";
import { parsePage } from "~/lib/list-params";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { FollowingList } from "~/modules/following/components/following-list";
import { FOLLOWING_PAGE_SIZE, listFollowing } from "~/modules/following/follows.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => memberPageMeta("Volgend", "De initiatieven die je volgt.");

/** @throws Response 302 to /auth for a visitor */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const page = parsePage(new URL(request.url).searchParams);
  const { items, total } = await listFollowing(member.id, page);
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / FOLLOWING_PAGE_SIZE)),
    total,
    items: items.map((item) => ({ id: item.id, name: item.name, city: item.city, is_public: item.is_public, since: `Sinds ${formatDate(item.followed_at)}` })),
  };
}

export default function FollowingRoute({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageHeader title="Volgend" />
      {total > 0 ? <p className="text-sm text-muted-foreground">Je volgt {total === 1 ? "1 initiatief" : `${total} initiatieven`}. Nieuws ervan zie je bij je meldingen.</p> : null}
      <FollowingList items={items} />
      <Pagination page={page} pageCount={pageCount} />
    </div>
  );
}
