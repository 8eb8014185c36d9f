/** /beheer/leden: search members by name or address (`?q=`, at least 2 characters); moderators and admins only. */
import { PageHeader } from "~/components/list/page-header";
import { pluralize } from "~/lib/format";
import { memberPageMeta } from "~/lib/meta";
import { requireModerator } from "~/lib/session.server";
import { MemberList, MemberSearch } from "~/modules/moderation/components/member-list";
import { MEMBER_SEARCH_LIMIT, MEMBER_SEARCH_MIN } from "~/modules/moderation/member-forms";
import { searchMembers } from "~/modules/moderation/members.server";
import type { Route } from "./+types/members";

export const meta: Route.MetaFunction = () => memberPageMeta("Leden", "Leden zoeken, bekijken en blokkeren.");

/**
 * @returns the trimmed query, the members found, and whether the query was long enough to search
 * @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireModerator(request);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  return { query, members: await searchMembers(query), searched: query.length >= MEMBER_SEARCH_MIN };
}

export default function AdminMembers({ loaderData }: Route.ComponentProps) {
  const { query, members, searched } = loaderData;
  return (
    <>
      <PageHeader title="Leden" intro="Zoek een lid op naam of e-mailadres om zijn items te zien of hem te blokkeren." />
      <div className="flex flex-col gap-6">
        <MemberSearch query={query} min={MEMBER_SEARCH_MIN} />
        {searched ? (
          <section aria-labelledby="resultaten" className="flex flex-col gap-3">
            <h2 id="resultaten" className="font-semibold text-xl">
              {members.length === 0
                ? `Geen leden gevonden voor “${query}”`
                : members.length === MEMBER_SEARCH_LIMIT
                  ? `De eerste ${MEMBER_SEARCH_LIMIT} leden voor “${query}”`
                  : `${pluralize(members.length, "lid", "leden")} voor “${query}”`}
            </h2>
            <MemberList members={members} />
          </section>
        ) : query ? (
          <p className="text-muted-foreground">Typ minstens {MEMBER_SEARCH_MIN} tekens.</p>
        ) : null}
      </div>
    </>
  );
}
