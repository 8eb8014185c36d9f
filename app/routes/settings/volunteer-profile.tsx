/**
 * /instellingen/vrijwilligersprofiel: what the member offers and looks for, members only and private
 * (docs/product-rules.md#matching). "Voor jou" ranks vacancies and events by it.
 */
import { ArrowRight } from "~/components/icons";
import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { SectionCard } from "~/components/section-card";
import { SiteLink } from "~/components/site-link";
import { notify } from "~/components/toaster";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { VolunteerProfileForm } from "~/modules/matching/components/volunteer-profile-form";
import { FOR_YOU_PATH, VOLUNTEER_PROFILE_PATH } from "~/modules/matching/paths";
import { volunteerProfileConstraint, VolunteerProfileSchema, volunteerProfileTexts } from "~/modules/matching/profile";
import { getVolunteerProfile, saveVolunteerProfile } from "~/modules/matching/profile.server";
import { withKnownPostcode } from "~/modules/municipalities/places.server";
import type { Route } from "./+types/volunteer-profile";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Vrijwilligersprofiel", "Vertel wat je kunt en wanneer, dan laten we zien welke vacatures en events bij je passen.");

/**
 * The member's volunteer profile (empty lists when none is saved) and the form's constraints.
 * @throws Response 302 to /auth for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const profile = await getVolunteerProfile({ userId: member.id });
  if (!profile) throw new Response("Niet gevonden", { status: 404 });
  return { profile, constraint: volunteerProfileConstraint };
}

/**
 * Saves the volunteer profile and the home postcode, then back here with a toast.
 * @returns 400 with Dutch messages under the invalid fields; 500 when saving fails
 * @throws Response 302 to /auth for a visitor
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request);
  const formData = await readFormData(request);
  return handleForm({
    formData,
    schema: withKnownPostcode(VolunteerProfileSchema),
    unexpected: volunteerProfileTexts.failed,
    handle: async (values) => {
      await saveVolunteerProfile({ userId: member.id, email: member.email, values });
      return outcome.redirect(VOLUNTEER_PROFILE_PATH, volunteerProfileTexts.saved);
    },
  });
}

export default function VolunteerProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  // A save redirects to a new location, so the form restarts from the saved values.
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeader
        title="Vrijwilligersprofiel"
        intro="Vertel wat je kunt, wat je belangrijk vindt en wanneer je tijd hebt. Alles is optioneel en alleen jij ziet het."
      />
      <p>
        <SiteLink to={FOR_YOU_PATH} className="inline-flex items-center gap-1 font-medium underline underline-offset-4">
          Bekijk wat bij je past
          <ArrowRight className="size-4" aria-hidden="true" />
        </SiteLink>
      </p>
      <SectionCard id="vrijwilligersprofiel-titel" title="Wat zoek je?">
        <VolunteerProfileForm
          key={location.key}
          profile={profile}
          lastResult={navigation.state === "idle" ? actionData?.result : null}
          constraint={loaderData.constraint}
        />
      </SectionCard>
    </div>
  );
}
