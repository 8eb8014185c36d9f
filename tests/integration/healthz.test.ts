/**
 * /healthz (docs/decisions/012-reliability.md): 200 "ok" while the database answers `select 1`; 503
 * with a short plain-text body once it is closed. (The "too slow" case needs a server with more
 * than one session: tests/postgres/healthz-timeout.test.ts.)
 */
import { describe, expect, it, vi } from "vitest";
import { setDatabase } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { loader } from "~/routes/healthz";
import { openTestDatabase } from "../setup/database";

describe("/healthz", () => {
  it("answers 200 ok while the database answers, 503 once it is closed; never cached", async () => {
    const handle = await openTestDatabase();
    setDatabase(handle);
    const up = await loader();
    expect(up.status).toBe(200);
    expect(await up.text()).toBe("ok");
    expect(up.headers.get("Cache-Control")).toBe("no-store");
    expect(up.headers.get("Content-Type")).toMatch(/^text\/plain/);

    await handle.close();
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    const down = await loader();
    expect(down.status).toBe(503);
    expect(await down.text()).toBe("database unreachable");
    expect(down.headers.get("Cache-Control")).toBe("no-store");
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), "healthz: database unreachable");
    logged.mockRestore();
  });
});
