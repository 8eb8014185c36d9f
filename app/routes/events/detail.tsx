/**
 * /event/{id}: an event with its organizer's contact block and, when public, its .ics file; 404 when
 * unknown. A cancelled event stays here as "Geannuleerd" with its reason and no sign-up form.
 */
import { CalendarDays, HeartHandshake, MapPin, Pencil, Users, X } from "~/components/icons";
import { data, Link } from "react-router";
import { ContactCard } from "~/components/contact-card";
import { DetailLayout, DetailSection } from "~/components/detail-layout";
import { ItemPictureView, pictureSizes } from "~/modules/images/components/picture";
import { notFoundBoundary } from "~/components/not-found";
import { Paragraphs } from "~/components/paragraphs";
import { Button } from "~/components/ui/button";
import { isUuid } from "~/lib/list-params";
import { pageTitle, seoMeta } from "~/lib/meta";
import { env } from "~/lib/env.server";
import { eventJsonLd } from "~/modules/seo/structured-data";
import { getViewer } from "~/lib/session.server";
import {
  EventBadges,
  isoDateTime,
  participantsLabel,
  RegistrationBadge,
} from "~/modules/events/components/event-card";
import { CancelledNotice } from "~/modules/events/components/cancelled-notice";
import { getEvent } from "~/modules/events/queries.server";
import { FavoriteButton } from "~/modules/favorites/components/favorite-button";
import { ReportLink } from "~/modules/reports/components/report-link";
import { LazyUnpublishedNotice } from "~/modules/moderation/components/lazy-unpublished-notice";
import { favoriteLookup } from "~/modules/favorites/shared";
import { SignUpPanel } from "~/modules/participation/components/sign-up-panel";
import { signUpStateFor } from "~/modules/participation/registrations.server";
import { signUpTexts } from "~/modules/participation/sign-up-texts";
import { listViewerFavoriteKeys } from "~/modules/favorites/queries.server";
import { SiteLink } from "~/components/site-link";
import type { Route } from "./+types/detail";

