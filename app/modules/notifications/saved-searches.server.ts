/**
 * A member's saved searches (docs/product-rules.md#saved-searches): save one from a list or for the
 * volunteer profile, rename, change how often, delete, and list them for the settings page and the
 * data export. Every function takes the member, so nobody reaches another member's searches.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { savedSearches } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import {
  type AlertFrequency,
  DEFAULT_ALERT_FREQUENCY,
  defaultSearchName,
  isAlertFrequency,
  isSavedSearchKind,
  MAX_QUERY_LENGTH,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME_LENGTH,
  type SavedSearchKind,
  savedQuery,
  savedSearchPath,
} from "./saved-searches";

/** A saved search as the settings page shows it. */
export interface SavedSearchView {
  id: string;
  kind: SavedSearchKind;
  name: string;
  frequency: AlertFrequency;
  /** The list page with the search's filters. */
  path: string;
  /** UTC. */
  created_at: Date;
  /** UTC; null before the first alert. */
  last_sent_at: Date | null;
}

/** The member's saved searches, oldest first. */
export async function listSavedSearches(userId: string, executor?: Executor): Promise<SavedSearchView[]> {
  const rows = await searchesOf(userId, executor);
  return rows.map(({ query, ...row }) => ({
    ...row,
    kind: row.kind as SavedSearchKind,
    frequency: row.frequency as AlertFrequency,
    path: savedSearchPath(row.kind as SavedSearchKind, query),
  }));
}

/** The member's searches with their stored query, oldest first. */
async function searchesOf(userId: string, executor?: Executor) {
  const db = executor ?? (await getDb());
  return db
    .select({
      id: savedSearches.id,
      kind: savedSearches.kind,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      created_at: savedSearches.created_at,
      last_sent_at: savedSearches.last_sent_at,
    })
    .from(savedSearches)
    .where(eq(savedSearches.user_id, userId))
    .orderBy(asc(savedSearches.created_at), asc(savedSearches.id));
}

/** The member's searches with their stored query, for the data export (no ids). */
export async function exportSavedSearches(userId: string, executor?: Executor) {
  return (await searchesOf(userId, executor)).map(({ id: _id, ...row }) => row);
}

export type SaveSearchResult =
  | { ok: true; created: boolean; search: { id: string; name: string; frequency: AlertFrequency; path: string } }
  | { ok: false; message: string };

/**
 * Saves the search of list `kind` with URL query `search` (page, order and view are dropped); the
 * same search saved again is found, not copied.
 * @returns the (new or existing) search, or a Dutch message: an unknown kind, a query too long, the limit reached
 */
export async function saveSearch(userId: string, kind: unknown, search: string): Promise<SaveSearchResult> {
  if (!isSavedSearchKind(kind)) return { ok: false, message: "Deze zoekopdracht kunnen we niet bewaren." };
  const query = kind === "profile" ? "" : savedQuery(search);
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, message: "Deze zoekopdracht is te lang om te bewaren." };
  const db = await getDb();
  const existing = await findSearch(db, userId, kind, query);
  if (existing) return { ok: true, created: false, search: existing };
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(savedSearches).where(eq(savedSearches.user_id, userId));
  if (total >= MAX_SAVED_SEARCHES) {
    return { ok: false, message: `Je kunt maximaal ${MAX_SAVED_SEARCHES} zoekopdrachten bewaren. Verwijder er eerst een bij Meldingen per e-mail.` };
  }
  const [row] = await db
    .insert(savedSearches)
    .values({ user_id: userId, kind, query, name: defaultSearchName(kind, query), frequency: DEFAULT_ALERT_FREQUENCY })
    .onConflictDoNothing()
    .returning({ id: savedSearches.id, name: savedSearches.name });
  if (row) return { ok: true, created: true, search: { ...row, frequency: DEFAULT_ALERT_FREQUENCY, path: savedSearchPath(kind, query) } };
  // Saved twice at the same moment: the other request's row is the one.
  const raced = await findSearch(db, userId, kind, query);
  if (!raced) throw new Error("saved search neither inserted nor found");
  return { ok: true, created: false, search: raced };
}

async function findSearch(db: Executor, userId: string, kind: SavedSearchKind, query: string) {
  const [row] = await db
    .select({ id: savedSearches.id, name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(and(eq(savedSearches.user_id, userId), eq(savedSearches.kind, kind), eq(savedSearches.query, query)));
  return row ? { ...row, frequency: row.frequency as AlertFrequency, path: savedSearchPath(kind, query) } : null;
}

/** Whether the member has saved the alert for vacancies fitting their profile. */
export async function hasProfileAlert(userId: string): Promise<boolean> {
  const db = await getDb();
  return (await findSearch(db, userId, "profile", "")) !== null;
}

/**
 * Renames search `id` of the member and sets how often it is mailed.
 * @returns null when saved; "not-found" when it is not the member's; else the Dutch message
 */
export async function updateSavedSearch(userId: string, id: string, fields: { name: unknown; frequency: unknown }): Promise<string | "not-found" | null> {
  const name = typeof fields.name === "string" ? fields.name.replace(/\s+/g, " ").trim() : "";
  if (name === "") return "Geef de zoekopdracht een naam.";
  if (name.length > MAX_SEARCH_NAME_LENGTH) return `De naam mag maximaal ${MAX_SEARCH_NAME_LENGTH} tekens zijn.`;
  if (!isAlertFrequency(fields.frequency)) return "Kies hoe vaak je e-mail wilt krijgen.";
  const db = await getDb();
  const updated = await db
    .update(savedSearches)
    .set({
      name,
      frequency: fields.frequency,
      // Turned on again: new from now, not everything since it was turned off.
      checked_until: sql`case when ${savedSearches.frequency} = 'off' and ${fields.frequency} <> 'off' then now() else ${savedSearches.checked_until} end`,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.user_id, userId)))
    .returning({ id: savedSearches.id });
  return updated.length === 0 ? "not-found" : null;
}

/** Stops the alerts of search `id` (one-click unsubscribe); the search stays. @returns its name, or null when it does not exist */
export async function turnOffSavedSearch(userId: string, id: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: "off" })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.user_id, userId)))
    .returning({ name: savedSearches.name });
  return row?.name ?? null;
}

/** The name of the member's search `id`, or null. */
export async function savedSearchName(userId: string, id: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.user_id, userId)));
  return row?.name ?? null;
}

/** Deletes search `id` of the member. @returns false when it is not the member's */
export async function deleteSavedSearch(userId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.user_id, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}
