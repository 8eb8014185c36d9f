/** /initiatief/{id}: an initiative with its events, active vacancies and contact card; 404 when unknown. */
import { CalendarDays, HandHeart, MapPin, Pencil, Plus, Users } from "~/components/icons";
import { data, Link } from "react-router";
import { ContactCard } from "~/components/contact-card";
import { DetailLayout, DetailSection } from "~/components/detail-layout";
import { notFoundBoundary } from "~/components/not-found";
import { Button } from "~/components/ui/button";
import { isUuid } from "~/lib/list-params";
import { memberBandLabel, pluralize } from "~/lib/format";
import { pageTitle, seoMeta } from "~/lib/meta";
import { env } from "~/lib/env.server";
import { initiativeJsonLd } from "~/modules/seo/structured-data";
import { getViewer } from "~/lib/session.server";
import { EventCard } from "~/modules/events/components/event-card";
import { CalendarSubscribeLink } from "~/modules/feeds/components/calendar-subscribe-link";
import { listEventsForInitiative } from "~/modules/events/queries.server";
import { FavoriteButton, CardFavoriteButton } from "~/modules/favorites/components/favorite-button";
import { ReportLink } from "~/modules/reports/components/report-link";
import { LazyUnpublishedNotice } from "~/modules/moderation/components/lazy-unpublished-notice";
import { favoriteLookup } from "~/modules/favorites/shared";
import { listViewerFavoriteKeys } from "~/modules/favorites/queries.server";
import { ItemPictureView, pictureSizes } from "~/modules/images/components/picture";
import { InitiativeBadges } from "~/modules/initiatives/components/initiative-badges";
import { getInitiative } from "~/modules/initiatives/queries.server";
import { VacancyCard } from "~/modules/vacancies/components/vacancy-card";
import { listActiveVacanciesForInitiative } from "~/modules/vacancies/queries.server";
import { SiteLink } from "~/components/site-link";
import { listInitiativeUpdates } from "~/modules/updates/queries.server";
import { renderInitiativeTextSections } from "~/modules/updates/render.server";
import { renderFollowForm } from "~/modules/following/follow-form.server";
import { followerCountForOwner, isFollowing } from "~/modules/following/follows.server";
import { followerCountLabel } from "~/modules/following/texts";
import type { Route } from "./+types/detail";

