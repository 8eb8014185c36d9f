/**
 * /instellingen and /instellingen/gegevens on a real database (docs/product-rules.md#accounts;
 * docs/decisions/006-accounts.md): visitors are refused everywhere; the profile is upserted and
 * validated with Dutch messages; the password change checks the current password and ends the other
 * sessions; the data export holds the member's data and no secret; account deletion leaves nothing
 * of the member behind, table by table, and touches nobody else's data.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  account,
  auditLog,
  contactMessages,
  events,
  favorites,
  feedback,
  initiatives,
  profiles,
  rateLimits,
  reports,
  session,
  twoFactor,
  user,
  userRoles,
  vacancies,
  vacancyResponses,
  verification,
} from "~/db/schema";
import { getSessionUser } from "~/lib/session.server";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { postcodeMessages } from "~/lib/fields";
import { countOwnedContent, deleteAccount, describeDeletion, LastAdminError } from "~/modules/accounts/account-deletion.server";
import { requestPasswordReset, signInWithPassword } from "~/modules/accounts/auth-flows.server";
import { COMMON_PASSWORD_MESSAGE } from "~/modules/accounts/passwords.server";
import { profileMessages, settingsTexts } from "~/modules/accounts/profile";
import { authMessages } from "~/modules/accounts/schemas";
import { signUp } from "~/modules/participation/registrations.server";
import { unzipSync } from "fflate";
import { loader as exportLoader } from "~/routes/settings/export";
import { action, loader } from "~/routes/settings/index";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { cookieHeader, createMember, makeRequest, type TestMember } from "../setup/members";
import { asData, asRedirect, get as routeGet, post as routePost, thrownResponse, fromIp } from "../setup/routes";

const database = setupTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
type ExportLoaderArgs = Parameters<typeof exportLoader>[0];

/** The arguments React Router passes to the action for a POST of `fields` (as `member`, or a visitor). */
const post = (member: TestMember | null, fields: Record<string, string>): ActionArgs => routePost(member, "/instellingen", fields);

/** The arguments of a GET of `path` (as `member`, or a visitor). */
const getArgs = (member: TestMember | null, path: string) => routeGet(member, path);
/** GET /instellingen as `member` (or a visitor). */
const get = (member: TestMember | null, path: "/instellingen"): LoaderArgs => getArgs(member, path);
/** GET /instellingen/gegevens as `member` (or a visitor). */
const getExport = (member: TestMember | null): ExportLoaderArgs => getArgs(member, "/instellingen/gegevens");



describe("visitors", () => {
  it("are sent to /auth by the settings loader, by the action for every intent, and by the export", async () => {
    const pageRedirect = await thrownResponse(loader(get(null, "/instellingen")));
    expect(pageRedirect.status).toBe(302);
    expect(pageRedirect.headers.get("Location")).toMatch(/^\/auth\?/);
    expect(pageRedirect.headers.get("Location")).toContain(`redirectTo=${encodeURIComponent("/instellingen")}`);

    for (const intent of ["profile", "change-password", "delete-account", "something-else"]) {
      const response = await thrownResponse(action(post(null, { intent, confirm: "ja", first_name: "Inbreker" })));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/auth\?/);
    }

    const exportRedirect = await thrownResponse(exportLoader(getExport(null)));
    expect(exportRedirect.status).toBe(302);
    expect(exportRedirect.headers.get("Location")).toMatch(/^\/auth\?/);
  });

  it("are refused with a cookie whose session no longer exists", async () => {
    const member = await createMember();
    await database.db().delete(session).where(eq(session.userId, member.id));
    const response = await thrownResponse(action(post(member, { intent: "delete-account", confirm: "ja" })));
    expect(response.headers.get("Location")).toMatch(/^\/auth\?/);
    expect(await database.db().$count(user, eq(user.id, member.id))).toBe(1);
  });
});

