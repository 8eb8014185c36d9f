/**
 * Responses to vacancies ("Ik doe mee"), the server half: a member responds to a public vacancy
 * with a motivation and an optional phone number, sees the status of their response and may
 * withdraw it; the organizer (whoever may edit the vacancy, `canEditVacancy` /
 * `vacancyEditableBy` of app/modules/vacancies/permissions*.ts, docs/decisions/015-permissions.md)
 * sees the responses with the volunteers' e-mail addresses and phone numbers and sets their status.
 *
 * Rules:
 * - Only a public vacancy (the `vacancies_public` view: active, not hidden, its initiative public)
 *   takes responses, and only one with an organizer: platform content (no creator) has nobody to
 *   read them, so members use its contact data instead.
 * - The organizer does not respond to their own vacancy.
 * - One response per member per vacancy (the table's unique key); withdrawing deletes it, after
 *   which the member may respond again.
 * - Withdrawing and the organizer's list and status do not depend on the vacancy being public: a
 *   member can always take back what they sent, and the organizer can always handle it.
 * - Mail: the organizer gets "Nieuwe reactie op {titel}" on a member's first response to the
 *   vacancy (a renewed response after withdrawing, within 30 days, sends none); the volunteer gets
 *   a mail when the status changes. Both are queued in the transaction of the change
 *   (app/lib/mail-queue.server.ts), so a mail exists exactly when its change was committed.
 * - Responding and status changes are rate-limited (./limits.ts), so nobody can flood the other
 *   side's inbox.
 * - The volunteer's e-mail address and phone number leave the server only in the organizer's list
 *   ({@link listVacancyResponses}) and the organizer's mail.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { initiatives, user, vacancies, vacanciesPublic, vacancyResponses } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { preparedFor } from "~/lib/prepared.server";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/list-params";
import { enqueueMail } from "~/lib/mail-queue.server";
import { consumeRateLimits, consumeWindowLimit, type RateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import type { Outcome } from "~/lib/result";
import type { Member, Viewer } from "~/lib/viewer";
import { canEditVacancy, type VacancyOwnership } from "~/modules/vacancies/permissions";
import { vacancyEditableBy } from "~/modules/vacancies/permissions.server";
import { PARTICIPATION_LIMITS } from "./limits";
import { newResponseEmail, responseStatusEmail } from "./response-emails";
import { responseLoginHref, responsesPagePath } from "./paths";
import { isResponseStatus, type RespondValues, type ResponseStatus } from "./responses";

/** A stored status read from the database (text); anything unexpected reads as "new". */
function statusOf(value: string): ResponseStatus {
  return isResponseStatus(value) ? value : "new";
}

/** Whether anybody may read the responses to a vacancy with these owners (not platform content). */
function hasOrganizer(vacancy: VacancyOwnership): boolean {
  return vacancy.created_by !== null || vacancy.initiative_created_by !== null;
}

/** The absolute URL of `path` on this site, for links in mails. */
function siteUrl(path: string): string {
  return `${env().SITE_URL}${path}`;
}

/**
 * What the "Doe Mee" part of a vacancy page shows the viewer:
 * - "none": nothing (the vacancy is not public, and the viewer does not organise it);
 * - "visitor": the link "Log in om te reageren" to `signInHref` (/auth, back to the vacancy afterwards);
 * - "organizer": the count of responses and the link to the responses page (the viewer may edit
 *   the vacancy; also when it is not public);
 * - "closed": a public vacancy without an organizer (platform content): respond via its contact data;
 * - "open": the form "Ik doe mee";
 * - "sent": the member's own response, with its status and sending time (UTC), and "Reactie intrekken".
 */
export type ResponsePanelState =
  | { kind: "none" }
  | { kind: "visitor"; signInHref: string }
  | { kind: "organizer"; total: number }
  | { kind: "closed" }
  | { kind: "open" }
  | { kind: "sent"; status: ResponseStatus; created_at: Date };

/**
 * The "Doe Mee" state of vacancy `vacancy.id` for `viewer` ({@link ResponsePanelState}). Never
 * carries another member's data: the organizer gets a count only.
 * @param options.vacancy the vacancy as the detail page read it: its UUID, whether it is public
 *   (`getVacancy`'s `isPublic`) and whether the viewer may edit it (`canEdit`)
 * @throws Error when the database fails
 */
