/**
 * Responses to vacancies ("Ik doe mee") on a real database (app/modules/participation): the form's
 * Dutch validation messages, one response per member per vacancy, refusals for vacancies that are
 * not public (never a 5xx), the mail to the organizer on a new response and to the volunteer on a
 * status change, withdrawing (also from another page, with `redirectTo`), the organizer's page
 * /vacature/{id}/reacties and the counts in /mijn-items, `listResponsesOf`, where the volunteer's
 * e-mail address and phone number may (and may not) appear, and an authorization table over five
 * kinds of caller for every new loader and action.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { initiatives, vacancies, vacancyResponses } from "~/db/schema";
import { fieldMessages } from "~/lib/fields";
import { responseTexts } from "~/modules/participation/responses";
import { listResponsesOf } from "~/modules/participation/responses.server";
import { loader as myItemsLoader } from "~/routes/my-items";
import { loader as vacancyLoader } from "~/routes/vacancies/detail";
import { action as responseAction, loader as responseLoader } from "~/routes/vacancies/response";
import { action as responsesAction, loader as responsesLoader } from "~/routes/vacancies/responses";
import { statusOf } from "../setup/authz";
import { setupTestDatabase } from "../setup/database";
import { createInitiative, createVacancy } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { mailsTo } from "../setup/outbox";
import { asData, asRedirect, type Caller, get, post, thrownResponse, thrownStatus, toastOf } from "../setup/routes";

const database = setupTestDatabase();

const MOTIVATION = "Ik werk graag buiten en help elke zaterdag mee in de tuin.";

/** An organizer with an active initiative and an active vacancy under it. */
async function openVacancy(organizer?: TestMember) {
  const db = database.db();
  const owner = organizer ?? (await createMember());
  const initiative = await createInitiative(db, { created_by: owner.id });
  const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: owner.id });
  return { organizer: owner, initiative, vacancy };
}

/** POST /vacature/{id}/reactie as `caller`; `js` adds `_js=1` (the fetcher of the vacancy page). */
function respond(caller: Caller, id: string, fields: Record<string, string>, { js = true } = {}) {
  const form = { intent: "respond", ...fields, ...(js ? { _js: "1" } : {}) };
  return responseAction(post(caller, `/vacature/${id}/reactie`, form, { pattern: "/vacature/:id/reactie", params: { id } }));
}

/** "Intrekken" of the response to vacancy `id` (plain post unless `js`). */
function withdraw(caller: Caller, id: string, fields: Record<string, string> = { confirm: "ja" }, { js = false } = {}) {
  const form = { intent: "withdraw", ...fields, ...(js ? { _js: "1" } : {}) };
  return responseAction(post(caller, `/vacature/${id}/reactie`, form, { pattern: "/vacature/:id/reactie", params: { id } }));
}

const responsesPage = (caller: Caller, id: string) =>
  responsesLoader(get(caller, `/vacature/${id}/reacties`, { pattern: "/vacature/:id/reacties", params: { id } }));

function setStatus(caller: Caller, id: string, fields: Record<string, string>) {
  return responsesAction(post(caller, `/vacature/${id}/reacties`, { intent: "status", ...fields }, { pattern: "/vacature/:id/reacties", params: { id } }));
}

const vacancyPage = (caller: Caller, id: string) => vacancyLoader(get(caller, `/vacature/${id}`, { pattern: "/vacature/:id", params: { id } }));

const responsesTo = (vacancyId: string) =>
  database.db().select().from(vacancyResponses).where(eq(vacancyResponses.vacancy_id, vacancyId)).orderBy(vacancyResponses.id);

/** Where a redirect goes and the toast it flashes. */
async function redirected(result: unknown) {
  const response = asRedirect(result);
  return { status: response.status, location: response.headers.get("Location"), toast: await toastOf(response) };
}

/** Mails to `member` about their response (not the account's own mails, such as the verification). */
const responseMailsTo = (member: TestMember) => mailsTo(member.email, (subject) => subject.startsWith("Je reactie op "));

const newResponseMails = (organizer: TestMember, title: string) => mailsTo(organizer.email, (subject) => subject === `Nieuwe reactie op ${title}`);

/** The Dutch refusal of a rate limit, with its wait time. */
const TOO_OFTEN = /^Te veel pogingen\. Probeer het over \d+ (minuut|minuten) opnieuw\.$/;

