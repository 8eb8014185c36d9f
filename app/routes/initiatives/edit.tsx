/**
 * /initiatief/{id}/bewerken: the creator edits their initiative (SPEC.md §2 "Create and edit
 * initiative", §5, §6 "Only the creator (created_by equals the user) may edit an initiative;
 * others get 'Je hebt geen toegang tot dit initiatief' and go to /mijn-items", §8 "Update").
 *
 * Loader and action both check, on the server: a visitor goes to /auth; an unknown or malformed
 * id goes to /mijn-items with "Initiatief niet gevonden"; someone else's initiative goes to
 * /mijn-items with "Je hebt geen toegang tot dit initiatief" (nothing is changed). The save
 * itself repeats the ownership check in its UPDATE statement. `created_by`, `status` and `id` in
 * the post are ignored.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { data } from "react-router";
import { notify } from "~/components/toaster";
import { readFormData } from "~/lib/form-data";
import { PageHeader } from "~/components/list/page-header";
import { memberPageMeta } from "~/lib/meta";
import type { Refusal } from "~/lib/result";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { InitiativeForm, initiativeFormDefaults } from "~/modules/initiatives/components/initiative-form";
import { listMunicipalities, updateInitiative } from "~/modules/initiatives/mutations.server";
import { getInitiativeForOwner } from "~/modules/initiatives/owner-queries.server";
import { createInitiativeSchema, initiativeFormTexts } from "~/modules/initiatives/schemas";
import type { Route } from "./+types/edit";
import { logger } from "~/lib/logger.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  memberPageMeta(loaderData ? `${loaderData.name} bewerken` : "Initiatief bewerken", "Werk de gegevens van je initiatief bij.");

/** The redirect to /mijn-items for an id that is not the member's to edit. */
function refuse(status: Refusal): Promise<Response> {
  return redirectWithToast("/mijn-items", {
    type: "error",
    message: status === "not_found" ? initiativeFormTexts.notFound : initiativeFormTexts.forbidden,
  });
}

/**
 * The form prefilled with the stored initiative.
 * @returns `{ id, name, defaults, municipalities }`: defaults are the stored values as strings
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items with "Initiatief niet gevonden"
 *   (unknown or malformed id) or "Je hebt geen toegang tot dit initiatief" (someone else's)
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const lookup = await getInitiativeForOwner({ id: params.id, viewer: member });
  if (lookup.status !== "ok") throw await refuse(lookup.status);
  const { item } = lookup;
  const defaults = initiativeFormDefaults({
    name: item.name,
    formality: item.formality,
    formal_type: item.formal_type,
    informal_type: item.informal_type,
    theme: item.theme,
    scope: item.scope,
    province: item.province,
    city: item.city,
    municipality: item.municipality,
    description: item.description,
    long_description: item.long_description,
    contact_email: item.contact_email,
    contact_phone: item.contact_phone,
    website: item.website,
    established: item.established,
    member_count: item.member_count,
    volunteer_count: item.volunteer_count,
  });
  return { id: item.id, name: item.name, defaults, municipalities: await listMunicipalities() };
}

/** What the action answers when it does not redirect. */
interface EditInitiativeActionData {
  /** Conform's reply: field errors (400), or the typed values with a form error (500). */
  result: SubmissionResult<string[]>;
  /** The failure text, also shown as a toast (database error). */
  failure?: string;
}

/**
 * Saves the changes.
 * @returns a redirect to /mijn-items with "Initiatief succesvol bijgewerkt!"; status 400 with the
 *   Dutch field errors for invalid input (nothing changed); status 500 with "Er ging iets mis bij
 *   het bijwerken van het initiatief." when the database fails (the typed values are kept)
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items with "Initiatief niet gevonden"
 *   or "Je hebt geen toegang tot dit initiatief" (nothing changed)
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const lookup = await getInitiativeForOwner({ id: params.id, viewer: member });
  if (lookup.status !== "ok") throw await refuse(lookup.status);
  const formData = await readFormData(request);
  const schema = createInitiativeSchema({ municipalities: await listMunicipalities() });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    // `undefined` status: a Conform intent (e.g. validate one field), not a real submission.
    return data<EditInitiativeActionData>({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  let outcome: Awaited<ReturnType<typeof updateInitiative>>;
  try {
    outcome = await updateInitiative({ id: lookup.item.id, viewer: member, values: submission.value });
  } catch (error) {
    logger.error({ err: error }, "initiative update failed");
    const failure = initiativeFormTexts.updateFailed;
    return data<EditInitiativeActionData>({ result: submission.reply({ formErrors: [failure] }), failure }, { status: 500 });
  }
  if (outcome.status !== "ok") throw await refuse(outcome.status);
  return redirectWithToast("/mijn-items", { type: "success", message: initiativeFormTexts.updated });
}

export default function EditInitiativeRoute({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <PageHeader title="Initiatief bewerken" intro={loaderData.name} />
      <InitiativeForm
        key={loaderData.id}
        mode="edit"
        municipalities={loaderData.municipalities}
        defaultValue={loaderData.defaults}
        lastResult={actionData?.result ?? null}
        cancelTo="/mijn-items"
      />
    </div>
  );
}
