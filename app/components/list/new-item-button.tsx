/**
 * The "Nieuw …" button in a list page's header (/initiatieven, /events, /vacatures): a plain link
 * to the create form, whose loader sends a visitor to /auth first and back to the form after
 * signing in. Works without JavaScript.
 */
import { Link } from "react-router";
import { Plus } from "~/components/icons";
import { Button } from "~/components/ui/button";

export function NewItemButton({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button asChild variant="accent">
      <Link to={to}>
        <Plus aria-hidden="true" /> {children}
      </Link>
    </Button>
  );
}
