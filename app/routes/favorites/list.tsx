/**
 * /favorieten: the member's favourites in tabs kept in `?tab=`, so they work without JavaScript
 * (docs/product-rules.md#favourites). Members only.
 */
import { CardFavoriteButton } from "~/modules/favorites/components/favorite-button";
import { CalendarDays, HandHeart, Heart, Lightbulb } from "~/components/icons";
import { Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { cn } from "~/lib/utils";
import { EventCard } from "~/modules/events/components/event-card";
import { listFavorites } from "~/modules/favorites/queries.server";
import { cardFollowMenus } from "~/modules/following/follow-form.server";
import { InitiativeCard } from "~/modules/initiatives/components/initiative-card";
import { VacancyCard } from "~/modules/vacancies/components/vacancy-card";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Favorieten", "De initiatieven, events en vacatures die je als favoriet hebt bewaard.");

const tabs = ["alles", "initiatieven", "events", "vacatures"] as const;
type Tab = (typeof tabs)[number];

const tabLabels: Record<Tab, string> = {
  alles: "Alles",
  initiatieven: "Initiatieven",
  events: "Events",
  vacatures: "Vacatures",
};

function parseTab(value: string | null): Tab {
  return value && (tabs as readonly string[]).includes(value) ? (value as Tab) : "alles";
}

/**
 * The member's public favourites as cards (newest favourite first), with the counts per tab and
 * the initiative cards' menus (`followMenus`, HTML by initiative id).
 * @throws Response 302 to /auth (reason "pagina") for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const tab = parseTab(new URL(request.url).searchParams.get("tab"));
  const favorites = await listFavorites({ userId: member.id });
  const followMenus = await cardFollowMenus({ viewer: { id: member.id, roles: member.roles }, initiatives: favorites.initiatives, request });
  return { tab, ...favorites, followMenus };
}

type LoaderData = Route.ComponentProps["loaderData"];

function EmptyState({ tab }: { tab: Tab }) {
  const links = {
    initiatieven: { to: "/initiatieven", label: "Bekijk initiatieven", icon: Lightbulb },
    events: { to: "/events", label: "Bekijk events", icon: CalendarDays },
    vacatures: { to: "/vacatures", label: "Bekijk vacatures", icon: HandHeart },
  } as const;
  const text =
    tab === "alles"
      ? "Je hebt nog geen favorieten. Klik op het hartje bij een initiatief, event of vacature om het hier te bewaren."
      : `Je hebt nog geen ${tab} als favoriet.`;
  const shown = tab === "alles" ? (["initiatieven", "events", "vacatures"] as const) : ([tab] as const);
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border p-8 text-center">
      <Heart className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="max-w-prose text-muted-foreground">{text}</p>
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
        {shown.map((key) => {
          const { to, label, icon: Icon } = links[key];
          return (
            <li key={key}>
              <Link to={to} className="inline-flex items-center gap-1.5 text-primary underline">
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const member = { isFavorite: true, isMember: true };
/** A third column only for three or more cards, so a short list leaves no empty column. */
function grid(count: number): string {
  return count >= 3 ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : "grid gap-4 sm:grid-cols-2";
}

function InitiativeGrid({ items, headingLevel, menus }: { items: LoaderData["initiatives"]; headingLevel: 2 | 3; menus: LoaderData["followMenus"] }) {
  return (
    <ul className={grid(items.length)}>
      {items.map((initiative) => (
        <li key={initiative.id}>
          <InitiativeCard
            initiative={initiative}
            headingLevel={headingLevel}
            action={<CardFavoriteButton itemType="initiative" itemId={initiative.id} label={initiative.name} favorite={member} />}
            menuHtml={menus[initiative.id]}
          />
        </li>
      ))}
    </ul>
  );
}

function EventGrid({ items, headingLevel }: { items: LoaderData["events"]; headingLevel: 2 | 3 }) {
  return (
    <ul className={grid(items.length)}>
      {items.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} action={<CardFavoriteButton itemType="event" itemId={event.id} label={event.title} favorite={member} />} />
        </li>
      ))}
    </ul>
  );
}

function VacancyGrid({ items, headingLevel }: { items: LoaderData["vacancies"]; headingLevel: 2 | 3 }) {
  return (
    <ul className={grid(items.length)}>
      {items.map((vacancy) => (
        <li key={vacancy.id}>
          <VacancyCard vacancy={vacancy} headingLevel={headingLevel} action={<CardFavoriteButton itemType="vacancy" itemId={vacancy.id} label={vacancy.title} favorite={member} />} />
        </li>
      ))}
    </ul>
  );
}

function Group({ id, title, count, children }: { id: string; title: string; count: number; children: React.ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-semibold text-xl">
        {title} ({count})
      </h2>
      {children}
    </section>
  );
}

export default function FavoritesRoute({ loaderData }: Route.ComponentProps) {
  const { tab, initiatives, events, vacancies, counts } = loaderData;
  const countOf: Record<Tab, number> = {
    alles: counts.all,
    initiatieven: counts.initiatives,
    events: counts.events,
    vacatures: counts.vacancies,
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title="Favorieten" intro="De initiatieven, events en vacatures die je hebt bewaard." />
      <nav aria-label="Soort favorieten" className="mb-6">
        {/* Two by two on a phone, one row from the sm breakpoint on. */}
        <ul className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1 text-muted-foreground sm:inline-flex">
          {tabs.map((t) => (
            <li key={t}>
              <Link
                to={t === "alles" ? "/favorieten" : `/favorieten?tab=${t}`}
                aria-current={t === tab ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-10 w-full items-center justify-center rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground",
                  t === tab && "bg-background text-foreground shadow-sm",
                )}
              >
                {tabLabels[t]} ({countOf[t]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {countOf[tab] === 0 ? (
        <EmptyState tab={tab} />
      ) : tab === "initiatieven" ? (
        <InitiativeGrid items={initiatives} headingLevel={2} menus={loaderData.followMenus} />
      ) : tab === "events" ? (
        <EventGrid items={events} headingLevel={2} />
      ) : tab === "vacatures" ? (
        <VacancyGrid items={vacancies} headingLevel={2} />
      ) : (
        <div className="flex flex-col gap-8">
          <Group id="favoriete-initiatieven" title="Initiatieven" count={counts.initiatives}>
            <InitiativeGrid items={initiatives} headingLevel={3} menus={loaderData.followMenus} />
          </Group>
          <Group id="favoriete-events" title="Events" count={counts.events}>
            <EventGrid items={events} headingLevel={3} />
          </Group>
          <Group id="favoriete-vacatures" title="Vacatures" count={counts.vacancies}>
            <VacancyGrid items={vacancies} headingLevel={3} />
          </Group>
        </div>
      )}
    </div>
  );
}
