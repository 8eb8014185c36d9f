/** The numbers of the beheer overview: what waits, and what is new in the last 7 days. */
import { countDistinct, gte, isNull, sql } from "drizzle-orm";
import { contactMessages, events, feedback, initiatives, reports, user, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { countAwaitingReview } from "./review.server";

export interface AdminOverview {
  waiting: { review: number; reportedItems: number; feedback: number; contact: number };
  lastWeek: { members: number; initiatives: number; events: number; vacancies: number };
}

/** @throws Error when the database fails */
export async function getBeheerOverview(): Promise<AdminOverview> {
  const db = await getDb();
  const weekAgo = sql`now() - interval '7 days'`;
  const [review, reported, openFeedback, openContact, members, newInitiatives, newEvents, newVacancies] = await Promise.all([
    countAwaitingReview(),
    db
      .select({ n: countDistinct(sql`(${reports.item_type}, ${reports.item_id})`) })
      .from(reports)
      .where(isNull(reports.handled_at))
      .then((rows) => rows[0]?.n ?? 0),
    db.$count(feedback, isNull(feedback.handled_at)),
    db.$count(contactMessages, isNull(contactMessages.handled_at)),
    db.$count(user, gte(user.createdAt, weekAgo)),
    db.$count(initiatives, gte(initiatives.created_at, weekAgo)),
    db.$count(events, gte(events.created_at, weekAgo)),
    db.$count(vacancies, gte(vacancies.created_at, weekAgo)),
  ]);
  return {
    waiting: { review, reportedItems: Number(reported), feedback: openFeedback, contact: openContact },
    lastWeek: { members, initiatives: newInitiatives, events: newEvents, vacancies: newVacancies },
  };
}
