/**
 * The production server as a child process, for the reliability tests and scripts (graceful
 * shutdown, chaos, soak, PostgreSQL outage, two processes; docs/decisions/012-reliability.md):
 * start `server.ts` from the production build on a free port with its own environment, wait for
 * /healthz, read its output, stop it with a signal, and register members through the real HTTP flow
 * (register form, verification link from the server log, sign-in form).
 *
 * Plain erasable TypeScript, so both `node scripts/x.ts` (Node 24) and Vitest can import it.
 * Needs `npm run build` first (`build/server/index.js`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "./net.ts";
import { productionEnvironmentDefaults, productionNodeOptions } from "./node-options.ts";
import PostalMime from "postal-mime";

/** The repository root (this file lives in bench/lib/). */
export const repositoryRoot = path.resolve(import.meta.dirname, "../..");

export interface AppServerOptions {
  /** DATA_DIR of the server (embedded database under `db/`, mail outbox). */
  dataDir: string;
  /** A postgres:// URL; unset: the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** Port to listen on; default a free one. */
  port?: number;
  /** Extra environment variables. */
  env?: NodeJS.ProcessEnv;
  /** Milliseconds to wait for /healthz (default 60 000). */
  startTimeoutMs?: number;
  /** Echo the server's output to this process's stderr. */
  echo?: boolean;
}

export interface AppServer {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:41234. */
  url: string;
  port: number;
  /** DATA_DIR of the server: its outbox (`outbox/`) holds the mail it sent without SMTP. */
  dataDir: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) and signal once the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /**
   * Sends `signal` and waits for the exit; after `timeoutMs` (default 15 000) sends SIGKILL.
   * @returns the exit code, signal and milliseconds from the signal to the exit
   */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

/** Secret shared by every process started here, so sessions are valid across processes. */
export const TEST_AUTH_SECRET = "reliability-only-secret-not-for-production-0000";

/**
 * Starts `node server.ts` (NODE_ENV=production, TRUST_PROXY=1, DEMO_DATA=0 unless overridden) and
 * waits until /healthz answers 200.
 * @throws Error when the build is missing, the process exits early or is not healthy in time
 *   (the process is killed first)
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const serverFile = path.join(repositoryRoot, "server.ts");
  if (!existsSync(path.join(repositoryRoot, "build/server/index.js"))) {
    throw new Error("Geen productiebuild gevonden: voer eerst `npm run build` uit.");
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...productionNodeOptions(repositoryRoot), serverFile], {
    cwd: repositoryRoot,
    env: {
      // The C library's memory settings of `npm start` (docs/decisions/049-memory.md).
      ...productionEnvironmentDefaults(repositoryRoot),
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      DEMO_DATA: "0",
      PUBLIC_URL: url,
      AUTH_SECRET: TEST_AUTH_SECRET,
      SMTP_URL: "",
      TRUST_PROXY: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    log += text;
    if (options.echo) process.stderr.write(text);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  const server: AppServer = {
    url,
    dataDir: options.dataDir,
    port,
    child,
    output: () => log,
    exited,
    async stop(signal = "SIGTERM", timeoutMs = 15_000) {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return { ...result, ms: Date.now() - started };
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Server stopte tijdens het starten (code ${child.exitCode}):\n${log}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await server.stop("SIGKILL");
  throw new Error(`Server niet gezond binnen de tijd:\n${log}`);
}

/** Turns Set-Cookie headers into a Cookie header value ("a=1; b=2"), skipping cleared cookies. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair): pair is string => Boolean(pair && !pair.endsWith("=")))
    .join("; ");
}

/**
 * POSTs form fields to `url` like a browser form without JavaScript (same Origin, no redirect
 * following).
 */
export async function postForm(
  baseUrl: string,
  pathname: string,
  fields: Record<string, string>,
  { cookie, clientIp, signal }: { cookie?: string; clientIp?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: baseUrl,
  };
  if (cookie) headers.Cookie = cookie;
  if (clientIp) headers["X-Forwarded-For"] = clientIp;
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
    redirect: "manual",
    signal,
  });
}

export interface HttpMember {
  name: string;
  email: string;
  password: string;
  /** Cookie header value with the session cookie. */
  cookie: string;
  /** The X-Forwarded-For address this member's requests use (own rate-limit bucket). */
  clientIp: string;
}

/** A random IPv4 address in 10.0.0.0/8 for X-Forwarded-For. */
export function randomClientIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * Registers a member through the /auth form, follows the verification link of the mail in the
 * server's outbox (SMTP_URL is unset) and signs in through the /auth form.
 * @throws Error when a step does not answer as a browser would expect
 */
export async function registerMember(server: AppServer, { clientIp = randomClientIp() } = {}): Promise<HttpMember> {
  const id = randomUUID().slice(0, 8);
  const member = { name: `Lid ${id}`, email: `lid-${id}@voorbeeld.example.org`, password: `fietsbel-${id}-zonnebloem` };
  const registered = await postForm(
    server.url,
    "/auth",
    {
      intent: "register",
      full_name: member.name,
      email: member.email,
      password: member.password,
      password_confirmation: member.password,
      redirectTo: "/",
    },
    { clientIp },
  );
  await registered.arrayBuffer();
  if (registered.status >= 400) throw new Error(`Registreren mislukt: HTTP ${registered.status}`);
  const link = await waitForVerificationLink(server, member.email);
  const verified = await fetch(link, { redirect: "manual", headers: { "X-Forwarded-For": clientIp } });
  await verified.arrayBuffer();
  if (verified.status >= 400) throw new Error(`Bevestigen mislukt: HTTP ${verified.status}`);
  const signedIn = await postForm(
    server.url,
    "/auth",
    { intent: "sign-in", email: member.email, password: member.password, redirectTo: "/" },
    { clientIp },
  );
  await signedIn.arrayBuffer();
  const cookie = cookieFrom(signedIn.headers);
  if (signedIn.status !== 302 || !cookie) throw new Error(`Inloggen mislukt: HTTP ${signedIn.status}`);
  return { ...member, cookie, clientIp };
}

/**
 * The verification link of the newest mail to `email` in the server's outbox
 * (`$DATA_DIR/outbox/*.eml`: the server runs without SMTP_URL). Production servers never log links.
 * @throws Error when no such mail arrives within `timeoutMs` milliseconds
 */
async function waitForVerificationLink(server: AppServer, email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(server.dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")).sort().reverse() : [];
    for (const name of files) {
      const mail = await PostalMime.parse(readFileSync(path.join(outbox, name)));
      if (!mail.to?.some((to) => to.address?.toLowerCase() === email.toLowerCase())) continue;
      const link = /https?:\/\/\S+/.exec(mail.text ?? "")?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Geen bevestigingsmail voor ${email} in ${outbox}`);
}
