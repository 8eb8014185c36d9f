/** The member's account menu (Radix), loaded on demand so Radix stays out of visitors' JavaScript. */
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

/** The menu's button and its items, opened and closed by the header (it may be open before this code arrives). */
export function UserMenu({ user, open, onOpenChange }: { user: NonNullable<HeaderUser>; open: boolean; onOpenChange: (open: boolean) => void }) {
  const submit = useSubmit();
  // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe "aria-hidden-focus").
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
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
