/**
 * Property-based fuzzing of route actions and loaders (docs/decisions/013-fuzzing.md):
 * arbitraries for hostile input, a classifier for what a route answered, and invariants every
 * stored row must satisfy afterwards.
 *
 * - {@link nastyString}: random Unicode (lone surrogates, NUL, RTL overrides, emoji), huge strings
 *   (100 KB+), malformed numbers and ids ("1e3", "-1", "9999999999999999999", "０１", "1;DROP"),
 *   malformed dates ("2026-02-30", "", "9999-99-99") and names of Object.prototype members.
 * - {@link mutatedForm}: a valid form with fields replaced, removed, repeated or sent as a file.
 * - {@link outcomeOf}: runs a loader/action call the way React Router would answer it: a returned
 *   or thrown Response/`data()` keeps its status, any other throw is a 500, and plain data that
 *   cannot be serialized (functions, symbols) is a 500 too (the server could not encode it).
 * - {@link expectSafe}: no 5xx; a 4xx carries a Dutch message (no English library text); a
 *   redirect stays on this site.
 * - {@link invalidRows}: every initiative, event, vacancy and favourite checked against the form
 *   rules (enums, lengths, required text, dates ordered, no NUL characters).
 *
 * Every property uses {@link FUZZ_SEED} so a run is reproducible; a failure prints its
 * counterexample, which then becomes an example test.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  eventTypes,
  favoriteItemTypes,
  formalities,
  informalTypes,
  initiativeStatuses,
  legalForms,
  provinces,
  scopes,
  themes,
  vacancyCategories,
} from "~/lib/enums";
import type { Database } from "~/lib/db.server";
import { isPhoneNumber } from "~/lib/fields";
import { isAllowedHoursPerWeek } from "~/lib/hours-per-week";
import { RESPONSE_LIMITS, responseStatuses } from "~/modules/participation/responses";
import { EVENT_LIMITS } from "~/modules/events/schemas";
import { INITIATIVE_LIMITS } from "~/modules/initiatives/schemas";
import { VACANCY_LIMITS } from "~/modules/vacancies/schemas";

/** The fixed seed of every fuzz property (`FUZZ_SEED=… ` explores others; failures print seed and path). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);

/** Runs per property: enough to hit every kind of hostile value, small enough for 2 cores. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** A value for a failure report: long strings cut to their start, length and NUL/surrogate marks. */
export function brief(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === "string" && inner.length > 80 ? `${inner.slice(0, 40)}…(${inner.length} chars)` : inner,
  );
}

/**
 * Runs `property` with the fixed seed and `numRuns` runs; on failure throws one short error with
 * the seed, the replay path, the (shortened) counterexample and the cause.
 */
export async function runFuzz<T>(property: fc.IAsyncProperty<T>, numRuns = FUZZ_RUNS): Promise<void> {
  const details = await fc.check(property, { seed: FUZZ_SEED, numRuns, endOnFailure: true });
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `fuzz failure (seed ${details.seed}, path "${details.counterexamplePath}") after ${details.numRuns} runs\n` +
      `input: ${brief(details.counterexample).slice(0, 1500)}\ncause: ${cause.slice(0, 1500)}`,
  );
}

/** 100 KB+ strings: plain, multi-byte, and with a NUL at the end. */
const hugeStrings = [
  "x".repeat(100_001),
  "é".repeat(60_000),
  `${"🌷".repeat(30_000)}\u0000`,
  ` ${"a ".repeat(60_000)}`,
];

/** Hand-picked values that broke or nearly broke real web apps. */
export const nastyConstants: readonly string[] = [
  "",
  " ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF\uDFFF",
  "\u202Eevil\u202C",
  "\u200B\u200D\uFEFF",
  "مرحبا بالعالم",
  "שלום",
  "🎉👩‍👩‍👧‍👦🇳🇱",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "1e3",
  "-1",
  "0",
  "-0",
  "1.5",
  "9999999999999999999",
  "2147483648",
  "-2147483649",
  "０１",
  "١٢٣",
  "0x10",
  "NaN",
  "Infinity",
  "1;DROP TABLE initiatives",
  "' OR '1'='1",
  "%00",
  "%ZZ",
  "../../../etc/passwd",
  "2026-02-30",
  "2026-02-30T10:00",
  "9999-99-99",
  "9999-12-31T23:59",
  "0000-01-01",
  "2026-03-29T02:30",
  "1899-12-31",
  "2026-13-01",
  "null",
  "undefined",
  "true",
  "[object Object]",
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "https://",
  "http://localhost",
  "//evil.example.org",
  "/\t/evil.example.org",
  "/\n/evil.example.org",
  "/🎉",
  "a@b",
  "@",
  "x".repeat(151),
  "x".repeat(501),
  "x".repeat(10_001),
  ...hugeStrings,
];

