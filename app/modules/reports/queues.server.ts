/**
 * The moderators' queues of feedback and contact messages: unread first (newest first), then the latest
 * handled. Handling writes the audit entry in the same transaction.
 */
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { contactMessages, feedback, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isModerator } from "~/lib/permissions";
import { pageUrl } from "~/lib/session.server";
import type { Viewer } from "~/lib/viewer";
import { recordAudit } from "~/modules/moderation/audit.server";
import type { ReportActionResult } from "./reports.server";

export const HANDLED_SHOWN = 50;

export interface QueueMessage {
  id: string;
  /** As given (feedback: the member's at the time). */
  name: string | null;
  email: string | null;
  subject: string | null;
  message: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC, or null while unread. */
  handledAt: string | null;
  /** Null while unread, or when the handler deleted their account. */
  handledBy: string | null;
}

export interface Queue {
  open: QueueMessage[];
  handled: QueueMessage[];
}

const handler = alias(user, "handler");

function columnsOf(table: typeof feedback | typeof contactMessages) {
  return {
    id: table.id,
    name: table.name,
    email: table.email,
    subject: table === contactMessages ? contactMessages.subject : sql<string | null>`null`,
    message: table.message,
    createdAt: table.created_at,
    handledAt: table.handled_at,
    handledBy: handler.name,
  };
}

async function listQueue(table: typeof feedback | typeof contactMessages): Promise<Queue> {
  const db = await getDb();
  const read = (handled: boolean) =>
    db
      .select(columnsOf(table))
      .from(table)
      .leftJoin(handler, eq(handler.id, table.handled_by))
      .where(handled ? isNotNull(table.handled_at) : isNull(table.handled_at))
      .orderBy(handled ? desc(table.handled_at) : desc(table.created_at), desc(table.id))
      .limit(handled ? HANDLED_SHOWN : 10_000);
  const [open, handled] = await Promise.all([read(false), read(true)]);
  const shape = (rows: Awaited<ReturnType<typeof read>>): QueueMessage[] =>
    rows.map((row) => ({
      ...row,
      subject: row.subject ?? null,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
      handledBy: row.handledBy ?? null,
    }));
  return { open: shape(open), handled: shape(handled) };
}

/**
 * Empty lists for anyone but a moderator or admin.
 * @throws Error when the database fails
 */
export async function listFeedbackQueue({ viewer }: { viewer: Viewer }): Promise<Queue> {
  return isModerator(viewer) ? listQueue(feedback) : { open: [], handled: [] };
}

/**
 * Empty lists for anyone but a moderator or admin.
 * @throws Error when the database fails
 */
export async function listContactQueue({ viewer }: { viewer: Viewer }): Promise<Queue> {
  return isModerator(viewer) ? listQueue(contactMessages) : { open: [], handled: [] };
}

async function markHandled(
  table: typeof feedback | typeof contactMessages,
  action: "feedback.handle" | "contact.handle",
  viewer: Viewer,
  id: string,
): Promise<ReportActionResult> {
  if (!isModerator(viewer) || !viewer) return { status: "forbidden" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<ReportActionResult> => {
    const [row] = await tx.select({ handledAt: table.handled_at, userId: table.user_id }).from(table).where(eq(table.id, id)).for("update");
    if (!row) return { status: "not_found" };
    if (row.handledAt) return { status: "already_handled" };
    await tx
      .update(table)
      .set({ handled_at: sql`now()`, handled_by: viewer.id })
      .where(and(eq(table.id, id), isNull(table.handled_at)));
    await recordAudit(tx, { actorId: viewer.id, action, targetUserId: row.userId ?? null });
    return { status: "ok" };
  });
}

/**
 * Marks one piece of feedback handled, with the audit entry "feedback.handle".
 * @throws Error when the database fails (nothing is written)
 */
export async function markFeedbackHandled({ viewer, id }: { viewer: Viewer; id: string }): Promise<ReportActionResult> {
  return markHandled(feedback, "feedback.handle", viewer, id);
}

/**
 * Marks one contact message handled, with the audit entry "contact.handle".
 * @throws Error when the database fails (nothing is written)
 */
export async function markContactMessageHandled({ viewer, id }: { viewer: Viewer; id: string }): Promise<ReportActionResult> {
  return markHandled(contactMessages, "contact.handle", viewer, id);
}

/** The two message queues of the beheer area, by their path under /beheer: what each lists and says. */
export const MESSAGE_QUEUES = {
  feedback: {
    list: listFeedbackQueue,
    markHandled: markFeedbackHandled,
    handledToast: "Feedback afgehandeld",
    texts: { title: "Feedback", description: "Feedback van leden.", intro: "Wat leden via de feedbackknop sturen, het nieuwste eerst.", empty: "Er is geen nieuwe feedback." },
  },
  berichten: {
    list: listContactQueue,
    markHandled: markContactMessageHandled,
    handledToast: "Bericht afgehandeld",
    texts: {
      title: "Contactberichten",
      description: "Berichten van het contactformulier.",
      intro: "Berichten van het contactformulier, het nieuwste eerst.",
      empty: "Er zijn geen nieuwe berichten.",
    },
  },
} as const;

/**
 * The message queue a request to /beheer/feedback or /beheer/berichten is about, with its path.
 * @throws Response 404 for any other path
 */
export function messageQueueOf(request: Request) {
  const name = pageUrl(request).pathname.split("/").filter(Boolean).pop() ?? "";
  if (!Object.hasOwn(MESSAGE_QUEUES, name)) throw new Response(null, { status: 404 });
  return { ...MESSAGE_QUEUES[name as keyof typeof MESSAGE_QUEUES], path: `/beheer/${name}` };
}
