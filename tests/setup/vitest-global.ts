/**
 * Vitest global setup: migrates one database before any test file runs, so that each file's own
 * database (tests/setup/database.ts) is a copy of it instead of running every migration again.
 *
 * - PGlite: the migrated data directory, dumped uncompressed (PGlite's `dumpDataDir` format) to a
 *   temporary file; provided to the test files as `pgliteTemplate` (its path).
 * - With TEST_DATABASE_URL: a migrated database on that server, provided as `postgresTemplate`
 *   (its name), copied with `create database … template …`.
 * Returns the teardown that removes the file or drops the template database.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/lib/db.server";
import { createPostgresDatabase } from "./postgres-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory dump, or "" when the tests run on PostgreSQL. */
    pgliteTemplate: string;
    /** Name of the migrated template database on TEST_DATABASE_URL's server, or "" without one. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createPostgresDatabase(adminUrl, "template");
    const migrated = await openDatabase(template.url);
    // A template must have no open connections while it is copied.
    await migrated.close();
    project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
    project.provide("pgliteTemplate", "");
    return template.drop;
  }
  const folder = mkdtempSync(path.join(tmpdir(), "ddn-vitest-template-"));
  const file = path.join(folder, "pglite.tar");
  const pglite = await openDatabase("memory://");
  const client = (pglite.db as unknown as { $client: { dumpDataDir: (compression: "none") => Promise<Blob> } }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return async () => rmSync(folder, { recursive: true, force: true });
}
