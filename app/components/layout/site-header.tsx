import { Menu } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
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

/**
 * Site header: logo, main navigation (a menu sheet below the md breakpoint) and the account link.
 * Choosing a link in the menu sheet closes it, so the new page is not left behind a dialog.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
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
          <Button asChild size="sm" variant="outline" className="hidden sm:inline-flex">
            <Link to="/auth">Inloggen / Registreren</Link>
          </Button>
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
              <Button asChild variant="outline">
                <Link to="/auth" onClick={closeMenu}>
                  Inloggen / Registreren
                </Link>
              </Button>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
