/**
 * The beheer area's frame and navigation. Parent loaders do not guard their children, so every
 * beheer loader and action calls `requireModerator` itself (docs/decisions/020-moderation.md).
 */
import { Outlet } from "react-router";
import { isAdmin } from "~/lib/permissions";
import { requireModerator } from "~/lib/session.server";
import { AdminNav } from "~/modules/moderation/components/admin-nav";
import type { Route } from "./+types/layout";

/** Whether the moderator is also an admin; throws 404 for anyone else, 302 to set up two-factor sign-in. */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireModerator(request);
  return { isAdmin: isAdmin(viewer) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container mx-auto max-w-6xl px-4 py-8">
      <p className="mb-1 text-sm font-medium text-muted-foreground">Beheer</p>
      <AdminNav isAdmin={loaderData.isAdmin} />
      <Outlet />
    </div>
  );
}