describe("the form's validation", () => {
  it("answers 400 with the Dutch message under the field and stores nothing", async () => {
    const { vacancy } = await openVacancy();
    const member = await createMember();
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{}, { motivation: [responseTexts.motivationTooShort] }],
      [{ motivation: "   " }, { motivation: ["Schrijf minstens 10 tekens over waarom je mee wilt doen."] }],
      [{ motivation: "Te  kort  " }, { motivation: ["Schrijf minstens 10 tekens over waarom je mee wilt doen."] }],
      [{ motivation: "x".repeat(1001) }, { motivation: ["Maximaal 1000 tekens."] }],
      [{ motivation: MOTIVATION, phone: "bel me" }, { phone: [fieldMessages.phoneInvalid] }],
      [{ motivation: MOTIVATION, phone: "12345" }, { phone: [fieldMessages.phoneInvalid] }],
      [{ motivation: MOTIVATION, phone: `06 ${"1".repeat(30)}` }, { phone: [fieldMessages.phoneTooLong] }],
    ];
    for (const [fields, errors] of cases) {
      const answer = asData(await respond(member, vacancy.id, fields));
      expect(answer.init?.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data.result?.error).toEqual(errors);
    }
    expect(await responsesTo(vacancy.id)).toEqual([]);
  });

  it("accepts exactly 10 and exactly 1000 characters, trims the motivation and keeps the phone as typed", async () => {
    const { vacancy } = await openVacancy();
    const { vacancy: other } = await openVacancy();
    const member = await createMember();
    expect(asData(await respond(member, vacancy.id, { motivation: "  1234567890  " })).init?.status ?? 200).toBe(200);
    expect(asData(await respond(member, other.id, { motivation: "y".repeat(1000), phone: " +31 (0)6-12 34 56 78 " })).init?.status ?? 200).toBe(200);
    expect(await responsesTo(vacancy.id)).toMatchObject([{ motivation: "1234567890", phone: null, status: "new", user_id: member.id }]);
    expect(await responsesTo(other.id)).toMatchObject([{ motivation: "y".repeat(1000), phone: "+31 (0)6-12 34 56 78" }]);
  });

  it("without JavaScript, sends invalid input back to the page with the message as an error toast", async () => {
    const { vacancy } = await openVacancy();
    const member = await createMember();
    expect(await redirected(await respond(member, vacancy.id, { motivation: "kort", redirectTo: `/vacature/${vacancy.id}` }, { js: false }))).toEqual({
      status: 302,
      location: `/vacature/${vacancy.id}`,
      toast: { type: "error", message: responseTexts.motivationTooShort },
    });
    expect(await responsesTo(vacancy.id)).toEqual([]);
  });
});