export async function getResponsePanelState({
  viewer,
  vacancy,
}: {
  viewer: Viewer;
  vacancy: { id: string; isPublic: boolean; canEdit: boolean };
}): Promise<ResponsePanelState> {
  if (vacancy.canEdit) {
    const counts = await countResponsesFor([vacancy.id]);
    return { kind: "organizer", total: counts.get(vacancy.id)?.total ?? 0 };
  }
  if (!vacancy.isPublic) return { kind: "none" };
  const db = await getDb();
  const [owners] = await db
    .select({ created_by: vacancies.created_by, initiative_created_by: initiatives.created_by })
    .from(vacancies)
    .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
    .where(eq(vacancies.id, vacancy.id))
    .limit(1);
  if (!owners || !hasOrganizer(owners)) return viewer ? { kind: "closed" } : { kind: "none" };
  if (!viewer) return { kind: "visitor", signInHref: responseLoginHref(vacancy.id) };
  const [own] = await db
    .select({ status: vacancyResponses.status, created_at: vacancyResponses.created_at })
    .from(vacancyResponses)
    .where(and(eq(vacancyResponses.vacancy_id, vacancy.id), eq(vacancyResponses.user_id, viewer.id)))
    .limit(1);
  return own ? { kind: "sent", status: statusOf(own.status), created_at: own.created_at } : { kind: "open" };
}

/** The result of {@link respondToVacancy}. */
export type RespondResult =
  | { status: "ok" }
  | { status: "not_found" }
  | { status: "own_vacancy" }
  | { status: "no_organizer" }
  | { status: "already_responded" }
  | { status: "rate_limited"; message: string };

/**
 * The members who organise a vacancy (its creator and its initiative's creator, the owners of
 * `canEditVacancy`), with their account e-mail address and name; blocked members left out.
 */
async function organizersOf(executor: Executor, vacancy: VacancyOwnership) {
  const ids = [vacancy.created_by, vacancy.initiative_created_by].filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  return executor
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(and(inArray(user.id, [...new Set(ids)]), isNull(user.blockedAt)));
}

/**
 * "Ik doe mee": stores `viewer`'s response to vacancy `vacancyId` (status "new") and, on the
 * member's first response to it in 30 days (`PARTICIPATION_LIMITS.responseMailOnce`), queues the
 * mail "Nieuwe reactie op {titel}" ({@link newResponseEmail}) to each organizer, in one
 * transaction. The vacancy row is locked (share) while checking, so it cannot disappear or change
 * hands before the insert commits.
 * @param options.viewer the signed-in member (their account name and e-mail address go to the organizer)
 * @param options.vacancyId the vacancy's UUID (anything else is "not_found")
 * @param options.values the parsed form (`RespondSchema`): motivation (10–1000 characters), phone or null
 * @returns ok; "not_found" for an unknown, malformed or non-public vacancy (inactive, hidden, or its
 *   initiative not public); "own_vacancy" when `viewer` may edit it; "no_organizer" for platform
 *   content; "already_responded" when `viewer` has a response to it already; "rate_limited" with
 *   the Dutch wait message when the member responded too often (to this vacancy or at all).
 *   Nothing is stored and no mail is queued unless "ok".
 * @throws Error when the database fails (nothing is stored)
 */
