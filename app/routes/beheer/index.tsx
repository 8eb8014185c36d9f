/** /beheer: what waits in the queues, the last week's new members and items, responses and matches; moderators and admins only. */
import { Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { plural } from "~/lib/format";
import { memberPageMeta } from "~/lib/meta";
import { isAdmin } from "~/lib/permissions";
import { requireModerator } from "~/lib/session.server";
import { getBeheerOverview } from "~/modules/moderation/overview.server";
import { MatchStatistics } from "~/modules/participation/components/match-statistics";
import { matchCounts, perMonth, perMunicipality } from "~/modules/participation/match-statistics.server";
import { beheerPages } from "~/modules/moderation/paths";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => memberPageMeta("Beheer", "Moderatie en beheer van Dit doet Nederland.");

/** @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireModerator(request);
  const [overview, counts] = await Promise.all([getBeheerOverview(), matchCounts({ months: 12 })]);
  return { isAdmin: isAdmin(viewer), overview, matches: { months: perMonth(counts), municipalities: perMunicipality(counts) } };
}

/** One number with its label (`[singular, plural]` or one word), linked when it has a page. */
function Count({ n, label, to }: { n: number; label: string | readonly [string, string]; to?: string }) {
  const content = (
    <>
      <span className="block font-bold text-2xl">{n}</span>
      <span className="text-sm">{typeof label === "string" ? label : plural(n, label[0], label[1])}</span>
    </>
  );
  return (
    <li className="rounded-md border">
      {to ? (
        <Link to={to} className="block p-4 hover:bg-muted">
          {content}
        </Link>
      ) : (
        <div className="p-4">{content}</div>
      )}
    </li>
  );
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { waiting, lastWeek } = loaderData.overview;
  return (
    <>
      <PageHeader title="Beheer" intro="Beoordeel nieuwe initiatieven, handel meldingen en berichten af en beheer leden." />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="wacht-titel" className="flex flex-col gap-3">
          <h2 id="wacht-titel" className="font-semibold text-xl">
            Wacht op jou
          </h2>
          <ul className="grid gap-3 sm:grid-cols-4">
            <Count n={waiting.review} label="te beoordelen" to="/beheer/beoordelen" />
            <Count n={waiting.reportedItems} label={["gemeld item", "gemelde items"]} to="/beheer/meldingen" />
            <Count n={waiting.feedback} label="feedback" to="/beheer/feedback" />
            <Count n={waiting.contact} label={["contactbericht", "contactberichten"]} to="/beheer/berichten" />
          </ul>
        </section>
        <section aria-labelledby="week-titel" className="flex flex-col gap-3">
          <h2 id="week-titel" className="font-semibold text-xl">
            Nieuw in de afgelopen 7 dagen
          </h2>
          <ul className="grid gap-3 sm:grid-cols-4">
            <Count n={lastWeek.members} label={["lid", "leden"]} />
            <Count n={lastWeek.initiatives} label={["initiatief", "initiatieven"]} />
            <Count n={lastWeek.events} label={["event", "events"]} />
            <Count n={lastWeek.vacancies} label={["vacature", "vacatures"]} />
          </ul>
        </section>
        <MatchStatistics months={loaderData.matches.months} municipalities={loaderData.matches.municipalities} />
        <nav aria-label="Beheerpagina's">
          <ul className="grid gap-3 sm:grid-cols-2">
            {beheerPages
              .filter((page) => page.path !== "/beheer" && (loaderData.isAdmin || !page.adminOnly))
              .map((page) => (
                <li key={page.path}>
                  <Link className="block rounded-md border p-4 font-medium hover:bg-muted" to={page.path}>
                    {page.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
