/**
 * Playwright global setup: prepares a fresh embedded database in a temporary DATA_DIR (migrated,
 * demo content seeded), records what the browser tests compare against (counters, every contact
 * e-mail and phone of the seeded data) in `$E2E_DATA_DIR/expected.json`, starts a real SMTP
 * server (mail lands in `$E2E_DATA_DIR/mail/`), a local OpenID Connect server in Google's
 * place and a local map tile server (MAP_TILE_URL), then starts the production server
 * (`server.ts`, already built) configured to use them,
 * on a free port, and waits for /healthz. The server's log lands in `$E2E_DATA_DIR/server.log`
 * (warnings and errors are echoed). The returned teardown stops everything and removes the folder.
 *
 * The database is seeded here, before the server opens it, because PGlite is single-process.
 *
 * With `E2E_DATABASE_URL` (a PostgreSQL server URL whose user may create databases; `npm test`
 * sets it from TEST_DATABASE_URL for the member journeys), the same happens on a new database on
 * that server instead of PGlite; the teardown drops it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { collectExpectations } from "./e2e-expectations";
import { startGoogleMock } from "./google-mock";
import { startMailCatcher } from "./mail-catcher";
import { createPostgresDatabase } from "./postgres-database";
import { E2E_AUTH_SECRET } from "./stewards";
import { startTileServer } from "./tile-server";

/** Client id and secret the app is configured with for the Google stand-in. */
export const E2E_GOOGLE_CLIENT_ID = "ddn-e2e-client.apps.googleusercontent.example";
const E2E_GOOGLE_CLIENT_SECRET = "ddn-e2e-secret";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, "../..");
  const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-e2e-"));
  const postgres = process.env.E2E_DATABASE_URL ? await createPostgresDatabase(process.env.E2E_DATABASE_URL, "e2e") : null;
  const expectations = await collectExpectations(postgres?.url ?? path.join(dataDir, "db"), dataDir);
  writeFileSync(path.join(dataDir, "expected.json"), JSON.stringify(expectations));

  const mail = await startMailCatcher(path.join(dataDir, "mail"));
  const google = await startGoogleMock(path.join(dataDir, "google"));
  const tiles = await startTileServer();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      DEMO_DATA: "1",
      PUBLIC_URL: baseURL,
      AUTH_SECRET: E2E_AUTH_SECRET,
      SMTP_URL: mail.url,
      MAIL_FROM: "Dit doet Nederland <noreply@ditdoetnederland.example.org>",
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT_SECRET,
      GOOGLE_ISSUER: google.issuer,
      // The map's tiles from a local server: the tests never reach the internet.
      MAP_TILE_URL: tiles.url,
      // Saved searches are checked every 2 s, so an alert journey waits seconds, not minutes.
      ALERT_CHECK_SECONDS: "2",
      // Likewise the match questions: the seeded response of fifteen days ago is asked about at once.
      MATCH_QUESTION_CHECK_SECONDS: "2",
      // As behind a load balancer: each test's X-Forwarded-For is its own client (tests/e2e/fixtures.ts).
      TRUST_PROXY: "1",
      // New initiatives are public at once and reviewed afterwards, so the member journeys need no
      // moderator for every initiative they create; review.spec.ts takes one through rejection,
      // resubmission (hidden while it waits) and approval. MODERATION=pre, the default, is
      // covered by tests/integration/review.test.ts.
      MODERATION: "post",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The server's JSON log goes to $E2E_DATA_DIR/server.log (tests/e2e/security.spec.ts reads it);
  // warnings and errors are also shown here.
  const serverLog = createWriteStream(path.join(dataDir, "server.log"));
  createInterface({ input: child.stdout as Readable }).on("line", (line) => {
    serverLog.write(`${line}\n`);
    if (!/^\{"level":[1-3]\d,/.test(line)) process.stderr.write(`${line}\n`);
  });
  const stopHelpers = async () => {
    await mail.stop();
    await google.stop();
    await tiles.stop();
    await postgres?.drop();
  };
  try {
    await waitForHealth(`${baseURL}/healthz`, child, 60_000);
  } catch (error) {
    child.kill("SIGKILL");
    await stopHelpers();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    await stopHelpers();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
