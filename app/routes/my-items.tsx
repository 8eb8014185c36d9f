/**
 * /mijn-items: the member's own initiatives, events and vacancies in tabs kept in `?tab=`, so they
 * work without JavaScript (docs/product-rules.md#my-items). Ownership is re-checked by the module
 * function inside the writing transaction.
 */
import { Plus } from "~/components/icons";
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { logger } from "~/lib/logger.server";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { deleteEvent } from "~/modules/events/delete.server";
import { countInitiativeCascades, deleteInitiative, describeInitiativeCascade } from "~/modules/initiatives/delete.server";
import { MyItemsTabs } from "~/modules/my-items/components/my-items-tabs";
import {
  DeleteItemSchema,
  myItemsIntents,
  type MyItemsTab,
  myItemsTabUrl,
  myItemsTexts,
  parseMyItemsTab,
  VacancyActiveSchema,
} from "~/modules/my-items/forms";
import { listMyItems } from "~/modules/my-items/queries.server";
import { deleteVacancy, setVacancyActive } from "~/modules/vacancies/mutations.server";
import type { Route } from "./+types/my-items";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Mijn items", "Beheer je initiatieven, events en vacatures bij Dit doet Nederland.");

/**
 * The member's initiatives (each with the dialog sentence of what deleting it takes), events and vacancies.
 * @throws Response 302 to /auth?…&melding=pagina for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const [items, cascades] = await Promise.all([
    listMyItems({ viewer: member }),
    countInitiativeCascades({ viewer: member }),
  ]);
  const none = { events: 0, vacancies: 0, favorites: 0 };
  return {
    initiatives: items.initiatives.map((initiative) => ({
      ...initiative,
      deleteSummary: describeInitiativeCascade(cascades.get(initiative.id) ?? none),
    })),
    events: items.events,
    vacancies: items.vacancies,
  };
}

/** Switching tabs changes only `?tab=`: every tab's rows are already loaded. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return params.toString();
  };
  return withoutTab(currentUrl) === withoutTab(nextUrl) ? false : defaultShouldRevalidate;
}

const deletions = {
  "delete-initiative": { run: deleteInitiative, tab: "initiatieven", done: myItemsTexts.initiativeDeleted },
  "delete-event": { run: deleteEvent, tab: "events", done: myItemsTexts.eventDeleted },
  "delete-vacancy": { run: deleteVacancy, tab: "doe-mee", done: myItemsTexts.vacancyDeleted },
} as const satisfies Record<string, { run: unknown; tab: MyItemsTab; done: string }>;

/** Runs a module function; a thrown error is logged and counts as a failure. */
async function attempt<T>(label: string, run: () => Promise<T>): Promise<T | "error"> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, `${label} failed`);
    return "error";
  }
}

/**
 * Deletes an item (needs `confirm=ja`, else 400) or switches a vacancy on or off, by `intent`;
 * someone else's or an unknown id changes nothing and redirects with the failure toast.
 * @throws Response 302 to /auth?…&melding=pagina for a visitor (every intent)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const formData = await readFormData(request);
  const intent = intentOf(formData, myItemsIntents);
  if (intent === null) return unknownIntent(myItemsTexts.unknownAction);

  if (intent === "vacancy-active") {
    return handleForm({
      formData,
      intent,
      schema: VacancyActiveSchema,
      unexpected: myItemsTexts.vacancyUpdateFailed,
      handle: async ({ id, active }) => {
        const result = await attempt(intent, () => setVacancyActive({ id: id ?? "", viewer: member, active: active === "ja" }));
        if (result === "error" || result.status !== "ok") return outcome.redirect(myItemsTabUrl("doe-mee"), myItemsTexts.vacancyUpdateFailed, { type: "error" });
        const message = active === "ja" ? myItemsTexts.vacancyActivated : myItemsTexts.vacancyDeactivated;
        return outcome.redirect(myItemsTabUrl("doe-mee"), message);
      },
    });
  }
  return handleForm({
    formData,
    intent,
    schema: DeleteItemSchema,
    unexpected: myItemsTexts.deleteFailed,
    handle: async ({ intent: which, id }) => {
      const { run, tab, done } = deletions[which];
      const result = await attempt(which, () => run({ id: id ?? "", viewer: member }));
      if (result === "error" || result.status !== "ok") return outcome.redirect(myItemsTabUrl(tab), myItemsTexts.deleteFailed, { type: "error" });
      return outcome.redirect(myItemsTabUrl(tab), done);
    },
  });
}

export default function MyItemsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { initiatives, events, vacancies } = loaderData;
  const [searchParams] = useSearchParams();
  const refusal = actionData?.failure ?? Object.values(actionData?.result?.error ?? {}).flat()[0] ?? null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col px-4 py-8">
      <PageHeader
        title="Mijn items"
        intro="Je initiatieven en de events en vacatures die erbij horen."
        action={
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to="/nieuw-initiatief">
                <Plus aria-hidden="true" />
                Nieuw initiatief
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/nieuw-event">
                <Plus aria-hidden="true" />
                Nieuw event
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/vacature/nieuw">
                <Plus aria-hidden="true" />
                Nieuwe vacature
              </Link>
            </Button>
          </div>
        }
      />
      {refusal ? (
        <Alert variant="error" className="mb-4">
          <p>{refusal}</p>
        </Alert>
      ) : null}
      <MyItemsTabs tab={parseMyItemsTab(searchParams.get("tab"))} initiatives={initiatives} events={events} vacancies={vacancies} />
    </div>
  );
}
