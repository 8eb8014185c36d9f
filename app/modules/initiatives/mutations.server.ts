/**
 * Writes of initiatives by their members, and the municipality list the form needs. `created_by` and
 * `status` never come from the form.
 */
import { and, asc, eq } from "drizzle-orm";
import { initiatives, municipalities } from "~/db/schema";
import { contentHooks } from "~/lib/content-hooks.server";
import { type Database, getDb } from "~/lib/db.server";
import type { InitiativeStatus } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";
import { attachImages, detachesImages, type ImageSlotChange, imageColumns } from "~/modules/images/slots.server";
import { initiativeEditableBy } from "./permissions.server";
import type { InitiativeValues, MunicipalityOption } from "./schemas";

type Executor = Pick<Database, "select">;

/**
 * The municipalities (CBS name and province) by name: the form's suggestions and the schema's list.
 * @throws Error when the database fails
 */
export async function listMunicipalities(): Promise<MunicipalityOption[]> {
  const db = await getDb();
  return db
    .select({ name: municipalities.name, province: municipalities.province })
    .from(municipalities)
    .orderBy(asc(municipalities.name));
}

/** Nationaal has no province; otherwise an empty province is taken from the municipality. */
async function storedColumns(executor: Executor, values: InitiativeValues) {
  let province = values.scope === "nationaal" ? null : values.province;
  if (values.scope !== "nationaal" && !province && values.municipality) {
    const [row] = await executor
      .select({ province: municipalities.province })
      .from(municipalities)
      .where(eq(municipalities.name, values.municipality))
      .limit(1);
    province = row?.province ?? null;
  }
  return {
    name: values.name,
    formality: values.formality,
    formal_type: values.formality === "formeel" ? values.formal_type : null,
    informal_type: values.formality === "informeel" ? values.informal_type : null,
    theme: values.theme,
    scope: values.scope,
    province,
    city: values.city,
    municipality: values.municipality,
    pc4: values.postcode,
    description: values.description,
    long_description: values.long_description,
    contact_email: values.contact_email,
    contact_phone: values.contact_phone,
    website: values.website,
    established: values.established,
    member_count: values.member_count,
    volunteer_count: values.volunteer_count,
  };
}

/**
 * Creates an initiative of `userId`, waiting for review per `MODERATION` (docs/decisions/021-review.md);
 * new uploads are attached in the same transaction.
 * @returns the new initiative's id (UUID) and its status
 * @throws Error when the database fails
 */
export async function createInitiative({
  userId,
  values,
  images = [],
}: {
  userId: string;
  values: InitiativeValues;
  images?: readonly ImageSlotChange[];
}): Promise<{ id: string; status: InitiativeStatus }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const columns = await storedColumns(tx, values);
    const [row] = await tx
      .insert(initiatives)
      .values({ ...columns, ...imageColumns(images), created_by: userId, ...contentHooks().newInitiativeReview() })
      .returning({ id: initiatives.id, status: initiatives.status });
    if (!row) throw new Error("createInitiative: insert returned no row");
    await attachImages(tx, images, userId);
    return row;
  });
}

/**
 * Saves the form over initiative `id` for its creator; the check is part of the UPDATE, so it holds
 * even if the row changes hands meanwhile. A rejected or hidden initiative is resubmitted for review.
 * @returns nothing changes unless "ok"
 * @throws Error when the database fails
 */
export async function updateInitiative({
  id,
  viewer,
  values,
  images = [],
}: {
  id: string | undefined;
  viewer: Member;
  values: InitiativeValues;
  images?: readonly ImageSlotChange[];
}): Promise<Outcome<{ itemStatus: InitiativeStatus }>> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Outcome<{ itemStatus: InitiativeStatus }>> => {
    const columns = await storedColumns(tx, values);
    const [updated] = await tx
      .update(initiatives)
      .set({ ...columns, ...imageColumns(images), ...contentHooks().resubmitOnSave("initiative"), updated_at: new Date() })
      .where(and(eq(initiatives.id, id), initiativeEditableBy(viewer)))
      .returning({ itemStatus: initiatives.status });
    if (updated) {
      await attachImages(tx, images, viewer.id);
      return { status: "ok", item: updated };
    }
    const [existing] = await tx.select({ id: initiatives.id }).from(initiatives).where(eq(initiatives.id, id)).limit(1);
    return { status: existing ? "forbidden" : "not_found" };
  });
  if (result.status === "ok" && detachesImages(images)) await deleteOrphanImages();
  return result;
}
