/**
 * "Heeft dit contact tot een match geleid?": asked fourteen days after a vacancy response, to the
 * volunteer and the organizer, never twice; "nog niet" once more fourteen days later; the link's
 * page records one answer by form post only. Real database and the mail outbox.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matchQuestions, vacancyResponses } from "~/db/schema";
import { listMatchCountsEndpoint } from "~/modules/api/endpoints.server";
import { cachedOpenApiDocument } from "~/modules/api/openapi.server";
import { askMatchQuestions, answerMatchQuestion, findMatchQuestion } from "~/modules/participation/match-questions.server";
import { matchCounts, perMonth } from "~/modules/participation/match-statistics.server";
import { setMailPreference } from "~/modules/notifications/preferences.server";
import { action, loader } from "~/routes/participation/match-question";
import { setupTestDatabase } from "../setup/database";
import { createInitiative, createVacancy } from "../setup/factories";
import { createMember } from "../setup/members";
import { answerChecker } from "../setup/openapi";
import { mailsTo } from "../setup/outbox";

const database = setupTestDatabase();
const DAY = 24 * 60 * 60_000;
const SUBJECT = (subject: string) => subject === "Heeft dit contact tot een match geleid?";

/** A response by a new volunteer to a new organizer's vacancy (in the initiative's `municipality`), made at `at`. */
async function responseAt(at: Date, municipality = "Utrecht") {
  const db = database.db();
  const organizer = await createMember({ name: "Olga Organisator" });
  const volunteer = await createMember({ name: "Victor Vrijwilliger" });
  const { id: initiative_id } = await createInitiative(db, { created_by: organizer.id, city: municipality, municipality, province: municipality === "Utrecht" ? "utrecht" : "friesland" });
  const vacancy = await createVacancy(db, { initiative_id, created_by: organizer.id, title: "Moestuinier gezocht" });
  const [response] = await db
    .insert(vacancyResponses)
    .values({ vacancy_id: vacancy.id, user_id: volunteer.id, motivation: "Ik tuinier graag.", created_at: at })
    .returning();
  return { organizer, volunteer, response: response! };
}

/** The question token in the last such mail to `address`. */
async function tokenFor(address: string): Promise<string> {
  const mails = await mailsTo(address, SUBJECT);
  const match = /\/match\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? "");
  if (!match?.[1]) throw new Error(`no question link for ${address}`);
  return match[1];
}

const questionsOf = (responseId: string) => database.db().select().from(matchQuestions).where(eq(matchQuestions.response_id, responseId));

