import type * as React from "react";
import { Building2, Clock, Hourglass, MapPin } from "~/components/icons";
import { SiteLink } from "~/components/site-link";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { ItemPictureView, pictureSizes } from "~/modules/images/components/picture";
import type { ItemPicture } from "~/modules/images/types";
import type { VacancyCardData } from "../types";

/**
 * A card in the vacancies grid: image, category badge, `type_note`, title (the card's one link),
 * initiative, short description, hours and duration. `action` (e.g. the favourite heart) sits in
 * the top-right corner above the card's link.
 */
export function VacancyCard({
  vacancy,
  headingLevel = 2,
  action,
  pictureLoading = "lazy",
  distance = null,
}: {
  vacancy: VacancyCardData & { image?: ItemPicture | null };
  headingLevel?: 2 | 3;
  action?: React.ReactNode;
  /** "eager" for the first cards of a page (above the fold). */
  pictureLoading?: "lazy" | "eager";
  /** "4 km" from the list's place, while one is set. */
  distance?: string | null;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { type_note: typeNote } = vacancy;
  return (
    <Card className="list-card">
      {vacancy.image ? (
        <ItemPictureView
          picture={vacancy.image}
          sizes={pictureSizes.card}
          loading={pictureLoading}
          aspect="wide"
          className="w-full rounded-md"
        />
      ) : null}
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge>{vacancy.category_label}</Badge>
          {typeNote ? <Badge variant="muted">{typeNote}</Badge> : null}
          {vacancy.filled ? <Badge variant="success">Vervuld</Badge> : null}
        </div>
        {action}
      </div>
      <div className="flex flex-col gap-1">
        <Heading className="font-semibold text-lg leading-snug">
          <SiteLink to={`/vacature/${vacancy.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {vacancy.title}
          </SiteLink>
        </Heading>
        <p className="inline-flex items-center gap-1 text-sm font-medium">
          <Building2 className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Initiatief: </span>
          {/* Above the card's full-size link, so this one can be followed on its own. */}
          <SiteLink to={`/initiatief/${vacancy.initiative.id}`} className="relative z-10 underline-offset-4 hover:underline">
            {vacancy.initiative.name}
          </SiteLink>
        </p>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{vacancy.description}</p>
      {vacancy.ask_lines.length > 0 ? (
        <ul className="flex flex-col gap-0.5 text-sm">
          {vacancy.ask_lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {vacancy.place_label || vacancy.hours_label || vacancy.duration ? (
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {vacancy.place_label ? (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              <span className="sr-only">Waar: </span>
              {/* Above the card's full-size link, so the place can be followed on its own. */}
              {vacancy.municipality_path ? (
                <SiteLink to={vacancy.municipality_path} className="relative z-10 underline underline-offset-4">
                  {vacancy.place_label}
                </SiteLink>
              ) : (
                vacancy.place_label
              )}
              {distance ? <span> · {distance}</span> : null}
            </span>
          ) : null}
          {vacancy.hours_label ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {vacancy.hours_label}
            </span>
          ) : null}
          {vacancy.duration ? (
            <span className="inline-flex items-center gap-1">
              <Hourglass className="size-4" aria-hidden="true" />
              <span className="sr-only">Duur: </span>
              {vacancy.duration}
            </span>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