/** Malformed route ids (detail pages take a UUID). */
export const malformedIds: readonly string[] = [
  "1",
  "1e3",
  "-1",
  "9999999999999999999",
  "０１",
  "1;DROP TABLE initiatives",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "00000000-0000-0000-0000-00000000000g",
  "00000000-0000-0000-0000-0000000000000",
  " 00000000-0000-0000-0000-000000000000",
  "%00",
  "\u0000",
  "constructor",
  "x".repeat(100_001),
];

/** A hostile string: random Unicode of every kind, or one of the hand-picked values. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyConstants) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom("\u0000", "\uD800", "\u202E", "a", " ", "<", "%", "1"), maxLength: 20 }) },
);

/** A route id: well formed but unknown, malformed, or one of `known`. */
export function idParam(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...malformedIds), fc.uuid(), ...(known.length ? [fc.constantFrom(...known)] : []), nastyString);
}

/** One form field as posted: a string, or a file where text was expected (a wrong type). */
export type FieldValue = string | { file: string };

/** Fragments a hostile visitor slips into otherwise valid text. */
const taints = ["\u0000", "\uD800", "\uDC00", "\u202E", "\u200B", "🎉", "\r\n", "<", "%00", "'"];

/** What happens to one field of a valid form. */
type FieldChange =
  | { kind: "replace"; value: string }
  | { kind: "taint"; fragment: string; at: number }
  | { kind: "remove" }
  | { kind: "repeat"; extra: string[] }
  | { kind: "file"; value: string };

const fieldChange = (pool: fc.Arbitrary<string>): fc.Arbitrary<FieldChange> =>
  fc.oneof(
    { weight: 4, arbitrary: pool.map((value) => ({ kind: "replace" as const, value })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...taints), fc.nat())
        .map(([fragment, at]) => ({ kind: "taint" as const, fragment, at })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: "remove" as const }) },
    { weight: 1, arbitrary: fc.array(pool, { minLength: 1, maxLength: 3 }).map((extra) => ({ kind: "repeat" as const, extra })) },
    { weight: 1, arbitrary: pool.map((value) => ({ kind: "file" as const, value })) },
  );

/**
 * A form post derived from `base`: one to three fields replaced by hostile values, tainted (a
 * NUL, lone surrogate, RTL override… slipped into the valid value), removed, repeated or posted
 * as a file; sometimes extra fields (Conform's `__intent__`, crafted columns). Few changes per
 * post, so many posts are valid apart from the hostile part and reach the database.
 * @param base a valid form (field name → value)
 * @param pools per-field extra values worth trying (e.g. enum values, other ids)
 */
export function mutatedForm(
  base: Record<string, string>,
  pools: Record<string, readonly string[]> = {},
): fc.Arbitrary<[string, FieldValue][]> {
  const names = Object.keys(base);
  const extraNames = ["__intent__", "created_by", "status", "id", "is_active", "intent", ...names];
  const poolFor = (name: string) =>
    pools[name]?.length ? fc.oneof(nastyString, fc.constantFrom(...(pools[name] as string[]))) : nastyString;
  const changes = fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: Math.min(3, names.length) })
    .chain((chosen) => fc.tuple(...chosen.map((name) => fieldChange(poolFor(name)).map((change) => [name, change] as const))));
  const extras = fc.array(fc.tuple(fc.constantFrom(...extraNames), nastyString), { maxLength: 2 });
  return fc.tuple(changes, extras, fc.boolean()).map(([changed, extra, withExtras]) => {
    const byName = new Map<string, FieldChange>(changed);
    const entries: [string, FieldValue][] = [];
    for (const name of names) {
      const change = byName.get(name);
      const original = base[name] as string;
      if (!change) entries.push([name, original]);
      else if (change.kind === "replace") entries.push([name, change.value]);
      else if (change.kind === "taint") {
        const at = change.at % (original.length + 1);
        entries.push([name, `${original.slice(0, at)}${change.fragment}${original.slice(at)}`]);
      } else if (change.kind === "repeat") entries.push([name, original], ...change.extra.map((v): [string, FieldValue] => [name, v]));
      else if (change.kind === "file") entries.push([name, { file: change.value }]);
    }
    return withExtras ? [...entries, ...extra] : entries;
  });
}

