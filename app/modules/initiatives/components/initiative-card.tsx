import type * as React from "react";
import { MapPin, Users } from "~/components/icons";
import { SiteLink } from "~/components/site-link";
import { Card } from "~/components/ui/card";
import { memberBandLabel } from "~/lib/format";
import { ItemPictureView, pictureSizes } from "~/modules/images/components/picture";
import type { ItemPicture } from "~/modules/images/types";
import type { InitiativeCardData } from "../types";
import { InitiativeBadges } from "./initiative-badges";

/**
 * A card in the initiatives grid, its title the one link; `action` (e.g. the favourite heart) sits in
 * the top-right corner above it, followed by `menuHtml`: the card's menu as HTML its loader wrote
 * (a member's "Volgen"), so the menu adds no code to the page.
 */
export function InitiativeCard({
  initiative,
  headingLevel = 2,
  action,
  pictureLoading = "lazy",
  distance = null,
  menuHtml = null,
}: {
  initiative: InitiativeCardData & { logo?: ItemPicture | null };
  headingLevel?: 2 | 3;
  action?: React.ReactNode;
  /** "eager" for the first cards of a page (above the fold). */
  pictureLoading?: "lazy" | "eager";
  /** "4 km" from the list's place, while one is set. */
  distance?: string | null;
  menuHtml?: string | null;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const title = (
    <Heading className="font-semibold text-lg leading-snug">
      <SiteLink to={`/initiatief/${initiative.id}`} className="after:absolute after:inset-0 focus:outline-none">
        {initiative.name}
      </SiteLink>
    </Heading>
  );
  return (
    <Card className="list-card">
      <div className="flex items-start justify-between gap-2">
        <InitiativeBadges initiative={initiative} />
        {menuHtml ? (
          <div className="flex shrink-0 items-start gap-3">
            {action}
            <div className="contents" dangerouslySetInnerHTML={{ __html: menuHtml }} />
          </div>
        ) : (
          action
        )}
      </div>
      {initiative.logo ? (
        <div className="flex items-start gap-3">
          <ItemPictureView
            picture={initiative.logo}
            sizes={pictureSizes.cardLogo}
            loading={pictureLoading}
            aspect="square"
            className="size-12 shrink-0 rounded-md border border-border"
          />
          {title}
        </div>
      ) : (
        title
      )}
      <p className="line-clamp-3 text-sm text-muted-foreground">{initiative.description}</p>
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4" aria-hidden="true" />
          {/* Above the card's full-size link, so the place can be followed on its own. */}
          {initiative.municipality_path ? (
            <SiteLink to={initiative.municipality_path} className="relative z-10 underline underline-offset-4">
              {initiative.place_line}
            </SiteLink>
          ) : (
            initiative.place_line
          )}
          {distance ? <span> · {distance}</span> : null}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users className="size-4" aria-hidden="true" />
          {memberBandLabel(initiative.member_count)}
        </span>
      </div>
    </Card>
  );
}