/**
 * The event; for a member also the organizer's contact columns and whether it is a favourite.
 * `signUp` is null for an event that is not public. No member id is sent.
 * @throws Response 404 for a malformed, unknown or non-public id
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // Members get the contact columns; for visitors they never leave the database.
  const viewer = await getViewer(request);
  const event = isUuid(params.id) ? await getEvent({ id: params.id, viewer }) : null;
  if (!event) throw data(null, { status: 404 });
  const [favoriteKeys, signUp] = await Promise.all([
    listViewerFavoriteKeys({ viewer, itemIds: [event.id] }),
    event.unpublished || event.cancelled_at ? null : signUpStateFor(viewer, event),
  ]);
  // A cancelled event is final: no edit form (docs/product-rules.md#cancelled-events).
  const canEdit = event.canEdit && !event.cancelled_at;
  // Built here, so the schema.org code and its time zone library stay out of the browser bundle.
  const jsonLd = event.unpublished ? null : eventJsonLd(event, { siteUrl: env().SITE_URL });
  return { event, favoriteKeys, isMember: viewer !== null, canEdit, jsonLd, signUp };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seoMeta(args, {
        name: args.loaderData.event.title,
        description: args.loaderData.event.description,
        image: "event",
        picture: args.loaderData.event.image,
        type: "article",
        noindex: args.loaderData.event.unpublished !== null,
      })
    : [{ title: pageTitle("Event niet gevonden") }, { name: "robots", content: "noindex" }];

export default function EventDetailRoute({ loaderData }: Route.ComponentProps) {
  const { event, favoriteKeys, isMember, canEdit, jsonLd, signUp } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys)("event", event.id);
  const contact = event.contact
    ? {
        name: event.organizer_name,
        email: event.contact.organizer_email,
        phone: event.contact.organizer_phone,
        website: event.contact.website,
      }
    : null;
  const longDescription = event.long_description?.trim() ? event.long_description : null;
  const participants = participantsLabel(event);
  return (
    <DetailLayout
      jsonLd={jsonLd}
      notice={
        event.unpublished ? (
          <LazyUnpublishedNotice type="event" id={event.id} state={event.unpublished} />
        ) : event.cancelled_at ? (
          <CancelledNotice reason={event.cancellation_reason} />
        ) : null
      }
      back={{ to: "/events", label: "Alle events" }}
      badges={<EventBadges event={event} />}
      actions={
        <>
          {canEdit ? (
            <Button asChild variant="outline">
              <Link to={`/event/${event.id}/bewerken`}>
                <Pencil aria-hidden="true" /> Bewerken
              </Link>
            </Button>
          ) : null}
          {canEdit && !event.is_past ? (
            <Button asChild variant="outline" className="text-destructive">
              <Link to={`/event/${event.id}/annuleren`}>
                <X aria-hidden="true" /> Event annuleren
              </Link>
            </Button>
          ) : null}
          {event.isOrganizer ? (
            <Button asChild variant="outline">
              <Link to={`/event/${event.id}/deelnemers`}>
                <Users aria-hidden="true" /> {signUpTexts.participantsLink}
              </Link>
            </Button>
          ) : null}
          {event.unpublished ? null : (
            <FavoriteButton itemType="event" itemId={event.id} isFavorite={isFavorite} isMember={isMember} label={event.title} />
          )}
        </>
      }
      title={event.title}
      media={
        event.image ? (
          <ItemPictureView picture={event.image} sizes={pictureSizes.detail} priority aspect="wide" className="w-full rounded-lg" />
        ) : null
      }
      intro={
        <>
          <p className="inline-flex items-center gap-1.5">
            <HeartHandshake className="size-4" aria-hidden="true" />
            <span>
              Een event van{" "}
              <Link to={`/initiatief/${event.initiative.id}`} className="text-primary underline">
                {event.initiative.name}
              </Link>
            </span>
          </p>
          {longDescription ? <p className="text-lg text-muted-foreground">{event.description}</p> : null}
          <ul className="flex flex-col gap-2 text-sm">
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <time dateTime={isoDateTime(event.date)}>{event.date_range_label}</time>
              </span>
            </li>
            {event.unpublished ? null : (
              <li>
                {/* A plain link: the .ics resource route downloads. The date's icon again: another icon would
                    take the page over its JavaScript ceiling. */}
                <a href={`/event/${event.id}/agenda.ics`} className="inline-flex min-h-6 items-center gap-1.5 text-primary underline">
                  <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                  Zet in je agenda
                </a>
              </li>
            )}
            <li className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {event.location},{" "}
                {event.municipality_path ? (
                  <SiteLink to={event.municipality_path} className="text-primary underline underline-offset-4">
                    {event.city}
                  </SiteLink>
                ) : (
                  event.city
                )}
              </span>
            </li>
            {participants || event.registration_required ? (
              <li className="inline-flex flex-wrap items-center gap-1.5">
                {participants ? (
                  <>
                    <Users className="size-4 shrink-0" aria-hidden="true" />
                    {participants}
                  </>
                ) : null}
                <RegistrationBadge required={event.registration_required} />
              </li>
            ) : null}
          </ul>
        </>
      }
      aside={<ContactCard title="Contact organisator" contact={contact} />}
    >
      {signUp ? <SignUpPanel eventId={event.id} required={event.registration_required} isMember={isMember} {...signUp} /> : null}
      <DetailSection id="over" title="Over dit event" className="flex flex-col gap-3 leading-relaxed">
        <Paragraphs text={longDescription ?? event.description} />
      </DetailSection>
      {event.unpublished ? null : <ReportLink itemType="event" itemId={event.id} />}
    </DetailLayout>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Event niet gevonden",
  text: "Dit event bestaat niet of is niet meer beschikbaar.",
  backTo: "/events",
  backLabel: "Terug naar events",
});
