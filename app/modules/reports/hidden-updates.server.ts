/**
 * Initiative updates hidden by a moderator, and "Weer tonen" (docs/product-rules.md#initiative-updates,
 * docs/decisions/071-moderating-initiative-updates.md): an update has no review of its own (an edit
 * leaves its status as it is), so a moderator shows a hidden one again directly.
 */
import { desc, eq } from "drizzle-orm";
import { initiativeUpdates, initiatives, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isModerator } from "~/lib/permissions";
import type { Viewer } from "~/lib/viewer";
import { reviewImagesOf } from "~/modules/images/queries.server";
import type { ReviewImage } from "~/modules/images/types";
import { updatePath } from "~/modules/moderation/paths";
import { mailDecision } from "~/modules/moderation/review.server";
import { changeItemStatus } from "~/modules/moderation/status.server";
import { updateItemTitle } from "~/modules/moderation/update-items.server";
import type { ReportActionResult } from "./reports.server";

/** The most recently hidden updates listed. */
export const HIDDEN_UPDATES_SHOWN = 50;

export interface HiddenUpdate {
  type: "update";
  id: string;
  title: string;
  path: string;
  text: string;
  /** As told to the owner. */
  reason: string | null;
  /** ISO 8601 UTC. */
  hiddenAt: string;
  /** Null once the author's account is gone. */
  ownerName: string | null;
  images: ReviewImage[];
}

/**
 * The updates now hidden by a moderator, most recently hidden first, at most {@link HIDDEN_UPDATES_SHOWN};
 * empty for anyone but a moderator or admin.
 * @throws Error when the database fails
 */
export async function listHiddenUpdates({ viewer }: { viewer: Viewer }): Promise<HiddenUpdate[]> {
  if (!isModerator(viewer)) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: initiativeUpdates.id,
      initiativeId: initiativeUpdates.initiative_id,
      initiativeName: initiatives.name,
      createdAt: initiativeUpdates.created_at,
      text: initiativeUpdates.body,
      reason: initiativeUpdates.status_reason,
      hiddenAt: initiativeUpdates.status_changed_at,
      ownerName: user.name,
      imageId: initiativeUpdates.image_id,
    })
    .from(initiativeUpdates)
    .innerJoin(initiatives, eq(initiatives.id, initiativeUpdates.initiative_id))
    .leftJoin(user, eq(user.id, initiativeUpdates.created_by))
    .where(eq(initiativeUpdates.status, "verborgen"))
    .orderBy(desc(initiativeUpdates.status_changed_at), desc(initiativeUpdates.id))
    .limit(HIDDEN_UPDATES_SHOWN);
  const pictures = await reviewImagesOf(rows.map((row) => ({ kind: "update", id: row.id, slots: { image: row.imageId } })));
  return rows.map((row) => ({
    type: "update",
    id: row.id,
    title: updateItemTitle(row.initiativeName, row.createdAt),
    path: updatePath(row.initiativeId, row.id),
    text: row.text,
    reason: row.reason,
    hiddenAt: row.hiddenAt.toISOString(),
    ownerName: row.ownerName ?? null,
    images: pictures.get(`update:${row.id}`) ?? [],
  }));
}

/**
 * "Weer tonen": makes a hidden update "actief" again, with the audit entry "item.restore"; the owner
 * is told after the commit like of any moderation decision. Its followers hear of it as new once it
 * is public again (its `public_since` moves).
 * @returns "already_handled" when it is not hidden (any more); "not_found" for an unknown update
 * @throws Error when the database fails (nothing is written)
 */
export async function restoreHiddenUpdate({ viewer, id }: { viewer: Viewer; id: string }): Promise<ReportActionResult> {
  const result = await changeItemStatus({ viewer, type: "update", id, to: "actief", from: ["verborgen"], action: "item.restore" });
  if (result.status !== "ok") return result;
  if (!result.item.changed) return { status: "already_handled" };
  if (result.item.ownerId) {
    await mailDecision(result.item.ownerId, { decision: "restored", type: "update", id, title: result.item.title, reason: null, path: result.item.path });
  }
  return { status: "ok" };
}
