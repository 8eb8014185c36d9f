/**
 * The header's links (docs/product-rules.md#routes-and-navigation), in their own module so the
 * header and the lazy user menu share them without importing each other.
 */
import { CalendarDays, HandHeart, Heart, LayoutList, Lock, Settings } from "~/components/icons";

export const mainNavigation = [
  { to: "/initiatieven", label: "Initiatieven" },
  { to: "/events", label: "Events" },
  { to: "/vacatures", label: "Doe Mee" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
] as const;

export const userNavigation = [
  { to: "/mijn-items", label: "Mijn items", icon: LayoutList },
  { to: "/mijn-aanmeldingen", label: "Mijn aanmeldingen", icon: CalendarDays },
  { to: "/voor-jou", label: "Voor jou", icon: HandHeart },
  { to: "/favorieten", label: "Favorieten", icon: Heart },
  { to: "/instellingen", label: "Instellingen", icon: Settings },
] as const;

export const beheerLink = { to: "/beheer", label: "Beheer", icon: Lock } as const;

/** The signed-in member as the header shows it; null for a visitor. */
export type HeaderUser = { name: string; email: string; moderates: boolean; /** Unread notifications (the bell). */ unread?: number } | null;

export function memberNavigation(user: NonNullable<HeaderUser>) {
  return user.moderates ? [...userNavigation, beheerLink] : [...userNavigation];
}
