/**
 * "Heeft dit contact tot een match geleid?" (docs/product-rules.md#match-question). Fourteen days
 * after a vacancy response the volunteer and the organizer each get one question by mail; "nog niet"
 * is asked once more fourteen days after that answer; a member who turned the topic off is not
 * asked. A batch of questions is created and their
 * mails queued in one transaction, with the rows they come from locked `SKIP LOCKED`; the unique
 * (response, party, round) makes a repeated run a no-op, so nobody is asked twice.
 *
 * The link's token is 32 random bytes (base64url); only its SHA-256 is stored. An answer is taken
 * once: a question already answered keeps its answer.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { initiatives, matchQuestions, user, vacancies, vacancyResponses } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { wantsMail } from "~/modules/notifications/preferences.server";
import { topicMailParts } from "~/modules/notifications/topic-mail.server";
import type { MatchAnswer, MatchParty } from "./match-answers";
import { matchQuestionEmail } from "./match-emails";

const DAY_MS = 24 * 60 * 60_000;
/** How long after a response, or after "nog niet", the question is asked (ms). */
export const ASK_AFTER_MS = 14 * DAY_MS;
/** Responses and answers older than this are not asked about: a worker that was down does not mail about old contacts (ms). */
export const ASK_WITHIN_MS = 28 * DAY_MS;
const BATCH = 100;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a link's token: SHA-256, hex. */
function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

interface Due {
  response_id: string;
  party: MatchParty;
  round: 1 | 2;
}

/** Creates the questions in `due` that do not exist yet and queues one mail for each. */
async function ask(tx: Executor, due: Due[]): Promise<number> {
  let asked = 0;
  const organizer = sql`coalesce(${vacancies.created_by}, ${initiatives.created_by})`;
  for (const item of due) {
    const [row] = await tx
      .select({
        volunteer_id: vacancyResponses.user_id,
        organizer_id: organizer.mapWith(String),
        vacancy_title: vacancies.title,
        initiative_name: initiatives.name,
      })
      .from(vacancyResponses)
      .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancy_id))
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .where(eq(vacancyResponses.id, item.response_id));
    if (!row) continue;
    const recipientId = item.party === "volunteer" ? row.volunteer_id : row.organizer_id;
    const people = await tx
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(sql`${user.id} in (${row.volunteer_id}, ${recipientId ?? row.volunteer_id})`);
    const recipient = people.find((person) => person.id === recipientId);
    const volunteer = people.find((person) => person.id === row.volunteer_id);
    if (!recipient || !volunteer || !(await wantsMail(recipient.id, "match_questions", tx))) continue;
    const token = randomBytes(32).toString("base64url");
    const inserted = await tx
      .insert(matchQuestions)
      .values({ response_id: item.response_id, party: item.party, round: item.round, token_hash: hashToken(token) })
      .onConflictDoNothing()
      .returning({ id: matchQuestions.id });
    if (inserted.length === 0) continue;
    const url = `${env().SITE_URL}/match/${token}`;
    const { unsubscribe, unsubscribeUrl } = topicMailParts(recipient.id, "match_questions");
    const mail = matchQuestionEmail({
      unsubscribe,
      party: item.party,
      name: recipient.name,
      otherName: volunteer.name,
      vacancyTitle: row.vacancy_title,
      initiativeName: row.initiative_name,
      url,
      again: item.round === 2,
    });
    await enqueueMail(tx, { to: recipient.email, unsubscribeUrl, ...mail, link: url });
    asked += 1;
  }
  return asked;
}

/**
 * Asks every due question once: the first for responses made 14 to 28 days before `now`, the second
 * for "nog niet" answered 14 to 28 days before `now`.
 * @returns how many questions were asked (mails queued)
 * @throws Error when the database fails (nothing of the failed batch is asked)
 */
