/**
 * The page cache of anonymous pages (app/lib/page-cache.server.ts, docs/decisions/052-page-cache.md)
 * on the whole app behind a real HTTP server with the cache mounted as server.ts mounts it:
 * a visitor's second request is served from memory with CDN headers, per-encoding ETags, 304s and
 * a CSP of script hashes; a member's requests never read or fill it, also interleaved with a
 * visitor's; and after every kind of write the next anonymous request shows it.
 */
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, initiatives } from "~/db/schema";
import { PUBLIC_PAGE } from "~/lib/cache-policy.server";
import { type AppServer, startAppServer } from "../setup/app-server";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";

const database = setupTestDatabase();
let server: AppServer;
let member: TestMember;
let initiativeId: string;
let eventId: string;

beforeAll(async () => {
  server = await startAppServer({ PUBLIC_URL: undefined, PAGE_CACHE_MB: "8" }, { pageCache: true });
  member = await createMember({ name: "Fenna Vrijwilliger" });
  const initiative = await createInitiative(database.db(), { created_by: member.id, name: "Buurtmoestuin De Eerste Spa" });
  initiativeId = initiative.id;
  const event = await createEvent(database.db(), {
    initiative_id: initiativeId,
    created_by: member.id,
    title: "Zaaidag in de moestuin",
    date: new Date(Date.now() + 5 * 86_400_000),
    registration_required: true,
    max_participants: 20,
  });
  eventId = event.id;
});

afterAll(async () => {
  await server.close();
});

/** A visitor's request (no cookies); fetch decompresses. */
const visit = (path: string, headers: Record<string, string> = {}) => fetch(`${server.base}${path}`, { redirect: "manual", headers });
const asMember = (path: string) => visit(path, { Cookie: member.cookie });
const status = (response: Response) => response.headers.get("cache-status");

/**
 * Waits until this process has learnt the database's current data version (immediate on the
 * embedded database; on PostgreSQL the notification of a write made outside a request arrives
 * asynchronously).
 */