describe("responding", () => {
  it("stores the response (status new) and queues the organizer's mail with name, motivation, e-mail address, phone and link", async () => {
    const { organizer, vacancy } = await openVacancy();
    const volunteer = await createMember({ name: "Vera Vrijwilliger" });
    const answer = asData(await respond(volunteer, vacancy.id, { motivation: `${MOTIVATION} <b>echt</b>`, phone: "06 1234 5678" }));
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ intent: "respond", done: "Je reactie is verstuurd" });
    expect(await responsesTo(vacancy.id)).toMatchObject([{ user_id: volunteer.id, status: "new", phone: "06 1234 5678" }]);

    const [mail, ...more] = await newResponseMails(organizer, vacancy.title);
    expect(more).toEqual([]);
    const text = mail?.text ?? "";
    expect(text).toContain("Vera Vrijwilliger");
    expect(text).toContain(`${MOTIVATION} <b>echt</b>`);
    expect(text).toContain(`E-mailadres: ${volunteer.email}`);
    expect(text).toContain("Telefoon: 06 1234 5678");
    expect(text).toContain(`/vacature/${vacancy.id}/reacties`);
    expect(mail?.html).toContain("&lt;b&gt;echt&lt;/b&gt;");
    expect(mail?.html).toContain(`/vacature/${vacancy.id}/reacties`);
    // Nothing goes to the volunteer for sending it.
    expect(await responseMailsTo(volunteer)).toEqual([]);
  });

  it("without JavaScript, redirects to the page in redirectTo (a local path only) with the success toast", async () => {
    const { vacancy } = await openVacancy();
    const member = await createMember();
    expect(await redirected(await respond(member, vacancy.id, { motivation: MOTIVATION, redirectTo: "https://elders.example.org/" }, { js: false }))).toEqual({
      status: 302,
      location: `/vacature/${vacancy.id}`,
      toast: { type: "success", message: "Je reactie is verstuurd" },
    });
  });

  it("mails each organizer once: the vacancy's creator and its initiative's creator", async () => {
    const db = database.db();
    const initiativeOwner = await createMember();
    const vacancyCreator = await createMember();
    const initiative = await createInitiative(db, { created_by: initiativeOwner.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: vacancyCreator.id });
    const mine = await createVacancy(db, { initiative_id: initiative.id, created_by: initiativeOwner.id });
    const member = await createMember();
    await respond(member, vacancy.id, { motivation: MOTIVATION });
    await respond(member, mine.id, { motivation: MOTIVATION });
    expect(await newResponseMails(initiativeOwner, vacancy.title)).toHaveLength(1);
    expect(await newResponseMails(vacancyCreator, vacancy.title)).toHaveLength(1);
    expect(await newResponseMails(initiativeOwner, mine.title)).toHaveLength(1);
    expect(await newResponseMails(vacancyCreator, mine.title)).toHaveLength(0);
  });

  it("allows one response per member per vacancy: a second post is a Dutch 409, never a 500, and mails nothing", async () => {
    const { organizer, vacancy } = await openVacancy();
    const member = await createMember();
    await respond(member, vacancy.id, { motivation: MOTIVATION });
    const again = asData(await respond(member, vacancy.id, { motivation: "Nog een keer, want ik wil echt graag." }));
    expect(again.init?.status).toBe(409);
    expect(again.data.result?.error?.[""]).toEqual(["Je hebt al gereageerd op deze vacature."]);
    expect(await redirected(await respond(member, vacancy.id, { motivation: MOTIVATION }, { js: false }))).toMatchObject({
      location: `/vacature/${vacancy.id}`,
      toast: { type: "error", message: "Je hebt al gereageerd op deze vacature." },
    });
    // Posted twice at once: still one row.
    const racer = await createMember();
    const both = await Promise.all([respond(racer, vacancy.id, { motivation: MOTIVATION }), respond(racer, vacancy.id, { motivation: MOTIVATION })]);
    expect(both.map((answer) => asData(answer).init?.status ?? 200).sort()).toEqual([200, 409]);
    expect((await responsesTo(vacancy.id)).map((row) => row.motivation)).toEqual(expect.arrayContaining([MOTIVATION]));
    expect(await responsesTo(vacancy.id)).toHaveLength(2);
    expect(await newResponseMails(organizer, vacancy.title)).toHaveLength(2);
  });

  it("mails the organizer once per member: responding again after withdrawing sends no mail, and the fourth response in a day is a Dutch 429", async () => {
    const { organizer, vacancy } = await openVacancy();
    const member = await createMember();
    for (let round = 1; round <= 3; round += 1) {
      expect(asData(await respond(member, vacancy.id, { motivation: `${MOTIVATION} Poging ${round}.` })).init?.status ?? 200, `round ${round}`).toBe(200);
      expect((await redirected(await withdraw(member, vacancy.id))).toast?.type).toBe("success");
    }
    const refused = asData(await respond(member, vacancy.id, { motivation: MOTIVATION }));
    expect(refused.init?.status).toBe(429);
    expect(refused.data.result?.error?.[""]?.[0]).toMatch(TOO_OFTEN);
    expect(await responsesTo(vacancy.id)).toEqual([]);
    expect(await newResponseMails(organizer, vacancy.title)).toHaveLength(1);
    // Without JavaScript the refusal comes back as an error toast.
    expect((await redirected(await respond(member, vacancy.id, { motivation: MOTIVATION }, { js: false }))).toast).toMatchObject({
      type: "error",
      message: expect.stringMatching(TOO_OFTEN),
    });
    // Another member's first response still reaches the organizer.
    await respond(await createMember(), vacancy.id, { motivation: MOTIVATION });
    expect(await newResponseMails(organizer, vacancy.title)).toHaveLength(2);
  });

  it("a refused response does not use up the organizer's mail: the member's first stored response still mails", async () => {
    const { organizer, vacancy } = await openVacancy();
    const member = await createMember();
    expect(asData(await respond(organizer, vacancy.id, { motivation: MOTIVATION })).init?.status).toBe(403);
    await database.db().update(vacancies).set({ is_active: false }).where(eq(vacancies.id, vacancy.id));
    expect(asData(await respond(member, vacancy.id, { motivation: MOTIVATION })).init?.status).toBe(404);
    await database.db().update(vacancies).set({ is_active: true }).where(eq(vacancies.id, vacancy.id));
    expect(asData(await respond(member, vacancy.id, { motivation: MOTIVATION })).init?.status ?? 200).toBe(200);
    expect(await newResponseMails(organizer, vacancy.title)).toHaveLength(1);
  });

  it("refuses vacancies that are not public, unknown or malformed ids, the organizer's own and platform vacancies with a Dutch 4xx", async () => {
    const db = database.db();
    const member = await createMember();
    const { organizer, initiative, vacancy: open } = await openVacancy();
    const inactive = await createVacancy(db, { initiative_id: initiative.id, created_by: organizer.id, is_active: false });
    const hidden = await createVacancy(db, { initiative_id: initiative.id, created_by: organizer.id, status: "verborgen" });
    const pendingInitiative = await createInitiative(db, { created_by: organizer.id, status: "in_behandeling" });
    const underPending = await createVacancy(db, { initiative_id: pendingInitiative.id, created_by: organizer.id });
    const platform = await createVacancy(db, { initiative_id: (await createInitiative(db, { created_by: null })).id, created_by: null });
    const cases: [Caller, string, number, string][] = [
      [member, inactive.id, 404, responseTexts.vacancyClosed],
      [member, hidden.id, 404, responseTexts.vacancyClosed],
      [member, underPending.id, 404, responseTexts.vacancyClosed],
      [member, crypto.randomUUID(), 404, responseTexts.vacancyClosed],
      [member, "geen-uuid", 404, responseTexts.vacancyClosed],
      [organizer, open.id, 403, "Je kunt niet reageren op je eigen vacature."],
      [member, platform.id, 403, responseTexts.noOrganizer],
    ];
    for (const [caller, id, status, message] of cases) {
      const answer = asData(await respond(caller, id, { motivation: MOTIVATION }));
      expect(answer.init?.status, id).toBe(status);
      expect(answer.data.result?.error?.[""]).toEqual([message]);
    }
    for (const id of [inactive.id, hidden.id, underPending.id, platform.id, open.id]) expect(await responsesTo(id)).toEqual([]);
    expect(await newResponseMails(organizer, open.title)).toEqual([]);
  });

  it("answers an unknown intent with 400 and a GET with a redirect to the vacancy", async () => {
    const { vacancy } = await openVacancy();
    const member = await createMember();
    const crafted = asData(await responseAction(post(member, `/vacature/${vacancy.id}/reactie`, { intent: "delete", _js: "1" }, { params: { id: vacancy.id } })));
    expect(crafted.init?.status).toBe(400);
    expect(crafted.data.failure).toBe("Onbekende actie.");
    const page = responseLoader(get(member, `/vacature/${vacancy.id}/reactie`, { params: { id: vacancy.id } }));
    expect(page.headers.get("Location")).toBe(`/vacature/${vacancy.id}`);
  });
});

