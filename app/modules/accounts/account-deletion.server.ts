/**
 * Account deletion: nothing of the member may remain (docs/product-rules.md#accounts). The `user`
 * row goes and ON DELETE CASCADE takes what hangs off it; what no foreign key reaches is deleted
 * explicitly in the same transaction (docs/decisions/006-accounts.md).
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
  readonly dutch = "Je bent de laatste beheerder. Wijs eerst iemand anders als beheerder aan; daarna kun je je account verwijderen.";
  constructor() {
    super("The last admin cannot delete their account");
    this.name = "LastAdminError";
  }
}

/** What deleting an account takes along, counted for the confirmation dialog. */
export interface OwnedContent {
  initiatives: number;
  /** Including events the member created under other initiatives. */
  events: number;
  vacancies: number;
  favorites: number;
  feedback: number;
}

/** Counts what {@link deleteAccount} would remove for member `userId`. */
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

/** The confirmation dialog's sentence naming what will be removed; parts with a count of 0 are left out. */
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
 * Deletes the account of member `userId` and everything of theirs in one transaction, including
 * one-time tokens, per-account rate-limit counters, queued mail and sign-ups (each moving its
 * waitlist up). The caller still clears the session cookie.
 * @param email matched case-insensitively; the stored address is used too
 * @throws LastAdminError when the member is the only admin; Error when no user `userId` exists or
 *   the database fails; nothing is deleted then
 */
export async function deleteAccount({ userId, email }: { userId: string; email: string }): Promise<void> {
  const db = await getDb();
  const { emails: addresses, imageIds } = await db.transaction(async (tx) => {
    const [stored] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for("update");
    if (!stored) throw new Error(`deleteAccount: no user ${userId}`);
    // Locked like a revoke of the admin role, so two admins deleting themselves at once cannot leave none.
    const admins = await tx.select({ userId: userRoles.user_id }).from(userRoles).where(eq(userRoles.role, "admin")).for("update");
    if (admins.length === 1 && admins[0]?.userId === userId) throw new LastAdminError();
    const emails = [...new Set([email.trim().toLowerCase(), stored.email.toLowerCase()])].filter(Boolean);

    // strpos, not LIKE ("_" and "%" are no wildcards); exact matches only, so "jan@x.nl" survives "an@x.nl".
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

    for (const subject of [...emails, userId.toLowerCase()]) {
      const suffix = `:${subject}`;
      await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${suffix.length}::int) = ${suffix}`);
    }
    for (const address of emails) {
      await tx.delete(feedback).where(sql`lower(${feedback.email}) = ${address}`);
      await deleteQueuedMailTo(tx, address);
    }

    await removeAllRegistrationsOf(tx, userId);
    const ownEvents = await tx.select({ id: events.id }).from(events).where(eventOwnedBy({ id: userId }));
    await beforeEventsDeleted(tx, ownEvents.map((event) => event.id));

    // Items pointing at an image are cleared (ON DELETE SET NULL); the files follow after the commit.
    const ownImages = await tx.delete(images).where(eq(images.created_by, userId)).returning({ id: images.id });

    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    if (deleted.length !== 1) throw new Error(`deleteAccount: user ${userId} was not deleted`);
    return { emails, imageIds: ownImages.map((image) => image.id) };
  });
  await deleteImageFiles(imageIds);
  await deleteOrphanImages();
  for (const address of addresses) await deleteOutboxMailTo(address);
}

/**
 * Whether a `verification` row names the member (user id or address) exactly, as value, as
 * identifier or its `:<subject>` tail, or as a string anywhere in JSON (OAuth state).
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

export type DeletionIdentityResult =
  | { ok: true }
  | { ok: false; reason: "password_required" | "wrong_password" | "rate" | "stale_sign_in"; message: string; field?: "password" };

/**
 * Proves the member, not someone at an unattended browser, is deleting the account: the password
 * (on the sign-in limits), or without one (Google) a sign-in within {@link FRESH_SIGN_IN_MINUTES} minutes.
 * @param password what the member typed (null or "" when nothing)
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
