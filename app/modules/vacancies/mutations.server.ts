/** Writes of vacancies; permissions are re-checked in the transaction with the row locked, so it cannot change hands first. */
import { and, eq, sql } from "drizzle-orm";
import { initiatives, vacancies } from "~/db/schema";
import { contentHooks } from "~/lib/content-hooks.server";
import { type Database, getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import type { InitiativeStatus, VacancyCategory } from "~/lib/enums";
import { initiativeChildForEditor } from "~/lib/permissions";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { isOwnInitiative, lockOwnInitiative } from "~/modules/initiatives/owner-queries.server";
import { canDeleteVacancy, canEditVacancy, type VacancyOwnership } from "./permissions";
import { vacancyEditableBy } from "./permissions.server";
import type { VacancyEditValues, VacancyValues } from "./schemas";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";
import { attachImages, detachesImages, type ImageSlotChange, imageColumns } from "~/modules/images/slots.server";
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Copied one by one, so a crafted field (`created_by`, `is_active`, `status`, `initiative_id` on edit) never reaches the database.
 */
function writableColumns(values: VacancyEditValues) {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    category: values.category,
    requirements: values.requirements,
    hours_per_week: values.hours_per_week,
    hours_note: values.hours_note,
    duration: values.duration,
    // Work at home or online has no place.
    city: values.is_remote ? null : values.city,
    pc4: values.is_remote ? null : values.postcode,
    is_remote: values.is_remote,
    contact_email: values.contact_email,
    contact_phone: values.contact_phone,
    availability: values.availability,
    commitment: values.commitment,
    skills: values.skills,
    suitable_for: values.suitable_for,
    vog_required: values.vog_required,
    closes_on: values.closes_on,
  };
}

export type CreateVacancyResult = { status: "ok"; id: string; initiativeStatus: InitiativeStatus } | { status: "forbidden" };

/**
 * Stores a new, active vacancy under one of `viewer`'s own initiatives; new uploads attached in the same transaction.
 * @returns "forbidden" when the initiative is unknown or someone else's (nothing is stored)
 * @throws Error when the database fails (nothing is stored)
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
    const own = await lockOwnInitiative(tx, { initiativeId, viewer });
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

export interface VacancyForEdit {
  id: string;
  title: string;
  description: string;
  type: string;
  category: VacancyCategory;
  requirements: string | null;
  hours_per_week: number | null;
  hours_note: string | null;
  duration: string | null;
  city: string | null;
  /** Four digits, or null. */
  pc4: string | null;
  is_remote: boolean;
  contact_email: string;
  contact_phone: string | null;
  availability: string[];
  commitment: string | null;
  skills: string[];
  suitable_for: string[];
  vog_required: boolean;
  /** "YYYY-MM-DD", or null. */
  closes_on: string | null;
  image_id: string | null;
  initiative: { id: string; name: string };
}

/**
 * The vacancy for its owner's edit form, whatever its active flag or status; malformed ids are "not_found" without a query.
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
      hours_note: vacancies.hours_note,
      duration: vacancies.duration,
      city: vacancies.city,
      pc4: vacancies.pc4,
      is_remote: vacancies.is_remote,
      contact_email: vacancies.contact_email,
      contact_phone: vacancies.contact_phone,
      availability: vacancies.availability,
      commitment: vacancies.commitment,
      skills: vacancies.skills,
      suitable_for: vacancies.suitable_for,
      vog_required: vacancies.vog_required,
      closes_on: vacancies.closes_on,
      image_id: vacancies.image_id,
      created_by: vacancies.created_by,
      initiative_created_by: initiatives.created_by,
      initiative: { id: initiatives.id, name: initiatives.name },
    })
    .from(vacancies)
    .innerJoin(initiatives, eq(vacancies.initiative_id, initiatives.id))
    .where(eq(vacancies.id, id))
    .limit(1);
  return initiativeChildForEditor(viewer, row);
}

/**
 * Saves the edit form (not the initiative, creator or active flag) with the row locked; a hidden or
 * rejected vacancy is resubmitted for review.
 * @returns nothing changes unless "ok"
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
      .set({ ...writableColumns(values), ...imageColumns(images), ...contentHooks().resubmitOnSave("vacancy"), updated_at: sql`now()` })
      .where(and(eq(vacancies.id, id), vacancyEditableBy(viewer)))
      .returning({ itemStatus: vacancies.status });
    if (!updated) return { status: "forbidden" };
    await attachImages(tx, images, viewer.id);
    return { status: "ok", item: { itemStatus: updated.itemStatus, initiativeStatus: owner.initiative_status } };
  });
  if (result.status === "ok" && detachesImages(images)) await deleteOrphanImages();
  return result;
}

export interface SavedVacancy {
  itemStatus: InitiativeStatus;
  initiativeStatus: InitiativeStatus;
}

async function lockVacancy(tx: Transaction, id: string): Promise<(VacancyOwnership & { initiative_status: InitiativeStatus }) | null> {
  const [row] = await tx
    .select({ created_by: vacancies.created_by, initiative_created_by: initiatives.created_by, initiative_status: initiatives.status })
    .from(vacancies)
    .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
    .where(eq(vacancies.id, id))
    .for("update", { of: vacancies });
  return row ?? null;
}

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
 * Switches vacancy `id` on or off; an inactive one is unlisted and only its editors see its page.
 * @returns nothing changes unless "ok"
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
 * Deletes vacancy `id`; favourites go with it (ON DELETE CASCADE).
 * @returns nothing changes unless "ok"
 * @throws Error when the database fails
 */
export async function deleteVacancy({ id, viewer }: { id: string; viewer: Member }): Promise<Outcome> {
  const result = await withPermittedVacancy({ id, viewer }, canDeleteVacancy, (tx) =>
    tx.delete(vacancies).where(and(eq(vacancies.id, id), vacancyEditableBy(viewer))),
  );
  // Its image, no longer pointed at, goes with its files.
  if (result.status === "ok") await deleteOrphanImages();
  return result;
}

/**
 * "Vervuld": marks vacancy `id` as filled (it stays visible, responses close) or, with `filled`
 * false, open again; only its editors may.
 * @returns nothing changes unless "ok"
 * @throws Error when the database fails
 */
export async function setVacancyFilled({ id, viewer, filled }: { id: string; viewer: Member; filled: boolean }): Promise<Outcome> {
  return withPermittedVacancy({ id, viewer }, canEditVacancy, (tx) =>
    tx
      .update(vacancies)
      .set({ filled_at: filled ? sql`coalesce(${vacancies.filled_at}, now())` : null, updated_at: new Date() })
      .where(and(eq(vacancies.id, id), vacancyEditableBy(viewer))),
  );
}
