/**
 * Writes of initiatives by their members (SPEC.md §4 "New initiatives are stored with status
 * 'actief'", §6 "Only the creator may edit", §7 "initiatives: insert (initiative fields plus
 * created_by, status); update by id"), and the municipality list the form needs.
 *
 * Values come from the initiative form schema (`createInitiativeSchema` in ./schemas): validated,
 * trimmed plain text. `created_by` and `status` never come from the form: a new initiative is
 * created by the signed-in member with status "actief" (published at once; no moderation step),
 * and an edit keeps both.
 */
import { and, asc, eq } from "drizzle-orm";
import { gemeenten, initiatives } from "~/db/schema";
import { type Database, getDb } from "~/lib/db.server";
import type { InitiativeStatus } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";
import { attachImages, detachesImages, type ImageSlotChange, imageColumns } from "~/modules/images/slots.server";
import { newInitiativeReview, resubmitOnSave } from "~/modules/moderation/review.server";
import { initiativeEditableBy } from "./permissions.server";
import type { InitiativeValues, MunicipalityOption } from "./schemas";

/** A transaction or the database itself. */
type Executor = Pick<Database, "select">;

/**
 * The 342 municipalities of `gemeenten` (CBS name and province), ordered by name: the suggestions
 * of the form's municipality field and the list the form schema checks against.
 * @throws Error when the database fails
 */
export async function listMunicipalities(): Promise<MunicipalityOption[]> {
  const db = await getDb();
  return db
    .select({ name: gemeenten.name, province: gemeenten.province })
    .from(gemeenten)
    .orderBy(asc(gemeenten.name));
}

/**
 * The columns to store for `values`: the scope nationaal has no province; otherwise an empty
 * province is taken from the municipality (looked up in `gemeenten`), when one is given.
 */
async function storedColumns(executor: Executor, values: InitiativeValues) {
  let province = values.scope === "nationaal" ? null : values.province;
  if (values.scope !== "nationaal" && !province && values.municipality) {
    const [row] = await executor
      .select({ province: gemeenten.province })
      .from(gemeenten)
      .where(eq(gemeenten.name, values.municipality))
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
 * Creates an initiative of member `userId`. Under `MODERATION=pre` it waits "in behandeling" until
 * a moderator approves it; under `post` it is "actief" at once; either way it is in the review
 * queue (`newInitiativeReview`, docs/decisions/021-review.md).
 * @param options.userId the signed-in member (auth user id, UUID); stored as `created_by`
 * @param options.values parsed form values ({@link InitiativeValues})
 * @param options.images the logo and cover slots (`readImageSlots` in
 *   app/modules/images/slots.server.ts): new uploads of the member are attached in the same transaction
 * @returns the new initiative's id (UUID) and its status
 * @throws Error when the database refuses the insert or cannot be reached (the route shows
 *   "Er ging iets mis bij het aanmaken van het initiatief.")
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
      .values({ ...columns, ...imageColumns(images), created_by: userId, ...newInitiativeReview() })
      .returning({ id: initiatives.id, status: initiatives.status });
    if (!row) throw new Error("createInitiative: insert returned no row");
    await attachImages(tx, images, userId);
    return row;
  });
}

/**
 * Saves the form values over initiative `id`, only when `viewer` may edit it (`canEditInitiative`
 * in ./permissions.ts: its creator). The check is part of the UPDATE statement itself (`where id =
 * … and` the rule's SQL from ./permissions.server.ts), so it holds
 * even if the row changes hands between a page load and the save. `created_by` and `created_at`
 * are never changed; `updated_at` becomes now. A rejected or hidden initiative is resubmitted:
 * it becomes "in behandeling" and waits for review (`resubmitOnSave`).
 * @param options.id the initiative id from the URL (anything; a malformed id is "not_found")
 * @param options.viewer the signed-in member
 * @param options.values parsed form values ({@link InitiativeValues})
 * @param options.images the logo and cover slots (`readImageSlots`): attached, kept (alt text
 *   saved), replaced or removed in the same transaction; images no longer used are deleted with
 *   their files after the commit
 * @returns `{ status: "ok", item: { itemStatus } }` when saved (the status after saving),
 *   `{ status: "not_found" }` when no initiative has this
 *   id, `{ status: "forbidden" }` when `viewer` may not edit it (nothing is changed then)
 * @throws Error when the database fails (the route shows "Er ging iets mis bij het bijwerken van
 *   het initiatief.")
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
      .set({ ...columns, ...imageColumns(images), ...resubmitOnSave("initiative"), updated_at: new Date() })
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
