/**
 * Deleting an initiative from /mijn-items, and counting what goes with it for the confirmation.
 * The foreign keys (ON DELETE CASCADE) take its events, vacancies and every favourite pointing at
 * any of them in the one DELETE.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { events, favorites, initiatives, vacancies } from "~/db/schema";
import { contentHooks } from "~/lib/content-hooks.server";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { canDeleteInitiative } from "./permissions";
import { initiativeEditableBy, initiativeOwnedBy } from "./permissions.server";
import { formatList, pluralize } from "~/lib/format";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";

export interface InitiativeCascade {
  events: number;
  vacancies: number;
  /** Of any member, pointing at the initiative, its events or its vacancies. */
  favorites: number;
}

/**
 * What deleting each of `viewer`'s initiatives would take along (four grouped queries); other
 * members' initiatives are never in the map.
 * @throws Error when the database fails
 */
export async function countInitiativeCascades({
  viewer,
  id,
}: {
  viewer: Member;
  id?: string;
}): Promise<Map<string, InitiativeCascade>> {
  if (id !== undefined && !isUuid(id)) return new Map();
  const db = await getDb();
  const own = and(initiativeOwnedBy(viewer), id === undefined ? undefined : eq(initiatives.id, id));
  // A favourite belongs to the initiative it points at, or to the initiative of its event or vacancy.
  const favoriteInitiative = sql`coalesce(${favorites.initiative_id}, ${events.initiative_id}, ${vacancies.initiative_id})`;
  const [owned, eventCounts, vacancyCounts, favoriteCounts] = await Promise.all([
    db.select({ id: initiatives.id }).from(initiatives).where(own),
    db
      .select({ id: initiatives.id, n: count() })
      .from(events)
      .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
      .where(own)
      .groupBy(initiatives.id),
    db
      .select({ id: initiatives.id, n: count() })
      .from(vacancies)
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .where(own)
      .groupBy(initiatives.id),
    db
      .select({ id: initiatives.id, n: count() })
      .from(favorites)
      .leftJoin(events, eq(events.id, favorites.event_id))
      .leftJoin(vacancies, eq(vacancies.id, favorites.vacancy_id))
      .innerJoin(initiatives, eq(initiatives.id, favoriteInitiative))
      .where(own)
      .groupBy(initiatives.id),
  ]);
  const tally = (rows: { id: string; n: number }[]) => new Map(rows.map((row) => [row.id, row.n]));
  const [e, v, f] = [tally(eventCounts), tally(vacancyCounts), tally(favoriteCounts)];
  return new Map(
    owned.map(({ id: initiativeId }) => [
      initiativeId,
      { events: e.get(initiativeId) ?? 0, vacancies: v.get(initiativeId) ?? 0, favorites: f.get(initiativeId) ?? 0 },
    ]),
  );
}

/**
 * Deletes initiative `id` for its creator in one transaction with the row locked; the cascade takes
 * all of it or nothing.
 * @returns nothing changes unless "ok"
 * @throws Error when the database fails (nothing is deleted then)
 */
export async function deleteInitiative({ id, viewer }: { id: string; viewer: Member }): Promise<Outcome> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({ created_by: initiatives.created_by })
      .from(initiatives)
      .where(eq(initiatives.id, id))
      .for("update");
    if (!row) return { status: "not_found" };
    if (!canDeleteInitiative(viewer, row)) return { status: "forbidden" };
    // Its events go with it: the people signed up for them are told.
    const own = await tx.select({ id: events.id }).from(events).where(eq(events.initiative_id, id));
    await contentHooks().beforeEventsDeleted(tx, own.map((event) => event.id));
    const deleted = await tx
      .delete(initiatives)
      .where(and(eq(initiatives.id, id), initiativeEditableBy(viewer)))
      .returning({ id: initiatives.id });
    if (deleted.length !== 1) throw new Error(`deleteInitiative: initiative ${id} was not deleted`);
    return { status: "ok" };
  });
  // Images no longer pointed at go with their files.
  if (result.status === "ok") await deleteOrphanImages();
  return result;
}

/**
 * The confirmation's sentence, e.g. "Dit verwijdert ook 4 events, 2 vacatures en 7 favorieten die
 * ernaar verwijzen. Dit kan niet ongedaan worden gemaakt."; zero counts are left out.
 */
export function describeInitiativeCascade(counts: InitiativeCascade): string {
  const parts: string[] = [];
  if (counts.events > 0) parts.push(pluralize(counts.events, "event", "events"));
  if (counts.vacancies > 0) parts.push(pluralize(counts.vacancies, "vacature", "vacatures"));
  if (counts.favorites > 0) {
    parts.push(`${pluralize(counts.favorites, "favoriet", "favorieten")} die ernaar ${counts.favorites === 1 ? "verwijst" : "verwijzen"}`);
  }
  const irreversible = "Dit kan niet ongedaan worden gemaakt.";
  return parts.length === 0 ? irreversible : `Dit verwijdert ook ${formatList(parts)}. ${irreversible}`;
}
