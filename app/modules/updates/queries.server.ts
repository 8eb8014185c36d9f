/**
 * Reads of initiative updates (docs/product-rules.md#initiative-updates): public ones through
 * `initiative_updates_public`; whoever may edit the initiative also sees its non-public ones.
 * Dates are written here (Europe/Amsterdam) so pages need no `Intl` while hydrating.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { initiativeUpdates, initiativeUpdatesPublic, initiatives } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { InitiativeStatus } from "~/lib/enums";
import { formatDate, formatDateTime } from "~/lib/format";
import { isUuid } from "~/lib/list-params";
import type { StoredPicture } from "~/lib/stored-picture";
import type { Member, Viewer } from "~/lib/viewer";
import { initiativeEditableBy } from "~/modules/initiatives/permissions.server";
import { toItemPicture } from "~/modules/images/pictures";
import type { ItemPicture } from "~/modules/images/types";
import { type LinkedParagraph, linkifyParagraphs } from "./linkify.server";
import { UPDATE_LIMITS } from "./schemas";

/** One update as the initiative page shows it. */
export interface UpdateView {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** "29 november 2026", Amsterdam time. */
  dateLabel: string;
  /** "bijgewerkt op …" when edited after posting, else null. */
  editedLabel: string | null;
  paragraphs: LinkedParagraph[];
  image: ItemPicture | null;
  /** Not "actief" only for the initiative's editors (e.g. hidden by a moderator). */
  status: InitiativeStatus;
  statusReason: string | null;
}

export interface UpdatePage {
  items: UpdateView[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
}

interface UpdateRow {
  id: string;
  body: string;
  created_at: Date;
  updated_at: Date;
  picture: StoredPicture | null;
  status?: InitiativeStatus;
  status_reason?: string | null;
}

const EDIT_SHOWN_AFTER_MS = 60_000;

function toView(row: UpdateRow): UpdateView {
  const edited = row.updated_at.getTime() - row.created_at.getTime() > EDIT_SHOWN_AFTER_MS;
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    dateLabel: formatDate(row.created_at),
    editedLabel: edited ? `bijgewerkt op ${formatDateTime(row.updated_at)}` : null,
    paragraphs: linkifyParagraphs(row.body),
    image: toItemPicture(row.picture),
    status: row.status ?? "actief",
    statusReason: row.status_reason ?? null,
  };
}

/** The page number to read: 1 for anything that is not a whole number ≥ 1, at most `pageCount`. */
function clampPage(page: number, total: number): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / UPDATE_LIMITS.pageSize));
  const wanted = Number.isInteger(page) && page >= 1 ? page : 1;
  return { page: Math.min(wanted, pageCount), pageCount };
}

/**
 * A page of an initiative's updates, newest first.
 * @param options.includeNonPublic true for whoever may edit the initiative (the caller's check, the
 *   initiative's `canEdit`); they see every update of it, also while the initiative is not public
 * @param options.page 1-based; out of range reads the nearest page
 * @throws Error when the database fails
 */
export async function listInitiativeUpdates(options: { initiativeId: string; page: number; includeNonPublic: boolean }): Promise<UpdatePage> {
  const db = await getDb();
  const { initiativeId } = options;
  if (options.includeNonPublic) {
    const where = eq(initiativeUpdates.initiative_id, initiativeId);
    const [totalRow] = await db.select({ total: count() }).from(initiativeUpdates).where(where);
    const total = totalRow?.total ?? 0;
    const { page, pageCount } = clampPage(options.page, total);
    const rows = await db
      .select({
        id: initiativeUpdates.id,
        body: initiativeUpdates.body,
        created_at: initiativeUpdates.created_at,
        updated_at: initiativeUpdates.updated_at,
        picture: sql<StoredPicture | null>`(select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "images"."id" = ${initiativeUpdates.image_id} and "images"."status" = 'ready')`,
        status: initiativeUpdates.status,
        status_reason: initiativeUpdates.status_reason,
      })
      .from(initiativeUpdates)
      .where(where)
      .orderBy(desc(initiativeUpdates.created_at), desc(initiativeUpdates.id))
      .limit(UPDATE_LIMITS.pageSize)
      .offset((page - 1) * UPDATE_LIMITS.pageSize);
    return { items: rows.map(toView), page, pageCount, total };
  }
  const where = eq(initiativeUpdatesPublic.initiative_id, initiativeId);
  const [totalRow] = await db.select({ total: count() }).from(initiativeUpdatesPublic).where(where);
  const total = totalRow?.total ?? 0;
  const { page, pageCount } = clampPage(options.page, total);
  const rows = await db
    .select({
      id: initiativeUpdatesPublic.id,
      body: initiativeUpdatesPublic.body,
      created_at: initiativeUpdatesPublic.created_at,
      updated_at: initiativeUpdatesPublic.updated_at,
      picture: initiativeUpdatesPublic.picture,
    })
    .from(initiativeUpdatesPublic)
    .where(where)
    .orderBy(desc(initiativeUpdatesPublic.created_at), desc(initiativeUpdatesPublic.id))
    .limit(UPDATE_LIMITS.pageSize)
    .offset((page - 1) * UPDATE_LIMITS.pageSize);
  return { items: rows.map(toView), page, pageCount, total };
}

