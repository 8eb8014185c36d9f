/**
 * The outage path of the server entry (docs/decisions/012-reliability.md): a page whose loader
 * failed because the database was unreachable is rendered again as the 503 outage page; other
 * errors stay 500.
 */
import { RouterContextProvider } from "react-router";
import type { EntryContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import handleRequest, { handleError } from "./entry.server";
import { logger } from "./lib/logger.server";

/** An error as Drizzle throws it when PostgreSQL refuses the connection. */
function refusedQuery(): Error {
  const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  return Object.assign(new Error('Failed query: select count(*) from "initiatives"'), { cause });
}

describe("entry.server outage handling", () => {
  it("turns a page that failed on an unreachable database into a thrown 503 Response", () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const request = new Request("http://localhost/initiatieven");
    const context = new RouterContextProvider();
    handleError(refusedQuery(), { request, params: {}, context });
    let thrown: unknown;
    try {
      void handleRequest(request, 500, new Headers(), {} as EntryContext, context);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    vi.restoreAllMocks();
  });

  it("leaves other errors alone and adds Retry-After to a 503 render", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const context = new RouterContextProvider();
    const request = new Request("http://localhost/", { method: "HEAD" });
    handleError(new Error("a bug"), { request, params: {}, context });
    const plain = await handleRequest(request, 500, new Headers(), {} as EntryContext, context);
    expect(plain.status).toBe(500);
    const headers = new Headers();
    const outage = await handleRequest(request, 503, headers, {} as EntryContext, context);
    expect(outage.status).toBe(503);
    expect(outage.headers.get("Retry-After")).toBe("30");
    vi.restoreAllMocks();
  });
});
