/**
 * /instellingen: profile, password, two-factor, sign-in methods, data download and account
 * deletion, members only (docs/product-rules.md#accounts). Each section posts its own `intent`.
 */
import { Download } from "~/components/icons";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { notify } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { googleEnabled } from "~/lib/auth.server";
import { handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { clientAddressContext } from "~/lib/request-context";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { countOwnedContent, describeDeletion } from "~/modules/accounts/account-deletion.server";
import { deleteAccountAction } from "~/modules/accounts/delete-account-action.server";
import { SIGN_OUT_EVERYWHERE_INTENT, signOutEverywhereAction } from "~/modules/accounts/sign-out.server";
import {
  DeleteAccountSection,
  PasswordForm,
  ProfileForm,
} from "~/modules/accounts/components/settings-sections";
import { SectionCard } from "~/components/section-card";
import { SiteLink } from "~/components/site-link";
import { FOR_YOU_PATH, VOLUNTEER_PROFILE_PATH } from "~/modules/matching/paths";
import { SignInMethodsSection } from "~/modules/accounts/components/sign-in-methods";
import { SignOutEverywhereSection } from "~/modules/accounts/components/sign-out-everywhere";
import { CalendarFeedSection } from "~/modules/calendar/components/calendar-feed-section";
import { CALENDAR_INTENT } from "~/modules/calendar/feed";
import { calendarFeedAction, getCalendarFeed } from "~/modules/calendar/feed.server";
import { PREFERENCES_PATH } from "~/modules/notifications/topics";
import { TwoFactorSection } from "~/modules/accounts/components/two-factor-forms";
import { changePasswordAction } from "~/modules/accounts/password-change.server";
import { twoFactorAction, type TwoFactorIntent, twoFactorIntents } from "~/modules/accounts/two-factor-actions.server";
import { DATA_EXPORT_FILENAME, nameFieldDefaults, ProfileSchema, settingsTexts } from "~/modules/accounts/profile";
import { getProfile, listSignInProviders, saveProfile } from "~/modules/accounts/profile.server";
import { signInMethodAction, type SignInMethodIntent, signInMethodIntents } from "~/modules/accounts/sign-in-methods.server";
import { withKnownPostcode } from "~/modules/municipalities/places.server";
import { API_KEY_INTENTS } from "~/modules/api-keys/api-keys";
import { ApiKeysSection } from "~/modules/api-keys/components/api-keys-section";
import { apiKeyAction, listApiKeys } from "~/modules/api-keys/keys.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Instellingen", "Beheer je profiel, je wachtwoord en je account bij Dit doet Nederland.");

const EXPORT_PATH = "/instellingen/gegevens";


