/** An item's place as cards and detail pages show it, linked to the item's municipality page. */
import type * as React from "react";
import { SiteLink } from "~/components/site-link";
import { cn } from "~/lib/utils";

/**
 * The place text, a link when the item has a municipality; plain text without one (national, at home or online).
 * @param props.to the municipality page (`municipality_path` of the card data), or null
 * @param props.onCard lifts the link above a card's full-size title link, so each can be followed on its own
 */
export function PlaceLink({ to, onCard = false, className, children }: { to: string | null | undefined; onCard?: boolean; className?: string; children: React.ReactNode }) {
  if (!to) return <>{children}</>;
  return (
    <SiteLink to={to} className={cn(onCard && "relative z-10", "underline underline-offset-4", className)}>
      {children}
    </SiteLink>
  );
}
