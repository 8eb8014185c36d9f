/**
 * "Download mijn gegevens": everything held about a member, machine-readable (GDPR art. 15 and 20).
 * Secrets never go in; columns are picked one by one so a new column cannot leak by accident.
 */
import { asc, eq, or } from "drizzle-orm";
import {
  account,
  auditLog,
  contactMessages,
  eventRegistrations,
  events,
  favorites,
  feedback,
  initiatives,
  initiativeUpdates,
  profiles,
  reports,
  session,
  user,
  userRoles,
  vacancies,
  vacancyResponses,
  volunteerProfiles,
} from "~/db/schema";
import { zipSync } from "fflate";
import { getDb } from "~/lib/db.server";
import { memberImagesForExport } from "~/modules/images/export.server";
import { DATA_EXPORT_JSON_NAME } from "./profile";
import { eventOwnedBy } from "~/modules/events/permissions.server";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";
import { auditActionLabels, type AuditAction } from "~/modules/moderation/audit-labels";
import { storedMailPreferences } from "~/modules/notifications/preferences.server";
import { followsForExport } from "~/modules/following/follows.server";
import { notificationsForExport } from "~/modules/notifications/center.server";
import { exportSavedSearches } from "~/modules/notifications/saved-searches.server";
import { vacancyOwnedBy } from "~/modules/vacancies/permissions.server";
import { apiKeysForExport } from "~/modules/api-keys/keys.server";

export type Serialised<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

function serialise<T extends object>(row: T): Serialised<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as Serialised<T>;
}

/** An item row without its search columns: derived from the other columns, not the member's data. */
function withoutSearchColumns<T extends { search_vector: string; search_text: string }>({
  search_vector,
  search_text,
  ...row
}: T): Serialised<Omit<T, "search_vector" | "search_text">> {
  void search_vector;
  void search_text;
  return serialise(row);
}

const SIGN_IN_METHOD_NAMES: Record<string, string> = {
  credential: "e-mail en wachtwoord",
  google: "Google",
};

/** The export file's content. Timestamps are ISO 8601 UTC strings; calendar dates are "YYYY-MM-DD". */
export interface MemberDataExport {
  exported_at: string;
  account: {
    id: string;
    name: string;
    email: string;
    email_verified: boolean;
    image: string | null;
    created_at: string;
    updated_at: string;
    sign_in_methods: string[];
    /** Never the secret or backup codes. */
    two_factor_enabled: boolean;
    blocked_at: string | null;
  };
  /** Of the calendar feed only whether it exists, never its secret. The digest choice is in `mail_preferences`. */
  profile: (Serialised<Omit<typeof profiles.$inferSelect, "calendar_token" | "moderation_digest">> & { calendar_feed: boolean }) | null;
  /** What the member offers and looks for ("vrijwilligersprofiel"); the home postcode is in `profile`. */
  volunteer_profile: Serialised<Omit<typeof volunteerProfiles.$inferSelect, "user_id">> | null;
  /** The member's stored mail choices per topic; a topic not listed has its default. */
  mail_preferences: { topic: string; frequency: string; updated_at: string }[];
  /** Searches the member saved, with their stored filters and alert frequency. */
  saved_searches: { kind: string; name: string; query: string; frequency: string; created_at: string; last_sent_at: string | null }[];
  /** The initiatives the member follows. */
  follows: { initiative_id: string; initiative_name: string; created_at: string }[];
  /** The member's notifications, with when they were read and mailed. */
  notifications: {
    type: string;
    title: string;
    summary: string;
    path: string;
    created_at: string;
    updated_at: string;
    read_at: string | null;
    mailed_at: string | null;
  }[];
  /** The member's personal API keys: name and dates, never the key or its hash. */
  api_keys: { name: string; created_at: string; last_used_at: string | null }[];
  /** Without their tokens. */
  sessions: { created_at: string; updated_at: string; expires_at: string; ip_address: string | null; user_agent: string | null }[];
  initiatives: Serialised<Omit<typeof initiatives.$inferSelect, "search_vector" | "search_text">>[];
  events: Serialised<Omit<typeof events.$inferSelect, "search_vector" | "search_text">>[];
  vacancies: Serialised<Omit<typeof vacancies.$inferSelect, "search_vector" | "search_text">>[];
  favorites: { item_type: string; item_id: string; created_at: string }[];
  feedback: { id: string; message: string; type: string; name: string | null; email: string | null; created_at: string }[];
  roles: { role: string; created_at: string }[];
  /** Who handled them is not included. */
  reports: { item_type: string; item_id: string; reason: string; message: string | null; created_at: string; handled: boolean }[];
  contact_messages: { subject: string; message: string; created_at: string }[];
  event_registrations: {
    event_id: string;
    event_title: string;
    event_date: string;
    status: string;
    created_at: string;
    promoted_at: string | null;
    reminder_sent_at: string | null;
  }[];
  vacancy_responses: {
    vacancy_id: string;
    vacancy_title: string;
    motivation: string;
    phone: string | null;
    status: string;
    created_at: string;
    updated_at: string;
  }[];
  /** Updates ("Nieuws") the member posted to initiatives. */
  initiative_updates: { id: string; initiative_id: string; body: string; image_id: string | null; status: string; status_reason: string | null; created_at: string; updated_at: string }[];
  /** Never the acting moderator nor a moderator's private note. */
  moderation: { action: string; item_type: string | null; item_title: string | null; reason: string | null; created_at: string }[];
}

