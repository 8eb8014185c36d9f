/**
 * /instellingen/zoekopdrachten: where the forms that save, change and delete saved searches post
 * (docs/product-rules.md#saved-searches). The searches themselves are listed on
 * /instellingen/meldingen; a refused post shows its reason here, with the way back.
 */
import { Link, redirect } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { Alert } from "~/components/ui/alert";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { handleSavedSearchPost } from "~/modules/notifications/saved-search-actions.server";
import { SAVED_SEARCHES_PATH } from "~/modules/notifications/topics";
import type { Route } from "./+types/saved-searches";

export const meta: Route.MetaFunction = () => memberPageMeta("Bewaarde zoekopdrachten", "Je bewaarde zoekopdrachten en hun e-mails.");

/** @throws Response 302 to the searches on the preferences page (a visitor: to /auth) */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  throw redirect(SAVED_SEARCHES_PATH);
}

/** @throws Response 302 to /auth for a visitor; see {@link handleSavedSearchPost} */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "zoekopdracht" });
  return handleSavedSearchPost(member.id, await readFormData(request));
}

export default function SavedSearchesRoute({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeader title="Bewaarde zoekopdrachten" />
      {actionData ? (
        <Alert variant="error">
          <p>{actionData.error}</p>
        </Alert>
      ) : null}
      <p className="text-sm">
        <Link to={actionData?.back ?? SAVED_SEARCHES_PATH} className="underline">
          Terug
        </Link>
      </p>
    </div>
  );
}