describe("match questions", () => {
  it("ask the volunteer and the organizer fourteen days after a response, once", async () => {
    const now = new Date("2031-05-20T09:00:00Z");
    const due = await responseAt(new Date(now.getTime() - 15 * DAY));
    const early = await responseAt(new Date(now.getTime() - 13 * DAY));
    const old = await responseAt(new Date(now.getTime() - 30 * DAY));

    await askMatchQuestions(now);
    expect((await questionsOf(due.response.id)).map((q) => [q.party, q.round]).sort()).toEqual([
      ["organizer", 1],
      ["volunteer", 1],
    ]);
    expect(await questionsOf(early.response.id)).toEqual([]);
    expect(await questionsOf(old.response.id)).toEqual([]);
    const toVolunteer = await mailsTo(due.volunteer.email, SUBJECT);
    expect(toVolunteer).toHaveLength(1);
    expect(toVolunteer[0]?.text).toContain('Twee weken geleden reageerde je op de vacature "Moestuinier gezocht"');
    expect(toVolunteer[0]?.text).toMatch(/Nog niet: http\S+\/match\/[A-Za-z0-9_-]{43}\?antwoord=nog-niet/);
    const toOrganizer = await mailsTo(due.organizer.email, SUBJECT);
    expect(toOrganizer[0]?.text).toContain("Twee weken geleden reageerde Victor Vrijwilliger op je vacature");

    await askMatchQuestions(new Date(now.getTime() + 60_000));
    expect(await questionsOf(due.response.id)).toHaveLength(2);
    expect(await mailsTo(due.volunteer.email, SUBJECT)).toHaveLength(1);
  });

  it("carry one-click unsubscribe, and leave out a member who turned the topic off", async () => {
    const now = new Date("2031-09-10T09:00:00Z");
    const { volunteer, organizer, response } = await responseAt(new Date(now.getTime() - 15 * DAY));
    await setMailPreference(volunteer.id, "match_questions", "off");
    await askMatchQuestions(now);
    expect((await questionsOf(response.id)).map((q) => q.party)).toEqual(["organizer"]);
    expect(await mailsTo(volunteer.email, SUBJECT)).toEqual([]);
    const [mail] = await mailsTo(organizer.email, SUBJECT);
    const header = (name: string) => mail?.headers.find((h) => h.key === name)?.value ?? "";
    expect(header("list-unsubscribe")).toMatch(/^<https?:\/\/\S+\/afmelden\/\S+>$/);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain("/instellingen/meldingen");
  });

  it("take one answer per link, and ask once more fourteen days after 'nog niet'", async () => {
    const now = new Date("2031-07-01T09:00:00Z");
    const { volunteer, organizer, response } = await responseAt(new Date(now.getTime() - 14 * DAY - 60_000));
    await askMatchQuestions(now);
    const volunteerToken = await tokenFor(volunteer.email);
    const organizerToken = await tokenFor(organizer.email);

    expect(await answerMatchQuestion(volunteerToken, "nog-niet", now)).toEqual({ status: "ok" });
    expect(await answerMatchQuestion(volunteerToken, "ja", now)).toEqual({ status: "answered", answer: "nog-niet" });
    expect(await answerMatchQuestion(organizerToken, "ja", now)).toEqual({ status: "ok" });

    await askMatchQuestions(new Date(now.getTime() + 13 * DAY));
    expect(await questionsOf(response.id)).toHaveLength(2);
    await askMatchQuestions(new Date(now.getTime() + 14 * DAY + 60_000));
    const questions = await questionsOf(response.id);
    expect(questions.map((q) => [q.party, q.round]).sort()).toEqual([
      ["organizer", 1],
      ["volunteer", 1],
      ["volunteer", 2],
    ]);
    const again = await mailsTo(volunteer.email, SUBJECT);
    expect(again).toHaveLength(2);
    expect(again.at(-1)?.text).toContain("Vier weken geleden");
    await askMatchQuestions(new Date(now.getTime() + 15 * DAY));
    expect(await questionsOf(response.id)).toHaveLength(3);
  });

  it("show the question on its page, record only a posted answer, and refuse a bad link or no choice", async () => {
    const now = new Date();
    const { volunteer } = await responseAt(new Date(now.getTime() - 14 * DAY - 60_000));
    await askMatchQuestions(now);
    const token = await tokenFor(volunteer.email);
    const url = `http://localhost/match/${token}`;

    const page = await loader({ params: { token }, request: new Request(`${url}?antwoord=ja`), context: {} } as never);
    expect(page).toMatchObject({ chosen: "ja", question: { party: "volunteer", answer: null, vacancyTitle: "Moestuinier gezocht" } });
    expect((await findMatchQuestion(token))?.answer).toBeNull();

    const post = (body: string) =>
      action({
        params: { token },
        request: new Request(url, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
        context: {},
      } as never);
    const empty = (await post("")) as { init: ResponseInit; data: { error: string } };
    expect(empty.init.status).toBe(400);
    expect(empty.data.error).toBe("Kies Ja, Nee of Nog niet.");
    expect(await post("antwoord=ja")).toEqual({ error: null, recorded: "ja" });
    expect(await post("antwoord=nee")).toEqual({ error: null, recorded: "ja" });
    expect((await findMatchQuestion(token))?.answer).toBe("ja");

    for (const bad of ["kort", "A".repeat(43)]) {
      const thrown = await loader({ params: { token: bad }, request: new Request(`http://localhost/match/${bad}`), context: {} } as never).catch(
        (error: unknown) => error,
      );
      expect((thrown as { init: ResponseInit }).init.status).toBe(404);
    }
  });

  it("count responses and matches per Amsterdam month and municipality, in /beheer's data and the API", async () => {
    const now = new Date();
    const municipality = "Vlieland";
    const made = await Promise.all([0, 1, 2].map(() => responseAt(new Date(now.getTime() - 15 * DAY), municipality)));
    await askMatchQuestions(now);
    const [first, second] = made;
    await answerMatchQuestion(await tokenFor(first!.volunteer.email), "ja", now);
    await answerMatchQuestion(await tokenFor(second!.organizer.email), "ja", now);
    await answerMatchQuestion(await tokenFor(second!.volunteer.email), "ja", now);

    const month = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit" }).format(made[0]!.response.created_at);
    const counts = await matchCounts({ months: 12, now });
    expect(counts.find((row) => row.municipality === municipality && row.month === month)).toEqual({ month, municipality, responses: 3, matches: 2 });
    expect(perMonth(counts).find((row) => row.month === month)?.matches).toBeGreaterThanOrEqual(2);

    const api = await listMatchCountsEndpoint(new URL("http://localhost/api/v1/matches"));
    const checker = answerChecker(cachedOpenApiDocument("http://localhost") as unknown as Parameters<typeof answerChecker>[0]);
    const headers = new Headers({ "Content-Type": "application/json", ETag: '"x"', RateLimit: "r", "RateLimit-Policy": "q", "Access-Control-Allow-Origin": "*" });
    expect(checker.problems("GET", "/api/v1/matches", { status: 200, headers }, api.body)).toEqual([]);
    expect(JSON.stringify(api.body)).not.toMatch(/@|Vrijwilliger|Organisator/);
    await expect(listMatchCountsEndpoint(new URL("http://localhost/api/v1/matches?gemeente=vlieland"))).rejects.toMatchObject({ status: 400 });
  });
});