describe("the vacancy page", () => {
  it("shows each viewer what they may do, and nobody else's e-mail address or phone number", async () => {
    const db = database.db();
    const { organizer, vacancy } = await openVacancy();
    const volunteer = await createMember();
    const other = await createMember();
    await respond(volunteer, vacancy.id, { motivation: MOTIVATION, phone: "06 9876 5432" });

    expect((await vacancyPage(null, vacancy.id)).participation).toEqual({
      kind: "visitor",
      signInHref: `/auth?redirectTo=%2Fvacature%2F${vacancy.id}&melding=reageren`,
    });
    expect((await vacancyPage(other, vacancy.id)).participation).toEqual({ kind: "open" });
    expect((await vacancyPage(volunteer, vacancy.id)).participation).toMatchObject({ kind: "sent", status: "new" });
    expect((await vacancyPage(organizer, vacancy.id)).participation).toEqual({ kind: "organizer", total: 1 });
    for (const caller of [null, other, volunteer, organizer]) {
      const text = JSON.stringify(await vacancyPage(caller, vacancy.id));
      expect(text).not.toContain("06 9876 5432");
      expect(text).not.toContain(volunteer.email);
      expect(text).not.toContain(MOTIVATION);
    }

    // Platform content (no organizer): members respond through the contact data; visitors see nothing.
    const platform = await createVacancy(db, { initiative_id: (await createInitiative(db, { created_by: null })).id });
    expect((await vacancyPage(other, platform.id)).participation).toEqual({ kind: "closed" });
    expect((await vacancyPage(null, platform.id)).participation).toEqual({ kind: "none" });

    // An inactive vacancy: the organizer still sees the count; everyone else gets 404.
    await db.update(vacancies).set({ is_active: false }).where(eq(vacancies.id, vacancy.id));
    expect((await vacancyPage(organizer, vacancy.id)).participation).toEqual({ kind: "organizer", total: 1 });
    expect(await thrownStatus(vacancyPage(volunteer, vacancy.id))).toBe(404);
  });
});

