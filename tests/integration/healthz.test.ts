/**
 * /healthz (issue #6 §3): 200 "ok" while the database answers `select 1`; 503 with a short
 * plain-text body when it is closed. (The "too slow" case needs a server with more than one
 * session: tests/postgres/healthz-timeout.test.ts.)
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/lib/db.server";
import { loader } from "~/routes/healthz";
import { openTestDatabase } from "../setup/database";

const opened: DatabaseHandle[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((handle) => handle.close().catch(() => {})));
});

describe("/healthz", () => {
  it("answers 200 ok, uncached, while the database answers", async () => {
    const handle = await openTestDatabase();
    opened.push(handle);
    setDatabase(handle);
    const response = await loader();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
  });

  it("answers 503 with a short body when the database is closed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const handle = await openDatabase("memory://");
    await handle.close();
    setDatabase(handle);
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("database unreachable");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
