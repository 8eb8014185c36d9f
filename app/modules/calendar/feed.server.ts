/**
 * A member's private calendar feed (docs/decisions/028-calendars.md): a secret address,
 * `${SITE_URL}/agenda/<token>.ics`, that calendar apps subscribe to, listing the events the member
 * signed up for. The token (32 random bytes, base64url: 43 characters) is the only key: it lives
 * in `profiles.calendar_token` (unique) and is found by lookup on that column. There is none until
 * the member makes one on /instellingen ("Agendalink maken"); "Nieuwe link maken" replaces it, and
 * the old address answers 404 from then on.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import { eventRegistrations, eventsPublic, profiles, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { handleForm, outcome } from "~/lib/form-action.server";
import { CALENDAR_INTENT, CalendarFeedSchema, type CalendarFeedLinks, calendarFeedTexts } from "./feed";
import { eventsCalendar } from "./ics.server";

export { type CalendarFeedLinks } from "./feed";

/** Bytes of randomness in a token (256 bits). */
const TOKEN_BYTES = 32;

/** A token as it appears in a feed address: 43 characters of base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How far back the feed reaches: events that ended up to 30 days ago, in milliseconds. */
export const FEED_PAST_MS = 30 * 24 * 60 * 60 * 1000;

/** Most events in one feed (a bound on the response; far more than anyone signs up for). */
export const FEED_LIMIT = 500;

/** How often subscribed calendars should fetch the feed again: every hour, in seconds. */
export const FEED_REFRESH_SECONDS = 3600;

/**
 * The addresses of the feed with `token`.
 * @param siteUrl default `SITE_URL`
 */
export function calendarFeedLinks(token: string, siteUrl: string = env().SITE_URL): CalendarFeedLinks {
  const url = `${siteUrl}/agenda/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

/**
 * The token in the last segment of a feed address, `<token>.ics`, or null when it does not have
 * that shape (so a wrong address never reaches the database).
 * @param segment the route's `:token` parameter, e.g. "3q2-…xYz.ics"
 */
export function tokenFromSegment(segment: string | undefined): string | null {
  const match = /^(.+)\.ics$/.exec(segment ?? "");
  return match?.[1] && TOKEN_PATTERN.test(match[1]) ? match[1] : null;
}

/**
 * The addresses of member `userId`'s feed, or null while they have no token.
 * @throws Error when the database fails
 */
export async function getCalendarFeed(userId: string): Promise<CalendarFeedLinks | null> {
  const db = await getDb();
  const [row] = await db.select({ token: profiles.calendar_token }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row?.token ? calendarFeedLinks(row.token) : null;
}

/**
 * Gives member `userId` a new feed token (32 random bytes, base64url), replacing the old one:
 * the old address stops working at once. Creates the profile row when the member has none.
 * @param member.name and member.email fill a profile row that does not exist yet
 * @returns the new token
 * @throws Error when the database fails
 */
export async function renewCalendarToken(member: { id: string; name: string; email: string }): Promise<string> {
  const db = await getDb();
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await db
    .insert(profiles)
    .values({ id: member.id, full_name: member.name, email: member.email, calendar_token: token })
    .onConflictDoUpdate({ target: profiles.id, set: { calendar_token: token } });
  return token;
}

/**
 * The feed of the member whose token is `token`: the public events they signed up for, confirmed
 * or on the waitlist (SUMMARY "(wachtlijst) …"), that are over (`ends_at`) at most
 * {@link FEED_PAST_MS} (30 days) before `now`, by start, at most {@link FEED_LIMIT}. Events that
 * are no longer public (hidden, under review) drop out, as on the site.
 * @param token from {@link tokenFromSegment}
 * @param now the current UTC instant; tests pass a fixed one
 * @returns the VCALENDAR text, or null when no member has this token or the member is blocked
 * @throws Error when the database fails
 */
export async function memberFeedCalendar(token: string, { now = new Date() }: { now?: Date } = {}): Promise<string | null> {
  const db = await getDb();
  const [owner] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.calendar_token, token), isNull(user.blockedAt)))
    .limit(1);
  if (!owner) return null;
  const v = eventsPublic;
  const since = new Date(now.getTime() - FEED_PAST_MS);
  const rows = await db
    .select({
      id: v.id,
      title: v.title,
      description: v.description,
      date: v.date,
      end_date: v.end_date,
      location: v.location,
      city: v.city,
      status: eventRegistrations.status,
    })
    .from(eventRegistrations)
    .innerJoin(v, eq(v.id, eventRegistrations.event_id))
    .where(
      and(
        eq(eventRegistrations.user_id, owner.id),
        inArray(eventRegistrations.status, ["confirmed", "waitlisted"]),
        gte(v.ends_at, since),
      ),
    )
    .orderBy(asc(v.date), asc(v.id))
    .limit(FEED_LIMIT);
  const events = rows.map(({ status, ...event }) => ({ ...event, waitlisted: status === "waitlisted" }));
  return eventsCalendar(events, { name: calendarFeedTexts.feedName, now, refreshSeconds: FEED_REFRESH_SECONDS });
}

/**
 * The settings action's `agendalink` intent: needs `confirm=ja` (400 with the field error
 * otherwise), makes a new token for `member` and redirects to /instellingen#agenda with a toast
 * ("… klaar", or for a replaced link "… De oude link werkt niet meer."); 500 with `failure` when
 * the database fails. A member can only ever renew their own token: the member comes from the
 * session, never from the form.
 */
export async function calendarFeedAction({
  formData,
  member,
}: {
  formData: FormData;
  member: { id: string; name: string; email: string };
}) {
  return handleForm({
    formData,
    intent: CALENDAR_INTENT,
    schema: CalendarFeedSchema,
    unexpected: calendarFeedTexts.failed,
    handle: async () => {
      const hadOne = (await getCalendarFeed(member.id)) !== null;
      await renewCalendarToken(member);
      return outcome.redirect("/instellingen#agenda", hadOne ? calendarFeedTexts.renewed : calendarFeedTexts.created);
    },
  });
}
