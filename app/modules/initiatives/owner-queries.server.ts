/** Reads for a member's own initiatives from the table itself: owners see their contact columns and every status. */
import { and, asc, eq } from "drizzle-orm";
import { initiatives, type Initiative } from "~/db/schema";
import { getDb, type Transaction } from "~/lib/db.server";
import type { InitiativeStatus } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { canEditInitiative } from "./permissions";
import { initiativeOwnedBy } from "./permissions.server";

/**
 * The initiatives `viewer` may publish under, by name, with their status (what goes under one is public only while it is "actief").
 */
export async function listOwnInitiativeOptions({
  viewer,
}: {
  viewer: Member;
}): Promise<{ id: string; name: string; status: InitiativeStatus }[]> {
  const db = await getDb();
  return db
    .select({ id: initiatives.id, name: initiatives.name, status: initiatives.status })
    .from(initiatives)
    .where(initiativeOwnedBy(viewer))
    .orderBy(asc(initiatives.name), asc(initiatives.id));
}

export async function isOwnInitiative({ initiativeId, viewer }: { initiativeId: string; viewer: Member }): Promise<boolean> {
  if (!isUuid(initiativeId)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: initiatives.id })
    .from(initiatives)
    .where(and(eq(initiatives.id, initiativeId), initiativeOwnedBy(viewer)))
    .limit(1);
  return Boolean(row);
}

/**
 * Share-locks initiative `initiativeId` inside `tx` when `viewer` owns it, so it cannot be deleted
 * before the caller's insert of an event or vacancy under it commits. Through `tx`, not
 * `isOwnInitiative`: PGlite's single connection would serve another query only after `tx` ends.
 * @returns its id and status; null for an unknown or someone else's initiative
 */
export async function lockOwnInitiative(
  tx: Transaction,
  { initiativeId, viewer }: { initiativeId: string; viewer: Member },
): Promise<{ id: string; status: InitiativeStatus } | null> {
  const [own] = await tx
    .select({ id: initiatives.id, status: initiatives.status })
    .from(initiatives)
    .where(and(eq(initiatives.id, initiativeId), initiativeOwnedBy(viewer)))
    .limit(1)
    .for("share");
  return own ?? null;
}

/** The initiative `id` for its edit form, when `viewer` may edit it. */
export async function getInitiativeForOwner({ id, viewer }: { id: string | undefined; viewer: Member }): Promise<Outcome<Initiative>> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  const [row] = await db.select().from(initiatives).where(eq(initiatives.id, id)).limit(1);
  if (!row) return { status: "not_found" };
  if (!canEditInitiative(viewer, row)) return { status: "forbidden" };
  return { status: "ok", item: row };
}
