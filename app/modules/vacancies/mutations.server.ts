/**
 * Writes of vacancies ("Doe Mee"): create under one of the member's own initiatives (SPEC.md §4
 * "Vacancies are created with is_active true", §6, §7 "vacancies: insert {…}"), edit (with the
 * owner's read for the edit form), switch active on and off, and delete (SPEC.md §2 "My items",
 * §7 "delete by id"; docs/decisions/007-member-content.md).
 *
 * Permissions are re-checked here, inside the transaction that writes, never only in the route,
 * by the rules of ./permissions.ts (`canEditVacancy`, `canDeleteVacancy`: the vacancy's creator
 * or the creator of its initiative) and ../initiatives/permissions.ts (`canAddToInitiative`). The
 * row is locked while checking, so it cannot change hands or disappear before the write.
 */
import { and, eq, sql } from "drizzle-orm";
import { initiatives, vacancies } from "~/db/schema";
import { type Database, getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import type { InitiativeStatus, VacancyCategory } from "~/lib/enums";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { isOwnInitiative } from "~/modules/initiatives/owner-queries.server";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";
import { canDeleteVacancy, canEditVacancy, type VacancyOwnership } from "./permissions";
import { vacancyEditableBy } from "./permissions.server";
import type { VacancyEditValues, VacancyValues } from "./schemas";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";
import { attachImages, detachesImages, type ImageSlotChange, imageColumns } from "~/modules/images/slots.server";
import { resubmitOnSave } from "~/modules/moderation/review.server";
/** A transaction of {@link Database}. */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The columns both the insert and the update write, taken one by one from the validated values,
 * so a crafted field (`created_by`, `is_active`, `status`, `initiative_id` on edit) never reaches
 * the database.
 */
function writableColumns(values: VacancyEditValues) {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    category: values.category,
    requirements: values.requirements,
    hours_per_week: values.hours_per_week,
    duration: values.duration,
    contact_email: values.contact_email,
    contact_phone: values.contact_phone,
  };
}

/** Outcome of {@link createVacancy}. */
export type CreateVacancyResult = { status: "ok"; id: string; initiativeStatus: InitiativeStatus } | { status: "forbidden" };

/**
 * Stores a new, active vacancy under initiative `values.initiative_id` when `viewer` created that
 * initiative (SPEC.md §6: "Only own initiatives can be chosen"). `created_by` is the viewer's id
 * and `is_active` true (SPEC.md §4), whatever the form carried.
 * @param options.viewer the signed-in member
 * @param options.values parsed form values (`VacancySchema`); optional ones are null when empty
 * @param options.images the image slot (`readImageSlots` in app/modules/images/slots.server.ts):
 *   a new upload of the member is attached in the same transaction
 * @returns `{ status: "ok", id, initiativeStatus }` with the new vacancy's UUID and its
 *   initiative's status (public only when "actief"), or `{ status: "forbidden" }` when the
 *   initiative does not exist or belongs to someone else (nothing is stored then)
 * @throws Error when the database fails (nothing is stored: one transaction)
 */
export async function createVacancy({
  viewer,
  values,
  images = [],
}: {
  viewer: Member;
  values: VacancyValues;
  images?: readonly ImageSlotChange[];
}): Promise<CreateVacancyResult> {
  const initiativeId = values.initiative_id;
  if (!(await isOwnInitiative({ initiativeId, viewer }))) return { status: "forbidden" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Checked again under a share lock: the initiative cannot disappear before the insert commits.
    const [own] = await tx
      .select({ id: initiatives.id, status: initiatives.status })
      .from(initiatives)
      .where(and(eq(initiatives.id, initiativeId), initiativeOwnedBy(viewer)))
      .for("share");
    if (!own) return { status: "forbidden" } as const;
    const [row] = await tx
      .insert(vacancies)
      .values({
        ...writableColumns(values),
        initiative_id: own.id,
        created_by: viewer.id,
        is_active: true,
        ...imageColumns(images),
      })
      .returning({ id: vacancies.id });
    if (!row) throw new Error("createVacancy: insert returned no row");
    await attachImages(tx, images, viewer.id);
    return { status: "ok", id: row.id, initiativeStatus: own.status } as const;
  });
}

