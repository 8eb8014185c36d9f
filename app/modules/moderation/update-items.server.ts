/**
 * An initiative update as a moderated item (docs/decisions/071-moderating-initiative-updates.md):
 * it has no title of its own, so moderators, the audit log and the owner's mail name it by its
 * initiative and date; its page is the initiative page at the update.
 */
import { eq } from "drizzle-orm";
import { initiativeUpdates, initiatives } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { InitiativeStatus } from "~/lib/enums";
import { formatDate } from "~/lib/format";
import { isUuid } from "~/lib/list-params";
import { updatePath } from "./paths";

/** 'Nieuwsbericht van 29 november 2026 bij "Buurttuin"': the date is the posting day in Amsterdam. */
export function updateItemTitle(initiativeName: string, createdAt: Date): string {
  return `Nieuwsbericht van ${formatDate(createdAt)} bij "${initiativeName}"`;
}

export interface UpdateItem {
  id: string;
  initiativeId: string;
  title: string;
  /** The initiative page at the update. */
  path: string;
  /** The author; null once their account is gone. */
  ownerId: string | null;
  status: InitiativeStatus;
  body: string;
}

/**
 * Update `id` whatever its status, or null when unknown or malformed.
 * @throws Error when the database fails
 */
export async function getUpdateItem(executor: Executor, id: string): Promise<UpdateItem | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select({
      id: initiativeUpdates.id,
      initiativeId: initiativeUpdates.initiative_id,
      initiativeName: initiatives.name,
      createdAt: initiativeUpdates.created_at,
      ownerId: initiativeUpdates.created_by,
      status: initiativeUpdates.status,
      body: initiativeUpdates.body,
    })
    .from(initiativeUpdates)
    .innerJoin(initiatives, eq(initiatives.id, initiativeUpdates.initiative_id))
    .where(eq(initiativeUpdates.id, id))
    .limit(1);
  if (!row) return null;
  const { initiativeName, createdAt, ...item } = row;
  return { ...item, title: updateItemTitle(initiativeName, createdAt), path: updatePath(row.initiativeId, row.id) };
}
