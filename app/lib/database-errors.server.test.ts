/**
 * Which errors count as "database unreachable" (503) and which stay bugs (500);
 * docs/decisions/012-reliability.md.
 */
import { describe, expect, it } from "vitest";
import { databaseUnavailableResponse, isDatabaseUnavailableError } from "./database-errors.server";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailableError", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED")],
    ["an admin shutdown (57P01)", withCode("57P01", "terminating connection due to administrator command")],
    ["a connection exception (class 08)", withCode("08006")],
    ["a statement timeout (57014)", withCode("57014")],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["node-postgres' query timeout", new Error("Query read timeout")],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["a refused connection inside Drizzle's and better-auth's wrappers", new Error("FAILED_TO_GET_SESSION", { cause: new Error("Failed query", { cause: withCode("ECONNREFUSED") }) })],
  ])("recognises %s", (_label, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", withCode("42601")],
    ["a plain bug", new TypeError("x is undefined")],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
  ])("leaves %s alone", (_label, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});

describe("databaseUnavailableResponse", () => {
  it("is a 503 with the Dutch text, Retry-After and no caching", async () => {
    const response = databaseUnavailableResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toMatch(/^De website is tijdelijk niet beschikbaar\./);
  });
});