/** A vacancy as the edit form needs it: every editable column, the contact data included. */
export interface VacancyForEdit {
  id: string;
  title: string;
  description: string;
  type: string;
  category: VacancyCategory;
  requirements: string | null;
  hours_per_week: string | null;
  duration: string | null;
  contact_email: string;
  contact_phone: string | null;
  /** The vacancy's image (UUID), null when none. */
  image_id: string | null;
  /** The initiative it belongs to (shown on the edit form, not changeable). */
  initiative: { id: string; name: string };
}

/**
 * The vacancy `id` for its owner's edit form ({@link canEditVacancy}: the vacancy's creator or
 * the creator of its initiative), whatever its active flag or moderation status.
 * @param id the route's id (any string; malformed ids are "not_found" without a query)
 * @returns `{ status: "ok", item }`, `{ status: "not_found" }` for a malformed or unknown id, or
 *   `{ status: "forbidden" }` when `viewer` may not edit it
 * @throws Error when the database fails
 */
export async function getVacancyForOwner({
  id,
  viewer,
}: {
  id: string | undefined;
  viewer: Member;
}): Promise<Outcome<VacancyForEdit>> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  const [row] = await db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      description: vacancies.description,
      type: vacancies.type,
      category: vacancies.category,
      requirements: vacancies.requirements,
      hours_per_week: vacancies.hours_per_week,
      duration: vacancies.duration,
      contact_email: vacancies.contact_email,
      contact_phone: vacancies.contact_phone,
      image_id: vacancies.image_id,
      created_by: vacancies.created_by,
      initiative_created_by: initiatives.created_by,
      initiative: { id: initiatives.id, name: initiatives.name },
    })
    .from(vacancies)
    .innerJoin(initiatives, eq(vacancies.initiative_id, initiatives.id))
    .where(eq(vacancies.id, id))
    .limit(1);
  if (!row) return { status: "not_found" };
  if (!canEditVacancy(viewer, row)) return { status: "forbidden" };
  const { created_by: _createdBy, initiative_created_by: _initiativeCreatedBy, ...item } = row;
  return { status: "ok", item };
}

/**
 * Saves the edit form: every field except the initiative, the creator and the active flag;
 * `updated_at` becomes now. The row is locked and the ownership checked in the same transaction
 * as the update. A hidden or rejected vacancy is resubmitted: it becomes "in behandeling" and
 * waits for review (`resubmitOnSave`, docs/decisions/021-review.md), as an edited event does.
 * @param id the vacancy's id (malformed → "not_found")
 * @param values the parsed edit form (`VacancyEditSchema`)
 * @param images the image slot (`readImageSlots`): attached, kept, replaced or removed in the same
 *   transaction; an image no longer used is deleted with its files after the commit
 * @returns `{ status: "ok", item: { itemStatus, initiativeStatus } }` (the statuses after saving),
 *   `{ status: "not_found" }` or `{ status: "forbidden" }`; nothing changes unless "ok"
 * @throws Error when the database fails (nothing changes)
 */
export async function updateVacancy({
  id,
  viewer,
  values,
  images = [],
}: {
  id: string | undefined;
  viewer: Member;
  values: VacancyEditValues;
  images?: readonly ImageSlotChange[];
}): Promise<Outcome<SavedVacancy>> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Outcome<SavedVacancy>> => {
    const owner = await lockVacancy(tx, id);
    if (!owner) return { status: "not_found" };
    if (!canEditVacancy(viewer, owner)) return { status: "forbidden" };
    const [updated] = await tx
      .update(vacancies)
      .set({ ...writableColumns(values), ...imageColumns(images), ...resubmitOnSave("vacancy"), updated_at: sql`now()` })
      .where(and(eq(vacancies.id, id), vacancyEditableBy(viewer)))
      .returning({ itemStatus: vacancies.status });
    if (!updated) return { status: "forbidden" };
    await attachImages(tx, images, viewer.id);
    return { status: "ok", item: { itemStatus: updated.itemStatus, initiativeStatus: owner.initiative_status } };
  });
  if (result.status === "ok" && detachesImages(images)) await deleteOrphanImages();
  return result;
}

