/** /beheer/rollen: admins grant and revoke the roles moderator and admin; the last admin keeps the role. */
import { PageHeader } from "~/components/list/page-header";
import { handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireModerator } from "~/lib/session.server";
import { GrantRoleForm, RoleHolderList } from "~/modules/moderation/components/role-holders";
import { GrantRoleSchema, RevokeRoleSchema, roleIntents, roleTexts } from "~/modules/moderation/role-forms";
import { grantRole, listRoleHolders, type RoleChange, revokeRole, roleChangeMessages } from "~/modules/moderation/roles.server";
import type { Route } from "./+types/roles";

export const meta: Route.MetaFunction = () => memberPageMeta("Rollen", "Moderatoren en beheerders van Dit doet Nederland.");

/** @throws Response 404 for anyone but an admin; 302 to set up two-factor sign-in */
export async function loader({ request }: Route.LoaderArgs) {
  await requireModerator(request, { level: "admin" });
  return { holders: await listRoleHolders() };
}

function changeOutcome(change: RoleChange, done: string) {
  if (change.status === "ok") return outcome.redirect("/beheer/rollen", `${done}: ${change.member.name}`);
  const field = change.status === "unknown_member" ? { email: roleChangeMessages.unknown_member } : undefined;
  return outcome.fail(change.status === "unknown_member" ? 400 : 409, field ? { field } : { form: roleChangeMessages[change.status] });
}

/**
 * `intent` "grant" or "revoke" (`confirm=ja`).
 * @returns a redirect with a toast; 400 field errors; 409 for a role (not) held, a blocked member and the last admin
 * @throws Response 404 for anyone but an admin; 302 to set up two-factor sign-in
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireModerator(request, { level: "admin" });
  const formData = await readFormData(request);
  const intent = intentOf(formData, roleIntents);
  if (!intent) return unknownIntent("Onbekende actie.");
  if (intent === "grant") {
    return handleForm({
      formData,
      intent,
      schema: GrantRoleSchema,
      unexpected: roleTexts.failure,
      handle: async ({ email, role }) => changeOutcome(await grantRole({ email, role, actorId: admin.id }), roleTexts.granted),
    });
  }
  return handleForm({
    formData,
    intent,
    schema: RevokeRoleSchema,
    unexpected: roleTexts.failure,
    handle: async ({ email, role }) => changeOutcome(await revokeRole({ email, role, actorId: admin.id }), roleTexts.revoked),
  });
}

export default function AdminRoles({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Rollen"
        intro="Moderatoren beoordelen initiatieven en handelen meldingen af; beheerders mogen daarnaast rollen toekennen en intrekken en het logboek lezen."
      />
      <div className="flex flex-col gap-8">
        <RoleHolderList holders={loaderData.holders} actionData={actionData} />
        <GrantRoleForm actionData={actionData} />
      </div>
    </>
  );
}
