/**
 * ETag, Last-Modified and 304 for the public feeds. The ETag comes from the data version, the
 * filters and, for event feeds, the last end of an event, so a matching revalidation costs no feed query.
 */
import { createHash } from "node:crypto";
import { isNotModified } from "~/lib/conditional-get.server";
import { dataVersion } from "~/lib/count-cache.server";
import { getDb } from "~/lib/db.server";
import { lastEventEnd } from "~/modules/events/timing.server";

export interface FeedValidators {
  etag: string;
  /** Whole seconds. */
  lastModified: Date;
}

/** When this process first saw each data version; only the last few are kept. */
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
 * The validators of a feed answer; two URLs with the same parsed filters share an ETag.
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

/** Seconds. */
export const FEED_MAX_AGE_SECONDS = 300;

/** A feed answer: 304 when the validators match, else 200 with `build()`'s body; public cache, no Vary on Cookie. */
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
