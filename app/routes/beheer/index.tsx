/**
 * /beheer: the overview of the beheer area, with what is waiting. Moderators and admins only
 * (`requireModerator`; everybody else gets 404).
 */
import { Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { memberPageMeta } from "~/lib/meta";
import { isAdmin } from "~/lib/permissions";
import { requireModerator } from "~/lib/session.server";
import { beheerPages } from "~/modules/moderation/paths";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => memberPageMeta("Beheer", "Moderatie en beheer van Dit doet Nederland.");

/**
 * @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireModerator(request);
  return { isAdmin: isAdmin(viewer) };
}

export default function BeheerOverview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Beheer" intro="Beoordeel nieuwe initiatieven, handel meldingen en berichten af en beheer leden." />
      <ul className="grid gap-3 sm:grid-cols-2">
        {beheerPages
          .filter((page) => page.path !== "/beheer" && (loaderData.isAdmin || !page.adminOnly))
          .map((page) => (
            <li key={page.path}>
              <Link className="block rounded-md border p-4 font-medium hover:bg-muted" to={page.path}>
                {page.label}
              </Link>
            </li>
          ))}
      </ul>
    </>
  );
}
