/**
 * /vacature/{id}: a vacancy with its initiative, details and the contact card (contact data for
 * members only, docs/product-rules.md#contact-visibility), the favourite button and "Doe Mee"
 * (respond, or the organizer's count of responses). Hidden vacancies: 404 except for their owners,
 * who see a status notice (not indexed, no structured data).
 */
import { Building2, Pencil } from "~/components/icons";
import { Fragment, type ReactNode } from "react";
import { data, Link } from "react-router";
import { ContactCard } from "~/components/contact-card";
import { DetailLayout, DetailSection } from "~/components/detail-layout";
import { ItemPictureView, pictureSizes } from "~/modules/images/components/picture";
import { notFoundBoundary } from "~/components/not-found";
import { Paragraphs } from "~/components/paragraphs";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { isUuid } from "~/lib/list-params";
import { pageTitle, seoMeta } from "~/lib/meta";
import { env } from "~/lib/env.server";
import { vacancyJsonLd } from "~/modules/seo/structured-data";
import { getViewer } from "~/lib/session.server";
import { FavoriteButton } from "~/modules/favorites/components/favorite-button";
import { ReportLink } from "~/modules/reports/components/report-link";
import { LazyUnpublishedNotice } from "~/modules/moderation/components/lazy-unpublished-notice";
import { favoriteLookup } from "~/modules/favorites/shared";
import { listViewerFavoriteKeys } from "~/modules/favorites/queries.server";
import { FilledForm } from "~/modules/vacancies/components/filled-form";
import { HiddenVacancyNotice } from "~/modules/vacancies/components/hidden-vacancy-notice";
import { getVacancy } from "~/modules/vacancies/queries.server";
import { LazyResponsePanel } from "~/modules/participation/components/lazy-response-panel";
import { ResponseLoginLink } from "~/modules/participation/components/response-login-link";
import { getResponsePanelState } from "~/modules/participation/responses.server";
import { SiteLink } from "~/components/site-link";
import type { Route } from "./+types/detail";

