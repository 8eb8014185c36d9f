/**
 * Deleting an initiative from /mijn-items (SPEC.md §2 "My items", §7 "initiatives: delete by id",
 * §8 "Deletes"; docs/decisions/007-member-content.md), and counting what goes with it for the
 * confirmation dialog.
 *
 * What goes with an initiative is decided by the foreign keys (app/db/schema), all ON DELETE
 * CASCADE: its events (`events.initiative_id`), its vacancies (`vacancies.initiative_id`), and
 * every favourite, of any member, pointing at the initiative, one of those events or one of those
 * vacancies (`favorites.initiative_id` / `event_id` / `vacancy_id`, generated from item_type and
 * item_id). One DELETE of the initiative row therefore removes all of it in one statement, inside
 * one transaction with the ownership check.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { events, favorites, initiatives, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { canDeleteInitiative } from "./permissions";
import { initiativeEditableBy, initiativeOwnedBy } from "./permissions.server";
import { formatList, pluralize } from "~/lib/format";
import { beforeEventsDeleted } from "~/modules/participation/organizer.server";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";

/** What deleting one initiative takes along. */
export interface InitiativeCascade {
  /** Events of the initiative. */
  events: number;
  /** Vacancies of the initiative, active and inactive. */
  vacancies: number;
  /** Favourites (of any member) pointing at the initiative, one of its events or one of its vacancies. */
  favorites: number;
}

/**
 * What deleting each initiative of `viewer` would take along (four grouped queries, however
 * many initiatives the member has).
 * @param options.viewer the signed-in member
 * @param options.id only this initiative (still only when `viewer` created it)
 * @returns a map from initiative id to its counts (every own initiative, zeros included);
 *   initiatives of other members are never in it
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
 * Deletes initiative `id` when `viewer` may ({@link canDeleteInitiative}: its creator). In one
 * transaction: the row is locked, the rule checked, and the row deleted; the foreign keys
 * (ON DELETE CASCADE) delete its events, its vacancies and every favourite pointing at any of
 * them in the same statement. Either all of it is gone or nothing is.
 * @param options.id the initiative's UUID (anything else is "not_found")
 * @param options.viewer the signed-in member
 * @returns `{ status: "ok" }`, `{ status: "not_found" }` (unknown or malformed id) or
 *   `{ status: "forbidden" }` (someone else's or platform-owned); nothing changes unless "ok"
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
    await beforeEventsDeleted(tx, own.map((event) => event.id));
    const deleted = await tx
      .delete(initiatives)
      .where(and(eq(initiatives.id, id), initiativeEditableBy(viewer)))
      .returning({ id: initiatives.id });
    if (deleted.length !== 1) throw new Error(`deleteInitiative: initiative ${id} was not deleted`);
    return { status: "ok" };
  });
  // Its logo and cover and the images of its events and vacancies, no longer pointed at, go with
  // their files (docs/decisions/033-images.md).
  if (result.status === "ok") await deleteOrphanImages();
  return result;
}

/**
 * The confirmation dialog's sentence about what goes with an initiative, e.g. "Dit verwijdert ook
 * 4 events, 2 vacatures en 7 favorieten die ernaar verwijzen. Dit kan niet ongedaan worden
 * gemaakt." Parts with a count of 0 are left out; singular and plural follow the counts ("1 event,
 * 1 vacature en 1 favoriet die ernaar verwijst"). With nothing attached only the last sentence
 * remains.
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
