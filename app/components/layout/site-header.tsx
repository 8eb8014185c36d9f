/**
 * The site header: logo, main navigation and the account link or member menu. The menus are
 * native `<details>` until hydrated (docs/decisions/018-without-javascript.md).
 */
import { ChevronDown, LogOut, Menu } from "~/components/icons";
import { lazy, Suspense, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { isActivePath, SiteLink } from "~/components/site-link";
import { Button, buttonVariants } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { loadUserMenu } from "./member-chunks";
import { type HeaderUser, mainNavigation, memberNavigation } from "./navigation";

function NavItems({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {mainNavigation.map((item) => {
        const active = isActivePath(pathname, item.to);
        return (
          <li key={item.to}>
            <SiteLink
              to={item.to}
              current={active ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
                active ? "text-primary underline decoration-2 underline-offset-8" : "text-foreground",
              )}
            >
              {item.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

function LogoutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/uitloggen">
      <Button type="submit" variant="ghost" className={className}>
        <LogOut aria-hidden="true" /> Uitloggen
      </Button>
    </Form>
  );
}

// Members only: loaded on demand, so visitors never download the Radix menu.
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

/** The member menu without JavaScript: a native `<details>` with the links and the "Uitloggen" form. */
function UserMenuDisclosure({ user, onLeave }: { user: NonNullable<HeaderUser>; onLeave: (open: boolean) => void }) {
  return (
    <details ref={(details) => () => onLeave(!!details?.open)} className="relative max-sm:hidden">
      <summary
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "max-w-56 cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
        aria-label={`Account van ${user.name}`}
      >
        <span className="truncate">{user.name}</span>
        <ChevronDown aria-hidden="true" />
      </summary>
      <nav
        aria-label="Accountmenu"
        className="absolute top-full right-0 z-50 mt-2 flex w-56 flex-col gap-1 rounded-md border border-border bg-background p-1 shadow-md"
      >
        <p className="truncate px-2 py-1.5 text-sm font-semibold">{user.email}</p>
        {memberNavigation(user).map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className="flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-muted [&_svg]:size-4"
          >
            <item.icon aria-hidden="true" /> {item.label}
          </Link>
        ))}
        <div className="my-1 h-px bg-border" />
        <LogoutButton className="h-auto justify-start! px-2 py-1.5 font-normal" />
      </nav>
    </details>
  );
}

function MemberMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const hydrated = useHydrated();
  // The native menu stays until the enhanced one's code is there; if the member opened it, that one opens.
  const [open, setOpen] = useState(false);
  const disclosure = <UserMenuDisclosure user={user} onLeave={setOpen} />;
  if (!hydrated) return disclosure;
  return (
    <Suspense fallback={disclosure}>
      <UserMenu user={user} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

/** The site header for `user` (null: a visitor, who gets the "Inloggen / Registreren" link). */
export function SiteHeader({ user }: { user: HeaderUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-4 px-4 py-2">
        <SiteLink to="/" className="flex items-center gap-2 font-bold text-primary text-lg">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-md bg-primary text-primary-foreground">
            D
          </span>
          <span>Dit doet Nederland</span>
        </SiteLink>
        <nav aria-label="Hoofdmenu" className="ml-auto hidden md:block">
          <NavItems className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          {/* The bell, members only: the count comes from the root loader. */}
          {user ? (
            <Link to="/meldingen" aria-label={`Meldingen, ${user.unread ?? 0} ongelezen`} className="header-bell">
              {user.unread}
            </Link>
          ) : null}
          {user ? (
            <MemberMenu user={user} />
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
            hideFrom="md"
            trigger={{
              className: buttonVariants({ variant: "ghost", size: "icon" }),
              label: "Menu openen",
              content: <Menu aria-hidden="true" />,
            }}
          >
            <nav aria-label="Hoofdmenu mobiel">
              <NavItems className="flex flex-col gap-1" />
            </nav>
            {user ? (
              <nav aria-label="Account" className="flex flex-col gap-1 border-t border-border pt-3">
                <p className="px-3 text-sm text-muted-foreground">{user.name}</p>
                {memberNavigation(user).map((item) => (
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