describe("profile", () => {
  it("shows the member's profile with their login address", async () => {
    const member = await createMember();
    const page = await loader(get(member, "/instellingen"));
    // The name fields start from the registration name ("Lid 1a2b3c4d") until the member saves them.
    const [first, ...rest] = member.name.split(" ");
    expect(page.profile).toMatchObject({ email: member.email, full_name: member.name, first_name: first, last_name: rest.join(" "), birthdate: null });
    expect(page.hasPassword).toBe(true);
    expect(page.deletionSummary).toBe(
      "Je account en je profiel worden direct en definitief verwijderd. Dit kan niet ongedaan worden gemaakt.",
    );
  });

  it("inserts the profile on the first save and updates it on the second (upsert)", async () => {
    const member = await createMember();
    const db = database.db();
    // Start without a row, so the first save is an insert.
    await db.delete(profiles).where(eq(profiles.id, member.id));

    const first = asRedirect(
      await action(
        post(member, {
          intent: "profile",
          first_name: "  Fatima ",
          last_name: "de Vries",
          bio: "Ik zet me in voor groen in de wijk.",
          birthdate: "1990-04-12",
          city: "Utrecht",
        }),
      ),
    );
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/instellingen");
    expect(first.headers.get("Set-Cookie")).toContain("ddn_toast=");
    const [inserted] = await db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(inserted).toMatchObject({
      first_name: "Fatima",
      last_name: "de Vries",
      bio: "Ik zet me in voor groen in de wijk.",
      email: member.email,
      birthdate: "1990-04-12",
      city: "Utrecht",
    });

    // Dated a minute back, so the second save's timestamp is later whatever the clock's resolution.
    const earlier = new Date(inserted!.updated_at.getTime() - 60_000);
    await db.update(profiles).set({ updated_at: earlier }).where(eq(profiles.id, member.id));
    asRedirect(await action(post(member, { intent: "profile", first_name: "Fatima", last_name: "", bio: "   ", city: "Amersfoort" })));
    const rows = await db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Fatima",
      last_name: null,
      bio: null,
      birthdate: null,
      city: "Amersfoort",
      email: member.email,
    });
    expect(rows[0]!.updated_at.getTime()).toBeGreaterThan(earlier.getTime());

    const page = await loader(get(member, "/instellingen"));
    expect(page.profile).toMatchObject({ first_name: "Fatima", city: "Amersfoort", email: member.email });
  });

  it("saves the first and last name as the member's name, so the header shows the new name", async () => {
    const member = await createMember({ name: "Pien Pieters" });
    const page = await loader(get(member, "/instellingen"));
    // The name fields start with the registration name, not empty.
    expect(page.profile).toMatchObject({ first_name: "Pien", last_name: "Pieters" });

    asRedirect(await action(post(member, { intent: "profile", first_name: "Pieternella", last_name: "van der Pol" })));
    // The header reads the session's member: the new name, on the next request already.
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toMatchObject({ name: "Pieternella van der Pol" });
    const [row] = await database.db().select().from(profiles).where(eq(profiles.id, member.id));
    expect(row).toMatchObject({ full_name: "Pieternella van der Pol", first_name: "Pieternella", last_name: "van der Pol" });

    // Both names emptied: refused under the first name, nothing saved, no success toast.
    const emptied = asData(await action(post(member, { intent: "profile", first_name: " ", last_name: "", city: "Gouda" })));
    expect(emptied.init?.status).toBe(400);
    expect(emptied.data.result?.error).toEqual({ first_name: [profileMessages.nameRequired] });
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toMatchObject({ name: "Pieternella van der Pol" });
    const [kept] = await database.db().select().from(profiles).where(eq(profiles.id, member.id));
    expect(kept?.city).toBeNull();
    expect((await loader(get(member, "/instellingen"))).profile).toMatchObject({ first_name: "Pieternella", last_name: "van der Pol" });
  });

  it("answers 400 with the Dutch message under each invalid field and saves nothing", async () => {
    const member = await createMember();
    const db = database.db();
    const [before] = await db.select().from(profiles).where(eq(profiles.id, member.id));
    const result = asData(
      await action(
        post(member, {
          intent: "profile",
          first_name: "a".repeat(101),
          last_name: "b".repeat(101),
          bio: "c".repeat(1001),
          birthdate: "2001-02-29",
          city: "d".repeat(101),
        }),
      ),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.intent).toBe("profile");
    expect(result.data.result?.error).toEqual({
      first_name: [profileMessages.firstNameTooLong],
      last_name: [profileMessages.lastNameTooLong],
      bio: [profileMessages.bioTooLong],
      birthdate: [profileMessages.birthdateInvalid],
      city: [profileMessages.cityTooLong],
    });
    const [after] = await db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(after).toEqual(before);
  });

  it("accepts exactly 100 and 1000 characters and refuses birthdates that are no date, too early or in the future", async () => {
    const member = await createMember();
    asRedirect(
      await action(post(member, { intent: "profile", first_name: "a".repeat(100), bio: "b".repeat(1000), birthdate: "1900-01-01" })),
    );
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const birthdate of ["1899-12-31", `${nextYear}-01-01`, "12-04-1990", "1990-13-01", "gisteren"]) {
      const result = asData(await action(post(member, { intent: "profile", first_name: "Anne", birthdate })));
      expect(result.init?.status).toBe(400);
      expect(result.data.result?.error).toEqual({ birthdate: [profileMessages.birthdateInvalid] });
    }
  });
});

