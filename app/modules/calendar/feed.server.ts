/**
 * A member's private calendar feed at `/agenda/<token>.ics` (docs/decisions/028-calendars.md). The
 * token is the only key; a new one replaces the old, whose address answers 404 from then on.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import { eventRegistrations, eventsPublic, profiles, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { handleForm, outcome } from "~/lib/form-action.server";
import { CALENDAR_INTENT, CalendarFeedSchema, type CalendarFeedLinks, calendarFeedTexts } from "./feed";
import { calendarColumns } from "~/modules/events/queries.server";
import { eventsCalendar } from "./ics.server";

export { type CalendarFeedLinks } from "./feed";

const TOKEN_BYTES = 32;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Events that ended up to 30 days ago. */
export const FEED_PAST_MS = 30 * 24 * 60 * 60 * 1000;

/** Bounds the response; far more than anyone signs up for. */
export const FEED_LIMIT = 500;

export const FEED_REFRESH_SECONDS = 3600;

export function calendarFeedLinks(token: string, siteUrl: string = env().SITE_URL): CalendarFeedLinks {
  const url = `${siteUrl}/agenda/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

/** The token in `<token>.ics`, or null, so a malformed address never reaches the database. */
export function tokenFromSegment(segment: string | undefined): string | null {
  const match = /^(.+)\.ics$/.exec(segment ?? "");
  return match?.[1] && TOKEN_PATTERN.test(match[1]) ? match[1] : null;
}

/** Null while the member has no token. */
export async function getCalendarFeed(userId: string): Promise<CalendarFeedLinks | null> {
  const db = await getDb();
  const [row] = await db.select({ token: profiles.calendar_token }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row?.token ? calendarFeedLinks(row.token) : null;
}

/** Replaces the member's feed token: the old address stops working at once. */
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
 * The public events the token's member signed up for, ended at most 30 days ago, cancelled ones
 * included (STATUS:CANCELLED); null for an unknown token or a blocked member.
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
    .select({ ...calendarColumns, status: eventRegistrations.status })
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
 * The settings action's `calendar-link` intent: needs `confirm=ja`, renews the session member's token and redirects with a toast.
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
