import type { FavoriteItemType } from "~/lib/enums";

/**
 * The pages of the beheer area (/beheer), in the order of its navigation. Admin-only pages are
 * marked; the navigation shows them to admins only (the routes guard themselves on the server).
 */
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

export type BeheerPath = (typeof beheerPages)[number]["path"];

/** The page of an item: "/initiatief/{id}", "/event/{id}" or "/vacature/{id}". */
export function itemPath(type: FavoriteItemType, id: string): string {
  return type === "initiative" ? `/initiatief/${id}` : type === "event" ? `/event/${id}` : `/vacature/${id}`;
}
