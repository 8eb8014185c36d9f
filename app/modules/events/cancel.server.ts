/**
 * Cancelling an event (docs/product-rules.md#cancelled-events, docs/decisions/069-cancelled-events.md):
 * final, the event stays at its address as "Geannuleerd", sign-ups close and its calendar entry's
 * SEQUENCE goes up with STATUS:CANCELLED. The SEQUENCE rule of an edit lives here too.
 */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { events, initiatives } from "~/db/schema";
import { contentHooks } from "~/lib/content-hooks.server";
import type { Executor } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import type { Member } from "~/lib/viewer";
import { canEditEvent } from "./permissions";
import { eventEditableBy } from "./permissions.server";

export type CancelEventResult =
  | { status: "ok"; sequence: number; cancelledAt: Date }
  | { status: "not_found" }
  | { status: "forbidden" }
  | { status: "already_cancelled" };

/**
 * Cancels event `eventId` for one who may edit it (docs/product-rules.md#permissions), in one
 * transaction with the row locked (a savepoint when `executor` is already a transaction); the people
 * signed up are notified in the same transaction (`afterEventCancelled`). Existing sign-ups stay for
 * the record.
 * @param reason trimmed, at most 500 characters (the form's schema checks), or null
 * @returns "ok" with the raised SEQUENCE and the moment (UTC); nothing changes otherwise
 * @throws Error when the database fails (nothing changes)
 */
export async function cancelEvent(
  executor: Executor,
  { eventId, reason, viewer, now = new Date() }: { eventId: string; reason: string | null; viewer: Member; now?: Date },
): Promise<CancelEventResult> {
  if (!isUuid(eventId)) return { status: "not_found" };
  return executor.transaction(async (tx): Promise<CancelEventResult> => {
    const [row] = await tx
      .select({
        created_by: events.created_by,
        initiative_created_by: initiatives.created_by,
        cancelled_at: events.cancelled_at,
        title: events.title,
        initiative_id: events.initiative_id,
      })
      .from(events)
      .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
      .where(eq(events.id, eventId))
      .for("update", { of: events });
    if (!row) return { status: "not_found" };
    if (!canEditEvent(viewer, row)) return { status: "forbidden" };
    if (row.cancelled_at) return { status: "already_cancelled" };
    const [updated] = await tx
      .update(events)
      .set({ cancelled_at: now, cancellation_reason: reason, sequence: sql`${events.sequence} + 1`, updated_at: sql`now()` })
      .where(and(eq(events.id, eventId), isNull(events.cancelled_at), eventEditableBy(viewer)))
      .returning({ sequence: events.sequence, cancelledAt: events.cancelled_at });
    if (!updated?.cancelledAt) return { status: "forbidden" };
    await contentHooks().afterEventCancelled(tx, { id: eventId, title: row.title, initiativeId: row.initiative_id, reason, cancelledBy: viewer.id });
    return { status: "ok", sequence: updated.sequence, cancelledAt: updated.cancelledAt };
  });
}

/** The date, time and place of an event as its edit form saves them: what a calendar entry shows. */
export interface EventCalendarFields {
  date: Date;
  end_date: Date | null;
  location: string;
  city: string;
  /** The postcode area, four digits, or null. */
  pc4: string | null;
}

/**
 * The SET value of `events.sequence` for an edit that writes `next`: one higher when its date,
 * time or place differs from the stored row (compared in SQL against the row being updated), else unchanged.
 */
export function sequenceAfterEdit(next: EventCalendarFields): SQL {
  const changed = or(
    sql`${events.date} is distinct from ${next.date.toISOString()}::timestamptz`,
    sql`${events.end_date} is distinct from ${next.end_date?.toISOString() ?? null}::timestamptz`,
    sql`${events.location} is distinct from ${next.location}`,
    sql`${events.city} is distinct from ${next.city}`,
    sql`${events.pc4} is distinct from ${next.pc4}::char(4)`,
  );
  return sql`case when ${changed} then ${events.sequence} + 1 else ${events.sequence} end`;
}