/**
 * Everything stored about member `userId` as a JSON-serialisable object, without password hashes,
 * tokens, verification values or the calendar feed's secret.
 * @throws Error when no user `userId` exists or the database fails
 */
export async function exportMemberData({ userId }: { userId: string }): Promise<MemberDataExport> {
  const db = await getDb();
  const [member] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified: user.emailVerified,
      image: user.image,
      created_at: user.createdAt,
      updated_at: user.updatedAt,
      two_factor_enabled: user.twoFactorEnabled,
      blocked_at: user.blockedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!member) throw new Error(`exportMemberData: no user ${userId}`);

  const owner = { id: userId };
  const [
    providers,
    profileRows,
    sessionRows,
    initiativeRows,
    eventRows,
    vacancyRows,
    favoriteRows,
    feedbackRows,
    roleRows,
    reportRows,
    contactRows,
    auditRows,
    registrationRows,
    responseRows,
    volunteerRows,
    preferenceRows,
    savedSearchRows,
  ] = await Promise.all([
      db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId)),
      db.select().from(profiles).where(eq(profiles.id, userId)).limit(1),
      db
        .select({
          created_at: session.createdAt,
          updated_at: session.updatedAt,
          expires_at: session.expiresAt,
          ip_address: session.ipAddress,
          user_agent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(asc(session.createdAt)),
      db.select().from(initiatives).where(initiativeOwnedBy(owner)).orderBy(asc(initiatives.created_at)),
      db
        .select()
        .from(events)
        .where(eventOwnedBy(owner))
        .orderBy(asc(events.date)),
      db
        .select()
        .from(vacancies)
        .where(vacancyOwnedBy(owner))
        .orderBy(asc(vacancies.created_at)),
      db
        .select({ item_type: favorites.item_type, item_id: favorites.item_id, created_at: favorites.created_at })
        .from(favorites)
        .where(eq(favorites.user_id, userId))
        .orderBy(asc(favorites.created_at)),
      db
        .select({
          id: feedback.id,
          message: feedback.message,
          type: feedback.type,
          name: feedback.name,
          email: feedback.email,
          created_at: feedback.created_at,
        })
        .from(feedback)
        .where(eq(feedback.user_id, userId))
        .orderBy(asc(feedback.created_at)),
      db
        .select({ role: userRoles.role, created_at: userRoles.created_at })
        .from(userRoles)
        .where(eq(userRoles.user_id, userId))
        .orderBy(asc(userRoles.created_at)),
      db
        .select({
          item_type: reports.item_type,
          item_id: reports.item_id,
          reason: reports.reason,
          message: reports.message,
          created_at: reports.created_at,
          handled_at: reports.handled_at,
        })
        .from(reports)
        .where(eq(reports.reported_by, userId))
        .orderBy(asc(reports.created_at)),
      db
        .select({ subject: contactMessages.subject, message: contactMessages.message, created_at: contactMessages.created_at })
        .from(contactMessages)
        .where(eq(contactMessages.user_id, userId))
        .orderBy(asc(contactMessages.created_at)),
      db
        .select({
          action: auditLog.action,
          item_type: auditLog.item_type,
          item_title: auditLog.item_title,
          reason: auditLog.reason,
          created_at: auditLog.created_at,
        })
        .from(auditLog)
        .where(or(eq(auditLog.item_owner_id, userId), eq(auditLog.target_user_id, userId)))
        .orderBy(asc(auditLog.created_at)),
      db
        .select({
          event_id: eventRegistrations.event_id,
          event_title: events.title,
          event_date: events.date,
          status: eventRegistrations.status,
          created_at: eventRegistrations.created_at,
          promoted_at: eventRegistrations.promoted_at,
          reminder_sent_at: eventRegistrations.reminder_sent_at,
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.event_id))
        .where(eq(eventRegistrations.user_id, userId))
        .orderBy(asc(eventRegistrations.created_at)),
      db
        .select({
          vacancy_id: vacancyResponses.vacancy_id,
          vacancy_title: vacancies.title,
          motivation: vacancyResponses.motivation,
          phone: vacancyResponses.phone,
          status: vacancyResponses.status,
          created_at: vacancyResponses.created_at,
          updated_at: vacancyResponses.updated_at,
        })
        .from(vacancyResponses)
        .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancy_id))
        .where(eq(vacancyResponses.user_id, userId))
        .orderBy(asc(vacancyResponses.created_at)),
      db
        .select({
          max_distance_km: volunteerProfiles.max_distance_km,
          themes: volunteerProfiles.themes,
          categories: volunteerProfiles.categories,
          skills: volunteerProfiles.skills,
          availability: volunteerProfiles.availability,
          commitments: volunteerProfiles.commitments,
          suitable_for: volunteerProfiles.suitable_for,
          updated_at: volunteerProfiles.updated_at,
        })
        .from(volunteerProfiles)
        .where(eq(volunteerProfiles.user_id, userId))
        .limit(1),
      storedMailPreferences(userId, db),
      exportSavedSearches(userId, db),
    ]);

  const updateRows = await db
    .select({
      id: initiativeUpdates.id,
      initiative_id: initiativeUpdates.initiative_id,
      body: initiativeUpdates.body,
      image_id: initiativeUpdates.image_id,
      status: initiativeUpdates.status,
      status_reason: initiativeUpdates.status_reason,
      created_at: initiativeUpdates.created_at,
      updated_at: initiativeUpdates.updated_at,
    })
    .from(initiativeUpdates)
    .where(eq(initiativeUpdates.created_by, userId))
    .orderBy(asc(initiativeUpdates.created_at), asc(initiativeUpdates.id));
  const [followRows, notificationRows] = await Promise.all([followsForExport(userId, db), notificationsForExport(userId, db)]);
  const apiKeyRows = await apiKeysForExport(userId, db);

  const providerIds = [...new Set(providers.map((p) => p.providerId))].sort();
  const profile = profileRows[0];
  return {
    exported_at: new Date().toISOString(),
    account: {
      ...serialise(member),
      sign_in_methods: providerIds.map((id) => SIGN_IN_METHOD_NAMES[id] ?? id),
    },
    profile: profile ? (({ calendar_token, moderation_digest: _superseded, ...rest }) => ({ ...serialise(rest), calendar_feed: calendar_token !== null }))(profile) : null,
    volunteer_profile: volunteerRows[0] ? serialise(volunteerRows[0]) : null,
    mail_preferences: preferenceRows.map(serialise),
    saved_searches: savedSearchRows.map(serialise),
    follows: followRows.map(serialise),
    notifications: notificationRows.map(serialise),
    api_keys: apiKeyRows.map(serialise),
    sessions: sessionRows.map(serialise),
    initiatives: initiativeRows.map(withoutSearchColumns),
    events: eventRows.map(withoutSearchColumns),
    vacancies: vacancyRows.map(withoutSearchColumns),
    favorites: favoriteRows.map(serialise),
    feedback: feedbackRows.map(serialise),
    roles: roleRows.map(serialise),
    reports: reportRows.map(({ handled_at, ...row }) => ({ ...serialise(row), handled: handled_at !== null })),
    contact_messages: contactRows.map(serialise),
    moderation: auditRows.map((row) => ({ ...serialise(row), action: auditActionLabels[row.action as AuditAction] ?? row.action })),
    event_registrations: registrationRows.map(serialise),
    vacancy_responses: responseRows.map(serialise),
    initiative_updates: updateRows.map(serialise),
  };
}

/**
 * "Download mijn gegevens" as ZIP bytes: the JSON export plus the metadata-free master of every
 * image the member uploaded under `afbeeldingen/`.
 */
export async function exportMemberArchive({ userId }: { userId: string }): Promise<Uint8Array> {
  const content = await exportMemberData({ userId });
  const { images, files } = await memberImagesForExport(userId);
  const json = `${JSON.stringify({ ...content, images }, null, 2)}\n`;
  return zipSync({ [DATA_EXPORT_JSON_NAME]: new TextEncoder().encode(json), ...files }, { level: 6 });
}