/**
 * The vacancy, the viewer's favourite keys, `jsonLd` (null when not public) and the "Doe Mee" panel state.
 * @throws Response 404 for a malformed or unknown id, or a hidden vacancy unless the viewer may edit it
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const vacancy = isUuid(params.id) ? await getVacancy({ id: params.id, viewer }) : null;
  if (!vacancy) throw data(null, { status: 404 });
  const [favoriteKeys, participation] = await Promise.all([
    listViewerFavoriteKeys({ viewer, itemIds: [vacancy.id] }),
    getResponsePanelState({ viewer, vacancy }),
  ]);
  // Built here, so the schema.org code and its time zone library stay out of the browser bundle.
  const jsonLd = vacancy.isPublic ? vacancyJsonLd(vacancy, { siteUrl: env().SITE_URL }) : null;
  return { vacancy, favoriteKeys, isMember: viewer !== null, jsonLd, participation };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seoMeta(args, {
        name: args.loaderData.vacancy.title,
        description: args.loaderData.vacancy.description,
        image: "vacancy",
        picture: args.loaderData.vacancy.image,
        type: "article",
        noindex: !args.loaderData.vacancy.isPublic,
      })
    : [{ title: pageTitle("Vacature niet gevonden") }, { name: "robots", content: "noindex" }];

export default function VacancyDetailRoute({ loaderData }: Route.ComponentProps) {
  const { vacancy, favoriteKeys, isMember, jsonLd, participation } = loaderData;
  const isFavorite = favoriteLookup(favoriteKeys)("vacancy", vacancy.id);
  const contact = vacancy.contact
    ? { email: vacancy.contact.contact_email, phone: vacancy.contact.contact_phone, website: null }
    : null;
  const details: [string, ReactNode][] = [
    ["Categorie", vacancy.category_label],
    ["Type", vacancy.type_note],
    [
      "Waar",
      vacancy.place_label && vacancy.municipality_path ? (
        <SiteLink to={vacancy.municipality_path} className="text-primary underline underline-offset-4">
          {vacancy.place_label}
        </SiteLink>
      ) : (
        vacancy.place_label
      ),
    ],
    ["Wat vragen we?", vacancy.requirements],
    ["Vereist", vacancy.vog_required ? "VOG nodig" : null],
    ["Uren per week", vacancy.hours_label],
    ["Inzet", vacancy.commitment_label],
    ["Wanneer", vacancy.availability_label],
    ["Duur", vacancy.duration],
    ["Vaardigheden", vacancy.skill_labels.join(", ")],
    ["Geschikt voor", vacancy.suitable_labels.join(", ")],
    ["Reageren", vacancy.filled ? "Vervuld: reageren kan niet meer" : vacancy.closes_label],
  ];
  return (
    <DetailLayout
      jsonLd={jsonLd}
      notice={
        vacancy.unpublished && vacancy.unpublished.status !== "actief" ? (
          <LazyUnpublishedNotice type="vacancy" id={vacancy.id} state={vacancy.unpublished} />
        ) : vacancy.isPublic ? null : (
          <HiddenVacancyNotice isActive={vacancy.is_active} />
        )
      }
      back={{ to: "/vacatures", label: "Alle vacatures" }}
      badges={
        <div className="flex flex-wrap gap-1.5">
          <Badge>{vacancy.category_label}</Badge>
          {vacancy.filled ? <Badge variant="success">Vervuld</Badge> : null}
        </div>
      }
      actions={
        <>
          {vacancy.canEdit ? (
            <Button asChild variant="outline">
              <Link to={`/vacature/${vacancy.id}/bewerken`}>
                <Pencil aria-hidden="true" /> Bewerken
              </Link>
            </Button>
          ) : null}
          {/* A hidden vacancy cannot be saved, only removed from the favourites. */}
          {vacancy.isPublic || isFavorite ? (
            <FavoriteButton itemType="vacancy" itemId={vacancy.id} isFavorite={isFavorite} isMember={isMember} label={vacancy.title} />
          ) : null}
        </>
      }
      title={vacancy.title}
      media={
        vacancy.image ? (
          <ItemPictureView picture={vacancy.image} sizes={pictureSizes.detail} priority aspect="wide" className="w-full rounded-lg" />
        ) : null
      }
      intro={
        <p className="inline-flex items-center gap-1.5 text-sm">
          <Building2 className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Bij{" "}
            <Link to={`/initiatief/${vacancy.initiative.id}`} className="font-medium text-primary underline">
              {vacancy.initiative.name}
            </Link>
          </span>
        </p>
      }
      aside={<ContactCard title="Contact" contact={contact} />}
    >
      <DetailSection id="over" title="Over deze vacature" className="flex flex-col gap-3 leading-relaxed">
        <Paragraphs text={vacancy.description} />
      </DetailSection>
      <DetailSection id="details" title="Details">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {details.map(([term, value]) =>
            value ? (
              <Fragment key={term}>
                <dt className="font-medium">{term}</dt>
                <dd className="whitespace-pre-line text-muted-foreground">{value}</dd>
              </Fragment>
            ) : null,
          )}
        </dl>
      </DetailSection>
      {vacancy.canEdit ? <FilledForm vacancyId={vacancy.id} filled={vacancy.filled} /> : null}
      {vacancy.responses_closed && participation.kind !== "organizer" && participation.kind !== "sent" ? (
        <p className="rounded-md border p-4 text-muted-foreground">
          {vacancy.filled ? "Deze vacature is vervuld. " : `${vacancy.closes_label}. `}Reageren kan niet meer.
        </p>
      ) : participation.kind === "visitor" ? (
        <ResponseLoginLink href={participation.signInHref} />
      ) : participation.kind !== "none" ? (
        <LazyResponsePanel vacancyId={vacancy.id} title={vacancy.title} state={participation} />
      ) : null}
      {vacancy.isPublic ? <ReportLink itemType="vacancy" itemId={vacancy.id} /> : null}
    </DetailLayout>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Vacature niet gevonden",
  text: "Deze vacature bestaat niet of is niet meer beschikbaar.",
  backTo: "/vacatures",
  backLabel: "Terug naar vacatures",
});