export async function askMatchQuestions(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const dueBefore = new Date(now.getTime() - ASK_AFTER_MS);
  const notBefore = new Date(now.getTime() - ASK_WITHIN_MS);
  let asked = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const fresh = await tx
        .select({ id: vacancyResponses.id })
        .from(vacancyResponses)
        .where(
          and(
            lte(vacancyResponses.created_at, dueBefore),
            gt(vacancyResponses.created_at, notBefore),
            sql`not exists (select 1 from ${matchQuestions} q where q.response_id = ${vacancyResponses.id} and q.round = 1)`,
          ),
        )
        .limit(BATCH)
        .for("update", { of: vacancyResponses, skipLocked: true });
      const again = await tx
        .select({ response_id: matchQuestions.response_id, party: matchQuestions.party })
        .from(matchQuestions)
        .where(
          and(
            eq(matchQuestions.round, 1),
            eq(matchQuestions.answer, "nog-niet"),
            lte(matchQuestions.answered_at, dueBefore),
            gt(matchQuestions.answered_at, notBefore),
            sql`not exists (select 1 from ${matchQuestions} q where q.response_id = ${matchQuestions.response_id} and q.party = ${matchQuestions.party} and q.round = 2)`,
          ),
        )
        .limit(BATCH)
        .for("update", { of: matchQuestions, skipLocked: true });
      const due: Due[] = [
        ...fresh.flatMap(({ id }) => (["volunteer", "organizer"] as const).map((party) => ({ response_id: id, party, round: 1 as const }))),
        ...again.map((row) => ({ response_id: row.response_id, party: row.party as MatchParty, round: 2 as const })),
      ];
      return { asked: await ask(tx, due), found: fresh.length + again.length };
    });
    asked += batch.asked;
    if (batch.found < BATCH || batch.asked === 0) return asked;
  }
}

/** A question as its page shows it. */
export interface MatchQuestionView {
  party: MatchParty;
  /** 1, or 2 for the question after "nog niet" (the last). */
  round: number;
  vacancyTitle: string;
  /** The answer already given, or null while open. */
  answer: MatchAnswer | null;
}

/**
 * The question behind a link's token.
 * @returns null for a token that is malformed or unknown (or whose response was deleted)
 */
export async function findMatchQuestion(token: string): Promise<MatchQuestionView | null> {
  if (!TOKEN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ party: matchQuestions.party, round: matchQuestions.round, answer: matchQuestions.answer, vacancyTitle: vacancies.title })
    .from(matchQuestions)
    .innerJoin(vacancyResponses, eq(vacancyResponses.id, matchQuestions.response_id))
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancy_id))
    .where(eq(matchQuestions.token_hash, hashToken(token)));
  return row ? { party: row.party as MatchParty, round: row.round, vacancyTitle: row.vacancyTitle, answer: row.answer as MatchAnswer | null } : null;
}

/**
 * Records the answer of a link's question, once.
 * @returns "ok"; "answered" with the earlier answer when it was answered before; "not_found" for a
 *   malformed or unknown token
 */
export async function answerMatchQuestion(
  token: string,
  answer: MatchAnswer,
  now: Date = new Date(),
): Promise<{ status: "ok" } | { status: "answered"; answer: MatchAnswer } | { status: "not_found" }> {
  if (!TOKEN.test(token)) return { status: "not_found" };
  const db = await getDb();
  const hash = hashToken(token);
  const updated = await db
    .update(matchQuestions)
    .set({ answer, answered_at: now })
    .where(and(eq(matchQuestions.token_hash, hash), isNull(matchQuestions.answer)))
    .returning({ id: matchQuestions.id });
  if (updated.length > 0) return { status: "ok" };
  const [row] = await db.select({ answer: matchQuestions.answer }).from(matchQuestions).where(eq(matchQuestions.token_hash, hash));
  return row?.answer ? { status: "answered", answer: row.answer as MatchAnswer } : { status: "not_found" };
}

let timer: NodeJS.Timeout | undefined;

/** Looks for due questions every `MATCH_QUESTION_CHECK_SECONDS` (15 minutes) in this process (not keeping it alive). */
export function startMatchQuestions(): void {
  if (timer) return;
  timer = setInterval(() => {
    askMatchQuestions().catch((error: unknown) => logger.error({ err: error }, "match questions failed"));
  }, env().MATCH_QUESTION_CHECK_SECONDS * 1000);
  timer.unref();
}

export function stopMatchQuestions(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
