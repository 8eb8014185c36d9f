/** The vacancy rules of ./permissions.ts as SQL conditions on `vacancies`, for owner reads and checked writes. */
import { or, type SQL, sql } from "drizzle-orm";
import { initiatives, vacancies } from "~/db/schema";
import { ownedBySql, ownedOrManagedSql, seesUnpublishedSql } from "~/lib/permissions.server";
import type { Viewer } from "~/lib/viewer";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";

export function vacancyOwnedBy(viewer: Viewer): SQL {
  if (viewer === null) return sql`false`;
  const underOwnInitiative = sql`${vacancies.initiative_id} = any(array(select ${initiatives.id} from ${initiatives} where ${initiativeOwnedBy(viewer)}))`;
  return or(ownedBySql(viewer, [vacancies.created_by]), underOwnInitiative) ?? sql`false`;
}

export function vacancyEditableBy(viewer: Viewer): SQL {
  return ownedOrManagedSql(viewer, vacancyOwnedBy(viewer));
}

/** Non-public rows `viewer` may see: their own, or every row for a moderator. */
export function vacancyVisibleTo(viewer: Viewer): SQL {
  return seesUnpublishedSql(viewer, vacancyOwnedBy(viewer));
}