/** The statuses after saving a vacancy: its own and its initiative's (both decide whether it is public). */
export interface SavedVacancy {
  itemStatus: InitiativeStatus;
  initiativeStatus: InitiativeStatus;
}

/**
 * Locks vacancy `id` (FOR UPDATE) and reads who owns it and its initiative's status; null when it
 * does not exist.
 */
async function lockVacancy(tx: Transaction, id: string): Promise<(VacancyOwnership & { initiative_status: InitiativeStatus }) | null> {
  const [row] = await tx
    .select({ created_by: vacancies.created_by, initiative_created_by: initiatives.created_by, initiative_status: initiatives.status })
    .from(vacancies)
    .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
    .where(eq(vacancies.id, id))
    .for("update", { of: vacancies });
  return row ?? null;
}

/**
 * Runs `write` for vacancy `id` inside a transaction once `allowed` says `viewer` may change it.
 * The vacancy row is locked first.
 */
async function withPermittedVacancy(
  { id, viewer }: { id: string; viewer: Member },
  allowed: (viewer: Member, vacancy: VacancyOwnership) => boolean,
  write: (tx: Transaction) => Promise<unknown>,
): Promise<Outcome> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockVacancy(tx, id);
    if (!row) return { status: "not_found" };
    if (!allowed(viewer, row)) return { status: "forbidden" };
    await write(tx);
    return { status: "ok" };
  });
}

/**
 * Makes vacancy `id` active (listed on /vacatures, counted on the home page, shown on its
 * initiative) or inactive (hidden from all of those; its detail page then shows it only to those
 * who may edit it), when `viewer` may ({@link canEditVacancy}).
 * @param options.id the vacancy's UUID (anything else is "not_found")
 * @param options.active the new state
 * @returns `{ status: "ok" }`, `{ status: "not_found" }` (unknown or malformed id) or
 *   `{ status: "forbidden" }` (someone else's); nothing changes unless "ok"
 * @throws Error when the database fails
 */
export async function setVacancyActive({
  id,
  viewer,
  active,
}: {
  id: string;
  viewer: Member;
  active: boolean;
}): Promise<Outcome> {
  return withPermittedVacancy({ id, viewer }, canEditVacancy, (tx) =>
    tx
      .update(vacancies)
      .set({ is_active: active, updated_at: new Date() })
      .where(and(eq(vacancies.id, id), vacancyEditableBy(viewer))),
  );
}

/**
 * Deletes vacancy `id` when `viewer` may ({@link canDeleteVacancy}; SPEC.md §7 "delete by id").
 * Favourites pointing at it go with it (ON DELETE CASCADE on `favorites.vacancy_id`).
 * @param options.id the vacancy's UUID (anything else is "not_found")
 * @returns `{ status: "ok" }`, `{ status: "not_found" }` or `{ status: "forbidden" }`; nothing
 *   changes unless "ok"
 * @throws Error when the database fails
 */
export async function deleteVacancy({ id, viewer }: { id: string; viewer: Member }): Promise<Outcome> {
  const result = await withPermittedVacancy({ id, viewer }, canDeleteVacancy, (tx) =>
    tx.delete(vacancies).where(and(eq(vacancies.id, id), vacancyEditableBy(viewer))),
  );
  // Its image, no longer pointed at, goes with its files (docs/decisions/033-images.md).
  if (result.status === "ok") await deleteOrphanImages();
  return result;
}
