/**
 * Responses to vacancies ("Ik doe mee"): members respond to public vacancies with an organizer and
 * may withdraw; whoever may edit the vacancy sees them with contact data and sets their status
 * (docs/product-rules.md#permissions). Mails are queued in the transaction of their change.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { initiatives, user, vacancies, vacanciesPublic, vacancyResponses } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { preparedFor } from "~/lib/prepared.server";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/list-params";
import { enqueueMail } from "~/lib/mail-queue.server";
import { notifyPersonally } from "~/modules/notifications/center.server";
import { consumeRateLimits, consumeWindowLimit, type RateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import type { Outcome } from "~/lib/result";
import type { Member, Viewer } from "~/lib/viewer";
import { responsesClosed } from "~/modules/vacancies/labels";
import { canEditVacancy, type VacancyOwnership } from "~/modules/vacancies/permissions";
import { vacancyEditableBy } from "~/modules/vacancies/permissions.server";
import { PARTICIPATION_LIMITS } from "./limits";
import { newResponseEmail, responseStatusEmail } from "./response-emails";
import { responseLoginHref, responsesPagePath } from "./paths";
import { isResponseStatus, type RespondValues, type ResponseStatus } from "./responses";

/** Anything unexpected in the database reads as "new". */
function statusOf(value: string): ResponseStatus {
  return isResponseStatus(value) ? value : "new";
}

/** Platform content (no creator) has nobody to read responses. */
function hasOrganizer(vacancy: VacancyOwnership): boolean {
  return vacancy.created_by !== null || vacancy.initiative_created_by !== null;
}

function siteUrl(path: string): string {
  return `${env().SITE_URL}${path}`;
}

/** What the "Doe Mee" part of a vacancy page shows the viewer; "sent" carries the member's own response (UTC). */
export type ResponsePanelState =
  | { kind: "none" }
  | { kind: "visitor"; signInHref: string }
  | { kind: "organizer"; total: number }
  | { kind: "closed" }
  | { kind: "open" }
  | { kind: "sent"; status: ResponseStatus; created_at: Date };

/**
 * The "Doe Mee" state of a vacancy for `viewer`; never carries another member's data.
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

export type RespondResult =
  | { status: "ok" }
  | { status: "not_found" }
  | { status: "own_vacancy" }
  | { status: "no_organizer" }
  | { status: "closed" }
  | { status: "already_responded" }
  | { status: "rate_limited"; message: string };

async function organizersOf(executor: Executor, vacancy: VacancyOwnership) {
  const ids = [vacancy.created_by, vacancy.initiative_created_by].filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  return executor
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(and(inArray(user.id, [...new Set(ids)]), isNull(user.blockedAt)));
}

/**
 * "Ik doe mee": stores the response (status "new") and, on the member's first response to this
 * vacancy in 30 days, queues "Nieuwe reactie op {titel}" to each organizer, in one transaction.
 * The vacancy row is share-locked so it cannot disappear or change hands before the insert commits.
 * @returns ok, or the reason nothing was stored ("rate_limited" carries the Dutch wait message)
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
        closes_on: vacancies.closes_on,
        filled_at: vacancies.filled_at,
      })
      .from(vacancies)
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .where(and(eq(vacancies.id, id), sql`${vacancies.id} in (select ${vacanciesPublic.id} from ${vacanciesPublic})`))
      .for("share", { of: vacancies });
    if (!vacancy) return { status: "not_found" };
    if (responsesClosed(vacancy)) return { status: "closed" };
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
  if (result.status !== "ok" && mailOrganizers) await refundRateLimit(PARTICIPATION_LIMITS.responseMailOnce, pair);
  return result;
}

/**
 * "Reactie intrekken": deletes `viewer`'s own response whatever the vacancy's state.
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
  name: string;
  /** For the organizer only. */
  email: string;
  phone: string | null;
  motivation: string;
  status: ResponseStatus;
  /** The organizers' private note; never shown to the volunteer. */
  organizer_note: string | null;
  created_at: Date;
}

