/**
 * Writes of vacancies ("Doe Mee"): create under one of the member's own initiatives (SPEC.md §4
 * "Vacancies are created with is_active true", §6, §7 "vacancies: insert {…}"), switch active on
 * and off, and delete (SPEC.md §2 "My items", §7 "delete by id"; issue "Members contribute" §4).
 *
 * Ownership is re-checked here, inside the transaction that writes, never only in the route: the
 * owner of a vacancy is the creator (`created_by`) of the initiative it belongs to. The initiative
 * row is locked while checking, so it cannot be deleted between the check and the write.
 */
import { and, eq } from "drizzle-orm";
import { initiatives, vacancies } from "~/db/schema";
import { type Database, getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import { isOwnInitiative } from "~/modules/initiatives/owner-queries.server";
import type { VacancyValues } from "./schemas";

/** A transaction of {@link Database}. */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Outcome of a change to an existing item: done, no such item, or not the member's. */
export type OwnedWriteResult = "ok" | "not_found" | "forbidden";

/** Outcome of {@link createVacancy}. */
export type CreateVacancyResult = { status: "ok"; id: string } | { status: "forbidden" };

/**
 * Stores a new, active vacancy under initiative `values.initiative_id` when member `userId`
 * created that initiative (SPEC.md §6: "Only own initiatives can be chosen"). `created_by` is
 * `userId` and `is_active` true (SPEC.md §4), whatever the form carried.
 * @param options.userId the member's auth user id (UUID)
 * @param options.values parsed form values (`VacancySchema`); optional ones are null when empty
 * @returns `{ status: "ok", id }` with the new vacancy's UUID, or `{ status: "forbidden" }` when the
 *   initiative does not exist or belongs to someone else (nothing is stored then)
 * @throws Error when the database fails (nothing is stored: one transaction)
 */
export async function createVacancy({
  userId,
  values,
}: {
  userId: string;
  values: VacancyValues;
}): Promise<CreateVacancyResult> {
  const initiativeId = values.initiative_id;
  if (!(await isOwnInitiative({ initiativeId, userId }))) return { status: "forbidden" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Checked again under a share lock: the initiative cannot disappear before the insert commits.
    const [own] = await tx
      .select({ id: initiatives.id })
      .from(initiatives)
      .where(and(eq(initiatives.id, initiativeId), eq(initiatives.created_by, userId)))
      .for("share");
    if (!own) return { status: "forbidden" } as const;
    const [row] = await tx
      .insert(vacancies)
      .values({
        title: values.title,
        description: values.description,
        type: values.type,
        category: values.category,
        requirements: values.requirements,
        hours_per_week: values.hours_per_week,
        duration: values.duration,
        contact_email: values.contact_email,
        contact_phone: values.contact_phone,
        initiative_id: own.id,
        created_by: userId,
        is_active: true,
      })
      .returning({ id: vacancies.id });
    if (!row) throw new Error("createVacancy: insert returned no row");
    return { status: "ok", id: row.id } as const;
  });
}

/**
 * Runs `write` for vacancy `id` inside a transaction once member `userId` is known to own it (the
 * creator of its initiative). The vacancy row is locked first.
 */
async function withOwnedVacancy(
  { id, userId }: { id: string; userId: string },
  write: (tx: Transaction) => Promise<unknown>,
): Promise<OwnedWriteResult> {
  if (!isUuid(id)) return "not_found";
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ owner: initiatives.created_by })
      .from(vacancies)
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .where(eq(vacancies.id, id))
      .for("update", { of: vacancies });
    if (!row) return "not_found";
    if (row.owner !== userId) return "forbidden";
    await write(tx);
    return "ok";
  });
}

/**
 * Makes vacancy `id` active (listed on /vacatures, counted on the home page, shown on its
 * initiative) or inactive (hidden from all of those and from its detail page), when member `userId`
 * created the vacancy's initiative.
 * @param options.id the vacancy's UUID (anything else is "not_found")
 * @param options.active the new state
 * @returns "ok", "not_found" (unknown or malformed id) or "forbidden" (someone else's); nothing
 *   changes unless "ok"
 * @throws Error when the database fails
 */
export async function setVacancyActive({
  id,
  userId,
  active,
}: {
  id: string;
  userId: string;
  active: boolean;
}): Promise<OwnedWriteResult> {
  return withOwnedVacancy({ id, userId }, (tx) =>
    tx.update(vacancies).set({ is_active: active, updated_at: new Date() }).where(eq(vacancies.id, id)),
  );
}

/**
 * Deletes vacancy `id` when member `userId` created the vacancy's initiative (SPEC.md §7 "delete
 * by id"). Favourites pointing at it go with it (ON DELETE CASCADE on `favorites.vacancy_id`).
 * @param options.id the vacancy's UUID (anything else is "not_found")
 * @returns "ok", "not_found" or "forbidden"; nothing changes unless "ok"
 * @throws Error when the database fails
 */
export async function deleteVacancy({ id, userId }: { id: string; userId: string }): Promise<OwnedWriteResult> {
  return withOwnedVacancy({ id, userId }, (tx) => tx.delete(vacancies).where(eq(vacancies.id, id)));
}
