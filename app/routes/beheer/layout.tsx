/**
 * The beheer area (/beheer and below): the frame of every page, with its navigation. Only
 * moderators and admins with two-factor sign-in get in; everybody else gets the ordinary 404
 * (`requireModerator`). Parent loaders do not guard their children: every beheer loader and
 * action calls the guard itself. docs/decisions/020-moderation.md.
 */
import { Outlet } from "react-router";
import { isAdmin } from "~/lib/permissions";
import { requireModerator } from "~/lib/session.server";
import { BeheerNav } from "~/modules/moderation/components/beheer-nav";
import type { Route } from "./+types/layout";

/**
 * Whether the moderator is also an admin (for the navigation).
 * @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireModerator(request);
  return { isAdmin: isAdmin(viewer) };
}

export default function BeheerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container mx-auto max-w-6xl px-4 py-8">
      <p className="mb-1 text-sm font-medium text-muted-foreground">Beheer</p>
      <BeheerNav isAdmin={loaderData.isAdmin} />
      <Outlet />
    </div>
  );
}
