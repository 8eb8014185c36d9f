/** /beheer/leden/{id}: one member with what they created, and "Blokkeren" / "Deblokkeren"; moderators and admins only. */
import { data, Link } from "react-router";
import { notFoundBoundary } from "~/components/not-found";
import { PageHeader } from "~/components/list/page-header";
import { formatDate } from "~/lib/format";
import { formErrorFor } from "~/lib/form-action";
import { type FormOutcome, handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireModerator } from "~/lib/session.server";
import { itemKindLabels } from "~/modules/moderation/components/item-answer";
import { MemberBlockAction } from "~/modules/moderation/components/member-actions";
import { BlockSchema, memberIntents, UnblockSchema } from "~/modules/moderation/member-forms";
import { type BlockResult, blockMember, blockTexts, getMemberForModeration, unblockMember } from "~/modules/moderation/members.server";
import { initiativeStatusLabels } from "~/modules/moderation/review";
import { roleLabels } from "~/modules/moderation/role-forms";
import type { Route } from "./+types/member";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  memberPageMeta(loaderData ? loaderData.member.name : "Lid niet gevonden", "Een lid in het beheer.");

/** @throws Response 404 for anyone but a moderator or admin and for an unknown id; 302 to set up two-factor sign-in */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireModerator(request);
  const found = await getMemberForModeration(params.id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

function blockOutcome(result: BlockResult, page: string, done: string, unchanged: string): FormOutcome {
  if (result.status === "ok") return outcome.redirect(page, `${done}: ${result.name}`);
  if (result.status === "unchanged") return outcome.redirect(page, unchanged, { type: "info" });
  if (result.status === "not_found") return outcome.fail(404, { form: blockTexts.notFound });
  return outcome.fail(403, { form: blockTexts.refused });
}

/**
 * `intent` "block" or "unblock" for the page's member.
 * @returns a redirect with a toast; 400 field errors; 403 for oneself or a member with a role; 404
 * @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { viewer } = await requireModerator(request);
  const formData = await readFormData(request);
  const intent = intentOf(formData, memberIntents);
  const page = `/beheer/leden/${params.id}`;
  const samePage = (memberId: string) => memberId === params.id?.toLowerCase();
  if (intent === "block") {
    return handleForm({
      formData,
      intent,
      schema: BlockSchema,
      unexpected: blockTexts.failure,
      handle: async ({ member_id, reason }) =>
        samePage(member_id)
          ? blockOutcome(await blockMember({ viewer, memberId: member_id, reason }), page, blockTexts.blocked, blockTexts.alreadyBlocked)
          : outcome.fail(404, { form: blockTexts.notFound }),
    });
  }
  if (intent === "unblock") {
    return handleForm({
      formData,
      intent,
      schema: UnblockSchema,
      unexpected: blockTexts.failure,
      handle: async ({ member_id }) =>
        samePage(member_id)
          ? blockOutcome(await unblockMember({ viewer, memberId: member_id }), page, blockTexts.unblocked, blockTexts.notBlocked)
          : outcome.fail(404, { form: blockTexts.notFound }),
    });
  }
  return unknownIntent("Onbekende actie.");
}

export default function AdminMember({ loaderData, actionData }: Route.ComponentProps) {
  const { member, items } = loaderData;
  const error = formErrorFor(actionData, "block", "unblock") ?? actionData?.result?.error?.reason?.[0];
  return (
    <>
      <p className="mb-4 text-sm">
        <Link to="/beheer/leden" className="text-primary underline">
          Terug naar leden zoeken
        </Link>
      </p>
      <PageHeader title={member.name} intro={member.email} />
      <dl className="mb-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Lid sinds</dt>
        <dd>{formatDate(member.createdAt)}</dd>
        <dt className="font-medium">Rollen</dt>
        <dd>{member.roles.length > 0 ? member.roles.map((role) => roleLabels[role]).join(", ") : "Geen"}</dd>
        <dt className="font-medium">Status</dt>
        <dd>{member.blockedAt ? `Geblokkeerd sinds ${formatDate(member.blockedAt)}` : "Niet geblokkeerd"}</dd>
      </dl>
      {error ? (
        <p role="alert" className="mb-4 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="mb-8">
        <MemberBlockAction memberId={member.id} name={member.name} blocked={member.blockedAt !== null} error={error} />
      </div>
      <section aria-labelledby="items-titel" className="flex flex-col gap-3">
        <h2 id="items-titel" className="font-semibold text-xl">
          Items van dit lid
        </h2>
        {items.length === 0 ? <p className="text-muted-foreground">Dit lid heeft geen initiatieven, events of vacatures geplaatst.</p> : null}
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={`${item.type}:${item.id}`} className="text-sm">
              {itemKindLabels[item.type]} ·{" "}
              <Link to={item.path} className="text-primary underline">
                {item.title}
              </Link>{" "}
              · {initiativeStatusLabels[item.status]}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Lid niet gevonden",
  text: "Dit lid bestaat niet (meer).",
  backTo: "/beheer/leden",
  backLabel: "Naar leden zoeken",
});