async function settled(): Promise<void> {
  const { knownDataVersion, readDataVersion } = await import("~/lib/data-version.server");
  const deadline = Date.now() + 5_000;
  while (knownDataVersion() !== (await readDataVersion({ db: database.db() }))) {
    if (Date.now() > deadline) throw new Error("the data version notification did not arrive");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The raw (still encoded) body and headers of a GET, as a browser asking `encoding` gets them. */
function raw(
  path: string,
  encoding: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.base}${path}`, { headers: { ...headers, "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Requests `path` as a visitor until it is a hit (the first may be a miss). */
async function warm(path: string): Promise<string> {
  await visit(path).then((r) => r.text());
  const again = await visit(path);
  expect(status(again), path).toBe("ddn; hit");
  return again.text();
}

describe("page cache", () => {
  it("serves a visitor's page from memory the second time, with CDN headers, ETags, 304 and a CSP of script hashes", async () => {
    await settled();
    const first = await visit("/events?type=workshop");
    expect(first.status).toBe(200);
    expect(status(first)).toBe("ddn; fwd=miss; stored");
    const firstBody = await first.text();
    const second = await visit("/events?type=workshop");
    expect(status(second)).toBe("ddn; hit");
    expect(await second.text()).toBe(firstBody);
    // Parameter order does not make another page.
    expect(status(await visit("/events?type=workshop&"))).toBe("ddn; hit");

    expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    expect(second.headers.get("vary")).toMatch(/Cookie/);
    expect(second.headers.get("vary")).toMatch(/Accept-Encoding/);
    const etag = second.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const notModified = await visit("/events?type=workshop", { "If-None-Match": etag! });
    expect(notModified.status).toBe(304);

    // Every inline script of the page is allowed by its hash; no nonce, no 'strict-dynamic'.
    const policy = second.headers.get("content-security-policy") ?? "";
    const scriptSrc = policy.split(";").find((d) => d.startsWith("script-src ")) ?? "";
    expect(scriptSrc).not.toMatch(/nonce-|strict-dynamic|unsafe-inline/);
    const inline = [...firstBody.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline.length).toBeGreaterThan(0);
    // Also the module script held back until the first paint (ADR 054), which runs as a copy of itself.
    expect(firstBody).toMatch(/<script\b[^>]*type="text\/x-deferred-module"[^>]*>[^<]*import\(/);
    for (const script of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);
    }
    // Styles its code inserts carry the nonce the page was rendered with, which the policy admits.
    const pageNonce = /<script\b[^>]*\snonce="([^"]+)"/.exec(firstBody)?.[1];
    expect(pageNonce).toBeTruthy();
    const styleSrcElem = policy.split(";").find((d) => d.trim().startsWith("style-src-elem ")) ?? "";
    expect(styleSrcElem).toContain(`'nonce-${pageNonce}'`);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("keeps Brotli, gzip and the plain body apart, each with its own ETag", async () => {
    await warm("/initiatieven");
    const plain = await raw("/initiatieven", "identity");
    const br = await raw("/initiatieven", "br");
    const gz = await raw("/initiatieven", "gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.byteLength);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // A browser lists gzip first ("gzip, deflate, br, zstd") and still gets the smaller Brotli body.
    expect((await raw("/initiatieven", "gzip, deflate, br, zstd")).headers["content-encoding"]).toBe("br");
  });

  it("compresses a page sent once (a member's) with a 1 MB Brotli window, not Brotli's 4 MB default (ADR 049)", async () => {
    const plain = await raw("/initiatieven", "identity", { Cookie: member.cookie });
    const br = await raw("/initiatieven", "br", { Cookie: member.cookie });
    expect(br.headers["cache-status"]).toBe("ddn; fwd=bypass");
    expect(br.headers["content-encoding"]).toBe("br");
    // The stream header's window bits (RFC 7932 §9.1): first bit 1, next three n, window 17 + n.
    const first = br.body[0] ?? 0;
    expect(first & 1).toBe(1);
    expect(17 + ((first >> 1) & 7)).toBe(20);
    expect(brotliDecompressSync(br.body).toString("utf8")).toContain("Buurtmoestuin De Eerste Spa");
    expect(plain.body.byteLength).toBeGreaterThan(br.body.byteLength);
  });

  it("never gives a member's page to a visitor or a kept page to a member, requests interleaved", async () => {
    await settled();
    const path = `/initiatief/${initiativeId}`;
    for (let round = 0; round < 3; round++) {
      const visitor = await visit(path);
      const visitorHtml = await visitor.text();
      expect(visitorHtml).not.toContain("Fenna Vrijwilliger");
      expect(visitorHtml).not.toContain(`/initiatief/${initiativeId}/bewerken`);
      if (round > 0) expect(status(visitor)).toBe("ddn; hit");

      const own = await asMember(path);
      expect(status(own)).toBe("ddn; fwd=bypass");
      expect(own.headers.get("cache-control")).toBe("private, no-store");
      const ownHtml = await own.text();
      expect(ownHtml).toContain("Fenna Vrijwilliger");
      expect(ownHtml).toContain(`/initiatief/${initiativeId}/bewerken`);
    }
    // A visitor with a one-time message (toast cookie) gets a page of their own too.
    expect(status(await visit(path, { Cookie: "ddn_toast=abc" }))).toBe("ddn; fwd=bypass");
    // Member areas and token links never go through it, whatever the cookies.
    expect(status(await visit("/favorieten"))).toBe("ddn; fwd=bypass");
    expect(status(await visit("/auth?token=geheim"))).toBe("ddn; fwd=bypass");
  });

  describe("after a write the next anonymous request shows it", () => {
    it("create", async () => {
      await settled();
      await warm("/initiatieven");
      await createInitiative(database.db(), { name: "Repaircafé Tweede Kans" });
      await settled();
      const next = await visit("/initiatieven");
      expect(status(next)).not.toBe("ddn; hit");
      expect(await next.text()).toContain("Repaircafé Tweede Kans");
    });

    it("edit", async () => {
      await settled();
      await warm(`/initiatief/${initiativeId}`);
      await database.db().update(initiatives).set({ name: "Buurtmoestuin De Tweede Spa" }).where(eq(initiatives.id, initiativeId));
      await settled();
      expect(await (await visit(`/initiatief/${initiativeId}`)).text()).toContain("Buurtmoestuin De Tweede Spa");
    });

    it("delete", async () => {
      const db = database.db();
      const gone = await createEvent(db, { initiative_id: initiativeId, title: "Snoeiavond die niet doorgaat", date: new Date(Date.now() + 9 * 86_400_000) });
      await settled();
      expect(await warm("/events")).toContain("Snoeiavond die niet doorgaat");
      await db.delete(events).where(eq(events.id, gone.id));
      await settled();
      expect(await (await visit("/events")).text()).not.toContain("Snoeiavond die niet doorgaat");
    });

    it("moderation (an item hidden by a moderator)", async () => {
      const db = database.db();
      const hidden = await createInitiative(db, { name: "Wordt verborgen" });
      await settled();
      await warm(`/initiatief/${hidden.id}`);
      await db.update(initiatives).set({ status: "verborgen" }).where(eq(initiatives.id, hidden.id));
      await settled();
      expect((await visit(`/initiatief/${hidden.id}`)).status).toBe(404);
    });

    it("sign-up, through the member's own form post, seen by a visitor right after", async () => {
      await settled();
      const path = `/event/${eventId}`;
      expect(await warm(path)).not.toContain("1 / 20 deelnemers");
      const posted = await fetch(`${server.base}${path}/aanmelding`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: member.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
        body: new URLSearchParams({ intent: "sign-up" }),
      });
      expect(posted.status).toBeLessThan(400);
      // No waiting: the writing process knows the new version before it answers.
      const next = await visit(path);
      expect(status(next)).not.toBe("ddn; hit");
      expect(await next.text()).toContain("1 / 20 deelnemers");
    });

    it("favourite", async () => {
      await settled();
      await warm(`/initiatief/${initiativeId}`);
      const { setFavorite } = await import("~/modules/favorites/mutations.server");
      await setFavorite({ userId: member.id, itemType: "initiative", itemId: initiativeId, favorite: true });
      await settled();
      expect(status(await visit(`/initiatief/${initiativeId}`))).not.toBe("ddn; hit");
    });

    it("demo refresh (demo events moved to today's distance)", async () => {
      const db = database.db();
      const { buildDemoRows, refreshDemoDates } = await import("~/db/seed/seed.server");
      // One demo event as a fresh seed places it, a week too early: the refresh moves it.
      const now = new Date();
      const demo = buildDemoRows(now).events.find((row) => row.id && row.date > now)!;
      const early = new Date(demo.date.getTime() - 7 * 86_400_000);
      await createEvent(db, { initiative_id: initiativeId, id: demo.id, title: "Demo-event dat verschuift", date: early, end_date: null, created_by: null });
      await settled();
      await warm(`/event/${demo.id}`);
      expect(await refreshDemoDates(db, { now })).toBe(1);
      await settled();
      const next = await visit(`/event/${demo.id}`);
      expect(status(next)).toBe("ddn; fwd=miss; stored");
      expect(await next.text()).toContain(demo.date.toISOString().slice(0, 10));
    });
  });
});