describe("the organizer", () => {
  it("lists the responses, newest first, with name, e-mail address, phone, motivation, date and status", async () => {
    const { organizer, vacancy } = await openVacancy();
    const first = await createMember({ name: "Eerste Reageerder" });
    const second = await createMember({ name: "Tweede Reageerder" });
    await respond(first, vacancy.id, { motivation: MOTIVATION, phone: "010 123 4567" });
    await respond(second, vacancy.id, { motivation: "Ik heb tijd op woensdagmiddag." });
    await database.db().update(vacancyResponses).set({ created_at: new Date("2026-01-01T10:00:00Z") }).where(eq(vacancyResponses.user_id, first.id));

    const page = await responsesPage(organizer, vacancy.id);
    expect(page.vacancy).toMatchObject({ id: vacancy.id, title: vacancy.title, is_public: true });
    expect(page.responses.map((r) => r.name)).toEqual(["Tweede Reageerder", "Eerste Reageerder"]);
    expect(page.responses[1]).toMatchObject({
      name: "Eerste Reageerder",
      email: first.email,
      phone: "010 123 4567",
      motivation: MOTIVATION,
      status: "new",
      created_at: new Date("2026-01-01T10:00:00Z"),
    });
    expect(page.responses[0]).toMatchObject({ email: second.email, phone: null });
  });

  it("sets a status: the volunteer gets a mail; the same status again changes and mails nothing", async () => {
    const { organizer, vacancy } = await openVacancy();
    const volunteer = await createMember();
    await respond(volunteer, vacancy.id, { motivation: MOTIVATION });
    const [row] = await responsesTo(vacancy.id);
    if (!row) throw new Error("no response stored");

    expect(await redirected(await setStatus(organizer, vacancy.id, { response_id: row.id, status: "in_conversation" }))).toEqual({
      status: 302,
      location: `/vacature/${vacancy.id}/reacties`,
      toast: { type: "success", message: "Status opgeslagen" },
    });
    expect((await responsesTo(vacancy.id))[0]?.status).toBe("in_conversation");
    const [mail, ...more] = await mailsTo(volunteer.email, (subject) => subject === `Je reactie op ${vacancy.title}: in gesprek`);
    expect(more).toEqual([]);
    expect(mail?.text).toContain("In gesprek");
    expect(mail?.text).toContain(`/vacature/${vacancy.id}`);
    // The volunteer sees the new status on the vacancy page.
    expect((await vacancyPage(volunteer, vacancy.id)).participation).toMatchObject({ kind: "sent", status: "in_conversation" });

    expect((await redirected(await setStatus(organizer, vacancy.id, { response_id: row.id, status: "in_conversation" }))).toast).toEqual({
      type: "info",
      message: "De status was al zo",
    });
    expect(await responseMailsTo(volunteer)).toHaveLength(1);

    await setStatus(organizer, vacancy.id, { response_id: row.id, status: "accepted" });
    expect(await mailsTo(volunteer.email, (subject) => subject === `Je reactie op ${vacancy.title}: aangenomen`)).toHaveLength(1);
  });

  it("limits status changes of one response: after four mails a fifth change is a Dutch 429 and mails nothing", async () => {
    const { organizer, vacancy } = await openVacancy();
    const volunteer = await createMember();
    await respond(volunteer, vacancy.id, { motivation: MOTIVATION });
    const [row] = await responsesTo(vacancy.id);
    if (!row) throw new Error("no response stored");
    const flips = ["in_conversation", "new", "in_conversation", "new"] as const;
    for (const status of flips) expect((await redirected(await setStatus(organizer, vacancy.id, { response_id: row.id, status }))).toast?.type).toBe("success");
    // Setting the status it already has mails nothing and does not count.
    expect((await redirected(await setStatus(organizer, vacancy.id, { response_id: row.id, status: "new" }))).toast?.type).toBe("info");
    const refused = asData(await setStatus(organizer, vacancy.id, { response_id: row.id, status: "accepted" }));
    expect(refused.init?.status).toBe(429);
    expect(refused.data.result?.error?.[""]?.[0]).toMatch(TOO_OFTEN);
    expect((await responsesTo(vacancy.id))[0]?.status).toBe("new");
    expect(await responseMailsTo(volunteer)).toHaveLength(4);
  });

  it("refuses an invalid status (400) and a response of another vacancy (error toast), changing nothing", async () => {
    const { organizer, vacancy } = await openVacancy();
    const { vacancy: foreign } = await openVacancy();
    const volunteer = await createMember();
    await respond(volunteer, foreign.id, { motivation: MOTIVATION });
    const [row] = await responsesTo(foreign.id);
    if (!row) throw new Error("no response stored");

    const invalid = asData(await setStatus(organizer, vacancy.id, { response_id: row.id, status: "gezien" }));
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.result?.error).toEqual({ status: ["Kies een status"] });
    expect((await redirected(await setStatus(organizer, vacancy.id, { response_id: row.id, status: "declined" }))).toast).toEqual({
      type: "error",
      message: "Deze reactie bestaat niet (meer).",
    });
    expect((await responsesTo(foreign.id))[0]?.status).toBe("new");
    expect(await responseMailsTo(volunteer)).toEqual([]);
  });

  it("sees the count per vacancy in /mijn-items, without any volunteer's data", async () => {
    const db = database.db();
    const { organizer, initiative, vacancy } = await openVacancy();
    const quiet = await createVacancy(db, { initiative_id: initiative.id, created_by: organizer.id });
    const volunteers = [await createMember(), await createMember()];
    for (const volunteer of volunteers) await respond(volunteer, vacancy.id, { motivation: MOTIVATION, phone: "06 5555 4444" });
    const [row] = await responsesTo(vacancy.id);
    await setStatus(organizer, vacancy.id, { response_id: row?.id ?? "", status: "declined" });

    const page = await myItemsLoader(get(organizer, "/mijn-items", { pattern: "/mijn-items" }));
    expect(page.vacancies.find((v) => v.id === vacancy.id)?.responses).toEqual({ total: 2, fresh: 1 });
    expect(page.vacancies.find((v) => v.id === quiet.id)?.responses).toEqual({ total: 0, fresh: 0 });
    const text = JSON.stringify(page);
    for (const volunteer of volunteers) {
      expect(text).not.toContain(volunteer.email);
      expect(text).not.toContain(volunteer.name);
    }
    expect(text).not.toContain("06 5555 4444");
    expect(text).not.toContain(MOTIVATION);
  });
});

