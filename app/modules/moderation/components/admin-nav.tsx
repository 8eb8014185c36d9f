/** The beheer navigation; admin-only pages only for admins. */
import { NavLink } from "react-router";
import { cn } from "~/lib/utils";
import { beheerPages } from "../paths";

export function AdminNav({ isAdmin }: { isAdmin: boolean }) {
  return (
    <nav aria-label="Beheer" className="mb-6 border-b">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {beheerPages
          .filter((page) => isAdmin || !page.adminOnly)
          .map((page) => (
            <li key={page.path}>
              <NavLink
                to={page.path}
                end
                className={({ isActive }) =>
                  cn(
                    "inline-block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2",
                    isActive ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {page.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