export async function respondToVacancy({
  viewer,
  vacancyId,
  values,
}: {
  viewer: Member;
  vacancyId: string;
  values: Pick<RespondValues, "motivation" | "phone">;
}): Promise<RespondResult> {
  if (!isUuid(vacancyId)) return { status: "not_found" };
  const id = vacancyId.toLowerCase();
  const pair = `${id}:${viewer.id}`;
  const limited = await consumeRateLimits([
    [PARTICIPATION_LIMITS.responseMember, viewer.id],
    [PARTICIPATION_LIMITS.responseMemberVacancy, pair],
  ]);
  if (limited) return { status: "rate_limited", message: limited };
  const mailOrganizers = (await consumeWindowLimit(PARTICIPATION_LIMITS.responseMailOnce, pair)).allowed;
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<RespondResult> => {
    const [vacancy] = await tx
      .select({
        id: vacancies.id,
        title: vacancies.title,
        initiative_name: initiatives.name,
        created_by: vacancies.created_by,
        initiative_created_by: initiatives.created_by,
      })
      .from(vacancies)
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .where(and(eq(vacancies.id, id), sql`${vacancies.id} in (select ${vacanciesPublic.id} from ${vacanciesPublic})`))
      .for("share", { of: vacancies });
    if (!vacancy) return { status: "not_found" };
    if (canEditVacancy(viewer, vacancy)) return { status: "own_vacancy" };
    if (!hasOrganizer(vacancy)) return { status: "no_organizer" };
    const [inserted] = await tx
      .insert(vacancyResponses)
      .values({ vacancy_id: vacancy.id, user_id: viewer.id, motivation: values.motivation, phone: values.phone })
      .onConflictDoNothing({ target: [vacancyResponses.vacancy_id, vacancyResponses.user_id] })
      .returning({ id: vacancyResponses.id });
    if (!inserted) return { status: "already_responded" };
    if (!mailOrganizers) return { status: "ok" };
    const [volunteer] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, viewer.id));
    if (!volunteer) throw new Error("respondToVacancy: the responding member does not exist");
    const url = siteUrl(responsesPagePath(vacancy.id));
    for (const organizer of await organizersOf(tx, vacancy)) {
      const mail = newResponseEmail({
        organizerName: organizer.name,
        vacancyTitle: vacancy.title,
        initiativeName: vacancy.initiative_name,
        volunteer: { ...volunteer, phone: values.phone },
        motivation: values.motivation,
        url,
      });
      await enqueueMail(tx, { to: organizer.email, ...mail, link: url });
    }
    return { status: "ok" };
  });
  // Nothing was mailed: the next response of this member to this vacancy still is the first.
  if (result.status !== "ok" && mailOrganizers) await refundRateLimit(PARTICIPATION_LIMITS.responseMailOnce, pair);
  return result;
}

/**
 * "Reactie intrekken": deletes `viewer`'s own response to vacancy `vacancyId`, whatever the
 * vacancy's state (a member can always take back what they sent). Only the session's member's
 * response can be touched: the user id is part of the DELETE.
 * @param options.vacancyId the vacancy's UUID (anything else is "not_found")
 * @returns ok; "not_found" when `viewer` has no response to it (or the id is malformed)
 * @throws Error when the database fails
 */
export async function withdrawResponse({ viewer, vacancyId }: { viewer: Member; vacancyId: string }): Promise<Outcome> {
  if (!isUuid(vacancyId)) return { status: "not_found" };
  const db = await getDb();
  const deleted = await db
    .delete(vacancyResponses)
    .where(and(eq(vacancyResponses.vacancy_id, vacancyId.toLowerCase()), eq(vacancyResponses.user_id, viewer.id)))
    .returning({ id: vacancyResponses.id });
  return deleted.length > 0 ? { status: "ok" } : { status: "not_found" };
}

/** One response as its organizer sees it. Dates are Date objects (ISO 8601 strings once serialised). */
export interface VacancyResponseRow {
  id: string;
  /** The volunteer's account name. */
  name: string;
  /** The volunteer's account e-mail address: for the organizer only. */
  email: string;
  /** As typed, or null: for the organizer only. */
  phone: string | null;
  motivation: string;
  status: ResponseStatus;
  created_at: Date;
}

/** The responses page of one vacancy. */
export interface VacancyResponses {
  /** `is_public`: whether it takes new responses (in the `vacancies_public` view). */
  vacancy: { id: string; title: string; is_public: boolean; initiative: { id: string; name: string } };
  /** Newest first (created_at descending, then id). */
  responses: VacancyResponseRow[];
}

/**
 * The responses to vacancy `vacancyId` with the volunteers' names, e-mail addresses and phone
 * numbers, for whoever may edit the vacancy (`canEditVacancy`), whatever its state.
 * @returns ok with {@link VacancyResponses}; "not_found" for an unknown or malformed id;
 *   "forbidden" for anyone who may not edit it (the route answers both with 404)
 * @throws Error when the database fails
 */
