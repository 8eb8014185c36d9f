/**
 * Reads for a member's own initiatives (SPEC.md §6: only the creator, `created_by` equal to the
 * user, may edit; events and vacancies can only be added under one's own initiatives). Reads the
 * `initiatives` table itself: owners see their contact columns and every status.
 */
import { and, asc, eq } from "drizzle-orm";
import { initiatives, type Initiative } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";

/** The member's initiatives as choices for a select, ordered by name (SPEC.md §7). */
export async function listOwnInitiativeOptions({ userId }: { userId: string }): Promise<{ id: string; name: string }[]> {
  const db = await getDb();
  return db
    .select({ id: initiatives.id, name: initiatives.name })
    .from(initiatives)
    .where(eq(initiatives.created_by, userId))
    .orderBy(asc(initiatives.name), asc(initiatives.id));
}

/** Whether `initiativeId` is an initiative created by `userId`. */
export async function isOwnInitiative({ initiativeId, userId }: { initiativeId: string; userId: string }): Promise<boolean> {
  if (!isUuid(initiativeId)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: initiatives.id })
    .from(initiatives)
    .where(and(eq(initiatives.id, initiativeId), eq(initiatives.created_by, userId)))
    .limit(1);
  return Boolean(row);
}

/** Outcome of looking up an initiative for editing. */
export type OwnedLookup<T> = { status: "ok"; item: T } | { status: "not_found" } | { status: "forbidden" };

/**
 * The initiative `id` when `userId` created it.
 * @returns "not_found" for a malformed or unknown id, "forbidden" when someone else created it
 */
export async function getInitiativeForOwner({ id, userId }: { id: string | undefined; userId: string }): Promise<OwnedLookup<Initiative>> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  const [row] = await db.select().from(initiatives).where(eq(initiatives.id, id)).limit(1);
  if (!row) return { status: "not_found" };
  if (row.created_by !== userId) return { status: "forbidden" };
  return { status: "ok", item: row };
}
