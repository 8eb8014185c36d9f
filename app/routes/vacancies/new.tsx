/**
 * /vacature/nieuw (optional `?initiative_id=`): the create form of a vacancy, members only
 * (docs/product-rules.md#vacancy-form). The initiative must be the member's own; `created_by` and
 * `is_active` are never read from the form.
 */
import { useEffect } from "react";
import { Link } from "react-router";
import { notify } from "~/components/toaster";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { PageHeader } from "~/components/list/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { isUuid } from "~/lib/list-params";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { listOwnInitiativeOptions } from "~/modules/initiatives/owner-queries.server";
import { VacancyForm } from "~/modules/vacancies/components/vacancy-form";
import { createVacancy } from "~/modules/vacancies/mutations.server";
import { readImageSlots } from "~/modules/images/slots.server";
import { VacancySchema, vacancyMessages, vacancyTexts } from "~/modules/vacancies/schemas";
import { childFormNotice, savedToast } from "~/modules/moderation/visibility";
import { withKnownPostcode } from "~/modules/municipalities/places.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Nieuwe vacature", "Zoek vrijwilligers, bestuursleden of stagiairs voor je initiatief.");

const MY_VACANCIES = "/mijn-items?tab=doe-mee";

/**
 * The member's initiatives, the preselected one, and where the vacancy will appear (`notice`).
 * @throws Response 302 to /auth?…&melding=vacature for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "vacature" });
  const initiatives = await listOwnInitiativeOptions({ viewer: member });
  const requested = new URL(request.url).searchParams.get("initiative_id");
  const preselected = isUuid(requested ?? undefined) ? requested?.toLowerCase() : null;
  const selected = initiatives.find((i) => i.id === preselected)?.id ?? null;
  const notice = childFormNotice("vacancy", initiatives.map((initiative) => initiative.status));
  return { initiatives: initiatives.map(({ id, name }) => ({ id, name })), selected, notice };
}

/**
 * Creates the vacancy.
 * @returns 400 with field errors; 500 when the database fails; else a redirect with a toast
 * @throws Response 302 to /auth?…&melding=vacature for a visitor
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "vacature" });
  const formData = await readFormData(request);
  const slots = await readImageSlots({ formData, kind: "vacancy", userId: member.id });
  return handleForm({
    formData,
    schema: withKnownPostcode(VacancySchema),
    fieldErrors: slots.errors,
    unexpected: vacancyTexts.createFailed,
    handle: async (values) => {
      const created = await createVacancy({ viewer: member, values, images: slots.changes });
      if (created.status !== "ok") return outcome.fail(400, { field: { initiative_id: vacancyMessages.initiativeRequired } });
      return outcome.redirect(MY_VACANCIES, savedToast(vacancyTexts.created, "actief", created.initiativeStatus));
    },
  });
}

export default function NewVacancyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { initiatives, selected, notice } = loaderData;

  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <PageHeader
        title="Nieuwe vacature"
        intro={`Zoek je vrijwilligers, bestuursleden of een stagiair? Plaats een vacature bij een van je initiatieven. ${notice}`}
      />
      {initiatives.length === 0 ? (
        <Card className="flex flex-col items-start gap-4 p-6">
          <h2 className="font-semibold text-xl">{vacancyTexts.noInitiatives}</h2>
          <p className="text-muted-foreground">
            Een vacature hoort altijd bij een initiatief. Je hebt nog geen initiatief; maak er eerst een aan, daarna kun je
            er vacatures bij plaatsen.
          </p>
          <Button asChild>
            <Link to="/nieuw-initiatief">Nieuw initiatief</Link>
          </Button>
        </Card>
      ) : (
        <VacancyForm
          initiative={{ mode: "create", options: initiatives }}
          defaultValue={selected ? { initiative_id: selected } : undefined}
          lastResult={actionData?.result ?? null}
          formError={actionData?.failure ?? null}
        />
      )}
    </div>
  );
}