export async function listVacancyResponses({ viewer, vacancyId }: { viewer: Viewer; vacancyId: string }): Promise<Outcome<VacancyResponses>> {
  if (!isUuid(vacancyId)) return { status: "not_found" };
  const id = vacancyId.toLowerCase();
  const db = await getDb();
  const [row] = await db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      is_public: sql<boolean>`${vacancies.id} in (select ${vacanciesPublic.id} from ${vacanciesPublic})`,
      initiative: { id: initiatives.id, name: initiatives.name },
      created_by: vacancies.created_by,
      initiative_created_by: initiatives.created_by,
    })
    .from(vacancies)
    .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
    .where(eq(vacancies.id, id))
    .limit(1);
  if (!row) return { status: "not_found" };
  const { created_by, initiative_created_by, is_public, ...rest } = row;
  const vacancy = { ...rest, is_public: Boolean(is_public) };
  if (!canEditVacancy(viewer, { created_by, initiative_created_by })) return { status: "forbidden" };
  const rows = await db
    .select({
      id: vacancyResponses.id,
      name: user.name,
      email: user.email,
      phone: vacancyResponses.phone,
      motivation: vacancyResponses.motivation,
      status: vacancyResponses.status,
      created_at: vacancyResponses.created_at,
    })
    .from(vacancyResponses)
    .innerJoin(user, eq(user.id, vacancyResponses.user_id))
    .where(eq(vacancyResponses.vacancy_id, id))
    .orderBy(desc(vacancyResponses.created_at), vacancyResponses.id);
  return {
    status: "ok",
    item: { vacancy, responses: rows.map((response) => ({ ...response, status: statusOf(response.status) })) },
  };
}

/**
 * Whether `viewer` may see and handle the responses to vacancy `vacancyId` (`vacancyEditableBy`:
 * its creator or its initiative's creator), whatever the vacancy's state.
 * @returns false for a visitor, an unknown or malformed id, or anyone who may not edit the vacancy
 * @throws Error when the database fails
 */
export async function organizesVacancy({ viewer, vacancyId }: { viewer: Viewer; vacancyId: string }): Promise<boolean> {
  if (viewer === null || !isUuid(vacancyId)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.id, vacancyId.toLowerCase()), vacancyEditableBy(viewer)))
    .limit(1);
  return row !== undefined;
}

/** The result of {@link setResponseStatus}: `changed` is false when the status was already `status`. */
export type SetStatusResult =
  | { status: "ok"; changed: boolean }
  | { status: "not_found" | "forbidden" }
  | { status: "rate_limited"; message: string };

/**
 * Sets the status of response `responseId` to vacancy `vacancyId`, when `viewer` may edit the
 * vacancy, and queues a mail to the volunteer about the new status ({@link responseStatusEmail})
 * in the same transaction. The response row is locked while checking; the UPDATE carries the SQL
 * form of the rule (`vacancyEditableBy`).
 * @param options.status one of the four statuses ("new", "in_conversation", "accepted", "declined")
 * @returns ok (`changed` false and no mail when it already had that status); "not_found" for an
 *   unknown or malformed id, or a response to another vacancy; "forbidden" when `viewer` may not
 *   edit the vacancy; "rate_limited" with the Dutch wait message when this response or this
 *   vacancy's responses changed status too often (`PARTICIPATION_LIMITS.statusChanges*`). Nothing
 *   changes unless ok.
 * @throws Error when the database fails (nothing is written)
 */
export async function setResponseStatus({
  viewer,
  vacancyId,
  responseId,
  status,
}: {
  viewer: Member;
  vacancyId: string;
  responseId: string;
  status: ResponseStatus;
}): Promise<SetStatusResult> {
  if (!isUuid(vacancyId) || !isUuid(responseId)) return { status: "not_found" };
  const db = await getDb();
  const [current] = await db
    .select({ status: vacancyResponses.status })
    .from(vacancyResponses)
    .where(and(eq(vacancyResponses.id, responseId.toLowerCase()), eq(vacancyResponses.vacancy_id, vacancyId.toLowerCase())));
  // Only a change that mails the volunteer counts; setting the status it has is no change.
  const checks: [RateLimit, string][] =
    current && current.status !== status
      ? [
          [PARTICIPATION_LIMITS.statusChangesVacancy, vacancyId],
          [PARTICIPATION_LIMITS.statusChangesResponse, responseId],
        ]
      : [];
  const limited = await consumeRateLimits(checks);
  if (limited) return { status: "rate_limited", message: limited };
  const result = await db.transaction(async (tx): Promise<SetStatusResult> => {
    const [row] = await tx
      .select({
        current: vacancyResponses.status,
        vacancy_id: vacancies.id,
        title: vacancies.title,
        initiative_name: initiatives.name,
        created_by: vacancies.created_by,
        initiative_created_by: initiatives.created_by,
        volunteer: { name: user.name, email: user.email },
      })
      .from(vacancyResponses)
      .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancy_id))
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .innerJoin(user, eq(user.id, vacancyResponses.user_id))
      .where(and(eq(vacancyResponses.id, responseId.toLowerCase()), eq(vacancyResponses.vacancy_id, vacancyId.toLowerCase())))
      .for("update", { of: vacancyResponses });
    if (!row) return { status: "not_found" };
    if (!canEditVacancy(viewer, row)) return { status: "forbidden" };
    if (row.current === status) return { status: "ok", changed: false };
    await tx
      .update(vacancyResponses)
      .set({ status, updated_at: new Date() })
      .where(
        and(
          eq(vacancyResponses.id, responseId.toLowerCase()),
          sql`${vacancyResponses.vacancy_id} in (select ${vacancies.id} from ${vacancies} where ${vacancyEditableBy(viewer)})`,
        ),
      );
    const url = siteUrl(`/vacature/${row.vacancy_id}`);
    const mail = responseStatusEmail({
      name: row.volunteer.name,
      vacancyTitle: row.title,
      initiativeName: row.initiative_name,
      status,
      url,
    });
    await enqueueMail(tx, { to: row.volunteer.email, ...mail, link: url });
    return { status: "ok", changed: true };
  });
  if (result.status !== "ok" || !result.changed) for (const [limit, key] of checks) await refundRateLimit(limit, key);
  return result;
}

