import type { FavoriteItemType } from "~/lib/enums";

/** The beheer pages in navigation order; admin-only pages are hidden for others, the routes guard themselves. */
export const beheerPages = [
  { path: "/beheer", label: "Overzicht", adminOnly: false },
  { path: "/beheer/beoordelen", label: "Te beoordelen", adminOnly: false },
  { path: "/beheer/meldingen", label: "Meldingen", adminOnly: false },
  { path: "/beheer/feedback", label: "Feedback", adminOnly: false },
  { path: "/beheer/berichten", label: "Contactberichten", adminOnly: false },
  { path: "/beheer/leden", label: "Leden", adminOnly: false },
  { path: "/beheer/rollen", label: "Rollen", adminOnly: true },
  { path: "/beheer/logboek", label: "Logboek", adminOnly: true },
] as const;

export type AdminPath = (typeof beheerPages)[number]["path"];

/** The initiative page at update `updateId` (its "Nieuws" section). */
export function updatePath(initiativeId: string, updateId: string): string {
  return `/initiatief/${initiativeId}#nieuws-${updateId}`;
}

export function itemPath(type: FavoriteItemType, id: string): string {
  return type === "initiative" ? `/initiatief/${id}` : type === "event" ? `/event/${id}` : `/vacature/${id}`;
}
