/**
 * Members for integration tests: registered through better-auth (so passwords are really hashed
 * and sessions really stored), marked verified, and signed in. `cookie` is the Cookie header of
 * their session; `request()` builds a Request that carries it.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";

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

/** Registers, verifies and signs in a new member with unique data. */
export async function createMember(overrides: { name?: string; email?: string; password?: string } = {}): Promise<TestMember> {
  const u = randomUUID().slice(0, 8);
  const name = overrides.name ?? `Lid ${u}`;
  const email = (overrides.email ?? `lid-${u}@voorbeeld.example.org`).toLowerCase();
  const password = overrides.password ?? `fietsbel-${u}`;
  const auth = await getAuth();
  await auth.api.signUpEmail({ body: { name, email, password } });
  const db = await getDb();
  const [row] = await db.update(user).set({ emailVerified: true }).where(eq(user.email, email)).returning({ id: user.id });
  if (!row) throw new Error("createMember: user not created");
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = cookieHeader(headers);
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