describe("password change", () => {
  it("refuses a wrong current password on its field, and a common new password", async () => {
    const member = await createMember();
    const wrong = asData(
      await action(
        post(member, {
          intent: "change-password",
          current_password: "niet-mijn-wachtwoord",
          password: "nieuwe-fietsbel-77",
          password_confirmation: "nieuwe-fietsbel-77",
        }),
      ),
    );
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.result?.error).toEqual({ current_password: [settingsTexts.wrongCurrentPassword] });

    const common = asData(
      await action(
        post(member, { intent: "change-password", current_password: member.password, password: "welkom123", password_confirmation: "welkom123" }),
      ),
    );
    expect(common.init?.status).toBe(400);
    expect(common.data.result?.error).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });

    const mismatch = asData(
      await action(
        post(member, { intent: "change-password", current_password: member.password, password: "kort", password_confirmation: "anders" }),
      ),
    );
    expect(mismatch.init?.status).toBe(400);
    expect(mismatch.data.result?.error).toEqual({
      password: [authMessages.passwordTooShort],
      password_confirmation: [authMessages.passwordsDiffer],
    });

    // A refusal never sends a password back: the form comes back with its password fields empty.
    for (const [answer, typed] of [[wrong, ["niet-mijn-wachtwoord", "nieuwe-fietsbel-77"]], [common, [member.password, "welkom123"]], [mismatch, ["kort", "anders"]]] as const) {
      expect(answer.data.result?.initialValue).toEqual({ intent: "change-password" });
      for (const password of typed) expect(JSON.stringify(answer.data)).not.toContain(password);
    }

    // Nothing changed: the old password still signs in.
    expect((await signInWithPassword({ ...fromIp("10.9.0.1"), email: member.email, password: member.password })).ok).toBe(true);
  });

  it("changes the password, ends the other sessions and keeps this browser signed in", async () => {
    const member = await createMember();
    const other = await signInWithPassword({ ...fromIp("10.9.1.1"), email: member.email, password: member.password });
    if (!other.ok) throw new Error("second sign-in failed");
    const otherCookie = cookieHeader(other.headers);
    expect(await getSessionUser(makeRequest("/", { cookie: otherCookie }))).toMatchObject({ id: member.id });

    const newPassword = "nieuwe-fietsbel-77";
    const response = asRedirect(
      await action(
        post(member, { intent: "change-password", current_password: member.password, password: newPassword, password_confirmation: newPassword }),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/instellingen");
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((c) => c.includes("session_token="))).toBe(true);
    expect(setCookies.some((c) => c.startsWith("ddn_toast="))).toBe(true);

    // The other session is revoked; the new cookie of this browser works.
    expect(await getSessionUser(makeRequest("/", { cookie: otherCookie }))).toBeNull();
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toBeNull();
    expect(await getSessionUser(makeRequest("/", { cookie: cookieHeader(response.headers) }))).toMatchObject({ id: member.id });

    const old = await signInWithPassword({ ...fromIp("10.9.1.2"), email: member.email, password: member.password });
    expect(old).toMatchObject({ ok: false, message: "Ongeldige inloggegevens" });
    const renewed = await signInWithPassword({ ...fromIp("10.9.1.3"), email: member.email, password: newPassword });
    expect(renewed.ok).toBe(true);
  });

  it("shows a member who signed up with Google a note instead of the form, and refuses the intent", async () => {
    const member = await createMember();
    const db = database.db();
    await db.delete(account).where(eq(account.userId, member.id));
    await db.insert(account).values({ accountId: `google-${member.id}`, providerId: "google", userId: member.id });
    const page = await loader(get(member, "/instellingen"));
    expect(page.hasPassword).toBe(false);
    const result = asData(
      await action(post(member, { intent: "change-password", current_password: "iets", password: "nieuwe-fietsbel-77", password_confirmation: "nieuwe-fietsbel-77" })),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.result?.error).toEqual({ "": [settingsTexts.noPassword] });
  });
});