/** A Request carrying `entries` as multipart form data (files included), with an optional cookie. */
export function formRequest(path: string, entries: readonly [string, FieldValue][], cookie?: string): Request {
  const body = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === "string") body.append(name, value);
    else body.append(name, new File([value.file], "upload.txt", { type: "text/plain" }));
  }
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body });
}

/** A GET Request for `path` with the query `entries` (repeated names allowed), optional cookie. */
export function queryRequest(path: string, entries: readonly [string, string][], cookie?: string): Request {
  const url = new URL(`http://localhost:3000${path}`);
  for (const [name, value] of entries) url.searchParams.append(name, value);
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  return new Request(url, { headers });
}

/** The arguments React Router passes to a loader or action. */
export function routeArgs(request: Request, pattern: string, params: Record<string, string> = {}) {
  return { request, url: new URL(request.url), params, pattern, context: new RouterContextProvider() };
}

/** A route loader or action as this file calls it. */
export type RouteFunction = (args: ReturnType<typeof routeArgs>) => unknown;

/**
 * A loader or action typed for {@link routeArgs}: React Router's generated types want each route's
 * own params (`{ id }`), which a table of routes with hostile params cannot name.
 */
export function asRoute(fn: unknown): RouteFunction {
  return fn as RouteFunction;
}

/** What a route answered, as the HTTP status a browser would see plus the data or body. */
export interface Outcome {
  status: number;
  /** The Location header of a redirect. */
  location?: string | null;
  /** The Response itself, when the route answered with one (its cookies carry the toast). */
  response?: Response;
  /** `data()` payload or plain return value; null for a Response. */
  data: unknown;
  /** Why it counts as a server error, when it does. */
  error?: unknown;
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** Where in `value` something that cannot be serialized to the browser sits, or null. */
export function unserializablePath(value: unknown, path = "$", seen = new Set<unknown>()): string | null {
  if (typeof value === "function" || typeof value === "symbol") return path;
  if (typeof value !== "object" || value === null || seen.has(value)) return null;
  seen.add(value);
  if (value instanceof Date || value instanceof URL) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = unserializablePath(inner, `${path}.${key}`, seen);
    if (found) return found;
  }
  return null;
}

function answerOf(value: unknown): Outcome {
  if (value instanceof Response) return { status: value.status, data: null, location: value.headers.get("Location"), response: value };
  if (isDataWithInit(value)) return withSerializable({ status: value.init?.status ?? 200, data: value.data });
  return withSerializable({ status: 200, data: value });
}

function withSerializable(outcome: Outcome): Outcome {
  const where = unserializablePath(outcome.data);
  return where ? { status: 500, data: outcome.data, error: new Error(`not serializable at ${where}`) } : outcome;
}

/**
 * Runs a loader or action call and classifies its answer.
 * @returns the status (thrown Responses and `data()` keep theirs; any other throw is 500)
 */
export async function outcomeOf(run: () => unknown): Promise<Outcome> {
  try {
    return answerOf(await run());
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return answerOf(thrown);
    return { status: 500, data: null, error: thrown };
  }
}

/** The user-facing messages in an answer: Conform's `error` values, `message`, `failure`, `toast`. */
export function messagesOf(value: unknown, key = "", out: string[] = []): string[] {
  // Conform echoes what was typed under `initialValue`: those are the visitor's words, not ours.
  if (key === "initialValue") return out;
  if (typeof value === "string") {
    if (["error", "message", "failure", "toast", "formErrors"].includes(key)) out.push(value);
    return out;
  }
  if (typeof value !== "object" || value === null) return out;
  for (const [k, inner] of Object.entries(value)) {
    // Inside Conform's `error` map every string is a message, whatever the field name.
    messagesOf(inner, key === "error" ? "error" : Array.isArray(value) ? key : k, out);
  }
  return out;
}

