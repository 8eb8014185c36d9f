/**
 * /instellingen/meldingen: which mails a member gets that are not a direct answer to their own
 * action, and how often (docs/product-rules.md#mail-preferences). Members only; moderator topics
 * only for moderators and admins.
 */
import { data, Link, useLocation } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { SectionCard } from "~/components/section-card";
import { intentOf, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { MAIL_PREFERENCES_INTENT, MailPreferencesForm } from "~/modules/notifications/components/mail-preferences-form";
import { SavedSearchList } from "~/modules/notifications/components/saved-search-list";
import { hasVolunteerProfile } from "~/modules/matching/profile.server";
import { getMailPreferences, saveMailPreferencesForm } from "~/modules/notifications/preferences.server";
import { listSavedSearches } from "~/modules/notifications/saved-searches.server";
import { PREFERENCES_PATH } from "~/modules/notifications/topics";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Meldingen per e-mail", "Kies welke e-mails je van Dit doet Nederland krijgt en hoe vaak.");

/**
 * The member's effective preference for every topic they can get, their saved searches and whether
 * they have a volunteer profile (for the profile alert).
 * @throws Response 302 to /auth for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const [choices, searches, hasProfile] = await Promise.all([
    getMailPreferences(member),
    listSavedSearches(member.id),
    hasVolunteerProfile({ userId: member.id }),
  ]);
  return { choices, searches, hasProfile };
}

/**
 * Saves the whole form; a missing or unknown choice is 400 with a Dutch message, nothing saved.
 * @throws Response 302 to /auth for a visitor
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request);
  const formData = await readFormData(request);
  if (intentOf(formData, [MAIL_PREFERENCES_INTENT]) === null) return unknownIntent("Onbekende actie.");
  const refused = await saveMailPreferencesForm(member, formData);
  if (refused) return data({ error: refused }, { status: 400 });
  return redirectWithToast(PREFERENCES_PATH, { type: "success", message: "Je keuzes voor e-mails zijn opgeslagen." });
}

export default function NotificationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && "error" in actionData ? actionData.error : null;
  const failure = actionData && "failure" in actionData ? actionData.failure : null;
  // A save redirects to a new location, so the form restarts from the saved choices.
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeader
        title="Meldingen per e-mail"
        intro="Kies welke e-mails je van ons krijgt en hoe vaak. E-mails over iets wat je zelf doet, zoals je aanmelding voor een event of een nieuw wachtwoord, krijg je altijd."
      />
      <SectionCard id="meldingen-titel" title="Je e-mails">
        <MailPreferencesForm key={location.key} choices={loaderData.choices} error={error ?? failure} />
      </SectionCard>
      <SectionCard
        id="zoekopdrachten"
        title="Bewaarde zoekopdrachten"
        intro="We mailen je wat er nieuw bij komt. Dagelijkse e-mails komen rond 7 uur, wekelijkse op maandag; nooit een lege e-mail."
      >
        <SavedSearchList key={location.key} searches={loaderData.searches} hasProfile={loaderData.hasProfile} />
      </SectionCard>
      <p className="text-sm">
        <Link to="/instellingen" className="underline">
          Terug naar instellingen
        </Link>
      </p>
    </div>
  );
}
