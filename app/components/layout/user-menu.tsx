/**
 * The signed-in member's account menu in the header (SPEC.md §2): a Radix menu button (arrow
 * keys, Escape returns focus). Only members see it, so the header loads this module on demand
 * and Radix stays out of every visitor's initial JavaScript (docs/decisions/010-performance.md).
 */
import { ChevronDown, LogOut } from "~/components/icons";
import { Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { type HeaderUser, memberNavigation } from "./navigation";

/** The menu for `user`: e-mail, the links of {@link memberNavigation} and "Uitloggen" (POST /uitloggen). */
export function UserMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const submit = useSubmit();
  // Not modal: a modal menu hides the rest of the page with aria-hidden while keeping its links
  // focusable (axe "aria-hidden-focus"); Escape and a click outside still close it.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-56 max-sm:hidden" aria-label={`Account van ${user.name}`}>
          <span className="truncate">{user.name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
        {memberNavigation(user).map((item) => (
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
