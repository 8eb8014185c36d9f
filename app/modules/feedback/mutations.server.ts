import { feedback } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";
import { FEEDBACK_RATE_LIMITS } from "./limits";

export type CreateFeedbackResult = { status: "ok"; id: string } | { status: "rate_limited"; message: string };

/**
 * Stores one piece of feedback validated by `FeedbackSchema`, type "algemeen", with the member's
 * name and address at the time of sending; "rate_limited" stores nothing.
 * @throws Error when the database refuses the insert or cannot be reached
 */
export async function createFeedback({
  userId,
  name,
  email,
  message,
}: {
  userId: string;
  name: string;
  email: string;
  message: string;
}): Promise<CreateFeedbackResult> {
  const limited = await consumeRateLimits([[FEEDBACK_RATE_LIMITS.account, userId]]);
  if (limited) return { status: "rate_limited", message: limited };
  const db = await getDb();
  const [row] = await db
    .insert(feedback)
    .values({ message, user_id: userId, type: "algemeen", name, email })
    .returning({ id: feedback.id });
  if (!row) throw new Error("createFeedback: insert returned no row");
  return { status: "ok", id: row.id };
}
