import { ChevronDown, Heart, LayoutList, LogOut, Menu, Settings } from "lucide-react";
import { useState } from "react";
import { Form, Link, NavLink, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { cn } from "~/lib/utils";

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

function NavItems({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
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

function UserMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const submit = useSubmit();
  // Not modal: a modal menu hides the rest of the page with aria-hidden while keeping its links
  // focusable (axe "aria-hidden-focus"); Escape and a click outside still close it.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="hidden max-w-56 sm:inline-flex" aria-label={`Account van ${user.name}`}>
          <span className="truncate">{user.name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
        {userNavigation.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>
              <item.icon aria-hidden="true" /> {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => submit(null, { method: "post", action: "/uitloggen" })}>
          <LogOut aria-hidden="true" /> Uitloggen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Site header: logo, main navigation (a menu sheet below the md breakpoint) and the account
 * link or user menu. Choosing a link in the menu sheet closes it, so the new page is not left
 * behind a dialog.
 */
export function SiteHeader({ user }: { user: HeaderUser }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
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
            <UserMenu user={user} />
          ) : (
            <Button asChild size="sm" variant="outline" className="hidden sm:inline-flex">
              <Link to="/auth">Inloggen / Registreren</Link>
            </Button>
          )}
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Menu openen">
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="right">
              <SheetTitle>Menu</SheetTitle>
              <SheetDescription className="sr-only">Navigeer naar een onderdeel van de site</SheetDescription>
              <nav aria-label="Hoofdmenu mobiel">
                <NavItems className="flex flex-col gap-1" onNavigate={closeMenu} />
              </nav>
              {user ? (
                <nav aria-label="Account" className="flex flex-col gap-1 border-t border-border pt-3">
                  <p className="px-3 text-sm text-muted-foreground">{user.name}</p>
                  {userNavigation.map((item) => (
                    <Link
                      key={item.to}
                      to={item.to}
                      onClick={closeMenu}
                      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
                    >
                      <item.icon className="size-4" aria-hidden="true" /> {item.label}
                    </Link>
                  ))}
                  <LogoutButton className="justify-start" />
                </nav>
              ) : (
                <Button asChild variant="outline">
                  <Link to="/auth" onClick={closeMenu}>
                    Inloggen / Registreren
                  </Link>
                </Button>
              )}
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
