/**
 * Personal API keys and the member's own follows in the API (docs/decisions/072-personal-api-keys.md,
 * docs/product-rules.md#personal-api-keys), on PGlite and on PostgreSQL: keys made in the settings
 * are shown once and stored as a SHA-256 hash only, at most five, revoked behind a confirmation;
 * /api/v1/me/follows lists, follows and unfollows by bearer key only (never by cookie), with every
 * answer checked against the OpenAPI document; 401 for a missing, unknown, revoked or blocked
 * member's key; 404 for an initiative that cannot be followed; CORS with the preflight; the limits
 * per address and per key; no key in any log line; keys in the data export and gone with the account.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, follows, initiatives } from "~/db/schema";
import { deleteAccount } from "~/modules/accounts/account-deletion.server";
import { exportMemberData } from "~/modules/accounts/data-export.server";
import { API_KEY_INTENTS, apiKeyTexts, MAX_API_KEYS } from "~/modules/api-keys/api-keys";
import { authenticateApiKey, createApiKey, hashApiKey, listApiKeys, revokeApiKey } from "~/modules/api-keys/keys.server";
import { blockMember } from "~/modules/moderation/members.server";
import { action, loader } from "~/routes/settings/index";
import { type AppServer, startAppServer } from "../setup/app-server";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { statusOf } from "../setup/authz";
import { answerChecker, type AnswerChecker } from "../setup/openapi";
import { asData, asRedirect, get as routeGet, post as routePost, thrownResponse } from "../setup/routes";
import { grantRole } from "../setup/stewards";

const database = setupTestDatabase();

let server: AppServer;
let checker: AnswerChecker;

/** A unique client address per request, so the address counter never limits these tests. */
const clientIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** One request to `server`; every answer is checked against the OpenAPI document. */
async function api(path: string, { key, method = "GET", headers: extra = {}, target = server, ip = clientIp() }: { key?: string; method?: string; headers?: Record<string, string>; target?: AppServer; ip?: string } = {}): Promise<Answer> {
  const headers = new Headers(extra);
  headers.set("X-Forwarded-For", ip);
  if (key) headers.set("Authorization", `Bearer ${key}`);
  const response = await fetch(`${target.base}${path}`, { method, headers });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  expect(checker.problems(method, new URL(path, "http://x").pathname, response, body), `${method} ${path}`).toEqual([]);
  return { status: response.status, headers: response.headers, text, body };
}

/** A member with a fresh key. */
async function memberWithKey(): Promise<{ member: TestMember; key: string; keyId: string }> {
  const member = await createMember();
  const made = await createApiKey(member.id, "Mijn script");
  if (made.status !== "ok") throw new Error("no key");
  return { member, key: made.key, keyId: made.id };
}

type FollowPage = { items: { id: string; name: string; url: string; public: boolean; followed_at: string }[]; limit: number; next: string | null };

beforeAll(async () => {
  server = await startAppServer({ PUBLIC_URL: "https://ddn.example.org", TRUST_PROXY: "1", API_RATE_LIMIT: "100000" });
  const document = (await (await fetch(`${server.base}/api/v1/openapi.json`)).json()) as Parameters<typeof answerChecker>[0];
  checker = answerChecker(document);
});

afterAll(async () => {
  await server?.close();
});

