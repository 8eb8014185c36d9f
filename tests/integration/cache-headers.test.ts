/**
 * Caching headers of pages on the whole app behind a real HTTP server (tests/setup/app-server.ts):
 * member pages, their `.data` variants, the new-password page with its token and every page a
 * member sees are `Cache-Control: private, no-store`; a visitor's page is public for shared caches;
 * every page says `Vary: Cookie`, since the header and the edit buttons differ by session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE } from "~/lib/cache-policy.server";
import { type AppServer, startAppServer } from "../setup/app-server";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";

const database = setupTestDatabase();
let server: AppServer;
let member: TestMember;
let initiativeId: string;

beforeAll(async () => {
  server = await startAppServer({ PUBLIC_URL: undefined });
  member = await createMember();
  initiativeId = (await createInitiative(database.db(), { created_by: member.id })).id;
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, cookie?: string) =>
  fetch(`${server.base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

function expectNoStore(response: Response, what: string) {
  expect(response.headers.get("cache-control"), what).toBe("private, no-store");
  expect(response.headers.get("vary") ?? "", what).toMatch(/\bCookie\b/i);
}

describe("caching headers", () => {
  it("keeps member pages and their data out of every cache", async () => {
    for (const path of ["/mijn-items", "/instellingen", "/favorieten", "/mijn-items.data", "/instellingen.data", "/favorieten.data"]) {
      const response = await get(path, member.cookie);
      expect(response.status, path).toBe(200);
      expectNoStore(response, path);
    }
  });

  it("keeps the new-password page with its token out of every cache", async () => {
    const response = await get("/auth?token=geheim-token-123");
    expect(response.status).toBe(200);
    expectNoStore(response, "/auth?token");
  });

  it("marks a detail page as differing by session, and private for a member", async () => {
    const anonymous = await get(`/initiatief/${initiativeId}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("vary") ?? "").toMatch(/\bCookie\b/i);
    // A visitor's copy may be kept by a CDN for a minute (docs/decisions/052-page-cache.md).
    expect(anonymous.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    const owner = await get(`/initiatief/${initiativeId}`, member.cookie);
    expect(owner.status).toBe(200);
    expectNoStore(owner, "detail page for its owner");
    const ownerData = await get(`/initiatief/${initiativeId}.data`, member.cookie);
    expectNoStore(ownerData, "detail data for its owner");
  });
});