/** Inserts a favourite of `userId` for an item. */
async function favourite(userId: string, item_type: "initiative" | "event" | "vacancy", item_id: string) {
  await database.db().insert(favorites).values({ user_id: userId, item_type, item_id });
}

/** The JSON file inside the export archive. */
async function exportedJson(response: Response): Promise<string> {
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = files["gegevens.json"];
  if (!json) throw new Error("gegevens.json missing from the archive");
  return new TextDecoder().decode(json);
}

describe("data export", () => {
  it("is a ZIP download with the member's data as JSON and no password hash, token or verification value", async () => {
    const member = await createMember();
    const db = database.db();
    const initiative = await createInitiative(db, { created_by: member.id });
    const event = await createEvent(db, { initiative_id: initiative.id, created_by: member.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: member.id });
    const someoneElse = await createInitiative(db);
    await favourite(member.id, "initiative", someoneElse.id);
    await favourite(member.id, "event", event.id);
    await db.insert(feedback).values({ message: "Fijne site, maar de zoekfunctie kan beter.", user_id: member.id, name: member.name, email: member.email });
    await db.insert(userRoles).values({ user_id: member.id, role: "moderator" });
    await db.insert(account).values({
      accountId: `google-${member.id}`,
      providerId: "google",
      userId: member.id,
      accessToken: `ya29.geheim-access-${member.id}`,
      refreshToken: `1//geheim-refresh-${member.id}`,
      idToken: `eyJ.geheim-id-${member.id}`,
    });
    expect((await requestPasswordReset({ ...fromIp("10.9.2.1"), email: member.email })).ok).toBe(true);

    const response = await exportLoader(getExport(member));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="mijn-gegevens-ditdoetnederland.zip"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await exportedJson(response);
    expect(text).toContain('\n  "exported_at": ');

    const exported = JSON.parse(text);
    expect(exported.account).toMatchObject({ id: member.id, email: member.email, name: member.name, email_verified: true });
    expect(exported.account.sign_in_methods).toEqual(["e-mail en wachtwoord", "Google"]);
    expect(exported.account.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(exported.profile).toMatchObject({ id: member.id, full_name: member.name });
    expect(exported.sessions.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(exported.sessions[0]).sort()).toEqual(["created_at", "expires_at", "ip_address", "updated_at", "user_agent"]);
    expect(exported.initiatives).toEqual([expect.objectContaining({ id: initiative.id, name: initiative.name, contact_email: initiative.contact_email })]);
    expect(exported.events).toEqual([expect.objectContaining({ id: event.id, title: event.title, date: event.date.toISOString() })]);
    expect(exported.vacancies).toEqual([expect.objectContaining({ id: vacancy.id, title: vacancy.title })]);
    expect(exported.favorites).toEqual(
      expect.arrayContaining([
        { item_type: "initiative", item_id: someoneElse.id, created_at: expect.any(String) },
        { item_type: "event", item_id: event.id, created_at: expect.any(String) },
      ]),
    );
    expect(exported.feedback).toEqual([expect.objectContaining({ message: "Fijne site, maar de zoekfunctie kan beter." })]);
    expect(exported.roles).toEqual([{ role: "moderator", created_at: expect.any(String) }]);

    // No secret, whatever its key: the values themselves must be absent.
    const accounts = await db.select().from(account).where(eq(account.userId, member.id));
    const secrets = accounts.flatMap((a) => [a.password, a.accessToken, a.refreshToken, a.idToken]).filter((s): s is string => Boolean(s));
    const sessions = await db.select({ token: session.token }).from(session).where(eq(session.userId, member.id));
    const verifications = await db.select().from(verification).where(eq(verification.value, member.id));
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    expect(verifications.length).toBe(1);
    for (const secret of [...secrets, ...sessions.map((s) => s.token), ...verifications.map((v) => v.identifier)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(password|token|access_token|refresh_token|id_token)"/);
  });
});

describe("data export: stewardship", () => {
  it("has the member's reports, contact messages, two-factor state and the moderators' actions about their items, without notes or moderators", async () => {
    const member = await createMember();
    const moderator = await createMember({ name: "Moderator Geheim" });
    const db = database.db();
    const initiative = await createInitiative(db, { created_by: member.id, name: "Buurtkast Oost" });
    const other = await createInitiative(db);
    await db.insert(reports).values({ item_type: "initiative", item_id: other.id, reason: "onjuist", message: "Adres klopt niet", reported_by: member.id });
    await db.insert(contactMessages).values({ name: member.name, email: member.email, subject: "Vraag", message: "Hoe werkt het?", user_id: member.id });
    await db.insert(auditLog).values({
      actor_id: moderator.id,
      action: "item.hide",
      item_type: "initiative",
      item_id: initiative.id,
      item_title: initiative.name,
      item_owner_id: member.id,
      reason: "Reclame",
      note: "privé-notitie-voor-moderatoren",
    });
    await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, member.id));

    const text = await exportedJson(await exportLoader(getExport(member)));
    const exported = JSON.parse(text);
    expect(exported.account).toMatchObject({ two_factor_enabled: true, blocked_at: null });
    expect(exported.reports).toEqual([
      { item_type: "initiative", item_id: other.id, reason: "onjuist", message: "Adres klopt niet", created_at: expect.any(String), handled: false },
    ]);
    expect(exported.contact_messages).toEqual([{ subject: "Vraag", message: "Hoe werkt het?", created_at: expect.any(String) }]);
    expect(exported.moderation).toEqual([
      { action: "Verborgen", item_type: "initiative", item_title: "Buurtkast Oost", reason: "Reclame", created_at: expect.any(String) },
    ]);
    expect(text).not.toContain("privé-notitie-voor-moderatoren");
    expect(text).not.toContain(moderator.id);
    expect(text).not.toContain("Moderator Geheim");
  });
});

describe("data export: taking part", () => {
  it("has the member's event sign-ups and vacancy responses, and of the calendar feed only that it exists", async () => {
    const member = await createMember();
    const db = database.db();
    const initiative = await createInitiative(db);
    const event = await createEvent(db, { initiative_id: initiative.id, registration_required: true, max_participants: 10 });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id });
    expect(await signUp({ eventId: event.id, member })).toEqual({ status: "confirmed" });
    await db.insert(vacancyResponses).values({ vacancy_id: vacancy.id, user_id: member.id, motivation: "Ik help graag mee in de tuin.", phone: "06 1111 2222" });
    const token = `geheim-agenda-${member.id}`;
    await db.insert(profiles).values({ id: member.id, full_name: member.name, calendar_token: token }).onConflictDoUpdate({
      target: profiles.id,
      set: { calendar_token: token },
    });

    const text = await exportedJson(await exportLoader(getExport(member)));
    const exported = JSON.parse(text);
    expect(exported.event_registrations).toEqual([
      expect.objectContaining({ event_id: event.id, event_title: event.title, status: "confirmed", promoted_at: null }),
    ]);
    expect(exported.vacancy_responses).toEqual([
      expect.objectContaining({ vacancy_id: vacancy.id, motivation: "Ik help graag mee in de tuin.", phone: "06 1111 2222", status: "new" }),
    ]);
    expect(exported.profile.calendar_feed).toBe(true);
    expect(text).not.toContain(token);
  });
});