describe("keys", () => {
  it("are ddn_ plus 43 base64url characters, stored only as their SHA-256 hash", async () => {
    const member = await createMember();
    const made = await createApiKey(member.id, "Thuisserver");
    expect(made.status).toBe("ok");
    if (made.status !== "ok") return;
    expect(made.key).toMatch(/^ddn_[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db().select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row?.key_hash).toBe(hashApiKey(made.key));
    expect(row?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.key.slice(4));
    expect(await authenticateApiKey(made.key)).toEqual({ keyId: made.id, userId: member.id });
  });

  it(`allow at most ${MAX_API_KEYS} per member, also when created at once`, async () => {
    const member = await createMember();
    const results = await Promise.all(Array.from({ length: MAX_API_KEYS + 2 }, (_, n) => createApiKey(member.id, `Sleutel ${n}`)));
    expect(results.filter((result) => result.status === "ok")).toHaveLength(MAX_API_KEYS);
    expect(results.filter((result) => result.status === "limit")).toHaveLength(2);
    expect(await listApiKeys(member.id)).toHaveLength(MAX_API_KEYS);
  });

  it("are revoked only by their own member, and then stop working", async () => {
    const { member, key, keyId } = await memberWithKey();
    const other = await createMember();
    expect(await revokeApiKey(other.id, keyId)).toBe(false);
    expect(await authenticateApiKey(key)).not.toBeNull();
    expect(await revokeApiKey(member.id, keyId)).toBe(true);
    expect(await authenticateApiKey(key)).toBeNull();
    expect(await revokeApiKey(member.id, keyId)).toBe(false);
  });
});

describe("the settings section", () => {
  const post = (member: TestMember | null, fields: Record<string, string>) => routePost(member, "/instellingen", fields);

  it("makes a key with a name and shows it once: in the action's answer, never in the page's data", async () => {
    const member = await createMember();
    const answer = asData(await action(post(member, { intent: API_KEY_INTENTS.create, naam: "  Mijn dashboard  " })));
    const created = (answer as unknown as { data: { createdApiKey?: { name: string; key: string } } }).data.createdApiKey;
    expect(created?.name).toBe("Mijn dashboard");
    expect(created?.key).toMatch(/^ddn_/);
    const page = await loader(routeGet(member, "/instellingen"));
    expect(page.apiKeys.map((row) => row.name)).toEqual(["Mijn dashboard"]);
    const json = JSON.stringify(page);
    expect(json).not.toContain(created?.key ?? "ddn_");
    expect(json).not.toContain(hashApiKey(created?.key ?? ""));
  });

  it("refuses a missing or too long name and the sixth key with a Dutch message (400), keeping what is saved", async () => {
    const member = await createMember();
    const empty = await action(post(member, { intent: API_KEY_INTENTS.create, naam: "   " }));
    expect((empty as unknown as { init: { status: number } }).init.status).toBe(400);
    expect(JSON.stringify(empty)).toContain(apiKeyTexts.nameRequired);
    const long = await action(post(member, { intent: API_KEY_INTENTS.create, naam: "x".repeat(61) }));
    expect(JSON.stringify(long)).toContain(apiKeyTexts.nameTooLong);
    for (let n = 0; n < MAX_API_KEYS; n++) await createApiKey(member.id, `Sleutel ${n}`);
    const sixth = await action(post(member, { intent: API_KEY_INTENTS.create, naam: "Nog een" }));
    expect((sixth as unknown as { init: { status: number } }).init.status).toBe(400);
    expect(JSON.stringify(sixth)).toContain(apiKeyTexts.limit);
    expect(await listApiKeys(member.id)).toHaveLength(MAX_API_KEYS);
  });

  it("revokes only with the confirmation and only the member's own key (404 for another's)", async () => {
    const { member, keyId } = await memberWithKey();
    const other = await createMember();
    const unconfirmed = await action(post(member, { intent: API_KEY_INTENTS.revoke, id: keyId }));
    expect((unconfirmed as unknown as { init: { status: number } }).init.status).toBe(400);
    expect(JSON.stringify(unconfirmed)).toContain(apiKeyTexts.confirm);
    const foreign = await action(post(other, { intent: API_KEY_INTENTS.revoke, id: keyId, confirm: "ja" }));
    expect((foreign as unknown as { init: { status: number } }).init.status).toBe(404);
    const malformed = await action(post(member, { intent: API_KEY_INTENTS.revoke, id: "niet-een-id", confirm: "ja" }));
    expect((malformed as unknown as { init: { status: number } }).init.status).toBe(404);
    expect(await listApiKeys(member.id)).toHaveLength(1);
    const done = asRedirect(await action(post(member, { intent: API_KEY_INTENTS.revoke, id: keyId, confirm: "ja" })));
    expect(done.headers.get("Location")).toBe("/instellingen#api-sleutels");
    expect(await listApiKeys(member.id)).toEqual([]);
  });

  it("sends a visitor to sign in", async () => {
    const response = await thrownResponse(action(post(null, { intent: API_KEY_INTENTS.create, naam: "Iets" })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth/);
  });
});

describe("/api/v1/me/follows", () => {
  it("refuses without a key (401 with WWW-Authenticate: Bearer), also for a signed-in member's cookie", async () => {
    const member = await createMember();
    for (const headers of [{}, { Cookie: member.cookie }, { Authorization: "Basic YWI6Y2Q=" }] as Record<string, string>[]) {
      const answer = await api("/api/v1/me/follows", { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get("WWW-Authenticate")).toBe('Bearer realm="Dit doet Nederland"');
      expect(answer.headers.get("Content-Type")).toBe("application/problem+json; charset=utf-8");
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect((answer.body as { detail: string }).detail).toMatch(/API-sleutel/);
    }
  });

  it("refuses an unknown, malformed or revoked key with error=invalid_token", async () => {
    const { member, key, keyId } = await memberWithKey();
    await revokeApiKey(member.id, keyId);
    for (const bad of [`ddn_${"A".repeat(43)}`, "geen-sleutel", key]) {
      const answer = await api("/api/v1/me/follows", { key: bad });
      expect(answer.status).toBe(401);
      expect(answer.headers.get("WWW-Authenticate")).toBe('Bearer realm="Dit doet Nederland", error="invalid_token"');
    }
  });

  it("follows (201, then 200), lists and unfollows (204, idempotent) for the key's member only, never cached", async () => {
    const { member, key } = await memberWithKey();
    const initiative = await createInitiative(database.db(), { name: "Repair Café Oost" });
    const first = await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "PUT" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: initiative.id, name: "Repair Café Oost", url: `https://ddn.example.org/initiatief/${initiative.id}`, public: true });
    expect((first.body as { followed_at: string }).followed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const again = await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "PUT" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const list = await api("/api/v1/me/follows", { key });
    expect(list.status).toBe(200);
    expect(list.headers.get("Cache-Control")).toBe("no-store");
    expect(list.headers.get("ETag")).toBeNull();
    expect(list.headers.get("Set-Cookie")).toBeNull();
    expect(list.headers.get("RateLimit-Policy")).toBe('"api";q=100000;w=60, "api-key";q=100000;w=60');
    expect((list.body as FollowPage).items).toEqual([first.body]);
    const stored = await database.db().select().from(follows).where(eq(follows.user_id, member.id));
    expect(stored.map((row) => row.initiative_id)).toEqual([initiative.id]);

    const someoneElse = await memberWithKey();
    expect(((await api("/api/v1/me/follows", { key: someoneElse.key })).body as FollowPage).items).toEqual([]);

    expect((await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "DELETE" })).status).toBe(204);
    const gone = await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "DELETE" });
    expect(gone.status).toBe(204);
    expect(gone.text).toBe("");
    expect(((await api("/api/v1/me/follows", { key })).body as FollowPage).items).toEqual([]);
    const [row] = await database.db().select({ last_used_at: apiKeys.last_used_at }).from(apiKeys).where(eq(apiKeys.user_id, member.id));
    expect(row?.last_used_at).toBeInstanceOf(Date);
  });

  it("refuses to follow an unknown or non-public initiative (404) and a malformed id (400)", async () => {
    const { key } = await memberWithKey();
    const pending = await createInitiative(database.db(), { status: "in_behandeling", review_requested_at: new Date() });
    const hidden = await createInitiative(database.db(), { status: "verborgen", status_reason: "Spam" });
    for (const id of [randomUUID(), pending.id, hidden.id]) {
      const answer = await api(`/api/v1/me/follows/${id}`, { key, method: "PUT" });
      expect(answer.status).toBe(404);
      expect((answer.body as { detail: string }).detail).toMatch(/niet openbaar/);
    }
    expect(await database.db().select().from(follows).where(eq(follows.initiative_id, pending.id))).toEqual([]);
    expect((await api("/api/v1/me/follows/123", { key, method: "PUT" })).status).toBe(400);
    expect((await api("/api/v1/me/follows/123", { key, method: "DELETE" })).status).toBe(400);
  });

  it("keeps an initiative hidden after following in the list (public: false), so it can be unfollowed", async () => {
    const { key } = await memberWithKey();
    const initiative = await createInitiative(database.db());
    expect((await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "PUT" })).status).toBe(201);
    await database.db().update(initiatives).set({ status: "verborgen", status_reason: "Spam" }).where(eq(initiatives.id, initiative.id));
    expect(((await api("/api/v1/me/follows", { key })).body as FollowPage).items).toMatchObject([{ id: initiative.id, public: false }]);
    expect((await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "PUT" })).status).toBe(404);
    expect((await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "DELETE" })).status).toBe(204);
  });

  it("pages with limit and the cursor of next, like the other lists", async () => {
    const { key } = await memberWithKey();
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const initiative = await createInitiative(database.db());
      ids.push(initiative.id);
      expect((await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "PUT" })).status).toBe(201);
    }
    const seen: string[] = [];
    let path: string | null = "/api/v1/me/follows?limit=2";
    while (path) {
      const answer: Answer = await api(path, { key });
      const page = answer.body as FollowPage;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      if (page.next) expect(answer.headers.get("Link")).toBe(`<${page.next}>; rel="next"`);
      path = page.next ? page.next.replace("https://ddn.example.org", "") : null;
    }
    expect(seen).toEqual([...ids].reverse());
    expect((await api("/api/v1/me/follows?limit=0", { key })).status).toBe(400);
    expect((await api("/api/v1/me/follows?pagina=2", { key })).status).toBe(400);
  });

  it("stops working for a blocked member", async () => {
    const { member, key } = await memberWithKey();
    const moderator = await createMember();
    await grantRole(moderator.id, "moderator", database.db());
    expect((await api("/api/v1/me/follows", { key })).status).toBe(200);
    expect((await blockMember({ viewer: { id: moderator.id, roles: ["moderator"] }, memberId: member.id, reason: "Spam" })).status).toBe("ok");
    expect((await api("/api/v1/me/follows", { key })).status).toBe(401);
  });

  it("answers a preflight from any origin and accepts PUT and DELETE from another site, without credentials", async () => {
    const { key } = await memberWithKey();
    const initiative = await createInitiative(database.db());
    const preflight = await fetch(`${server.base}/api/v1/me/follows/${initiative.id}`, {
      method: "OPTIONS",
      headers: { Origin: "https://andere-site.example.org", "Access-Control-Request-Method": "PUT", "Access-Control-Request-Headers": "authorization" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("PUT, DELETE, OPTIONS");
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toMatch(/Authorization/);
    expect(preflight.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    const listPreflight = await fetch(`${server.base}/api/v1/me/follows`, { method: "OPTIONS", headers: { Origin: "https://andere-site.example.org" } });
    expect(listPreflight.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD, OPTIONS");
    const foreign = { Origin: "https://andere-site.example.org" };
    const put = await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "PUT", headers: foreign });
    expect(put.status).toBe(201);
    expect(put.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(put.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(put.headers.get("Access-Control-Expose-Headers")).toMatch(/WWW-Authenticate/);
    expect((await api(`/api/v1/me/follows/${initiative.id}`, { key, method: "DELETE", headers: foreign })).status).toBe(204);
  });

  it("answers other methods with 405 and its Allow", async () => {
    const { key } = await memberWithKey();
    const list = await fetch(`${server.base}/api/v1/me/follows`, { method: "POST", headers: { Authorization: `Bearer ${key}` } });
    expect(list.status).toBe(405);
    expect(list.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    const item = await fetch(`${server.base}/api/v1/me/follows/${randomUUID()}`, { headers: { Authorization: `Bearer ${key}` } });
    expect(item.status).toBe(405);
    expect(item.headers.get("Allow")).toBe("PUT, DELETE, OPTIONS");
  });

  it("counts per key as well as per address (429 with Retry-After)", async () => {
    const limited = await startAppServer({ PUBLIC_URL: "https://ddn.example.org", TRUST_PROXY: "1", API_RATE_LIMIT: "3" });
    try {
      const { key } = await memberWithKey();
      // Each request from a new address: only the key's counter runs out.
      for (let n = 0; n < 3; n++) expect((await api("/api/v1/me/follows", { key, target: limited })).status).toBe(200);
      const refused = await api("/api/v1/me/follows", { key, target: limited });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((refused.body as { detail: string }).detail).toMatch(/Te veel verzoeken met deze API-sleutel: hoogstens 3 per minuut/);
      // Another key of another member has its own allowance.
      expect((await api("/api/v1/me/follows", { key: (await memberWithKey()).key, target: limited })).status).toBe(200);
      // And the address counter refuses before any key is looked at.
      const ip = clientIp();
      for (let n = 0; n < 3; n++) await api("/api/v1/me/follows", { target: limited, ip });
      const byAddress = await api("/api/v1/me/follows", { key: `ddn_${"B".repeat(43)}`, target: limited, ip });
      expect(byAddress.status).toBe(429);
      expect((byAddress.body as { detail: string }).detail).toMatch(/vanaf dit adres/);
    } finally {
      await limited.close();
    }
  });

  it("leaves the public endpoints public: a key changes nothing there", async () => {
    const { key } = await memberWithKey();
    const withKey = await api("/api/v1/initiatives?limit=1", { key });
    const without = await api("/api/v1/initiatives?limit=1");
    expect(withKey.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(withKey.headers.get("ETag")).toBe(without.headers.get("ETag"));
  });

  it("never writes a key into a log line", async () => {
    const { key } = await memberWithKey();
    await api("/api/v1/me/follows", { key });
    await api(`/api/v1/me/follows/${randomUUID()}`, { key, method: "PUT" });
    await api("/api/v1/me/follows?cursor=kapot", { key });
    expect(server.lines.length).toBeGreaterThan(0);
    const logged = JSON.stringify(server.lines);
    expect(logged).toContain("/api/v1/me/follows");
    expect(logged).not.toContain(key);
    expect(logged).not.toContain(key.slice(4));
  });
});

describe("authorization", () => {
  it("answers each caller of the new routes as the table says: the key decides, never a cookie", async () => {
    const owner = await memberWithKey();
    const other = await memberWithKey();
    const initiative = await createInitiative(database.db());
    type Caller = "visitor" | "cookie" | "other" | "owner";
    const headersOf: Record<Caller, { key?: string; headers?: Record<string, string> }> = {
      visitor: {},
      cookie: { headers: { Cookie: owner.member.cookie } },
      other: { key: other.key },
      owner: { key: owner.key },
    };
    const apiTable: [string, string, Record<Caller, number>][] = [
      ["GET", "/api/v1/me/follows", { visitor: 401, cookie: 401, other: 200, owner: 200 }],
      ["PUT", `/api/v1/me/follows/${initiative.id}`, { visitor: 401, cookie: 401, other: 201, owner: 201 }],
      ["DELETE", `/api/v1/me/follows/${initiative.id}`, { visitor: 401, cookie: 401, other: 204, owner: 204 }],
    ];
    for (const [method, path, expected] of apiTable) {
      const got = {} as Record<Caller, number>;
      for (const caller of ["visitor", "cookie", "other", "owner"] as const) got[caller] = (await api(path, { method, ...headersOf[caller] })).status;
      expect({ route: `${method} ${path}`, ...got }).toEqual({ route: `${method} ${path}`, ...expected });
    }

    const post = (member: TestMember | null, fields: Record<string, string>) => routePost(member, "/instellingen", fields);
    const settingsTable: [string, (caller: TestMember | null) => Promise<unknown>, Record<"visitor" | "other" | "owner", number>][] = [
      ["GET /instellingen", (caller) => loader(routeGet(caller, "/instellingen")), { visitor: 302, other: 200, owner: 200 }],
      ["POST api-key-create", (caller) => action(post(caller, { intent: API_KEY_INTENTS.create, naam: "Tabel" })), { visitor: 302, other: 200, owner: 200 }],
      ["POST api-key-revoke", (caller) => action(post(caller, { intent: API_KEY_INTENTS.revoke, id: owner.keyId, confirm: "ja" })), { visitor: 302, other: 404, owner: 302 }],
    ];
    for (const [name, call, expected] of settingsTable) {
      const got = { visitor: await statusOf(call(null)), other: await statusOf(call(other.member)), owner: await statusOf(call(owner.member)) };
      expect({ name, ...got }).toEqual({ name, ...expected });
    }
    expect((await api("/api/v1/me/follows", { key: owner.key })).status).toBe(401);
    expect((await api("/api/v1/me/follows", { key: other.key })).status).toBe(200);
  });
});

describe("privacy", () => {
  it("the data export lists the keys by name and dates, never the key or its hash; deleting the account removes them", async () => {
    const { member, key } = await memberWithKey();
    const exported = await exportMemberData({ userId: member.id });
    expect(exported.api_keys).toEqual([{ name: "Mijn script", created_at: expect.stringMatching(/Z$/) as unknown as string, last_used_at: null }]);
    const json = JSON.stringify(exported);
    expect(json).not.toContain(key);
    expect(json).not.toContain(hashApiKey(key));
    await deleteAccount({ userId: member.id, email: member.email });
    expect(await database.db().select().from(apiKeys).where(eq(apiKeys.user_id, member.id))).toEqual([]);
    expect(await authenticateApiKey(key)).toBeNull();
  });
});