export interface VacancyResponses {
  /** `is_public`: whether it takes new responses. */
  vacancy: { id: string; title: string; is_public: boolean; initiative: { id: string; name: string } };
  responses: VacancyResponseRow[];
}

/**
 * The responses to a vacancy with the volunteers' contact data, for whoever may edit it, whatever
 * its state. "not_found" and "forbidden" are both answered with 404 by the route.
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
      organizer_note: vacancyResponses.organizer_note,
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
 * Whether `viewer` may see and handle the responses to a vacancy, whatever its state.
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

/**
 * Saves the organizer's private note on one response to vacancy `vacancyId` (null removes it); the
 * UPDATE carries the permission rule in SQL, so only whoever may edit the vacancy writes it.
 * @returns "not_found" when the response is unknown, of another vacancy, or not the viewer's to note
 * @throws Error when the database fails
 */
export async function setResponseNote({
  viewer,
  vacancyId,
  responseId,
  note,
}: {
  viewer: Member;
  vacancyId: string;
  responseId: string;
  note: string | null;
}): Promise<Outcome> {
  if (!isUuid(vacancyId) || !isUuid(responseId)) return { status: "not_found" };
  const db = await getDb();
  const editable = db.select({ id: vacancies.id }).from(vacancies).where(and(eq(vacancies.id, vacancyId.toLowerCase()), vacancyEditableBy(viewer)));
  const updated = await db
    .update(vacancyResponses)
    .set({ organizer_note: note })
    .where(and(eq(vacancyResponses.id, responseId.toLowerCase()), inArray(vacancyResponses.vacancy_id, editable)))
    .returning({ id: vacancyResponses.id });
  return updated.length > 0 ? { status: "ok" } : { status: "not_found" };
}

export type SetStatusResult =
  | { status: "ok"; changed: boolean }
  | { status: "not_found" | "forbidden" }
  | { status: "rate_limited"; message: string };

/**
 * Sets a response's status for whoever may edit the vacancy and queues the volunteer's mail in the
 * same transaction; the UPDATE repeats the permission rule in SQL. Setting the current status
 * is no change (no mail).
 * @returns ok, or the reason nothing changed ("rate_limited" carries the Dutch wait message)
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
  // Only a change that mails the volunteer counts.
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
        volunteer: { id: user.id, name: user.name, email: user.email },
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
    await notifyPersonally(tx, {
      userId: row.volunteer.id,
      type: "response_status",
      subjectId: row.vacancy_id,
      title: row.title,
      summary: mail.subject,
      path: `/vacature/${row.vacancy_id}`,
      sendOwnMail: () => enqueueMail(tx, { to: row.volunteer.email, ...mail, link: url }),
    });
    return { status: "ok", changed: true };
  });
  if (result.status !== "ok" || !result.changed) for (const [limit, key] of checks) await refundRateLimit(limit, key);
  return result;
}

export interface ResponseCounts {
  total: number;
  fresh: number;
}

/**
 * Response counts per vacancy (one grouped query); callers pass only vacancies the viewer may edit.
 * Vacancies without responses are absent from the Map.
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

/** One of a member's own responses. Dates are Date objects (ISO 8601 once serialised). */
export interface OwnResponseRow {
  vacancy_id: string;
  title: string;
  initiative_name: string;
  status: ResponseStatus;
  created_at: Date;
  motivation: string;
  is_public: boolean;
}

/**
 * The responses of member `userId` (the session's, never a form's), newest first, whatever the
 * state of their vacancies so each can be withdrawn. Contains no organizer or contact data.
 * @throws Error when the database fails
 */
export async function listResponsesOf(userId: string): Promise<OwnResponseRow[]> {
  const db = await getDb();
  const rows = await responsesOf(db).execute({ userId });
  return rows.map((row) => ({ ...row, status: statusOf(row.status), is_public: Boolean(row.is_public) }));
}

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