/** Words of library messages in English (Zod, Conform, better-auth) that must never reach a visitor. */
const ENGLISH = /\b(invalid|expected|received|required|must|the|input|unknown|error|too (big|small)|failed)\b/i;
/** Common Dutch words; each message has at least one. */
const DUTCH =
  /\b(de|het|een|is|zijn|niet|geen|moet|mag|mogen|kies|vul|ongeldig|ongeldige|verplicht|onbekende|je|jouw|gevonden|toegang|bevestig|ingelogd|probeer|te|van|op|in|met|voor|tekens|minimaal|maximaal|selecteer|vink|wachtwoord|bestaat|al|dit|deze|er|ging|mis|later|opnieuw|teveel|te veel|pogingen)\b/i;

/** Whether `text` reads as a Dutch message (and not as an English library message). */
export function isDutchMessage(text: string): boolean {
  return DUTCH.test(text) && !ENGLISH.test(text);
}

/**
 * Fails unless `outcome` is 2xx/3xx/4xx and every 4xx answer with a body carries Dutch
 * messages only. A 4xx without a body is a thrown 404 whose Dutch text is the route's
 * ErrorBoundary (checked by the route tests and the crawler).
 */
export function expectSafe(outcome: Outcome, label: string): void {
  if (outcome.status >= 500) {
    const cause = outcome.error instanceof Error ? `${outcome.error.name}: ${outcome.error.message}` : String(outcome.error ?? "");
    throw new Error(`${label}: status ${outcome.status} ${cause} ${brief(outcome.data)?.slice(0, 300) ?? ""}`);
  }
  if (outcome.status >= 300 && outcome.status < 400) {
    // Every redirect stays on this site (no open redirect through returnTo/redirectTo).
    const target = new URL(outcome.location ?? "", "http://localhost:3000");
    if (!outcome.location || target.origin !== "http://localhost:3000" || /[\t\n\r]/.test(outcome.location)) {
      throw new Error(`${label}: ${outcome.status} redirect to ${brief(outcome.location)}`);
    }
  }
  if (outcome.status >= 400 && outcome.data !== null && outcome.data !== undefined) {
    const messages = messagesOf(outcome.data);
    if (messages.length === 0) throw new Error(`${label}: ${outcome.status} without a message: ${brief(outcome.data).slice(0, 300)}`);
    const foreign = messages.filter((m) => !isDutchMessage(m));
    if (foreign.length) throw new Error(`${label}: ${outcome.status} with a non-Dutch message: ${JSON.stringify(foreign)}`);
  }
}

const email = z.email();
const uuid = z.uuid();

/** Problems of one row: a list of "table id: column problem" strings (empty when valid). */
type Check = (row: Record<string, unknown>) => string[];

function text(column: string, max: number, { required }: { required: boolean }): Check {
  return (row) => {
    const value = row[column];
    if (value === null || value === undefined) return required ? [`${column} missing`] : [];
    if (typeof value !== "string") return [`${column} not text`];
    const problems: string[] = [];
    if (value.includes("\u0000")) problems.push(`${column} has NUL`);
    if (value !== value.trim()) problems.push(`${column} not trimmed`);
    if (required && value.trim() === "") problems.push(`${column} empty`);
    if (!required && value === "") problems.push(`${column} empty string instead of null`);
    if (value.length > max) problems.push(`${column} longer than ${max}`);
    return problems;
  };
}

function oneOf(column: string, values: readonly string[], { nullable }: { nullable: boolean }): Check {
  return (row) => {
    const value = row[column];
    if (value === null || value === undefined) return nullable ? [] : [`${column} missing`];
    return values.includes(value as string) ? [] : [`${column} "${String(value)}" not allowed`];
  };
}

function emailColumn(column: string): Check {
  return (row) => (email.safeParse(row[column]).success ? [] : [`${column} not an e-mail address`]);
}

