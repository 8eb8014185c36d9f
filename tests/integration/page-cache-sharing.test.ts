/**
 * The page cache (app/lib/page-cache.server.ts) renders simultaneous misses for one address once
 * and sends the result to every waiting request; whatever cookie that render set goes only to the
 * request that started it, never to the others.
 */
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDataVersionWatch, stopDataVersionWatch } from "~/lib/data-version.server";
import { createPageCache } from "~/lib/page-cache.server";
import { setupTestDatabase } from "../setup/database";

setupTestDatabase();
let server: Server;
let base = "";
let renders = 0;
let arrivals = 0;
/** Ends the render in progress; set while one waits. */
let finishRender: (() => void) | undefined;

/** Resolves once `check` holds, polling every few milliseconds. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

beforeAll(async () => {
  await startDataVersionWatch();
  const app = express();
  const cache = createPageCache({ maxBytes: 1024 * 1024 });
  // Counted right before the cache, which joins a request to a render in progress synchronously.
  app.use((_req, _res, next) => {
    arrivals += 1;
    next();
  });
  app.use(
    cache.middleware(async () => {
      renders += 1;
      await new Promise<void>((resolve) => {
        finishRender = resolve;
      });
      // Not kept (it sets a cookie), so every waiting request gets this one render as it is.
      return new Response("<!doctype html><p>Hallo</p>", {
        headers: { "Content-Type": "text/html; charset=utf-8", "Set-Cookie": "ddn_toast=voor-de-eerste; Path=/" },
      });
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stopDataVersionWatch();
});

describe("a shared render", () => {
  it("reaches every waiting request once rendered, its cookie only the first", async () => {
    const first = fetch(`${base}/pagina`);
    await until(() => finishRender !== undefined);
    const second = fetch(`${base}/pagina`);
    await until(() => arrivals === 2);
    finishRender?.();
    const [a, b] = await Promise.all([first, second]);
    expect(renders).toBe(1);
    expect(await a.text()).toContain("Hallo");
    expect(await b.text()).toContain("Hallo");
    expect(a.headers.get("set-cookie")).toContain("ddn_toast");
    expect(b.headers.get("set-cookie")).toBeNull();
    expect(a.headers.get("cache-status")).toBe("ddn; fwd=miss");
  });
});
