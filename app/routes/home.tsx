/**
 * Home: hero, three counters, the newest initiatives and the call to register an initiative
 * (docs/product-rules.md#home). Vacancies are labelled "open vacatures": they count vacancies, not people.
 */
import { ArrowRight, CalendarDays, HandHeart, Lightbulb } from "~/components/icons";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { startDataVersionRead } from "~/lib/count-cache.server";
import { formatCount, plural } from "~/lib/format";
import { seoMeta } from "~/lib/meta";
import { getViewer } from "~/lib/session.server";
import { countUpcomingEvents } from "~/modules/events/queries.server";
import { CardFavoriteButton } from "~/modules/favorites/components/favorite-button";
import { favoriteLookup } from "~/modules/favorites/shared";
import { listViewerFavoriteKeys } from "~/modules/favorites/queries.server";
import { cardFollowMenus } from "~/modules/following/follow-form.server";
import { InitiativeCard } from "~/modules/initiatives/components/initiative-card";
import { countActiveInitiatives, listNewestInitiatives } from "~/modules/initiatives/queries.server";
import { countActiveVacancies } from "~/modules/vacancies/queries.server";
import { ForYouTeaser } from "~/modules/matching/components/for-you-teaser";
import { hasVolunteerProfile } from "~/modules/matching/profile.server";
import type { Route } from "./+types/home";

export const NEWEST_COUNT = 6;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    description:
    "Ontdek burgerinitiatieven, events en vrijwilligerswerk in heel Nederland. Gratis, voor iedereen die zich wil inzetten voor de buurt.",
  });

/**
 * The counters, the newest initiatives and, for a member, which of those are favourites, their
 * cards' menus (`followMenus`, HTML by initiative id) and whether "Voor jou" has a profile to work with.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const version = startDataVersionRead();
  const [initiatives, vacancies, events, newest, viewer] = await Promise.all([
    countActiveInitiatives({ version }),
    countActiveVacancies({ version }),
    countUpcomingEvents({ version }),
    listNewestInitiatives({ limit: NEWEST_COUNT }),
    getViewer(request),
  ]);
  const [favoriteKeys, forYou, followMenus] = await Promise.all([
    listViewerFavoriteKeys({ viewer, itemIds: newest.map((i) => i.id) }),
    viewer ? hasVolunteerProfile({ userId: viewer.id }) : false,
    cardFollowMenus({ viewer, initiatives: newest, request }),
  ]);
  return { counts: { initiatives, vacancies, events }, newest, favoriteKeys, isMember: viewer !== null, forYou, followMenus };
}

function Counter({ value, label, to, icon }: { value: number; label: string; to: string; icon: React.ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-center gap-4 rounded-lg border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">{icon}</span>
        <span className="flex flex-col">
          <span className="font-bold text-3xl tabular-nums" data-testid={`teller-${to.slice(1)}`}>
            {formatCount(value)}
          </span>
          <span className="text-sm text-muted-foreground">{label}</span>
        </span>
      </Link>
    </li>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { counts, newest, favoriteKeys, isMember, forYou, followMenus } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys);
  return (
    <>
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 py-16 sm:py-20">
          <h1 className="font-extrabold text-4xl tracking-tight text-primary sm:text-5xl">Dit doet Nederland</h1>
          <p className="max-w-2xl text-lg text-foreground sm:text-xl">
            Overal in Nederland zetten mensen zich samen in voor hun buurt, hun dorp of hun stad. Ontdek wat er gebeurt,
            ga naar een event of doe mee als vrijwilliger.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/initiatieven">
                Ontdek initiatieven <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/vacatures">Doe Mee</Link>
            </Button>
          </div>
        </div>
      </section>

      {forYou ? <ForYouTeaser /> : null}

      <section aria-labelledby="in-cijfers" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="in-cijfers" className="sr-only">
          In cijfers
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          <Counter
            value={counts.initiatives}
            label={plural(counts.initiatives, "actief initiatief", "actieve initiatieven")}
            to="/initiatieven"
            icon={<Lightbulb className="size-6" aria-hidden="true" />}
          />
          <Counter
            value={counts.vacancies}
            label={plural(counts.vacancies, "open vacature", "open vacatures")}
            to="/vacatures"
            icon={<HandHeart className="size-6" aria-hidden="true" />}
          />
          <Counter
            value={counts.events}
            label={plural(counts.events, "komend event", "komende events")}
            to="/events"
            icon={<CalendarDays className="size-6" aria-hidden="true" />}
          />
        </ul>
      </section>

      <section aria-labelledby="nieuwste" className="mx-auto max-w-6xl px-4 py-6">
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id="nieuwste" className="font-bold text-2xl">
            Nieuwste initiatieven
          </h2>
          <Link to="/initiatieven" className="text-sm text-primary underline">
            Bekijk alle initiatieven
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {newest.map((initiative) => (
            <li key={initiative.id}>
              <InitiativeCard
                initiative={initiative}
                headingLevel={3}
                action={<CardFavoriteButton itemType="initiative" itemId={initiative.id} label={initiative.name} favorite={{ isFavorite: isFavorite("initiative", initiative.id), isMember }} />}
                menuHtml={followMenus[initiative.id]}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="aanmelden" className="mx-auto max-w-6xl px-4 py-10">
        <div className="flex flex-col items-start gap-4 rounded-lg bg-primary p-8 text-primary-foreground sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="aanmelden" className="font-bold text-2xl">
              Zet jouw initiatief op de kaart
            </h2>
            <p className="mt-2 max-w-xl">
              Meld je initiatief gratis aan, vind vrijwilligers en laat heel Nederland zien wat jullie doen.
            </p>
          </div>
          <Button asChild size="lg" variant="accent">
            <Link to="/initiatief/nieuw">Initiatief aanmelden</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
