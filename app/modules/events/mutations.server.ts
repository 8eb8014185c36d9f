/**
 * Creating and editing events (docs/decisions/007-member-content.md). Every write re-checks
 * permission in its transaction; values are copied column by column, so a crafted field
 * (`created_by`, `initiative_id` on edit, `id`) never reaches the database.
 */
import { and, eq, sql } from "drizzle-orm";
import { events, initiatives } from "~/db/schema";
import { contentHooks } from "~/lib/content-hooks.server";
import { getDb } from "~/lib/db.server";
import type { EventType, InitiativeStatus, Province, Theme } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import { initiativeChildForEditor } from "~/lib/permissions";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { lockOwnInitiative } from "~/modules/initiatives/owner-queries.server";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";
import { attachImages, detachesImages, type ImageSlotChange, imageColumns } from "~/modules/images/slots.server";
import { sequenceAfterEdit } from "./cancel.server";
import { canEditEvent } from "./permissions";
import { eventEditableBy } from "./permissions.server";
import type { EventEditValues, EventValues } from "./schemas";

export type CreateEventResult = { status: "ok"; id: string; initiativeStatus: InitiativeStatus } | { status: "initiative_not_own" };

/** Both statuses decide whether it is public. */
export interface SavedEvent {
  itemStatus: InitiativeStatus;
  initiativeStatus: InitiativeStatus;
}

/** Columns both the insert and the update write, taken one by one from the validated values. */
function writableColumns(values: EventEditValues) {
  return {
    title: values.title,
    description: values.description,
    long_description: values.long_description,
    type: values.type,
    theme: values.theme,
    province: values.province,
    date: values.date,
    end_date: values.end_date,
    city: values.city,
    pc4: values.postcode,
    location: values.location,
    organizer_name: values.organizer_name,
    organizer_email: values.organizer_email,
    organizer_phone: values.organizer_phone,
    website: values.website,
    max_participants: values.max_participants,
    registration_required: values.registration_required,
  };
}

/**
 * Stores a new event under one of `viewer`'s own initiatives; the initiative is share-locked until the
 * insert commits, so it cannot be deleted in between.
 * @param images a new upload of the member is attached in the same transaction
 * @returns "initiative_not_own" for an unknown or someone else's initiative (nothing stored)
 * @throws Error when the database fails (nothing is stored)
 */
export async function createEvent({
  viewer,
  values,
  images = [],
}: {
  viewer: Member;
  values: EventValues;
  images?: readonly ImageSlotChange[];
}): Promise<CreateEventResult> {
  if (!isUuid(values.initiative_id)) return { status: "initiative_not_own" };
  const initiativeId = values.initiative_id;
  const db = await getDb();
  return db.transaction(async (tx): Promise<CreateEventResult> => {
    const own = await lockOwnInitiative(tx, { initiativeId, viewer });
    if (!own) return { status: "initiative_not_own" };
    const [row] = await tx
      .insert(events)
      .values({ ...writableColumns(values), ...imageColumns(images), initiative_id: own.id, created_by: viewer.id })
      .returning({ id: events.id });
    if (!row) throw new Error("createEvent: the insert returned no row");
    await attachImages(tx, images, viewer.id);
    return { status: "ok", id: row.id, initiativeStatus: own.status };
  });
}

export interface EventForEdit {
  id: string;
  title: string;
  description: string;
  long_description: string | null;
  type: EventType;
  theme: Theme | null;
  province: Province | null;
  /** UTC instant. */
  date: Date;
  /** UTC instant, or null. */
  end_date: Date | null;
  city: string;
  /** Four digits, or null. */
  pc4: string | null;
  location: string;
  organizer_name: string;
  organizer_email: string;
  organizer_phone: string | null;
  website: string | null;
  max_participants: number | null;
  registration_required: boolean;
  image_id: string | null;
  /** Set (UTC) once cancelled: final, so the edit form refuses it. */
  cancelled_at: Date | null;
  initiative: { id: string; name: string };
}

