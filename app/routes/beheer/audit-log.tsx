/** /beheer/logboek: the audit log, newest first, optionally one action (`?actie=`); admins only. */
import { PageHeader } from "~/components/list/page-header";
import { Pagination } from "~/components/list/pagination";
import { memberPageMeta } from "~/lib/meta";
import { requireModerator } from "~/lib/session.server";
import { auditActions, type AuditAction } from "~/modules/moderation/audit-labels";
import { listAuditLog } from "~/modules/moderation/audit-log.server";
import { AuditEntries, AuditFilter } from "~/modules/moderation/components/audit-entries";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () => memberPageMeta("Logboek", "Alle acties van moderatoren en beheerders.");

/**
 * @returns an unknown `actie` shows every action, an invalid page number page 1
 * @throws Response 404 for anyone but an admin; 302 to set up two-factor sign-in
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireModerator(request, { level: "admin" });
  const params = new URL(request.url).searchParams;
  const requested = params.get("actie");
  const action = requested && (auditActions as readonly string[]).includes(requested) ? (requested as AuditAction) : null;
  const page = Math.min(Math.max(Number.parseInt(params.get("pagina") ?? "1", 10) || 1, 1), 100_000);
  return { ...(await listAuditLog({ page, action })), action };
}

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, pageCount, action } = loaderData;
  return (
    <>
      <PageHeader title="Logboek" intro="Wie deed wat, met welk item of lid, en waarom. De nieuwste acties eerst." />
      <div className="flex flex-col gap-6">
        <AuditFilter action={action} />
        <AuditEntries entries={entries} />
        <Pagination page={page} pageCount={pageCount} />
      </div>
    </>
  );
}