/**
 * The initiative with its events and active vacancies; for a member also the contact columns and
 * favourites. No member id is sent.
 * @throws Response 404 for a malformed, unknown or non-public id
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // Members get the contact columns; for visitors they never leave the database.
  const viewer = await getViewer(request);
  const initiative = isUuid(params.id) ? await getInitiative({ id: params.id, viewer }) : null;
  if (!initiative) throw data(null, { status: 404 });
  const unpublished = initiative.unpublished !== null;
  const updatesPage = Number(new URL(request.url).searchParams.get("nieuws") ?? "1");
  const [events, vacancies, updates] = await Promise.all([
    listEventsForInitiative({ initiativeId: initiative.id, unpublished }),
    listActiveVacanciesForInitiative({ initiativeId: initiative.id, unpublished }),
    listInitiativeUpdates({ initiativeId: initiative.id, page: updatesPage, includeNonPublic: initiative.canEdit }),
  ]);
  const [favoriteKeys, following, followerCount] = await Promise.all([
    listViewerFavoriteKeys({ viewer, itemIds: [initiative.id, ...events.map((e) => e.id), ...vacancies.map((v) => v.id)] }),
    isFollowing(viewer?.id ?? null, initiative.id),
    // The owner alone sees how many follow, never who.
    followerCountForOwner(viewer?.id ?? null, initiative.id),
  ]);
  const { canEdit } = initiative;
  // Built here, so the schema.org code and its time zone library stay out of the browser bundle.
  const jsonLd = initiative.unpublished ? null : initiativeJsonLd(initiative, { siteUrl: env().SITE_URL });
  // Made here, so the code of these sections stays out of the browser bundle.
  const updatesHtml = renderInitiativeTextSections({
    initiativeId: initiative.id,
    longDescription: initiative.long_description,
    updates,
    canManage: canEdit,
    feed: !initiative.unpublished,
  });
  const { items: _items, ...updatesCounts } = updates;
  const followers = followerCount === null ? null : followerCountLabel(followerCount);
  // As HTML, so the page ships no code for it.
  const followHtml = initiative.unpublished ? null : renderFollowForm({ initiativeId: initiative.id, following });
  return { initiative, events, vacancies, updates: updatesCounts, updatesHtml, followHtml, favoriteKeys, isMember: viewer !== null, canEdit, jsonLd, followers };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seoMeta(args, {
        name: args.loaderData.initiative.name,
        description: args.loaderData.initiative.description,
        image: "initiative",
        picture: args.loaderData.initiative.cover ?? args.loaderData.initiative.logo,
        type: "article",
        noindex: args.loaderData.initiative.unpublished !== null,
      })
    : [{ title: pageTitle("Initiatief niet gevonden") }, { name: "robots", content: "noindex" }];

function AddLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm" className="self-start">
      <Link to={to}>
        <Plus aria-hidden="true" /> {children}
      </Link>
    </Button>
  );
}

export default function InitiativeDetailRoute({ loaderData }: Route.ComponentProps) {
  const { initiative, events, vacancies, favoriteKeys, isMember, canEdit, jsonLd, followers } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys);
  const contact = initiative.contact
    ? { email: initiative.contact.contact_email, phone: initiative.contact.contact_phone, website: initiative.contact.website }
    : null;
  return (
    <DetailLayout
      jsonLd={jsonLd}
      notice={initiative.unpublished ? <LazyUnpublishedNotice type="initiative" id={initiative.id} state={initiative.unpublished} /> : null}
      back={{ to: "/initiatieven", label: "Alle initiatieven" }}
      badges={<InitiativeBadges initiative={initiative} />}
      actions={
        <>
          {canEdit ? (
            <Button asChild variant="outline">
              <Link to={`/initiatief/${initiative.id}/bewerken`}>
                <Pencil aria-hidden="true" /> Bewerken
              </Link>
            </Button>
          ) : null}
          {loaderData.followHtml ? <div className="contents" dangerouslySetInnerHTML={{ __html: loaderData.followHtml }} /> : null}
          {initiative.unpublished ? null : (
            <FavoriteButton
              itemType="initiative"
              itemId={initiative.id}
              isFavorite={isFavorite("initiative", initiative.id)}
              isMember={isMember}
              label={initiative.name}
            />
          )}
        </>
      }
      title={initiative.name}
      media={
        initiative.cover ? (
          <ItemPictureView picture={initiative.cover} sizes={pictureSizes.detail} priority aspect="banner" className="w-full rounded-lg" />
        ) : null
      }
      logo={
        initiative.logo ? (
          <ItemPictureView
            picture={initiative.logo}
            sizes={pictureSizes.detailLogo}
            priority={!initiative.cover}
            aspect="square"
            className="size-16 shrink-0 rounded-lg border border-border sm:size-20"
          />
        ) : null
      }
      intro={
        <>
          <p className="text-lg text-muted-foreground">{initiative.description}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <li className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {initiative.municipality_path ? (
                <SiteLink to={initiative.municipality_path} className="text-primary underline underline-offset-4">
                  {initiative.place_line}
                </SiteLink>
              ) : (
                initiative.place_line
              )}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Users className="size-4" aria-hidden="true" />
              {memberBandLabel(initiative.member_count)}
            </li>
            {initiative.volunteer_count != null ? (
              <li className="inline-flex items-center gap-1.5">
                <HandHeart className="size-4" aria-hidden="true" />
                {pluralize(initiative.volunteer_count, "vrijwilliger", "vrijwilligers")}
              </li>
            ) : null}
            {followers ? <li>{followers}</li> : null}
            {initiative.established != null ? (
              <li className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden="true" />
                Sinds {initiative.established}
              </li>
            ) : null}
          </ul>
        </>
      }
      aside={<ContactCard title="Contactgegevens" contact={contact} />}
    >
      {/* "Over dit initiatief" and "Nieuws", rendered by React on the server from loader data: escaped, no client code. */}
      <div className="contents" dangerouslySetInnerHTML={{ __html: loaderData.updatesHtml }} />
      <DetailSection id="events" title="Events">
        {initiative.canAdd ? <AddLink to={`/nieuw-event?initiative=${initiative.id}`}>Event toevoegen</AddLink> : null}
        {initiative.unpublished || events.length === 0 ? null : <CalendarSubscribeLink query={`initiatief=${initiative.id}`} />}
        {events.length === 0 ? (
          <p className="text-muted-foreground">Dit initiatief heeft nog geen events gepland.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  headingLevel={3}
                  action={<CardFavoriteButton itemType="event" itemId={event.id} label={event.title} favorite={{ isFavorite: isFavorite("event", event.id), isMember }} />}
                />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection id="doe-mee" title="Doe Mee">
        {initiative.canAdd ? <AddLink to={`/vacature/nieuw?initiative_id=${initiative.id}`}>Vacature toevoegen</AddLink> : null}
        {vacancies.length === 0 ? (
          <p className="text-muted-foreground">Dit initiatief heeft op dit moment geen openstaande vacatures.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {vacancies.map((vacancy) => (
              <li key={vacancy.id}>
                <VacancyCard
                  vacancy={vacancy}
                  headingLevel={3}
                  action={<CardFavoriteButton itemType="vacancy" itemId={vacancy.id} label={vacancy.title} favorite={{ isFavorite: isFavorite("vacancy", vacancy.id), isMember }} />}
                />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      {initiative.unpublished ? null : <ReportLink itemType="initiative" itemId={initiative.id} />}
    </DetailLayout>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Initiatief niet gevonden",
  text: "Dit initiatief bestaat niet of is niet meer beschikbaar.",
  backTo: "/initiatieven",
  backLabel: "Terug naar initiatieven",
});
