/**
 * GET /uitloggen for a signed-in member: one "Uitloggen" button that posts the form to
 * /uitloggen. A link (a bookmark, the address typed in, a page opened without JavaScript) never
 * signs out by itself: only the POST does, so a prefetch or a foreign page cannot sign a member out.
 */
import { LogOut } from "~/components/icons";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { Button } from "~/components/ui/button";

/** The confirmation page's body for the member `name`. */
export function LogoutConfirmation({ name }: { name: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <PageHeader title="Uitloggen" intro={`Je bent ingelogd als ${name}. Wil je uitloggen?`} />
      <div className="flex flex-wrap items-center gap-4">
        <Form method="post" action="/uitloggen">
          <Button type="submit">
            <LogOut aria-hidden="true" /> Uitloggen
          </Button>
        </Form>
        <Link to="/" className="text-sm text-primary underline">
          Terug naar de homepage
        </Link>
      </div>
    </div>
  );
}
