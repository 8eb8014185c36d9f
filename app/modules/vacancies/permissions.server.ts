/** The vacancy rules of ./permissions.ts as SQL conditions on `vacancies`, for owner reads and checked writes. */
import { type SQL } from "drizzle-orm";
import { vacancies } from "~/db/schema";
import { initiativeChildOwnedBySql, ownedOrManagedSql, seesUnpublishedSql } from "~/lib/permissions.server";
import type { Viewer } from "~/lib/viewer";

/** The vacancy's creator or its initiative's creator. */
export function vacancyOwnedBy(viewer: Viewer): SQL {
  return initiativeChildOwnedBySql(viewer, vacancies);
}

export function vacancyEditableBy(viewer: Viewer): SQL {
  return ownedOrManagedSql(viewer, vacancyOwnedBy(viewer));
}

/** Non-public rows `viewer` may see: their own, or every row for a moderator. */
export function vacancyVisibleTo(viewer: Viewer): SQL {
  return seesUnpublishedSql(viewer, vacancyOwnedBy(viewer));
}
