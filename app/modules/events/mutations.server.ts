/**
 * Creating and editing events (SPEC.md §5 "Event form", §6 "Event creation/editing", §7 "events:
 * insert / update by id"; docs/decisions/007-member-content.md). Every write re-checks on the
 * server, in the same transaction, who may do it, by the rules of ./permissions.ts and
 * ../initiatives/permissions.ts:
 * - create: only under one of the member's own initiatives (`canAddToInitiative`);
 * - edit: the event's creator or the creator of its initiative (`canEditEvent`).
 * Values come from the shared form schema (./schemas.ts) and are copied column by column, so a
 * crafted form field (`created_by`, `initiative_id` on edit, `current_participants`, `id`) never
 * reaches the database.
 *
 * The owner's read for the edit form lives here too, beside the write it prepares, so both use
 * the same ownership rule.
 */
import { and, eq, sql } from "drizzle-orm";
import { events, initiatives } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { EventType, InitiativeStatus, Province, Theme } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";
import { resubmitOnSave } from "~/modules/moderation/review.server";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";
import { attachImages, detachesImages, type ImageSlotChange, imageColumns } from "~/modules/images/slots.server";
import { canEditEvent } from "./permissions";
import { eventEditableBy } from "./permissions.server";
import type { EventEditValues, EventValues } from "./schemas";
import { afterEventEdited, spendEventChangeAllowance } from "~/modules/participation/organizer.server";

/** Outcome of {@link createEvent}. */
export type CreateEventResult = { status: "ok"; id: string; initiativeStatus: InitiativeStatus } | { status: "initiative_not_own" };

/** The statuses after saving an event: its own and its initiative's (both decide whether it is public). */
export interface SavedEvent {
  itemStatus: InitiativeStatus;
  initiativeStatus: InitiativeStatus;
}

/**
 * The columns both the insert and the update write (SPEC.md §7), taken one by one from the
 * validated values. Dates are UTC instants; empty optional values are already null.
 */
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
 * Stores a new event under one of `viewer`'s own initiatives (SPEC.md §7 "events: insert"), with
 * `created_by` = the viewer's id. The initiative is checked inside the insert's transaction and locked
 * (FOR SHARE) until it commits, so it cannot be deleted in between.
 * @param values the parsed create form (EventSchema): dates as UTC instants
 * @param images the image slot (`readImageSlots` in app/modules/images/slots.server.ts): a new
 *   upload of the member is attached in the same transaction
 * @returns `{ status: "ok", id }` (the new event's UUID), or `{ status: "initiative_not_own" }`
 *   when the initiative is unknown or someone else's; then nothing is stored
 * @throws Error when the database fails (nothing is stored: one transaction)
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
    // The rule of isOwnInitiative (owner-queries.server.ts), asked through this transaction:
    // that helper reads through its own connection, which an embedded database (PGlite, a single
    // connection) would only serve after this transaction ends.
    const [own] = await tx
      .select({ id: initiatives.id, status: initiatives.status })
      .from(initiatives)
      .where(and(eq(initiatives.id, initiativeId), initiativeOwnedBy(viewer)))
      .limit(1)
      .for("share");
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

/** An event as the edit form needs it: every editable column, the owner's contact data included. */
export interface EventForEdit {
  id: string;
  title: string;
  description: string;
  long_description: string | null;
  type: EventType;
  theme: Theme | null;
  province: Province | null;
  /** Start, UTC instant. */
  date: Date;
  /** End, UTC instant, or null. */
  end_date: Date | null;
  city: string;
  location: string;
  organizer_name: string;
  organizer_email: string;
  organizer_phone: string | null;
  website: string | null;
  max_participants: number | null;
  registration_required: boolean;
  /** The event's image (UUID), null when none. */
  image_id: string | null;
  /** The initiative it belongs to (shown on the edit form, not changeable). */
  initiative: { id: string; name: string };
}

/**
 * The event `id` for its owner's edit form (SPEC.md §6: event editing only for the creator;
 * {@link canEditEvent}).
 * @param id the route's id (any string; malformed ids are "not_found" without a query)
 * @returns `{ status: "ok", item }`, `{ status: "not_found" }` for a malformed or unknown id, or
 *   `{ status: "forbidden" }` when `viewer` may not edit it
 */
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
      location: events.location,
      organizer_name: events.organizer_name,
      organizer_email: events.organizer_email,
      organizer_phone: events.organizer_phone,
      website: events.website,
      max_participants: events.max_participants,
      registration_required: events.registration_required,
      image_id: events.image_id,
      created_by: events.created_by,
      initiative_created_by: initiatives.created_by,
      initiative: { id: initiatives.id, name: initiatives.name },
    })
    .from(events)
    .innerJoin(initiatives, eq(events.initiative_id, initiatives.id))
    .where(eq(events.id, id))
    .limit(1);
  if (!row) return { status: "not_found" };
  if (!canEditEvent(viewer, row)) return { status: "forbidden" };
  const { created_by: _createdBy, initiative_created_by: _initiativeCreatedBy, ...item } = row;
  return { status: "ok", item };
}

