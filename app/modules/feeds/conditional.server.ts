/**
 * Conditional GET for the public feeds (/events.ics, /initiatieven.atom, /events.atom,
 * /vacatures.atom): ETag and Last-Modified, and 304 Not Modified
 * (RFC 9110 §13; docs/decisions/029-municipalities-and-feeds.md).
 *
 * - The ETag is derived from the data version (app/lib/count-cache.server.ts: bumped by every write
 *   to initiatives, events or vacancies and by blocking a member), the feed, its normalised filters
 *   and, for event feeds, the last moment an event ended (which events are "upcoming" changes then;
 *   app/modules/events/timing.ts). It is known after single-row reads, so a revalidation that
 *   still matches costs no feed query.
 * - Last-Modified is when this process first saw the current data version (or, for event feeds,
 *   when the last event ended, when later), whole seconds. A feed answer is never older than that.
 * - Whether a request still matches is decided by app/lib/conditional-get.server.ts.
 */
import { createHash } from "node:crypto";
import { isNotModified } from "~/lib/conditional-get.server";
import { dataVersion } from "~/lib/count-cache.server";
import { getDb } from "~/lib/db.server";
import { lastEventEnd } from "~/modules/events/timing.server";

/** Validators of one feed answer. */
export interface FeedValidators {
  /** A strong entity tag in quotes, e.g. `"3f2a…"`. */
  etag: string;
  /** Whole seconds (UTC instant). */
  lastModified: Date;
}

/** When this process first saw each data version (UTC instants); only the last few are kept. */
const firstSeen = new Map<string, Date>();

function firstSeenAt(version: string, now: Date): Date {
  let seen = firstSeen.get(version);
  if (!seen) {
    seen = new Date(Math.floor(now.getTime() / 1000) * 1000);
    firstSeen.set(version, seen);
    if (firstSeen.size > 16) firstSeen.delete(firstSeen.keys().next().value as string);
  }
  return seen;
}

/**
 * The validators of a feed answer.
 * @param feed the feed's name, e.g. "events.ics"
 * @param filters the parsed filters (a JSON-serialisable object); two URLs with the same filters
 *   share an ETag
 * @param upcomingEvents true for feeds of upcoming events only (they change too when an event ends)
 * @param now the current UTC instant
 * @throws Error when the database fails
 */
export async function feedValidators({
  feed,
  filters,
  upcomingEvents,
  now = new Date(),
}: {
  feed: string;
  filters: unknown;
  upcomingEvents: boolean;
  now?: Date;
}): Promise<FeedValidators> {
  const [version, ended] = await Promise.all([dataVersion(await getDb()), upcomingEvents ? lastEventEnd(now) : null]);
  const hash = createHash("sha256")
    .update(JSON.stringify([feed, version, ended?.toISOString() ?? null, filters]))
    .digest("base64url")
    .slice(0, 32);
  const seen = firstSeenAt(version, now);
  const endedSecond = ended ? new Date(Math.floor(ended.getTime() / 1000) * 1000) : null;
  const lastModified = endedSecond && endedSecond > seen ? endedSecond : seen;
  return { etag: `"${hash}"`, lastModified };
}

/** How long a client or proxy may use a feed without asking again: 5 minutes, in seconds. */
export const FEED_MAX_AGE_SECONDS = 300;

/**
 * The answer of a public feed: 304 without a body when the request's validators match, otherwise
 * 200 with the body `build()` makes. Both carry ETag, Last-Modified and a public Cache-Control of
 * {@link FEED_MAX_AGE_SECONDS}; `Vary` is not set to Cookie (the feeds are the same for everybody).
 * @param contentType e.g. "application/atom+xml; charset=utf-8"
 * @param extraHeaders e.g. Content-Disposition
 */
export async function feedResponse({
  request,
  validators,
  contentType,
  build,
  extraHeaders = {},
}: {
  request: Request;
  validators: FeedValidators;
  contentType: string;
  build: () => Promise<string>;
  extraHeaders?: Record<string, string>;
}): Promise<Response> {
  const headers = {
    ETag: validators.etag,
    "Last-Modified": validators.lastModified.toUTCString(),
    "Cache-Control": `public, max-age=${FEED_MAX_AGE_SECONDS}`,
  };
  if (isNotModified(request, validators)) return new Response(null, { status: 304, headers });
  return new Response(await build(), { headers: { ...headers, "Content-Type": contentType, ...extraHeaders } });
}
