/**
 * The vacancy rules of ./permissions.ts as SQL conditions on the `vacancies` table (no join needed:
 * the initiative's creator is looked up in a subquery), for owner reads and checked writes.
 */
import { or, type SQL, sql } from "drizzle-orm";
import { initiatives, vacancies } from "~/db/schema";
import { ownedBySql, ownedOrManagedSql, seesUnpublishedSql } from "~/lib/permissions.server";
import type { Viewer } from "~/lib/viewer";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";

/** Rows of `vacancies` that are `viewer`'s own ({@link ownsVacancy}): created by them or under their initiative. */
export function vacancyOwnedBy(viewer: Viewer): SQL {
  if (viewer === null) return sql`false`;
  const underOwnInitiative = sql`${vacancies.initiative_id} = any(array(select ${initiatives.id} from ${initiatives} where ${initiativeOwnedBy(viewer)}))`;
  return or(ownedBySql(viewer, [vacancies.created_by]), underOwnInitiative) ?? sql`false`;
}

/** Rows of `vacancies` that `viewer` may edit or delete ({@link canEditVacancy}). */
export function vacancyEditableBy(viewer: Viewer): SQL {
  return ownedOrManagedSql(viewer, vacancyOwnedBy(viewer));
}

/**
 * Rows of `vacancies` that `viewer` may see when they are not public (pending, rejected, hidden):
 * their own, or every row for a moderator (`seesUnpublished`).
 */
export function vacancyVisibleTo(viewer: Viewer): SQL {
  return seesUnpublishedSql(viewer, vacancyOwnedBy(viewer));
}