describe("withdrawing", () => {
  it("deletes the member's response and goes back to redirectTo; the member may respond again", async () => {
    const { organizer, vacancy } = await openVacancy();
    const volunteer = await createMember();
    const bystander = await createMember();
    await respond(volunteer, vacancy.id, { motivation: MOTIVATION });
    await respond(bystander, vacancy.id, { motivation: MOTIVATION });

    expect(await redirected(await withdraw(volunteer, vacancy.id, { confirm: "ja", redirectTo: "/mijn-aanmeldingen" }))).toEqual({
      status: 302,
      location: "/mijn-aanmeldingen",
      toast: { type: "success", message: "Je reactie is ingetrokken" },
    });
    expect((await responsesTo(vacancy.id)).map((row) => row.user_id)).toEqual([bystander.id]);
    expect((await vacancyPage(volunteer, vacancy.id)).participation).toEqual({ kind: "open" });
    expect((await responsesPage(organizer, vacancy.id)).responses.map((r) => r.email)).toEqual([bystander.email]);

    // Through the fetcher: 200 with the text; again: nothing left to withdraw, 404.
    await respond(volunteer, vacancy.id, { motivation: MOTIVATION });
    const viaFetcher = asData(await withdraw(volunteer, vacancy.id, { confirm: "ja" }, { js: true }));
    expect(viaFetcher.data).toMatchObject({ intent: "withdraw", done: "Je reactie is ingetrokken" });
    const nothing = asData(await withdraw(volunteer, vacancy.id, { confirm: "ja" }, { js: true }));
    expect(nothing.init?.status).toBe(404);
    expect(nothing.data.result?.error?.[""]).toEqual([responseTexts.noResponse]);
  });

  it("needs the confirmation; an unsafe redirectTo falls back to the vacancy page", async () => {
    const { vacancy } = await openVacancy();
    const volunteer = await createMember();
    await respond(volunteer, vacancy.id, { motivation: MOTIVATION });
    const unconfirmed = asData(await withdraw(volunteer, vacancy.id, {}, { js: true }));
    expect(unconfirmed.init?.status).toBe(400);
    expect(unconfirmed.data.result?.error).toEqual({ confirm: ["Bevestig dat je je reactie wilt intrekken."] });
    expect(await redirected(await withdraw(volunteer, vacancy.id, { redirectTo: "//elders.example.org" }))).toEqual({
      status: 302,
      location: `/vacature/${vacancy.id}`,
      toast: { type: "error", message: "Bevestig dat je je reactie wilt intrekken." },
    });
    expect(await responsesTo(vacancy.id)).toHaveLength(1);
  });

  it("works when the vacancy is no longer public", async () => {
    const { vacancy } = await openVacancy();
    const volunteer = await createMember();
    await respond(volunteer, vacancy.id, { motivation: MOTIVATION });
    await database.db().update(vacancies).set({ status: "verborgen" }).where(eq(vacancies.id, vacancy.id));
    expect((await redirected(await withdraw(volunteer, vacancy.id, { confirm: "ja", redirectTo: "/mijn-aanmeldingen" }))).toast?.type).toBe("success");
    expect(await responsesTo(vacancy.id)).toEqual([]);
  });
});

