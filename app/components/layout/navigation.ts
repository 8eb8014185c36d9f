/**
 * The header's links, SPEC.md §2 "Navigation": the main navigation and the signed-in member's
 * menu. In a module of their own, so the header and the lazily loaded user menu both read them
 * without importing each other.
 */
import { CalendarDays, Heart, LayoutList, Lock, Settings } from "~/components/icons";

/** Header navigation (order and labels as the spec lists them). */
export const mainNavigation = [
  { to: "/initiatieven", label: "Initiatieven" },
  { to: "/events", label: "Events" },
  { to: "/vacatures", label: "Doe Mee" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
] as const;

/** The logged-in user menu's links; logout is a form post to /uitloggen beside them. */
export const userNavigation = [
  { to: "/mijn-items", label: "Mijn items", icon: LayoutList },
  { to: "/mijn-aanmeldingen", label: "Mijn aanmeldingen", icon: CalendarDays },
  { to: "/favorieten", label: "Favorieten", icon: Heart },
  { to: "/instellingen", label: "Instellingen", icon: Settings },
] as const;

/** The link to the beheer area, in the menu of moderators and admins only. */
export const beheerLink = { to: "/beheer", label: "Beheer", icon: Lock } as const;

/**
 * The signed-in member as the header shows it; null for a visitor. `moderates`: a moderator or
 * admin, whose menu also links to the beheer area.
 */
export type HeaderUser = { name: string; email: string; moderates: boolean } | null;

/** The links of `user`'s menu: {@link userNavigation}, and {@link beheerLink} for moderators and admins. */
export function memberNavigation(user: NonNullable<HeaderUser>) {
  return user.moderates ? [...userNavigation, beheerLink] : [...userNavigation];
}