/**
 * The member's profile and sign-in methods, and the sentence saying what deleting the account removes.
 * @throws Response 302 to /auth for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const [profile, providers, counts, calendarFeed, apiKeys] = await Promise.all([
    getProfile({ userId: member.id }),
    listSignInProviders({ userId: member.id }),
    countOwnedContent({ userId: member.id }),
    getCalendarFeed(member.id),
    listApiKeys(member.id),
  ]);
  const saved = profile ?? {
    email: member.email,
    full_name: member.name,
    first_name: null,
    last_name: null,
    bio: null,
    birthdate: null,
    city: null,
    home_pc4: null,
    updated_at: null,
  };
  return {
    profile: { ...saved, ...nameFieldDefaults(saved) },
    hasPassword: providers.includes("credential"),
    hasGoogle: providers.includes("google"),
    google: googleEnabled(),
    deletionSummary: describeDeletion(counts),
    twoFactorEnabled: member.twoFactorEnabled,
    // Moderators and admins need two-factor sign-in before the beheer area opens.
    twoFactorRequired: member.roles.length > 0,
    calendarFeed,
    apiKeys,
  };
}

/**
 * Handles the settings form of `intent`; an unknown intent is 400 "Onbekende actie.".
 * @throws Response 302 to /auth for a visitor (every intent)
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireUser(request);
  const clientIp = context.get(clientAddressContext);
  const formData = await readFormData(request);

  const intent = intentOf(formData, ["profile", "change-password", "delete-account", SIGN_OUT_EVERYWHERE_INTENT, CALENDAR_INTENT, API_KEY_INTENTS.create, API_KEY_INTENTS.revoke, ...twoFactorIntents, ...signInMethodIntents]);
  if (intent && (twoFactorIntents as readonly string[]).includes(intent)) {
    return twoFactorAction({ request, formData, intent: intent as TwoFactorIntent, member, clientIp });
  }
  if (intent && (signInMethodIntents as readonly string[]).includes(intent)) {
    return signInMethodAction({ request, formData, intent: intent as SignInMethodIntent, member, clientIp });
  }
  switch (intent) {
    case "profile":
      return handleForm({
        formData,
        intent: "profile",
        schema: withKnownPostcode(ProfileSchema),
        unexpected: settingsTexts.profileFailed,
        handle: async (values) => {
          await saveProfile({ userId: member.id, email: member.email, values });
          return outcome.redirect("/instellingen", settingsTexts.profileSaved);
        },
      });
    case "change-password":
      return changePasswordAction({ request, formData, member, clientIp });
    case CALENDAR_INTENT:
      return calendarFeedAction({ formData, member });
    case API_KEY_INTENTS.create:
    case API_KEY_INTENTS.revoke:
      return apiKeyAction({ formData, intent, member });
    case "delete-account":
      return deleteAccountAction({ request, formData, member, clientIp });
    case SIGN_OUT_EVERYWHERE_INTENT:
      return signOutEverywhereAction({ request, formData });
    default:
      return unknownIntent(settingsTexts.unknownAction);
  }
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, hasPassword, hasGoogle, google, deletionSummary, twoFactorEnabled, twoFactorRequired, calendarFeed, apiKeys } = loaderData;
  // A successful save redirects to a new location, so the forms restart from the saved values.
  const location = useLocation();

  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeader title="Instellingen" intro="Beheer je profiel, je wachtwoord en je account." />

      <SectionCard id="profiel-titel" title="Profiel" intro="Deze gegevens horen bij je account.">
        <ProfileForm key={`profiel-${location.key}`} profile={profile} actionData={actionData} />
      </SectionCard>

      <SectionCard id="vrijwilligersprofiel-titel" title="Vrijwilligersprofiel" intro="Wat je kunt, wat je zoekt en wanneer je tijd hebt.">
        <p className="text-sm">
          Vul je vrijwilligersprofiel in, dan zie je bij <SiteLink to={FOR_YOU_PATH} className="underline underline-offset-4">Voor jou</SiteLink> welke
          vacatures en events bij je passen. Alleen jij ziet het.
        </p>
        <div>
          <SiteLink to={VOLUNTEER_PROFILE_PATH} className={buttonVariants({ variant: "outline" })}>
            Vrijwilligersprofiel bekijken
          </SiteLink>
        </div>
      </SectionCard>

      <SectionCard id="wachtwoord-titel" title="Wachtwoord wijzigen">
        {hasPassword ? (
          <PasswordForm key={`wachtwoord-${location.key}`} email={profile.email} actionData={actionData} />
        ) : (
          <Alert variant="info">
            <p>{settingsTexts.noPassword}</p>
          </Alert>
        )}
      </SectionCard>

      <SectionCard id="meldingen-titel" title="Meldingen per e-mail">
        <p className="text-sm">Kies welke e-mails je van ons krijgt, zoals herinneringen voor events, en hoe vaak.</p>
        <div>
          <Link to={PREFERENCES_PATH} className={buttonVariants({ variant: "outline" })}>
            Meldingen instellen
          </Link>
        </div>
      </SectionCard>

      <SectionCard id="inlogmethoden" title="Inlogmethoden" intro="Zo kun je inloggen bij Dit doet Nederland.">
        <SignInMethodsSection
          key={`inlogmethoden-${location.key}`}
          email={profile.email}
          hasPassword={hasPassword}
          hasGoogle={hasGoogle}
          google={google}
          actionData={actionData}
        />
      </SectionCard>

      <SectionCard id="tweestapsverificatie" title="Tweestapsverificatie">
        {hasPassword ? (
          <TwoFactorSection
            key={`tweestaps-${location.key}`}
            enabled={twoFactorEnabled}
            required={twoFactorRequired}
            actionData={actionData}
          />
        ) : (
          <Alert variant="info">
            <p>Tweestapsverificatie werkt bij inloggen met e-mailadres en wachtwoord. Je logt nu in met Google.</p>
          </Alert>
        )}
      </SectionCard>

      <SectionCard id="uitloggen-titel" title="Uitloggen op al je apparaten">
        <SignOutEverywhereSection actionData={actionData} />
      </SectionCard>

      <CalendarFeedSection key={`agenda-${location.key}`} feed={calendarFeed} actionData={actionData} />

      <ApiKeysSection key={`api-sleutels-${location.key}`} keys={apiKeys} actionData={actionData} />

      <SectionCard id="gegevens-titel" title="Je gegevens">
        <p className="text-sm">
          Download alles wat we van je bewaren (je account, profiel, vrijwilligersprofiel, initiatieven, events, vacatures, favorieten en feedback)
          in één ZIP-bestand: je gegevens als JSON-bestand en je afbeeldingen, zonder metagegevens zoals locatie.
        </p>
        <div>
          <a href={EXPORT_PATH} download={DATA_EXPORT_FILENAME} className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Download mijn gegevens
          </a>
        </div>
      </SectionCard>

      <SectionCard id="gevarenzone-titel" title="Gevarenzone" danger>
        <DeleteAccountSection deletionSummary={deletionSummary} hasPassword={hasPassword} google={google} actionData={actionData} />
      </SectionCard>
    </div>
  );
}
