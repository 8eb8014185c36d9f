/**
 * The member's own follows in the API (docs/product-rules.md#following,
 * docs/decisions/072-personal-api-keys.md): list, follow and unfollow for the key's member,
 * through the following module's functions, so the rule is the page's: only a public initiative
 * can be followed, unfollowing always works.
 */
import type * as z from "zod";
import { initiatives } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/list-params";
import { eq } from "drizzle-orm";
import type { ApiKeyOwner } from "~/modules/api-keys/keys.server";
import { followedSince, followInitiative, listFollowingAfter, unfollowInitiative } from "~/modules/following/follows.server";
import { ApiProblem, parseQuery } from "./http.server";
import type { MemberApiResult } from "./member-http.server";
import { DEFAULT_LIMIT, encodeCursor, FollowSchema, MyFollowsQuerySchema, NoQuerySchema } from "./schemas";

const BAD_ID = "Dit is geen geldig id: een id is een UUID.";

export const NOT_FOLLOWABLE = "Initiatief niet gevonden. Het bestaat niet of is niet openbaar, en dan kun je het niet volgen.";

function followJson(row: { id: string; name: string; is_public: boolean; followed_at: Date }, siteUrl: string): z.output<typeof FollowSchema> {
  return FollowSchema.parse({
    id: row.id,
    name: row.name,
    url: `${siteUrl}/initiatief/${row.id}`,
    public: row.is_public,
    followed_at: row.followed_at.toISOString(),
  });
}

/** The id of the path, else ApiProblem 400. */
function initiativeIdOf(id: string | undefined): string {
  if (!isUuid(id)) throw new ApiProblem(400, BAD_ID, [{ parameter: "initiativeId", detail: BAD_ID }]);
  return id;
}

/**
 * GET /api/v1/me/follows: what the key's member follows, newest follow first, with cursor pagination.
 * @throws ApiProblem 400 for an unknown parameter, a bad `limit` or `cursor`
 */
export async function listMyFollowsEndpoint(url: URL, owner: ApiKeyOwner): Promise<MemberApiResult> {
  const query = parseQuery(url, MyFollowsQuerySchema);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const { items, hasMore } = await listFollowingAfter(owner.userId, { limit, after: query.cursor ?? null });
  const siteUrl = env().SITE_URL;
  const last = items.at(-1)?.position;
  let next: string | null = null;
  if (hasMore && last) {
    const nextUrl = new URL(`${url.pathname}${url.search}`, siteUrl);
    nextUrl.searchParams.set("cursor", encodeCursor(last));
    next = nextUrl.toString();
  }
  return { status: 200, body: { items: items.map((row) => followJson(row, siteUrl)), limit, next }, next };
}

/**
 * PUT /api/v1/me/follows/{initiativeId}: follows a public initiative; 201 when new, 200 when it
 * was followed already (idempotent), with the follow.
 * @throws ApiProblem 400 for a parameter or a malformed id, 404 for an unknown or non-public initiative
 */
export async function followEndpoint(url: URL, owner: ApiKeyOwner, initiativeId: string | undefined): Promise<MemberApiResult> {
  parseQuery(url, NoQuerySchema);
  const id = initiativeIdOf(initiativeId);
  const db = await getDb();
  return db.transaction(async (tx): Promise<MemberApiResult> => {
    const before = await followedSince(tx, owner.userId, id);
    if (!(await followInitiative(tx, owner.userId, id))) throw new ApiProblem(404, NOT_FOLLOWABLE);
    const since = before ?? (await followedSince(tx, owner.userId, id));
    const [initiative] = await tx.select({ name: initiatives.name }).from(initiatives).where(eq(initiatives.id, id)).limit(1);
    if (!since || !initiative) throw new Error("followEndpoint: the follow just written is missing");
    return { status: before ? 200 : 201, body: followJson({ id, name: initiative.name, is_public: true, followed_at: since }, env().SITE_URL) };
  });
}

/**
 * DELETE /api/v1/me/follows/{initiativeId}: ends the follow; 204 whether or not there was one.
 * @throws ApiProblem 400 for a parameter or a malformed id
 */
export async function unfollowEndpoint(url: URL, owner: ApiKeyOwner, initiativeId: string | undefined): Promise<MemberApiResult> {
  parseQuery(url, NoQuerySchema);
  const id = initiativeIdOf(initiativeId);
  await unfollowInitiative(await getDb(), owner.userId, id);
  return { status: 204 };
}
