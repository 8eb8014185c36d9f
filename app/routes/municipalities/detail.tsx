/**
 * /gemeente/{slug}: the public items of one municipality with links to the filtered lists, or with
 * `bij`/`straal` what lies within that radius; 404 when unknown.
 */
import { ArrowRight, MapPin } from "~/components/icons";
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { DetailSection } from "~/components/detail-layout";
import { PageHeader } from "~/components/list/page-header";
import { ViewToggle } from "~/components/map/view-toggle";
import { notFoundBoundary } from "~/components/not-found";
import { provinceLabels } from "~/lib/enums";
import { DEFAULT_RADIUS_KM, RADII_KM } from "~/lib/list-params";
import { pluralize } from "~/lib/format";
import { pageTitle, seoMeta } from "~/lib/meta";
import { getViewer } from "~/lib/session.server";
import { EventCard } from "~/modules/events/components/event-card";
import { CalendarSubscribeLink } from "~/modules/feeds/components/calendar-subscribe-link";
import { cardFollowMenus } from "~/modules/following/follow-form.server";
import { InitiativeCard } from "~/modules/initiatives/components/initiative-card";
import { NearbyForm } from "~/modules/municipalities/components/nearby-form";
import { getMunicipalityOverview } from "~/modules/municipalities/overview.server";
import { VacancyCard } from "~/modules/vacancies/components/vacancy-card";
import type { Route } from "./+types/detail";

/**
 * The overview, with for a member the menus of its initiatives' cards (`followMenus`, HTML by initiative id).
 * @throws Response 404 for an unknown slug
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const [overview, viewer] = await Promise.all([getMunicipalityOverview({ slug: params.slug, params: new URL(request.url).searchParams }), getViewer(request)]);
  if (!overview) throw data(null, { status: 404 });
  return {
    ...overview,
    followMenus: await cardFollowMenus({ viewer, initiatives: overview.initiatives.items, request }),
    provinceLabel: provinceLabels[overview.municipality.province],
    radii: [DEFAULT_RADIUS_KM, ...RADII_KM.filter((km) => km !== DEFAULT_RADIUS_KM)],
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [{ title: pageTitle("Gemeente niet gevonden") }, { name: "robots", content: "noindex" }];
  const text = `Initiatieven, events en vrijwilligerswerk in ${args.loaderData.municipality.name}`;
  return seoMeta(args, { name: text, description: text });
};

/** A link to the filtered list; "alle" only for more than one. */
function AllLink({ to, count, noun, place }: { to: string; count: number; noun: readonly [string, string]; place: string }) {
  const what = `${pluralize(count, noun[0], noun[1])} ${place}`;
  return (
    <Link to={to} className="inline-flex items-center gap-1 self-start font-medium text-primary underline">
      {count === 1 ? what : `Alle ${what}`} <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

const nouns = {
  initiatives: ["initiatief", "initiatieven"],
  events: ["komend event", "komende events"],
  vacancies: ["open vacature", "open vacatures"],
} as const;

export default function MunicipalityRoute({ loaderData }: Route.ComponentProps) {
  const { municipality, initiatives, events, vacancies, provinceLabel, near, query } = loaderData;
  const name = municipality.name;
  const where = near?.place ? `binnen ${near.radiusKm} km van ${near.place.label}` : `in de gemeente ${name}`;
  const inPlace = near?.place ? where : `in ${name}`;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <Breadcrumbs trail={[{ to: "/", label: "Home" }, { to: "/gemeenten", label: "Gemeenten" }]} current={name} />
      <PageHeader
        title={`Initiatieven, events en vrijwilligerswerk in ${name}`}
        intro={`${pluralize(initiatives.total, ...nouns.initiatives)}, ${pluralize(events.total, ...nouns.events)} en ${pluralize(vacancies.total, ...nouns.vacancies)} ${where} (${provinceLabel}).`}
      />
      <NearbyForm slug={municipality.slug} name={name} near={near} radii={loaderData.radii} />
      <ViewToggle kinds={["initiatives", "events", "vacancies"]} query={query} />
      <DetailSection id="initiatieven" title={`Initiatieven (${initiatives.total})`}>
        {initiatives.items.length === 0 ? (
          <p className="text-muted-foreground">Er zijn nog geen initiatieven {inPlace}.</p>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {initiatives.items.map((initiative) => (
                <li key={initiative.id}>
                  <InitiativeCard initiative={initiative} headingLevel={3} menuHtml={loaderData.followMenus[initiative.id]} />
                </li>
              ))}
            </ul>
            <AllLink to={`/initiatieven?${query}`} count={initiatives.total} noun={nouns.initiatives} place={inPlace} />
          </>
        )}
      </DetailSection>
      <DetailSection id="events" title={`Komende events (${events.total})`}>
        <CalendarSubscribeLink query={query} />
        {events.items.length === 0 ? (
          <p className="text-muted-foreground">Er staan geen events gepland {inPlace}.</p>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {events.items.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} headingLevel={3} />
                </li>
              ))}
            </ul>
            <AllLink to={`/events?${query}`} count={events.total} noun={nouns.events} place={inPlace} />
          </>
        )}
      </DetailSection>
      <DetailSection id="vacatures" title={`Vrijwilligerswerk (${vacancies.total})`}>
        {vacancies.items.length === 0 ? (
          <p className="text-muted-foreground">Er zijn op dit moment geen open vacatures {inPlace}.</p>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {vacancies.items.map((vacancy) => (
                <li key={vacancy.id}>
                  <VacancyCard vacancy={vacancy} headingLevel={3} />
                </li>
              ))}
            </ul>
            <AllLink to={`/vacatures?${query}`} count={vacancies.total} noun={nouns.vacancies} place={inPlace} />
          </>
        )}
      </DetailSection>
      <DetailSection id="eigen-site" title="Op je eigen site">
        <p className="max-w-2xl text-muted-foreground">
          Laat op de website van je gemeente, wijk of organisatie zien wat er in {name} gebeurt. De lijst blijft vanzelf actueel en
          is gratis te gebruiken.
        </p>
        <Link to={`/op-je-eigen-site?${query}`} className="inline-flex items-center gap-1 self-start font-medium text-primary underline">
          Maak een lijst voor je eigen site <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </DetailSection>
      <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin className="size-4" aria-hidden="true" />
        Events en vacatures horen bij de gemeente van hun eigen postcode, anders bij die van hun initiatief.
      </p>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Gemeente niet gevonden",
  text: "Deze gemeente kennen we niet. Kies een gemeente in het filter van de lijsten.",
  backTo: "/initiatieven",
  backLabel: "Naar alle initiatieven",
});