/** A public update for the feed and the API: its text stays plain. */
export interface PublicUpdate {
  id: string;
  initiative_id: string;
  body: string;
  created_at: Date;
  updated_at: Date;
  image: ItemPicture | null;
}

/**
 * An initiative's public updates newest first, after the position `after` (created_at as PostgreSQL
 * text, id), at most `limit`; `hasMore` says whether another page follows.
 * @throws Error when the database fails
 */
export async function listPublicUpdatesAfter(options: {
  initiativeId: string;
  limit: number;
  after?: { key: string; id: string } | null;
}): Promise<{ items: (PublicUpdate & { position: { key: string; id: string } })[]; hasMore: boolean }> {
  const db = await getDb();
  const v = initiativeUpdatesPublic;
  const after = options.after
    ? sql`(${v.created_at}, ${v.id}) < (${options.after.key}::timestamptz, ${options.after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      id: v.id,
      initiative_id: v.initiative_id,
      body: v.body,
      created_at: v.created_at,
      updated_at: v.updated_at,
      picture: v.picture,
      key: sql<string>`${v.created_at}::text`,
    })
    .from(v)
    .where(and(eq(v.initiative_id, options.initiativeId), after))
    .orderBy(desc(v.created_at), desc(v.id))
    .limit(options.limit + 1);
  const items = rows.slice(0, options.limit).map(({ picture, key, ...row }) => ({
    ...row,
    image: toItemPicture(picture),
    position: { key, id: row.id },
  }));
  return { items, hasMore: rows.length > options.limit };
}

/** The update for its edit form. */
export interface UpdateForEdit {
  id: string;
  initiativeId: string;
  initiativeName: string;
  body: string;
  image_id: string | null;
}

/**
 * Update `id` of initiative `initiativeId` when `viewer` may edit that initiative; another member's
 * is "not_found" too, so its existence is not told.
 * @throws Error when the database fails
 */
export async function getUpdateForEdit(options: { initiativeId: string | undefined; id: string | undefined; viewer: Member }): Promise<UpdateForEdit | null> {
  if (!isUuid(options.initiativeId) || !isUuid(options.id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: initiativeUpdates.id,
      initiativeId: initiativeUpdates.initiative_id,
      initiativeName: initiatives.name,
      body: initiativeUpdates.body,
      image_id: initiativeUpdates.image_id,
    })
    .from(initiativeUpdates)
    .innerJoin(initiatives, eq(initiatives.id, initiativeUpdates.initiative_id))
    .where(and(eq(initiativeUpdates.id, options.id), eq(initiativeUpdates.initiative_id, options.initiativeId), initiativeEditableBy(options.viewer)))
    .limit(1);
  return row ?? null;
}

/**
 * The initiative `id` when `viewer` may post updates to it, with its name and status.
 * @throws Error when the database fails
 */
export async function getManagedInitiative(options: { id: string | undefined; viewer: Viewer }): Promise<{ id: string; name: string; status: InitiativeStatus } | null> {
  if (!options.viewer || !isUuid(options.id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: initiatives.id, name: initiatives.name, status: initiatives.status })
    .from(initiatives)
    .where(and(eq(initiatives.id, options.id), initiativeEditableBy(options.viewer)))
    .limit(1);
  return row ?? null;
}