describe("account deletion", () => {
  it("describes exactly what will be removed, with singular and plural", () => {
    expect(describeDeletion({ favorites: 3, feedback: 2, initiatives: 2, events: 5, vacancies: 1 })).toBe(
      "Je account, je profiel, je 3 favorieten, je feedback en je 2 initiatieven met hun 5 events en 1 vacature worden direct en definitief verwijderd. Dit kan niet ongedaan worden gemaakt.",
    );
    expect(describeDeletion({ favorites: 1, feedback: 0, initiatives: 1, events: 0, vacancies: 2 })).toBe(
      "Je account, je profiel, je 1 favoriet en je 1 initiatief met zijn 2 vacatures worden direct en definitief verwijderd. Dit kan niet ongedaan worden gemaakt.",
    );
    expect(describeDeletion({ favorites: 0, feedback: 0, initiatives: 0, events: 1, vacancies: 0 })).toBe(
      "Je account, je profiel en je 1 event worden direct en definitief verwijderd. Dit kan niet ongedaan worden gemaakt.",
    );
  });

  it("refuses without confirm=ja (400) and deletes nothing", async () => {
    const member = await createMember();
    const db = database.db();
    const initiative = await createInitiative(db, { created_by: member.id });
    for (const fields of [{ intent: "delete-account" }, { intent: "delete-account", confirm: "nee" }] as Record<string, string>[]) {
      const result = asData(await action(post(member, { ...fields, password: member.password })));
      expect(result.init?.status).toBe(400);
      expect(result.data.result?.error).toEqual({ confirm: [settingsTexts.confirmRequired] });
    }
    expect(await db.$count(user, eq(user.id, member.id))).toBe(1);
    expect(await db.$count(initiatives, eq(initiatives.id, initiative.id))).toBe(1);
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toMatchObject({ id: member.id });
  });

  it("asks a member with a password for it again: missing or wrong refuses (400) and deletes nothing", async () => {
    const member = await createMember();
    const missing = asData(await action(post(member, { intent: "delete-account", confirm: "ja" })));
    expect(missing.init?.status).toBe(400);
    expect(missing.data.result?.error).toEqual({ password: [settingsTexts.deletePasswordRequired] });
    const wrong = asData(await action(post(member, { intent: "delete-account", confirm: "ja", password: "niet-mijn-wachtwoord" })));
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.result?.error).toEqual({ password: [settingsTexts.deleteWrongPassword] });
    expect(await database.db().$count(user, eq(user.id, member.id))).toBe(1);
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toMatchObject({ id: member.id });

    const response = asRedirect(await action(post(member, { intent: "delete-account", confirm: "ja", password: member.password })));
    expect(response.headers.get("Location")).toBe("/");
    expect(await database.db().$count(user, eq(user.id, member.id))).toBe(0);
  });

  it("lets a member without a password (Google) delete only within 5 minutes of signing in", async () => {
    const db = database.db();
    const member = await createMember();
    await db.delete(account).where(eq(account.userId, member.id));
    await db.insert(account).values({ accountId: `google-${member.id}`, providerId: "google", userId: member.id });
    // Signed in 6 minutes ago: refused, nothing deleted, the message says to sign in again.
    await db.update(session).set({ createdAt: new Date(Date.now() - 6 * 60_000) }).where(eq(session.userId, member.id));
    const stale = asData(await action(post(member, { intent: "delete-account", confirm: "ja" })));
    expect(stale.init?.status).toBe(403);
    expect(stale.data.result?.error).toEqual({ "": [settingsTexts.deleteSignInAgain] });
    expect(settingsTexts.deleteSignInAgain).toContain("5 minuten");
    expect(await db.$count(user, eq(user.id, member.id))).toBe(1);

    // Signed in 4 minutes ago: deleted.
    await db.update(session).set({ createdAt: new Date(Date.now() - 4 * 60_000) }).where(eq(session.userId, member.id));
    const response = asRedirect(await action(post(member, { intent: "delete-account", confirm: "ja" })));
    expect(response.headers.get("Location")).toBe("/");
    expect(await db.$count(user, eq(user.id, member.id))).toBe(0);
  });

  it("refuses the last admin (409, Dutch message, nothing deleted) and lets them go once there is another", async () => {
    const member = await createMember();
    const db = database.db();
    await db.delete(userRoles).where(eq(userRoles.role, "admin"));
    await db.insert(userRoles).values({ user_id: member.id, role: "admin" });
    const refused = asData(await action(post(member, { intent: "delete-account", confirm: "ja", password: member.password })));
    expect(refused.init?.status).toBe(409);
    expect(refused.data.result?.error).toEqual({ "": [new LastAdminError().dutch] });
    expect(await db.$count(user, eq(user.id, member.id))).toBe(1);

    const other = await createMember();
    await db.insert(userRoles).values({ user_id: other.id, role: "admin" });
    asRedirect(await action(post(member, { intent: "delete-account", confirm: "ja", password: member.password })));
    expect(await db.$count(user, eq(user.id, member.id))).toBe(0);
  });

  it("throws for an unknown user and deletes nothing", async () => {
    const before = await database.db().$count(user);
    await expect(deleteAccount({ userId: crypto.randomUUID(), email: "niemand@voorbeeld.example.org" })).rejects.toThrow();
    expect(await database.db().$count(user)).toBe(before);
  });

  it("removes every row of the member, table by table, and nobody else's", async () => {
    const db = database.db();
    const member = await createMember();
    const other = await createMember();

    // The member: a filled-in profile, 2 initiatives with events and vacancies, favourites,
    // feedback, a role, a second session, a pending reset link and rate-limit counters.
    asRedirect(await action(post(member, { intent: "profile", first_name: "Verdwijn", last_name: "Ik", city: "Zwolle", birthdate: "1985-06-01" })));
    const first = await createInitiative(db, { created_by: member.id, contact_email: member.email });
    const second = await createInitiative(db, { created_by: member.id });
    const memberEvents = [
      await createEvent(db, { initiative_id: first.id, created_by: member.id }),
      await createEvent(db, { initiative_id: first.id, created_by: member.id }),
      await createEvent(db, { initiative_id: second.id, created_by: member.id }),
    ];
    const memberVacancies = [
      await createVacancy(db, { initiative_id: first.id, created_by: member.id }),
      await createVacancy(db, { initiative_id: second.id, created_by: member.id }),
    ];
    // The other member's own things, one event of theirs under the member's initiative, and one
    // event of the member under the other's initiative.
    const othersInitiative = await createInitiative(db, { created_by: other.id });
    const othersEvent = await createEvent(db, { initiative_id: othersInitiative.id, created_by: other.id });
    const othersVacancy = await createVacancy(db, { initiative_id: othersInitiative.id, created_by: other.id });
    const othersEventUnderMembers = await createEvent(db, { initiative_id: second.id, created_by: other.id });
    const membersEventUnderOthers = await createEvent(db, { initiative_id: othersInitiative.id, created_by: member.id });

    await favourite(member.id, "initiative", othersInitiative.id);
    await favourite(member.id, "event", othersEvent.id);
    await favourite(member.id, "vacancy", memberVacancies[0]!.id);
    await favourite(other.id, "event", memberEvents[0]!.id); // points at the member's event: goes with it
    await favourite(other.id, "initiative", first.id); // likewise
    await favourite(other.id, "vacancy", othersVacancy.id); // stays
    await db.insert(feedback).values([
      { message: "Mijn eerste feedback over de site.", user_id: member.id, name: member.name, email: member.email },
      { message: "Feedback van een ander lid hier.", user_id: other.id, name: other.name, email: other.email },
    ]);
    await db.insert(userRoles).values([
      { user_id: member.id, role: "moderator" },
      { user_id: other.id, role: "moderator" },
    ]);
    const secondSession = await signInWithPassword({ ...fromIp("10.9.3.1"), email: member.email, password: member.password });
    if (!secondSession.ok) throw new Error("second sign-in failed");
    await signInWithPassword({ ...fromIp("10.9.3.2"), email: member.email, password: "fout-wachtwoord" });
    expect((await requestPasswordReset({ ...fromIp("10.9.3.3"), email: member.email })).ok).toBe(true);
    expect((await requestPasswordReset({ ...fromIp("10.9.3.4"), email: other.email })).ok).toBe(true);
    // Stewardship rows: a report and a contact message of the member, a two-factor secret, and
    // audit entries with the member as actor, as the item's owner and as the member concerned.
    await db.insert(reports).values({ item_type: "initiative", item_id: othersInitiative.id, reason: "spam", reported_by: member.id });
    await db.insert(contactMessages).values({ name: member.name, email: member.email, subject: "Vraag", message: "Een vraag van mij", user_id: member.id });
    await db.insert(twoFactor).values({ secret: `geheim-${member.id}`, backupCodes: "[]", userId: member.id });
    await db.insert(auditLog).values([
      { actor_id: member.id, action: "item.hide", item_type: "initiative", item_id: othersInitiative.id, item_title: "X", item_owner_id: other.id },
      { actor_id: other.id, action: "item.hide", item_type: "initiative", item_id: first.id, item_title: "Y", item_owner_id: member.id },
      { actor_id: other.id, action: "member.block", target_user_id: member.id, reason: "Test" },
    ]);
    const hour = new Date(Date.now() + 3600_000);
    await db.insert(verification).values([
      { identifier: `email-verification:${member.email}`, value: "eyJhbGciOi.jwt-met-adres", expiresAt: hour },
      { identifier: `state-${crypto.randomUUID()}`, value: JSON.stringify({ email: member.email.toUpperCase() }), expiresAt: hour },
    ]);

    expect(await countOwnedContent({ userId: member.id })).toEqual({
      initiatives: 2,
      events: 5, // 3 of the member + the other's event under the member's initiative + the member's under the other's
      vacancies: 2,
      favorites: 3,
      feedback: 1,
    });
    // Everything is there before: the member is referenced from every member table.
    expect(await db.$count(verification, eq(verification.value, member.id))).toBe(1);
    expect(await db.$count(rateLimits, eq(rateLimits.key, `signInAccountIp:10.9.3.2:${member.email}`))).toBe(1);
    expect(await db.$count(session, eq(session.userId, member.id))).toBe(2);
    const otherAccountBefore = await db.select().from(account).where(eq(account.userId, other.id));

    const response = asRedirect(await action(post(member, { intent: "delete-account", confirm: "ja", password: member.password })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((c) => c.startsWith("ddn_toast="))).toBe(true);
    // The session cookie is cleared.
    expect(setCookies.some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toBeNull();
    expect(await getSessionUser(makeRequest("/", { cookie: cookieHeader(secondSession.headers) }))).toBeNull();

    // Table by table: no row mentions the member's id or e-mail address.
    const tables = {
      user,
      session,
      account,
      verification,
      rate_limits: rateLimits,
      profiles,
      favorites,
      feedback,
      user_roles: userRoles,
      initiatives,
      events,
      vacancies,
      reports,
      contact_messages: contactMessages,
      two_factor: twoFactor,
      audit_log: auditLog,
    };
    for (const [name, table] of Object.entries(tables)) {
      const rows: unknown[] = await db.select().from(table);
      const mentioning = rows.map((row) => JSON.stringify(row)).filter((json) => json.includes(member.id) || json.toLowerCase().includes(member.email));
      expect(mentioning, `table ${name}`).toEqual([]);
    }
    // The items under the member's initiatives are gone, also the other member's event there.
    expect(await db.$count(events, eq(events.id, othersEventUnderMembers.id))).toBe(0);
    expect(await db.$count(events, eq(events.id, membersEventUnderOthers.id))).toBe(0);
    // The other member's favourites of the member's items went with them; their own stayed.
    const othersFavourites = await db.select().from(favorites).where(eq(favorites.user_id, other.id));
    expect(othersFavourites.map((f) => f.item_id)).toEqual([othersVacancy.id]);

    // The other member is untouched.
    expect(await getSessionUser(makeRequest("/", { cookie: other.cookie }))).toMatchObject({ id: other.id });
    expect(await db.select().from(account).where(eq(account.userId, other.id))).toEqual(otherAccountBefore);
    expect(await db.$count(profiles, eq(profiles.id, other.id))).toBe(1);
    expect(await db.$count(initiatives, eq(initiatives.id, othersInitiative.id))).toBe(1);
    expect(await db.$count(events, eq(events.id, othersEvent.id))).toBe(1);
    expect(await db.$count(vacancies, eq(vacancies.id, othersVacancy.id))).toBe(1);
    expect(await db.$count(feedback, eq(feedback.user_id, other.id))).toBe(1);
    expect(await db.$count(userRoles, eq(userRoles.user_id, other.id))).toBe(1);
    expect(await db.$count(verification, eq(verification.value, other.id))).toBe(1);
    expect(await db.$count(rateLimits, eq(rateLimits.key, `mailAccount:${other.email}`))).toBe(1);
    // The member can no longer sign in.
    const signIn = await signInWithPassword({ ...fromIp("10.9.3.5"), email: member.email, password: member.password });
    expect(signIn).toMatchObject({ ok: false, message: "Ongeldige inloggegevens" });
  });
});

describe("home postcode", () => {
  it("is saved as four digits, refused in Dutch when malformed or unknown, exported, and gone with the account", async () => {
    await seedMunicipalities(database.db());
    const member = await createMember();
    const db = database.db();
    const save = (postcode: string) => action(post(member, { intent: "profile", first_name: "Fatima", last_name: "", postcode }));

    for (const [postcode, message] of [["35", postcodeMessages.invalid], ["1000", postcodeMessages.unknown]] as const) {
      const refused = asData(await save(postcode));
      expect(refused.init?.status).toBe(400);
      expect(refused.data.result?.error).toEqual({ postcode: [message] });
    }
    asRedirect(await save("3511 AB"));
    const [row] = await db.select({ home_pc4: profiles.home_pc4 }).from(profiles).where(eq(profiles.id, member.id));
    expect(row?.home_pc4).toBe("3511");
    expect((await loader(get(member, "/instellingen"))).profile).toMatchObject({ home_pc4: "3511" });

    const exported = JSON.parse(await exportedJson(await exportLoader(getExport(member))));
    expect(exported.profile).toMatchObject({ home_pc4: "3511" });

    asRedirect(await save(""));
    const [cleared] = await db.select({ home_pc4: profiles.home_pc4 }).from(profiles).where(eq(profiles.id, member.id));
    expect(cleared?.home_pc4).toBeNull();

    asRedirect(await save("3511"));
    await deleteAccount({ userId: member.id, email: member.email });
    expect(await db.$count(profiles, eq(profiles.id, member.id))).toBe(0);
  });
});