/** How many responses a vacancy has: all of them, and those still "new". */
export interface ResponseCounts {
  total: number;
  fresh: number;
}

/**
 * The response counts of `vacancyIds` (one grouped query), for /mijn-items and the organizer's
 * link on the vacancy page. Callers pass only vacancies the viewer may edit: counts are no secret
 * to them.
 * @returns a Map from vacancy id to {@link ResponseCounts}; vacancies without responses are absent
 * @throws Error when the database fails
 */
export async function countResponsesFor(vacancyIds: readonly string[]): Promise<Map<string, ResponseCounts>> {
  if (vacancyIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      vacancy_id: vacancyResponses.vacancy_id,
      total: count(),
      fresh: sql<number>`(count(*) filter (where ${vacancyResponses.status} = 'new'))::int`,
    })
    .from(vacancyResponses)
    .where(inArray(vacancyResponses.vacancy_id, [...vacancyIds]))
    .groupBy(vacancyResponses.vacancy_id);
  return new Map(rows.map((row) => [row.vacancy_id, { total: Number(row.total), fresh: Number(row.fresh) }]));
}

/** One of a member's own responses (for /mijn-aanmeldingen). Dates are Date objects (ISO 8601 once serialised). */
export interface OwnResponseRow {
  vacancy_id: string;
  /** The vacancy's title. */
  title: string;
  initiative_name: string;
  status: ResponseStatus;
  created_at: Date;
  motivation: string;
  /** Whether the vacancy page is public (a link to it works for the member); false once it is inactive or hidden. */
  is_public: boolean;
}

/**
 * The responses of member `userId`, newest first (created_at descending, then id), whatever the
 * state of their vacancies, so every one of them can be withdrawn. Contains nothing of other
 * members: no organizer, no contact data.
 * @param userId the member's auth user id (the session's, never one from a form)
 * @returns the rows ({@link OwnResponseRow}); empty when none
 * @throws Error when the database fails
 */
export async function listResponsesOf(userId: string): Promise<OwnResponseRow[]> {
  const db = await getDb();
  const rows = await responsesOf(db).execute({ userId });
  return rows.map((row) => ({ ...row, status: statusOf(row.status), is_public: Boolean(row.is_public) }));
}

/**
 * A member's responses with their vacancies (placeholder `userId`), newest first; see
 * {@link listResponsesOf}. A prepared query: a lookup through the index on `user_id`, the same plan
 * for every member (docs/decisions/047-prepared-member-pages.md).
 */
const responsesOf = preparedFor((db) =>
  db
    .select({
      vacancy_id: vacancyResponses.vacancy_id,
      title: vacancies.title,
      initiative_name: initiatives.name,
      status: vacancyResponses.status,
      created_at: vacancyResponses.created_at,
      motivation: vacancyResponses.motivation,
      is_public: sql<boolean>`${vacancies.id} in (select ${vacanciesPublic.id} from ${vacanciesPublic})`,
    })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancy_id))
    .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
    .where(eq(vacancyResponses.user_id, sql.placeholder("userId")))
    .orderBy(desc(vacancyResponses.created_at), vacancyResponses.id)
    .prepare("responses_of_member"),
);
