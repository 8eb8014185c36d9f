/**
 * Account deletion (SPEC.md §2 "Settings" danger zone, §8 "Account deletion", §9 "Account deletion
 * removes the user's favorites, roles and profile rows"; docs/decisions/006-accounts.md).
 *
 * The rule: **nothing of the user may remain.** SPEC.md §9 says removal of the auth user itself is
 * "not shown"; we design it properly (DESIGN.md, data model): the `user` row is deleted, and the
 * foreign keys (ON DELETE CASCADE) take everything hanging off it along: sessions, accounts
 * (password hash, OAuth tokens), profile, favourites, feedback, roles, the member's initiatives,
 * the events and vacancies under those initiatives or created by the member, and every favourite
 * (also other members') pointing at one of those items. What no foreign key reaches is deleted
 * explicitly in the same transaction: better-auth's one-time tokens in `verification` and the
 * rate-limit counters keyed by the member's e-mail address.
 */
import { eq, inArray, or, sql } from "drizzle-orm";
import { events, favorites, feedback, images, initiatives, rateLimits, user, userRoles, vacancies, verification } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { formatList, pluralize } from "~/lib/format";
import { FRESH_SIGN_IN_MINUTES, settingsTexts } from "./profile";
import { checkOwnPassword, signedInRecently } from "./auth-flows.server";
import { listSignInProviders } from "./profile.server";
import { deleteOutboxMailTo } from "~/lib/mail.server";
import { deleteQueuedMailTo } from "~/lib/mail-queue.server";
import { beforeEventsDeleted } from "~/modules/participation/organizer.server";
import { removeAllRegistrationsOf } from "~/modules/participation/registrations.server";
import { eventOwnedBy } from "~/modules/events/permissions.server";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";
import { vacancyOwnedBy } from "~/modules/vacancies/permissions.server";
import { deleteImageFiles, deleteOrphanImages } from "~/modules/images/cleanup.server";

/** The refusal of deleting the account of the only admin. */
export class LastAdminError extends Error {
  /** The Dutch message shown to the member. */
  readonly dutch = "Je bent de laatste beheerder. Wijs eerst iemand anders als beheerder aan; daarna kun je je account verwijderen.";
  constructor() {
    super("The last admin cannot delete their account");
    this.name = "LastAdminError";
  }
}

/** What deleting an account takes along, counted for the confirmation dialog. */
export interface OwnedContent {
  /** Initiatives the member created. */
  initiatives: number;
  /** Events under those initiatives, plus any other event the member created. */
  events: number;
  /** Vacancies under those initiatives, plus any other vacancy the member created. */
  vacancies: number;
  /** The member's own favourites. */
  favorites: number;
  /** Feedback messages the member sent. */
  feedback: number;
}

/**
 * Counts what {@link deleteAccount} would remove for member `userId`.
 * @throws Error when the database fails
 */
export async function countOwnedContent({ userId }: { userId: string }): Promise<OwnedContent> {
  const db = await getDb();
  const member = { id: userId };
  const [initiativeCount, eventCount, vacancyCount, favoriteCount, feedbackCount] = await Promise.all([
    db.$count(initiatives, initiativeOwnedBy(member)),
    db.$count(events, eventOwnedBy(member)),
    db.$count(vacancies, vacancyOwnedBy(member)),
    db.$count(favorites, eq(favorites.user_id, userId)),
    db.$count(feedback, eq(feedback.user_id, userId)),
  ]);
  return {
    initiatives: initiativeCount,
    events: eventCount,
    vacancies: vacancyCount,
    favorites: favoriteCount,
    feedback: feedbackCount,
  };
}

/**
 * The sentence of the confirmation dialog that says exactly what will be removed, e.g. "Je account,
 * je profiel, je 3 favorieten, je feedback en je 2 initiatieven met hun 5 events en 1 vacature
 * worden direct en definitief verwijderd. Dit kan niet ongedaan worden gemaakt." Parts with a
 * count of 0 are left out; singular and plural follow the counts.
 */
