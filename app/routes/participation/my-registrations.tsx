/** /mijn-aanmeldingen: the member's event sign-ups and vacancy responses; members only. */
import { PageHeader } from "~/components/list/page-header";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { OwnRegistrationsList } from "~/modules/participation/components/own-registrations";
import { OwnResponsesList } from "~/modules/participation/components/own-responses-list";
import { isPastEvent } from "~/modules/events/timing";
import { hasStarted, listOwnRegistrations } from "~/modules/participation/registrations.server";
import { listResponsesOf } from "~/modules/participation/responses.server";
import { myRegistrationsTexts as m } from "~/modules/participation/texts";
import type { Route } from "./+types/my-registrations";

export const meta: Route.MetaFunction = () => memberPageMeta(m.title, m.description);

/** @throws Response 302 to /auth for a visitor */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const now = new Date();
  const [registrations, responses] = await Promise.all([listOwnRegistrations(member.id, now), listResponsesOf(member.id)]);
  return { registrations: registrations.map((row) => ({ ...row, started: hasStarted(row, now), over: isPastEvent(row, now) })), responses };
}

export default function MyRegistrationsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <PageHeader title={m.title} intro={m.description} />
      <section aria-labelledby="aanmeldingen-events" className="flex flex-col gap-3">
        <h2 id="aanmeldingen-events" className="text-xl font-semibold">
          {m.eventsHeading}
        </h2>
        <OwnRegistrationsList rows={loaderData.registrations} redirectTo="/mijn-aanmeldingen" />
      </section>
      <section aria-labelledby="aanmeldingen-vacatures" className="flex flex-col gap-3">
        <h2 id="aanmeldingen-vacatures" className="text-xl font-semibold">
          {m.responsesHeading}
        </h2>
        <OwnResponsesList responses={loaderData.responses} redirectTo="/mijn-aanmeldingen" />
      </section>
    </div>
  );
}
