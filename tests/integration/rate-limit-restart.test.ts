/**
 * Rate-limit counters live in the database, so a restart (a new process opening the same
 * database) keeps a blocked account blocked. PGlite in a folder, or the PostgreSQL test server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, setDatabase } from "~/lib/db.server";
import { consumeRateLimits, RATE_LIMITS } from "~/lib/rate-limit.server";

const folder = mkdtempSync(path.join(tmpdir(), "ddn-ratelimit-"));
let cleanup = async () => rmSync(folder, { recursive: true, force: true });

async function databaseUrl(): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return path.join(folder, "db");
  const name = `test_rl_${crypto.randomUUID().replaceAll("-", "")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  cleanup = async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  await cleanup();
});

describe("rate limits across a restart", () => {
  it("a blocked account stays blocked after the database is closed and opened again", async () => {
    const url = await databaseUrl();
    const email = "geblokkeerd@voorbeeld.example.org";
    const first = await openDatabase(url);
    setDatabase(first);
    for (let i = 0; i < RATE_LIMITS.signInAccountIp.points; i++) {
      expect(await consumeRateLimits([["signInAccountIp", email]])).toBeNull();
    }
    expect(await consumeRateLimits([["signInAccountIp", email]])).toMatch(/^Te veel pogingen/);
    await first.close();

    const second = await openDatabase(url);
    setDatabase(second);
    expect(await consumeRateLimits([["signInAccountIp", email]])).toMatch(/^Te veel pogingen/);
    expect(await consumeRateLimits([["signInAccountIp", "iemand-anders@voorbeeld.example.org"]])).toBeNull();
    await second.close();
  });
});
