import { ChevronDown, Heart, LayoutList, LogOut, Menu, Settings } from "lucide-react";
import { lazy, Suspense } from "react";
import { Form, Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import { cn } from "~/lib/utils";
import { loadUserMenu } from "~/lib/member-chunks";

/** Header navigation, SPEC.md §2 "Navigation" (order and labels as the spec lists them). */
export const mainNavigation = [
  { to: "/initiatieven", label: "Initiatieven" },
  { to: "/events", label: "Events" },
  { to: "/vacatures", label: "Doe Mee" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
] as const;

/** The logged-in user menu, SPEC.md §2 (logout is a form post, see {@link LogoutButton}). */
export const userNavigation = [
  { to: "/mijn-items", label: "Mijn items", icon: LayoutList },
  { to: "/favorieten", label: "Favorieten", icon: Heart },
  { to: "/instellingen", label: "Instellingen", icon: Settings },
] as const;

/** The signed-in member as the header shows it; null for a visitor. */
export type HeaderUser = { name: string; email: string } | null;

function NavItems({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={({ isActive }) =>
              cn(
                "block rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
                isActive ? "text-primary underline decoration-2 underline-offset-8" : "text-foreground",
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Signs out everywhere: POST /uitloggen (works without JavaScript). */
function LogoutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/uitloggen">
      <Button type="submit" variant="ghost" className={className}>
        <LogOut aria-hidden="true" /> Uitloggen
      </Button>
    </Form>
  );
}

// Members only: loaded on demand, so visitors never download the Radix menu (issue #6 §1).
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

/** Shown while the user menu loads: the same button, inert until the menu is there. */
function UserMenuPlaceholder({ user }: { user: NonNullable<HeaderUser> }) {
  return (
    <Button variant="outline" size="sm" className="max-w-56 max-sm:hidden" aria-label={`Account van ${user.name}`} aria-haspopup="menu">
      <span className="truncate">{user.name}</span>
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}

/**
 * Site header: logo, main navigation (a menu sheet below the md breakpoint) and the account
 * link or user menu. Choosing a link in the menu sheet closes it, so the new page is not left
 * behind a dialog.
 */
export function SiteHeader({ user }: { user: HeaderUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-4 px-4 py-2">
        <Link to="/" className="flex items-center gap-2 font-bold text-primary text-lg">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-md bg-primary text-primary-foreground">
            D
          </span>
          <span>Dit doet Nederland</span>
        </Link>
        <nav aria-label="Hoofdmenu" className="ml-auto hidden md:block">
          <NavItems className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          {user ? (
            <Suspense fallback={<UserMenuPlaceholder user={user} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button asChild size="sm" variant="outline" className="max-sm:hidden">
              <Link to="/auth">Inloggen / Registreren</Link>
            </Button>
          )}
          <Sheet
            side="right"
            title="Menu"
            description="Navigeer naar een onderdeel van de site"
            descriptionClassName="sr-only"
            trigger={(props) => (
              <Button {...props} variant="ghost" size="icon" className="md:hidden" aria-label="Menu openen">
                <Menu aria-hidden="true" />
              </Button>
            )}
          >
            <nav aria-label="Hoofdmenu mobiel">
              <NavItems className="flex flex-col gap-1" />
            </nav>
            {user ? (
              <nav aria-label="Account" className="flex flex-col gap-1 border-t border-border pt-3">
                <p className="px-3 text-sm text-muted-foreground">{user.name}</p>
                {userNavigation.map((item) => (
                  <Link
                    key={item.to}
                    to={item.to}
                    className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
                  >
                    <item.icon className="size-4" aria-hidden="true" /> {item.label}
                  </Link>
                ))}
                <LogoutButton className="justify-start!" />
              </nav>
            ) : (
              <Button asChild variant="outline">
                <Link to="/auth">Inloggen / Registreren</Link>
              </Button>
            )}
          </Sheet>
        </div>
      </div>
    </header>
  );
}