function websiteColumn(column: string): Check {
  return (row) => {
    const value = row[column];
    if (value === null) return [];
    try {
      const url = new URL(String(value));
      return url.protocol === "http:" || url.protocol === "https:" ? [] : [`${column} not http(s)`];
    } catch {
      return [`${column} not a URL`];
    }
  };
}

function wholeNumber(column: string, min: number, max: number): Check {
  return (row) => {
    const value = row[column];
    if (value === null) return [];
    return Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? [] : [`${column} ${String(value)} out of range`];
  };
}

const initiativeChecks: Check[] = [
  text("name", INITIATIVE_LIMITS.nameMax, { required: true }),
  text("description", INITIATIVE_LIMITS.descriptionMax, { required: true }),
  text("long_description", INITIATIVE_LIMITS.longDescriptionMax, { required: true }),
  text("city", INITIATIVE_LIMITS.cityMax, { required: false }),
  text("municipality", INITIATIVE_LIMITS.municipalityMax, { required: false }),
  text("contact_email", INITIATIVE_LIMITS.emailMax, { required: true }),
  text("contact_phone", INITIATIVE_LIMITS.phoneMax, { required: false }),
  text("website", INITIATIVE_LIMITS.websiteMax, { required: false }),
  emailColumn("contact_email"),
  websiteColumn("website"),
  oneOf("formality", formalities, { nullable: false }),
  oneOf("formal_type", legalForms, { nullable: true }),
  oneOf("informal_type", informalTypes, { nullable: true }),
  oneOf("theme", themes, { nullable: false }),
  oneOf("scope", scopes, { nullable: false }),
  oneOf("province", provinces, { nullable: true }),
  oneOf("status", initiativeStatuses, { nullable: false }),
  wholeNumber("established", INITIATIVE_LIMITS.establishedMin, new Date().getFullYear() + 1),
  wholeNumber("member_count", 0, INITIATIVE_LIMITS.countMax),
  wholeNumber("volunteer_count", 0, INITIATIVE_LIMITS.countMax),
  (row) => (row.formality === "formeel" && row.informal_type !== null ? ["informal_type set on formeel"] : []),
  (row) => (row.formality === "informeel" && row.formal_type !== null ? ["formal_type set on informeel"] : []),
  (row) => (row.scope === "nationaal" && row.province !== null ? ["province set on nationaal"] : []),
  (row) => (row.scope !== "nationaal" && row.province === null ? ["province missing"] : []),
];

const eventChecks: Check[] = [
  text("title", EVENT_LIMITS.titleMax, { required: true }),
  text("description", EVENT_LIMITS.descriptionMax, { required: true }),
  text("long_description", EVENT_LIMITS.longDescriptionMax, { required: false }),
  text("city", EVENT_LIMITS.cityMax, { required: true }),
  text("location", EVENT_LIMITS.locationMax, { required: true }),
  text("organizer_name", EVENT_LIMITS.organizerNameMax, { required: true }),
  text("organizer_email", EVENT_LIMITS.emailMax, { required: true }),
  text("organizer_phone", EVENT_LIMITS.phoneMax, { required: false }),
  text("website", EVENT_LIMITS.websiteMax, { required: false }),
  emailColumn("organizer_email"),
  websiteColumn("website"),
  oneOf("type", eventTypes, { nullable: false }),
  oneOf("theme", themes, { nullable: true }),
  oneOf("province", provinces, { nullable: true }),
  wholeNumber("max_participants", 1, EVENT_LIMITS.maxParticipantsMax),
  (row) => {
    const start = row.date as Date;
    const end = row.end_date as Date | null;
    const problems: string[] = [];
    if (!(start instanceof Date) || Number.isNaN(start.getTime())) problems.push("date invalid");
    else if (start.getUTCFullYear() < EVENT_LIMITS.yearMin - 1 || start.getUTCFullYear() > EVENT_LIMITS.yearMax + 1) {
      problems.push("date year out of range");
    }
    if (end !== null && (!(end instanceof Date) || end.getTime() < start.getTime())) problems.push("end_date before date");
    if (!row.registration_required && row.max_participants !== null) problems.push("max_participants without registration");
    return problems;
  },
];