export function describeDeletion(counts: OwnedContent): string {
  const parts = ["je account", "je profiel"];
  if (counts.favorites > 0) parts.push(`je ${pluralize(counts.favorites, "favoriet", "favorieten")}`);
  if (counts.feedback > 0) parts.push("je feedback");
  const items: string[] = [];
  if (counts.events > 0) items.push(pluralize(counts.events, "event", "events"));
  if (counts.vacancies > 0) items.push(pluralize(counts.vacancies, "vacature", "vacatures"));
  if (counts.initiatives > 0) {
    const initiativeText = `je ${pluralize(counts.initiatives, "initiatief", "initiatieven")}`;
    const pronoun = counts.initiatives === 1 ? "zijn" : "hun";
    parts.push(items.length > 0 ? `${initiativeText} met ${pronoun} ${formatList(items)}` : initiativeText);
  } else if (items.length > 0) {
    parts.push(`je ${formatList(items)}`);
  }
  const sentence = formatList(parts);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)} worden direct en definitief verwijderd. Dit kan niet ongedaan worden gemaakt.`;
}

/**
 * Deletes the account of member `userId` and everything of theirs, in ONE transaction: either all
 * of it is gone or nothing is. Removed:
 * - the `user` row, and through ON DELETE CASCADE: sessions, accounts, profile, favourites,
 *   feedback, roles, the member's initiatives with their events and vacancies, events and
 *   vacancies the member created elsewhere, and every favourite pointing at a removed item;
 * - `verification` rows of the member: password-reset tokens (`value` = user id) and any row that
 *   names the user id or the e-mail address exactly (see `namesMember`; another member whose
 *   address merely contains this one keeps theirs);
 * - `rate_limits` counters whose key ends with `:<e-mail>` or `:<user id>` (per-account limits);
 * - feedback rows carrying the member's e-mail address;
 * - queued and failed mail jobs to the member (app/lib/mail-queue.server.ts);
 * - the member's event sign-ups, each moving its waitlist up; the people signed up for the
 *   member's own events get a mail that the event does not go ahead;
 * - after the transaction: unsent messages to the member in the mail outbox.
 *
 * The last admin cannot delete their account (someone must be able to hand out roles).
 *
 * Sessions are gone afterwards; the caller still clears the session cookie of the response.
 * @param email the member's e-mail address (matched case-insensitively; the stored address is used too)
 * @throws LastAdminError when the member is the only admin; Error when no user `userId` exists or
 *   the database fails; nothing is deleted then
 */
export async function deleteAccount({ userId, email }: { userId: string; email: string }): Promise<void> {
  const db = await getDb();
  const { emails: addresses, imageIds } = await db.transaction(async (tx) => {
    const [stored] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for("update");
    if (!stored) throw new Error(`deleteAccount: no user ${userId}`);
    // Locked like a revoke of the admin role (app/modules/moderation/roles.server.ts), so two
    // admins deleting themselves at once cannot leave none.
    const admins = await tx.select({ userId: userRoles.user_id }).from(userRoles).where(eq(userRoles.role, "admin")).for("update");
    if (admins.length === 1 && admins[0]?.userId === userId) throw new LastAdminError();
    const emails = [...new Set([email.trim().toLowerCase(), stored.email.toLowerCase()])].filter(Boolean);

    // Candidates by substring (strpos, not LIKE: "_" and "%" are no wildcards), then kept only when
    // they name the member exactly, so "jan@x.nl" keeps its rows when "an@x.nl" goes.
    const mentions = (column: typeof verification.identifier | typeof verification.value) =>
      or(
        sql`strpos(lower(${column}), ${userId.toLowerCase()}) > 0`,
        ...emails.map((address) => sql`strpos(lower(${column}), ${address}) > 0`),
      );
    const candidates = await tx
      .select({ id: verification.id, identifier: verification.identifier, value: verification.value })
      .from(verification)
      .where(or(eq(verification.value, userId), mentions(verification.identifier), mentions(verification.value)));
    const own = candidates.filter((row) => namesMember(row, userId, emails)).map((row) => row.id);
    if (own.length > 0) await tx.delete(verification).where(inArray(verification.id, own));

    // Counters keyed by the member's address or id (e.g. "signInAccountIp:<ip>:<address>",
    // "uploadAccount:<id>", "reportAccount:<id>").
    for (const subject of [...emails, userId.toLowerCase()]) {
      const suffix = `:${subject}`;
      await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${suffix.length}::int) = ${suffix}`);
    }
    for (const address of emails) {
      await tx.delete(feedback).where(sql`lower(${feedback.email}) = ${address}`);
      await deleteQueuedMailTo(tx, address);
    }

    // Their places go to the next on each waitlist; people signed up for the member's own events
    // (deleted with the account) are told those do not go ahead.
    await removeAllRegistrationsOf(tx, userId);
    const ownEvents = await tx.select({ id: events.id }).from(events).where(eventOwnedBy({ id: userId }));
    await beforeEventsDeleted(tx, ownEvents.map((event) => event.id));

    // Every image the member uploaded (items pointing at one are cleared, ON DELETE SET NULL); the
    // files follow after the commit (docs/decisions/033-images.md).
    const ownImages = await tx.delete(images).where(eq(images.created_by, userId)).returning({ id: images.id });

    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    if (deleted.length !== 1) throw new Error(`deleteAccount: user ${userId} was not deleted`);
    return { emails, imageIds: ownImages.map((image) => image.id) };
  });
  await deleteImageFiles(imageIds);
  await deleteOrphanImages();
  // Unsent mail in the outbox (only without SMTP_URL), after the account is gone for sure.
  for (const address of addresses) await deleteOutboxMailTo(address);
}

