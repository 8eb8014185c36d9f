/**
 * /melden: where every item's report form posts; the page itself shows the form for a post without
 * JavaScript that has errors. Rate-limited per IP address and account.
 */
import { ArrowLeft } from "~/components/icons";
import { data, Form, Link, useNavigation } from "react-router";
import { notFoundBoundary } from "~/components/not-found";
import { PageHeader } from "~/components/list/page-header";
import { Button } from "~/components/ui/button";
import { parseEnum } from "~/lib/enums";
import { moderatedItemTypes } from "~/lib/moderated-item-types";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { isUuid } from "~/lib/list-params";
import { memberPageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { getViewer } from "~/lib/session.server";
import { ReportFormFields } from "~/modules/reports/components/report-form";
import { createReport, getPublicItem } from "~/modules/reports/reports.server";
import { ReportSchema, reportTexts } from "~/modules/reports/schemas";
import type { Route } from "./+types/report";

export const meta: Route.MetaFunction = () => memberPageMeta("Melden", "Meld een initiatief, event, vacature of nieuwsbericht bij de moderatoren.");

/**
 * The public item of `?type=&id=`.
 * @throws Response 404 for a missing, malformed, unknown or non-public item
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const type = parseEnum(moderatedItemTypes, query.get("type"));
  const id = query.get("id")?.toLowerCase() ?? "";
  const item = type && isUuid(id) ? await getPublicItem(type, id) : null;
  if (!type || !item) throw data(null, { status: 404 });
  return { type, id, title: item.title, path: item.path };
}

/**
 * Stores a report.
 * @returns a redirect to the item with a thank-you toast; 400 field errors; 404 for an unknown
 *   item; 429 when reported too often; 500 when the database fails
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  const formData = await readFormData(request);
  return handleForm({
    formData,
    schema: ReportSchema,
    unexpected: reportTexts.failure,
    handle: async (input) => {
      const result = await createReport({ input, viewer, clientIp: context.get(clientAddressContext) });
      if (result.status === "not_found") return outcome.fail(404, { form: "Dit item bestaat niet of is niet meer beschikbaar." });
      if (result.status === "rate_limited") return outcome.fail(429, { form: result.message });
      return outcome.redirect(result.path, reportTexts.thanks);
    },
  });
}

/** 'het nieuwsbericht van … bij "…"' for an update (its title quotes its initiative), else the title in quotes. */
function reportedName({ type, title }: { type: string; title: string }): string {
  return type === "update" ? `het ${title.charAt(0).toLowerCase()}${title.slice(1)}` : `"${title}"`;
}

export default function ReportRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Button asChild variant="ghost" className="mb-4">
        <Link to={loaderData.path}>
          <ArrowLeft aria-hidden="true" /> Terug
        </Link>
      </Button>
      <PageHeader title="Melden" intro={`Wat is er mis met ${reportedName(loaderData)}? Een moderator bekijkt je melding.`} />
      <ReportFormFields
        itemType={loaderData.type}
        itemId={loaderData.id}
        lastResult={navigation.state === "idle" ? actionData?.result : null}
        FormElement={Form}
        busy={navigation.state === "submitting"}
      />
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Item niet gevonden",
  text: "Dit item bestaat niet of is niet meer beschikbaar.",
  backTo: "/",
  backLabel: "Naar de startpagina",
});
