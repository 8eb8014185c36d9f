/**
 * Cookie attributes (docs/decisions/011-security.md): every cookie HttpOnly, SameSite=Lax, Path=/,
 * no Domain; on an https site also Secure with the `__Host-` prefix; on plain http (a laptop, the
 * browser tests) neither, since browsers would drop them there. Checked on the session cookie
 * better-auth sets at sign-in and on the toast cookie, in both modes, and on reading the prefixed
 * cookies back.
 */
import { parseSetCookie } from "set-cookie-parser";
import { afterAll, describe, expect, it, vi } from "vitest";
import { cookiePolicy } from "~/lib/cookie-policy.server";
import { setupTestDatabase } from "../setup/database";

setupTestDatabase();

/**
 * Fresh copies of the cookie-setting modules under `PUBLIC_URL` (the configuration and the auth
 * instance are created once per process, so both are reset).
 */
async function modulesFor(publicUrl: string) {
  vi.stubEnv("PUBLIC_URL", publicUrl);
  vi.resetModules();
  delete (globalThis as { __ddnAuth?: unknown }).__ddnAuth;
  const members = await import("../setup/members");
  const toast = await import("~/lib/toast.server");
  const session = await import("~/lib/session.server");
  return { ...members, ...toast, ...session };
}

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  delete (globalThis as { __ddnAuth?: unknown }).__ddnAuth;
});

describe("cookiePolicy", () => {
  it("is Secure with __Host- on https only", () => {
    expect(cookiePolicy("https://ditdoetnederland.nl")).toEqual({ secure: true, prefix: "__Host-", httpOnly: true, sameSite: "lax", path: "/" });
    expect(cookiePolicy("http://127.0.0.1:3000")).toEqual({ secure: false, prefix: "", httpOnly: true, sameSite: "lax", path: "/" });
  });
});

describe.each([
  { mode: "https", url: "https://ditdoetnederland.example.org", prefix: "__Host-", secure: true },
  { mode: "http", url: "http://127.0.0.1:3000", prefix: "", secure: false },
])("on an $mode site", ({ url, prefix, secure }) => {
  it("sets the session cookie with the right name and attributes, and reads it back", async () => {
    const { createMember, getSessionUser } = await modulesFor(url);
    const member = await createMember();
    expect(member.cookie.split("; ").map((pair) => pair.split("=")[0])).toContain(`${prefix}ddn.session_token`);
    const { getAuth } = await import("~/lib/auth.server");
    const auth = await getAuth();
    const { headers } = await auth.api.signInEmail({ body: { email: member.email, password: member.password }, returnHeaders: true });
    const setCookies = parseSetCookie(headers.getSetCookie(), { map: false });
    expect(setCookies.length).toBeGreaterThan(0);
    for (const c of setCookies) {
      expect(c.name.startsWith(`${prefix}ddn.`)).toBe(true);
      expect(c).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
      expect(Boolean(c.secure)).toBe(secure);
      expect(c.domain).toBeUndefined();
    }
    const signedIn = await getSessionUser(member.request("/"));
    expect(signedIn?.email).toBe(member.email);
  });

  it("sets the toast cookie with the right name and attributes, and reads it back", async () => {
    const { toastHeader, readToast } = await modulesFor(url);
    const header = await toastHeader({ type: "success", message: "Opgeslagen!" });
    const [c] = parseSetCookie(header, { map: false });
    expect(c?.name).toBe(`${prefix}ddn_toast`);
    expect(c).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
    expect(Boolean(c?.secure)).toBe(secure);
    expect(c?.domain).toBeUndefined();
    const request = new Request("http://localhost:3000/", { headers: { Cookie: `${c?.name}=${c?.value}` } });
    const { toast, clearHeader } = await readToast(request);
    expect(toast).toEqual({ type: "success", message: "Opgeslagen!" });
    expect(clearHeader).toMatch(new RegExp(`^${prefix}ddn_toast=;`));
  });
});