describe("listResponsesOf", () => {
  it("returns the member's own responses newest first, also to vacancies no longer public, and nothing of others", async () => {
    const db = database.db();
    const { organizer, initiative, vacancy: older } = await openVacancy();
    const newer = await createVacancy(db, { initiative_id: initiative.id, created_by: organizer.id });
    const member = await createMember();
    const other = await createMember();
    await respond(member, older.id, { motivation: MOTIVATION });
    await respond(member, newer.id, { motivation: "Ik kan goed plannen en organiseren.", phone: "06 1111 2222" });
    await respond(other, older.id, { motivation: "Iemand anders zijn motivatie." });
    await db.update(vacancyResponses).set({ created_at: new Date("2026-02-01T09:00:00Z") }).where(eq(vacancyResponses.vacancy_id, older.id));
    await db.update(vacancies).set({ is_active: false }).where(eq(vacancies.id, older.id));
    const [row] = await responsesTo(newer.id);
    await setStatus(organizer, newer.id, { response_id: row?.id ?? "", status: "accepted" });

    const rows = await listResponsesOf(member.id);
    expect(rows).toEqual([
      {
        vacancy_id: newer.id,
        title: newer.title,
        initiative_name: initiative.name,
        status: "accepted",
        created_at: expect.any(Date),
        motivation: "Ik kan goed plannen en organiseren.",
        is_public: true,
      },
      {
        vacancy_id: older.id,
        title: older.title,
        initiative_name: initiative.name,
        status: "new",
        created_at: new Date("2026-02-01T09:00:00Z"),
        motivation: MOTIVATION,
        is_public: false,
      },
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain("Iemand anders");
    expect(text).not.toContain(organizer.email);
    expect(await listResponsesOf(organizer.id)).toEqual([]);
  });
});

describe("authorization of every new loader and action", () => {
  const kinds = ["visitor", "member", "responder", "organizer", "another"] as const;
  type Kind = (typeof kinds)[number];

  /**
   * A vacancy with its organizer, a member who responded to it, a member who did not, and
   * another member who organises a vacancy of their own (with a response to it).
   */
  async function callers() {
    const { organizer, vacancy } = await openVacancy();
    const { organizer: another, vacancy: theirs } = await openVacancy();
    const responder = await createMember();
    const member = await createMember();
    await respond(responder, vacancy.id, { motivation: MOTIVATION, phone: "06 2222 3333" });
    await respond(responder, theirs.id, { motivation: MOTIVATION });
    const [response] = await responsesTo(vacancy.id);
    if (!response) throw new Error("no response stored");
    const who: Record<Kind, Caller> = { visitor: null, member, responder, organizer, another };
    return { who, vacancy, response };
  }

  /** Every response row, to prove a refused call changed nothing. */
  const snapshot = async () => JSON.stringify(await database.db().select().from(vacancyResponses).orderBy(vacancyResponses.id));

  /** Runs `call` once per kind of caller on fresh data; refused calls (4xx, or a visitor's 302) must change nothing. */
  async function table(call: (caller: Caller, data: Awaited<ReturnType<typeof callers>>) => Promise<unknown>, refused: (kind: Kind, status: number) => boolean) {
    const seen = {} as Record<Kind, number>;
    for (const kind of kinds) {
      const data = await callers();
      const before = await snapshot();
      seen[kind] = await statusOf(call(data.who[kind], data));
      if (refused(kind, seen[kind])) expect(await snapshot(), kind).toBe(before);
    }
    return seen;
  }
  const refusedUnlessOrganizer = (kind: Kind) => kind !== "organizer";

  it("GET /vacature/{id}/reacties: the organizer only; a visitor signs in first, every other member gets 404", async () => {
    expect(await table((caller, { vacancy }) => responsesPage(caller, vacancy.id), refusedUnlessOrganizer)).toEqual({
      visitor: 302,
      member: 404,
      responder: 404,
      organizer: 200,
      another: 404,
    });
    const { who, vacancy } = await callers();
    const signIn = await thrownResponse(responsesPage(who.visitor, vacancy.id));
    expect(signIn.headers.get("Location")).toBe(`/auth?redirectTo=%2Fvacature%2F${vacancy.id}%2Freacties&melding=pagina`);
  });

  it("POST /vacature/{id}/reacties (status): the organizer only", async () => {
    expect(
      await table(
        (caller, { vacancy, response }) => setStatus(caller, vacancy.id, { response_id: response.id, status: "accepted" }),
        refusedUnlessOrganizer,
      ),
    ).toEqual({ visitor: 302, member: 404, responder: 404, organizer: 302, another: 404 });
  });

  it("POST /vacature/{id}/reactie (respond): members who have not responded; the organizer and a second response are refused", async () => {
    expect(
      await table(
        (caller, { vacancy }) => respond(caller, vacancy.id, { motivation: MOTIVATION }),
        (kind) => kind === "visitor" || kind === "responder" || kind === "organizer",
      ),
    ).toEqual({ visitor: 302, member: 200, responder: 409, organizer: 403, another: 200 });
    const { who, vacancy } = await callers();
    const signIn = await thrownResponse(respond(who.visitor, vacancy.id, { motivation: MOTIVATION }));
    expect(signIn.headers.get("Location")).toBe(`/auth?redirectTo=%2Fvacature%2F${vacancy.id}&melding=reageren`);
  });

  it("POST /vacature/{id}/reactie (withdraw): only the responding member's own response", async () => {
    expect(
      await table(
        (caller, { vacancy }) => withdraw(caller, vacancy.id, { confirm: "ja" }, { js: true }),
        (kind) => kind !== "responder",
      ),
    ).toEqual({ visitor: 302, member: 404, responder: 200, organizer: 404, another: 404 });
  });

  it("GET /vacature/{id}/reactie redirects everybody to the vacancy; the vacancy page answers 200 with each one's state", async () => {
    const { who, vacancy } = await callers();
    const states: Record<Kind, string> = { visitor: "visitor", member: "open", responder: "sent", organizer: "organizer", another: "open" };
    for (const kind of kinds) {
      expect(await statusOf(Promise.resolve(responseLoader(get(who[kind], `/vacature/${vacancy.id}/reactie`, { params: { id: vacancy.id } }))))).toBe(302);
      expect((await vacancyPage(who[kind], vacancy.id)).participation.kind, kind).toBe(states[kind]);
    }
  });

  it("a vacancy's responses stay with it when its initiative changes hands in the database", async () => {
    // The rule is read at request time: the new initiative owner may see them, the old one not.
    const db = database.db();
    const { who, vacancy } = await callers();
    const newcomer = await createMember();
    await db.update(vacancies).set({ created_by: null }).where(eq(vacancies.id, vacancy.id));
    await db.update(initiatives).set({ created_by: newcomer.id }).where(eq(initiatives.id, vacancy.initiative_id));
    expect(await statusOf(responsesPage(newcomer, vacancy.id))).toBe(200);
    expect(await statusOf(responsesPage(who.organizer, vacancy.id))).toBe(404);
  });
});