/** The event for its owner's edit form; malformed ids are "not_found" without a query. */
export async function getEventForOwner({
  id,
  viewer,
}: {
  id: string | undefined;
  viewer: Member;
}): Promise<Outcome<EventForEdit>> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      long_description: events.long_description,
      type: events.type,
      theme: events.theme,
      province: events.province,
      date: events.date,
      end_date: events.end_date,
      city: events.city,
      pc4: events.pc4,
      location: events.location,
      organizer_name: events.organizer_name,
      organizer_email: events.organizer_email,
      organizer_phone: events.organizer_phone,
      website: events.website,
      max_participants: events.max_participants,
      registration_required: events.registration_required,
      image_id: events.image_id,
      cancelled_at: events.cancelled_at,
      created_by: events.created_by,
      initiative_created_by: initiatives.created_by,
      initiative: { id: initiatives.id, name: initiatives.name },
    })
    .from(events)
    .innerJoin(initiatives, eq(events.initiative_id, initiatives.id))
    .where(eq(events.id, id))
    .limit(1);
  return initiativeChildForEditor(viewer, row);
}

export type UpdateEventResult =
  | Outcome<SavedEvent>
  | { status: "below_taken"; taken: number }
  | { status: "rate_limited"; message: string }
  | { status: "cancelled" };

/**
 * Saves the edit form in one transaction with the row locked and ownership checked. A hidden or
 * rejected event is resubmitted for review; people signed up are mailed about a new date or place
 * (rate-limited) and a raised maximum moves the waitlist up. A new date, time or place raises the
 * calendar SEQUENCE ({@link sequenceAfterEdit}).
 * @returns "below_taken" when the new maximum is below the places taken; "cancelled" for a cancelled
 *   event, which is final (docs/product-rules.md#cancelled-events); nothing changes unless ok
 * @throws Error when the database fails (nothing changes)
 */
export async function updateEvent({
  id,
  viewer,
  values,
  images = [],
}: {
  id: string | undefined;
  viewer: Member;
  values: EventEditValues;
  images?: readonly ImageSlotChange[];
}): Promise<UpdateEventResult> {
  if (!isUuid(id)) return { status: "not_found" };
  const allowance = await contentHooks().spendEventChangeAllowance({ eventId: id, viewer, next: values });
  if (allowance.limited) return { status: "rate_limited", message: allowance.limited };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<UpdateEventResult> => {
    const [row] = await tx
      .select({
        created_by: events.created_by,
        initiative_created_by: initiatives.created_by,
        initiative_status: initiatives.status,
        date: events.date,
        end_date: events.end_date,
        location: events.location,
        city: events.city,
        cancelled_at: events.cancelled_at,
        taken: sql<number>`${events.confirmed_count} + ${events.external_participants}`.mapWith(Number),
      })
      .from(events)
      .innerJoin(initiatives, eq(events.initiative_id, initiatives.id))
      .where(eq(events.id, id))
      .limit(1)
      .for("update", { of: events });
    if (!row) return { status: "not_found" };
    if (!canEditEvent(viewer, row)) return { status: "forbidden" };
    if (row.cancelled_at) return { status: "cancelled" };
    if (values.max_participants !== null && values.max_participants < row.taken) return { status: "below_taken", taken: row.taken };
    const [updated] = await tx
      .update(events)
      .set({
        ...writableColumns(values),
        ...imageColumns(images),
        ...contentHooks().resubmitOnSave("event"),
        sequence: sequenceAfterEdit({ ...values, pc4: values.postcode }),
        updated_at: sql`now()`,
      })
      .where(and(eq(events.id, id), eventEditableBy(viewer)))
      .returning({ itemStatus: events.status });
    if (!updated) return { status: "forbidden" };
    await attachImages(tx, images, viewer.id);
    await contentHooks().afterEventEdited(tx, id, row);
    return { status: "ok", item: { itemStatus: updated.itemStatus, initiativeStatus: row.initiative_status } };
  });
  if (result.status !== "ok") await allowance.refund();
  if (result.status === "ok" && detachesImages(images)) await deleteOrphanImages();
  return result;
}
