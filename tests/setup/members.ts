/**
 * Members for integration tests: made through better-auth (passwords really hashed, sessions
 * really stored), verified, and signed in. `cookie` is the Cookie header of
 * their session; `request()` builds a Request that carries it.
 */
import { randomUUID } from "node:crypto";
import { hashPassword, makeSignature } from "better-auth/crypto";
import { getAuth } from "~/lib/auth.server";

export interface TestMember {
  id: string;
  name: string;
  email: string;
  password: string;
  /** Cookie header value with the session cookie. */
  cookie: string;
  /** A Request to `path` on http://localhost:3000 as this member. */
  request: (path: string, init?: RequestInit) => Request;
}

/** Turns Set-Cookie headers into a Cookie header value ("a=1; b=2"). */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair): pair is string => Boolean(pair && !pair.endsWith("=")))
    .join("; ");
}

/** A Request to `path` with optional form fields (POST) and cookie. */
export function makeRequest(
  path: string,
  { cookie, form, method }: { cookie?: string; form?: Record<string, string>; method?: string } = {},
): Request {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  const body = form ? new URLSearchParams(form) : undefined;
  if (body) headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(`http://localhost:3000${path}`, { method: method ?? (form ? "POST" : "GET"), headers, body });
}

/** The password of members made here unless a test gives one (hashed once per test process). */
const MEMBER_PASSWORD = "fietsbel-wachtwoord-1";

/** Real scrypt hashes by password: hashing is slow on purpose, and a test run makes many members. */
const passwordHashes = new Map<string, Promise<string>>();

/**
 * Makes a verified member with unique data and a signed-in session, through better-auth's own
 * adapter (its user hooks run, so the profile row exists) and its cookie signature: what sign-up,
 * the verification link and sign-in leave behind, without hashing a password per member. Those
 * flows themselves are tested in auth-flows.test.ts and the browser journeys.
 */
export async function createMember(overrides: { name?: string; email?: string; password?: string } = {}): Promise<TestMember> {
  const u = randomUUID().slice(0, 8);
  const name = overrides.name ?? `Lid ${u}`;
  const email = (overrides.email ?? `lid-${u}@voorbeeld.example.org`).toLowerCase();
  const password = overrides.password ?? MEMBER_PASSWORD;
  let hash = passwordHashes.get(password);
  if (!hash) passwordHashes.set(password, (hash = hashPassword(password)));
  const context = await (await getAuth()).$context;
  const row = await context.internalAdapter.createUser({ name, email, emailVerified: true }, { method: "email-password" });
  await context.internalAdapter.linkAccount({ accountId: row.id, providerId: "credential", userId: row.id, password: await hash });
  const session = await context.internalAdapter.createSession(row.id);
  const cookie = `${context.authCookies.sessionToken.name}=${session.token}.${await makeSignature(session.token, context.secret)}`;
  return {
    id: row.id,
    name,
    email,
    password,
    cookie,
    request: (path, init = {}) => {
      const h = new Headers(init.headers);
      h.set("Cookie", cookie);
      return new Request(`http://localhost:3000${path}`, { ...init, headers: h });
    },
  };
}
