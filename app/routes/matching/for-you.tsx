/**
 * /voor-jou: public vacancies and upcoming events ranked for the member's volunteer profile, each
 * card saying why (docs/product-rules.md#matching), members only. `soort=events` switches the list,
 * `pagina` pages it; without a profile the page explains itself and links to the profile.
 */
import { HandHeart } from "~/components/icons";
import { PageHeader } from "~/components/list/page-header";
import { Pagination } from "~/components/list/pagination";
import { SiteLink } from "~/components/site-link";
import { buttonVariants } from "~/components/ui/button";
import { parsePage } from "~/lib/list-params";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { EventMatches, type ForYouKind, ForYouTabs, VacancyMatches } from "~/modules/matching/components/match-list";
import { FOR_YOU_PATH, VOLUNTEER_PROFILE_PATH } from "~/modules/matching/paths";
import { getVolunteerProfile } from "~/modules/matching/profile.server";
import { ProfileAlertButton } from "~/modules/notifications/components/saved-search-list";
import { hasProfileAlert } from "~/modules/notifications/saved-searches.server";
import { SAVED_SEARCHES_PATH } from "~/modules/notifications/topics";
import { rankEvents, rankVacancies, withHomePoint } from "~/modules/matching/ranking.server";
import type { Route } from "./+types/for-you";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Voor jou", "Vacatures en events die passen bij je vrijwilligersprofiel, met de reden erbij.");

/**
 * The member's ranked page of the chosen kind and whether they get new matching vacancies by mail
 * (`profileAlert`), or `profile: false` without a volunteer profile.
 * @throws Response 302 to /auth for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const kind: ForYouKind = params.get("soort") === "events" ? "events" : "vacatures";
  const saved = await getVolunteerProfile({ userId: member.id });
  if (!saved?.exists) return { profile: false as const, kind };
  const [profile, profileAlert] = await Promise.all([withHomePoint(saved), hasProfileAlert(member.id)]);
  const page = parsePage(params);
  const distanceIgnored = profile.max_distance_km !== null && profile.point === null;
  if (kind === "events") return { profile: true as const, kind, distanceIgnored, profileAlert, events: await rankEvents({ profile, page }), vacancies: null };
  return { profile: true as const, kind, distanceIgnored, profileAlert, vacancies: await rankVacancies({ profile, page }), events: null };
}

function NoProfile() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border p-8 text-center">
      <HandHeart className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="max-w-prose">
        Hier zie je vacatures en events die bij je passen: bij je thema’s, je vaardigheden, de dagdelen waarop je kunt en in
        de buurt van je postcode. Bij elk staat waarom. Vul daarvoor eerst je vrijwilligersprofiel in; alles is optioneel en
        alleen jij ziet het.
      </p>
      <SiteLink to={VOLUNTEER_PROFILE_PATH} className={buttonVariants()}>
        Vrijwilligersprofiel invullen
      </SiteLink>
    </div>
  );
}

function Empty({ kind }: { kind: ForYouKind }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-8 text-center">
      <p>
        {kind === "events" ? "We vonden geen komende events" : "We vonden geen open vacatures"} die bij je profiel passen.
        Kies meer thema’s, vaardigheden of dagdelen, of een grotere afstand in je{" "}
        <SiteLink to={VOLUNTEER_PROFILE_PATH} className="underline underline-offset-4">
          vrijwilligersprofiel
        </SiteLink>
        .
      </p>
      <p className="mt-2">
        <SiteLink to={kind === "events" ? `${FOR_YOU_PATH}?soort=events` : FOR_YOU_PATH} className="underline underline-offset-4">
          Naar de eerste pagina
        </SiteLink>
      </p>
    </div>
  );
}

export default function ForYouRoute({ loaderData }: Route.ComponentProps) {
  const intro = "Vacatures en events die passen bij je vrijwilligersprofiel, de best passende eerst.";
  if (!loaderData.profile) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <PageHeader title="Voor jou" intro={intro} />
        <NoProfile />
      </div>
    );
  }
  const { kind, vacancies, events, distanceIgnored, profileAlert } = loaderData;
  const list = vacancies ?? events;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title="Voor jou"
        intro={intro}
        action={
          <SiteLink to={VOLUNTEER_PROFILE_PATH} className={buttonVariants({ variant: "outline" })}>
            Profiel aanpassen
          </SiteLink>
        }
      />
      <ForYouTabs kind={kind} />
      <div className="mb-4">
        {profileAlert ? (
          <p className="text-sm">
            Nieuwe vacatures die bij je passen krijg je per e-mail.{" "}
            <SiteLink to={SAVED_SEARCHES_PATH} className="underline">
              Wijzigen
            </SiteLink>
          </p>
        ) : (
          <ProfileAlertButton back="/voor-jou" />
        )}
      </div>
      <p className="mb-4 text-sm text-muted-foreground" role="status">
        {list.total === 1 ? "1 resultaat" : `${list.total} resultaten`}, gesorteerd op hoe goed ze passen.
        {distanceIgnored ? " Je hebt een afstand gekozen maar geen postcode, dus we kijken niet naar afstand." : null}
      </p>
      {list.items.length === 0 ? <Empty kind={kind} /> : vacancies ? <VacancyMatches items={vacancies.items} /> : events ? <EventMatches items={events.items} /> : null}
      <div className="mt-6">
        <Pagination page={list.page} pageCount={list.pageCount} />
      </div>
    </div>
  );
}