/**
 * Whether a `verification` row belongs to the member: its value is the user id or one of the
 * addresses, its identifier is one of them or ends in `:<id or address>` (better-auth's
 * `<purpose>:<subject>`), or its value is JSON with one of them as a string anywhere (OAuth state).
 * Exact matches only, case-insensitive.
 */
function namesMember(row: { identifier: string; value: string }, userId: string, emails: string[]): boolean {
  const subjects = new Set([userId.toLowerCase(), ...emails]);
  const identifier = row.identifier.toLowerCase();
  if (subjects.has(row.value.toLowerCase()) || subjects.has(identifier)) return true;
  if ([...subjects].some((subject) => identifier.endsWith(`:${subject}`))) return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.value);
  } catch {
    return false;
  }
  const strings: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === "string") strings.push(node.toLowerCase());
    else if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === "object") Object.values(node).forEach(collect);
  };
  collect(parsed);
  return strings.some((text) => subjects.has(text));
}

/** The result of {@link confirmIdentityForDeletion}; `field` is set when the refusal is about the password field. */
export type DeletionIdentityResult =
  | { ok: true }
  | { ok: false; reason: "password_required" | "wrong_password" | "rate" | "stale_sign_in"; message: string; field?: "password" };

/**
 * Proves that the person deleting the account of `userId` is the member, not someone at an
 * unattended, signed-in browser. A member with a password types it again (checked by better-auth;
 * guesses count on the same per-account limit as signing in). A member without one (signed up
 * with Google) must have signed in within the last {@link FRESH_SIGN_IN_MINUTES} minutes: the
 * session of `request` must be that young.
 * @param password what the member typed in the confirmation (null or "" when nothing)
 * @param request the request: its session cookie identifies the member
 * @param clientIp the client address: it keys the attempt limits (the same as signing in,
 *   docs/decisions/014-sign-in-limits.md)
 * @param now the current time (tests pass their own)
 * @throws Error when better-auth or the database fails otherwise
 */
export async function confirmIdentityForDeletion({
  userId,
  email,
  password,
  request,
  clientIp,
  now = new Date(),
}: {
  userId: string;
  email: string;
  password: string | null;
  request: Request;
  /** The client address (the request's `clientAddressContext`), for the attempt limits. */
  clientIp: string;
  now?: Date;
}): Promise<DeletionIdentityResult> {
  if ((await listSignInProviders({ userId })).includes("credential")) {
    if (!password) return { ok: false, reason: "password_required", message: settingsTexts.deletePasswordRequired, field: "password" };
    const checked = await checkOwnPassword({ email, password, request, clientIp });
    if (checked.ok) return { ok: true };
    if (checked.reason === "rate") return { ok: false, reason: "rate", message: checked.message };
    return { ok: false, reason: "wrong_password", message: settingsTexts.deleteWrongPassword, field: "password" };
  }
  if (!(await signedInRecently(request, FRESH_SIGN_IN_MINUTES, now))) {
    return { ok: false, reason: "stale_sign_in", message: settingsTexts.deleteSignInAgain };
  }
  return { ok: true };
}