const vacancyChecks: Check[] = [
  text("title", VACANCY_LIMITS.titleMax, { required: true }),
  text("description", VACANCY_LIMITS.descriptionMax, { required: true }),
  text("type", VACANCY_LIMITS.typeMax, { required: true }),
  text("requirements", VACANCY_LIMITS.requirementsMax, { required: false }),
  text("hours_note", VACANCY_LIMITS.hoursNoteMax, { required: false }),
  // numeric comes back from a raw select as text ("2.5").
  (row) => (row.hours_per_week === null || isAllowedHoursPerWeek(Number(row.hours_per_week)) ? [] : [`hours_per_week ${String(row.hours_per_week)} not allowed`]),
  text("duration", VACANCY_LIMITS.durationMax, { required: false }),
  text("contact_email", VACANCY_LIMITS.emailMax, { required: true }),
  text("contact_phone", VACANCY_LIMITS.phoneMax, { required: false }),
  emailColumn("contact_email"),
  oneOf("category", vacancyCategories, { nullable: false }),
];

const favoriteChecks: Check[] = [
  oneOf("item_type", favoriteItemTypes, { nullable: false }),
  (row) => (uuid.safeParse(row.item_id).success ? [] : ["item_id not a uuid"]),
  (row) => (row.target_exists ? [] : ["points at a missing item"]),
];

const responseChecks: Check[] = [
  text("motivation", RESPONSE_LIMITS.motivationMax, { required: true }),
  (row) => (typeof row.motivation === "string" && row.motivation.length < RESPONSE_LIMITS.motivationMin ? ["motivation too short"] : []),
  text("phone", 30, { required: false }),
  (row) => (typeof row.phone === "string" && !isPhoneNumber(row.phone) ? ["phone not a phone number"] : []),
  oneOf("status", responseStatuses, { nullable: false }),
];

/**
 * Every row of initiatives, events, vacancies, favourites and vacancy responses that breaks a
 * rule of the forms (limits from the form schemas), and every event whose kept count of confirmed
 * sign-ups differs from its sign-ups.
 * @returns "table id: problem" strings; empty when every row is valid
 */
export async function invalidRows(db: Database): Promise<string[]> {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const problems: string[] = [];
  const check = (table: string, rows: Record<string, unknown>[], checks: Check[]) => {
    for (const row of rows) for (const c of checks) for (const p of c(row)) problems.push(`${table} ${String(row.id)}: ${p}`);
  };
  const dates = (rows: Record<string, unknown>[]) =>
    rows.map((r) => ({ ...r, date: new Date(r.date as string), end_date: r.end_date === null ? null : new Date(r.end_date as string) }));
  check("initiatives", await rowsOf(sql`select * from initiatives`), initiativeChecks);
  check("events", dates(await rowsOf(sql`select * from events`)), eventChecks);
  check("vacancies", await rowsOf(sql`select * from vacancies`), vacancyChecks);
  check(
    "favorites",
    await rowsOf(sql`
      select f.id, f.item_type, f.item_id::text as item_id,
        (exists (select 1 from initiatives i where f.item_type = 'initiative' and i.id = f.item_id)
          or exists (select 1 from events e where f.item_type = 'event' and e.id = f.item_id)
          or exists (select 1 from vacancies v where f.item_type = 'vacancy' and v.id = f.item_id)) as target_exists
      from favorites f`),
    favoriteChecks,
  );
  // Sign-up counts: the kept count is the number of confirmed sign-ups, and never over the
  // maximum unless people registered elsewhere or a lowered maximum explain it.
  check(
    "event counts",
    await rowsOf(sql`
      select e.id, e.confirmed_count, e.external_participants,
        (select count(*)::int from event_registrations r where r.event_id = e.id and r.status = 'confirmed') as confirmed
      from events e`),
    [
      (row) => (row.confirmed_count === row.confirmed ? [] : [`confirmed_count ${String(row.confirmed_count)} for ${String(row.confirmed)} confirmed sign-ups`]),
      (row) => ((row.external_participants as number) >= 0 && (row.external_participants as number) <= 100_000 ? [] : ["external_participants out of range"]),
    ],
  );
  check("vacancy_responses", await rowsOf(sql`select * from vacancy_responses`), responseChecks);
  return problems;
}