/** The result of {@link updateEvent}. */
export type UpdateEventResult =
  | Outcome<SavedEvent>
  | { status: "below_taken"; taken: number }
  | { status: "rate_limited"; message: string };

/**
 * Saves the edit form (SPEC.md §7 "events: update by id with the same fields except
 * initiative_id and created_by"); `updated_at` becomes now. The event row is locked (FOR UPDATE)
 * and the ownership checked in the same transaction as the update. A hidden or rejected event is
 * resubmitted: it becomes "in behandeling" and waits for review (`resubmitOnSave`,
 * docs/decisions/021-review.md). In the same transaction the people signed up are mailed when the
 * date or place changed, and a raised maximum moves the waitlist up (`afterEventEdited`); such
 * mails are rate-limited per event and organizer (`spendEventChangeAllowance`). A maximum below
 * the places already taken (confirmed sign-ups plus those registered elsewhere) is refused.
 * @param id the event's id (malformed → "not_found")
 * @param values the parsed edit form (EventEditSchema): dates as UTC instants
 * @param images the image slot (`readImageSlots`): attached, kept, replaced or removed in the same
 *   transaction; an image no longer used is deleted with its files after the commit
 * @returns `{ status: "ok", item: { itemStatus, initiativeStatus } }` (the event's status after
 *   saving, its initiative's status); `{ status: "not_found" }` (malformed or unknown id);
 *   `{ status: "forbidden" }` (`viewer` may not edit it); `{ status: "below_taken", taken }` (the new
 *   maximum is below the `taken` places); `{ status: "rate_limited", message }` (the date or place
 *   changed too often: the Dutch wait message) — then nothing changes
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
  const allowance = await spendEventChangeAllowance({ eventId: id, viewer, next: values });
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
        taken: sql<number>`${events.confirmed_count} + ${events.external_participants}`.mapWith(Number),
      })
      .from(events)
      .innerJoin(initiatives, eq(events.initiative_id, initiatives.id))
      .where(eq(events.id, id))
      .limit(1)
      .for("update", { of: events });
    if (!row) return { status: "not_found" };
    if (!canEditEvent(viewer, row)) return { status: "forbidden" };
    if (values.max_participants !== null && values.max_participants < row.taken) return { status: "below_taken", taken: row.taken };
    const [updated] = await tx
      .update(events)
      .set({ ...writableColumns(values), ...imageColumns(images), ...resubmitOnSave("event"), updated_at: sql`now()` })
      .where(and(eq(events.id, id), eventEditableBy(viewer)))
      .returning({ itemStatus: events.status });
    if (!updated) return { status: "forbidden" };
    await attachImages(tx, images, viewer.id);
    // The people signed up hear of a new date or place; a higher maximum moves the waitlist up.
    await afterEventEdited(tx, id, row);
    return { status: "ok", item: { itemStatus: updated.itemStatus, initiativeStatus: row.initiative_status } };
  });
  if (result.status !== "ok") await allowance.refund();
  if (result.status === "ok" && detachesImages(images)) await deleteOrphanImages();
  return result;
}
