/**
 * Writes of the feedback module (SPEC.md §3 "feedback", §7 "feedback: insert {message, user_id,
 * type, name, email}").
 */
import { feedback } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";
import { FEEDBACK_RATE_LIMITS } from "./limits";

/** The result of {@link createFeedback}. */
export type CreateFeedbackResult = { status: "ok"; id: string } | { status: "rate_limited"; message: string };

/**
 * Stores one piece of feedback from a signed-in member, with type "algemeen" (SPEC.md §3),
 * at most `FEEDBACK_RATE_LIMITS.account` per member.
 * The message is stored as given (validate and trim it with `FeedbackSchema` first); it is plain
 * text, so whoever shows it must escape it (React does).
 * @param options.userId the member's auth user id (UUID)
 * @param options.name the member's name at the time of sending
 * @param options.email the member's e-mail address at the time of sending
 * @param options.message the trimmed feedback text, 10 to 1000 characters
 * @returns ok with the new row's id (UUID), or "rate_limited" with the Dutch wait message (nothing stored)
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
