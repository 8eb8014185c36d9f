/**
 * Security hardening against the production server (docs/decisions/011-security.md): headers on
 * every kind of response, pages that run under the CSP without a single violation (also the
 * toaster, dialogs and the no-JavaScript Google sign-in redirect), the Origin check on
 * state-changing requests, cookie attributes, and a server log free of passwords, tokens and
 * session ids.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIResponse, Page } from "@playwright/test";
import { expect, test, hydrated } from "./fixtures";
import { registerAndVerify, signIn, uniqueEmail, waitForMail } from "./accounts-helpers";

const FOREIGN = "https://kwaadwillend.example";
const REFUSED = "Geweigerd: dit verzoek komt van een andere website dan Dit doet Nederland.";

/**
 * Checks a response's security headers and returns the script sources of its Content-Security-Policy:
 * a per-response nonce (with 'strict-dynamic'), or, for a visitor's page that the page cache may
 * keep, 'self' and the SHA-256 hashes of the page's inline scripts (docs/decisions/052-page-cache.md).
 */
function expectSecurityHeaders(response: APIResponse): { nonce?: string; hashes?: string[] } {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'(;|$)/.exec(csp)?.[1];
  const hashed = /script-src 'self'((?: 'sha256-[A-Za-z0-9+/=]+')*)(;|$)/.exec(csp);
  expect(nonce ?? hashed, `CSP of ${response.url()}`).toBeTruthy();
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["x-request-id"]).toMatch(/^[\w.:-]{8,100}$/);
  if (nonce) return { nonce };
  return { hashes: (hashed?.[1] ?? "").trim().split(" ").filter(Boolean) };
}

/** Collects CSP violations and console errors (hydration included) of `page` from its first document on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} on ${document.location.pathname} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  return violations;
}

test.describe("headers on every kind of response", () => {
  test("HTML, data request, static asset, 404, resource routes", async ({ request }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    // A visitor's page: every inline script React Router wrote is pinned by its hash (the page
    // may be sent again from the page cache, where a nonce cannot be new); JSON-LD is data.
    const { hashes } = expectSecurityHeaders(home);
    expect(hashes?.length).toBeGreaterThan(0);
    const html = await home.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !(m[1] ?? "").includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , content] of scripts) expect(hashes).toContain(`'sha256-${createHash("sha256").update(content ?? "", "utf8").digest("base64")}'`);
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();

    const responses: [string, number][] = [
      ["/initiatieven.data", 200],
      [asset as string, 200],
      ["/favicon.svg", 200],
      ["/favicon.ico", 200],
      ["/bestaat-niet", 404],
      ["/bestaat-niet.data", 404],
      ["/healthz", 200],
      ["/api/auth/verify-email?token=ongeldig", 401],
    ];
    // Every response that carries a nonce carries a new one.
    const nonces: string[] = [];
    for (const [url, status] of responses) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(status);
      const { nonce } = expectSecurityHeaders(response);
      if (nonce) nonces.push(nonce);
    }
    expect(nonces.length).toBeGreaterThan(2);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

test.describe("Content-Security-Policy in the browser", () => {
  // The Google sign-in redirect under form-action: tests/e2e/google.spec.ts (one identity at a time).
  test("pages hydrate and work without a single violation: lists, details, FAQ, toasts, dialogs", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Initiatieven" }).click();
    await expect(page).toHaveURL(/\/initiatieven$/);
    await page.locator("main a[href^='/initiatief/']").first().click();
    await expect(page).toHaveURL(/\/initiatief\//);
    await page.goto("/faq");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    // A toast (sonner injects its styles) and a dialog (Radix): register, verify, give feedback.
    const member = { name: "Cas Csp", email: uniqueEmail("csp"), password: "zonnebloem-42" };
    await registerAndVerify(page, member);
    await (await hydrated(page.getByRole("link", { name: "Feedback", exact: true }))).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(violations).toEqual([]);
  });
});

test.describe("Origin check on state-changing requests", () => {
  test("a foreign Origin or Referer is refused with a Dutch 403", async ({ request }) => {
    const targets: [string, Record<string, string>][] = [
      ["/favoriet", { type: "initiatief", id: "00000000-0000-4000-8000-000000000000" }],
      ["/auth", { intent: "sign-in", email: "a@voorbeeld.example.org", password: "zonnebloem-42" }],
      ["/api/auth/sign-in/email", { email: "a@voorbeeld.example.org", password: "zonnebloem-42" }],
      ["/contact", { naam: "A" }],
      ["/uitloggen", {}],
    ];
    for (const [url, form] of targets) {
      const foreign: Record<string, string>[] = [{ Origin: FOREIGN }, { Referer: `${FOREIGN}/pagina` }];
      for (const headers of foreign) {
        const response = await request.post(url, { form, headers, maxRedirects: 0 });
        expect(response.status(), `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toBe(REFUSED);
        expectSecurityHeaders(response);
      }
    }
  });

  test("a form on a foreign site cannot post to us; our own forms work", async ({ page, baseURL }) => {
    await page.route(`${FOREIGN}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" action="${baseURL}/favoriet"><input name="type" value="initiatief"><button>Verstuur</button></form>`,
      }),
    );
    await page.goto(`${FOREIGN}/lokpagina`);
    const [response] = await Promise.all([page.waitForResponse(`${baseURL}/favoriet`), page.getByRole("button", { name: "Verstuur" }).click()]);
    expect(response.status()).toBe(403);
    await expect(page.getByText(REFUSED)).toBeVisible();

    // A form of our own site passes the check and reaches the action.
    await signIn(page, { email: uniqueEmail("niemand"), password: "zonnebloem-42" });
    await expect(page.getByText("Ongeldige inloggegevens")).toBeVisible();
  });
});

test.describe("cookies and logs", () => {
  test("session and toast cookies are HttpOnly and SameSite=Lax (not Secure on this http test server)", async ({ page, context }) => {
    const member = { name: "Koos Koekje", email: uniqueEmail("koekje"), password: "zonnebloem-42" };
    await registerAndVerify(page, member);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "ddn.session_token");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    for (const cookie of cookies) expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  test("the server log has request ids and no password, token or session id", async ({ page, context }) => {
    const member = { name: "Lotte Log", email: uniqueEmail("log"), password: "vlinderstruik-73" };
    await registerAndVerify(page, member);
    const mail = await waitForMail(member.email, "Bevestig je e-mailadres");
    const token = new URL(mail.links.find((l) => l.includes("/api/auth/verify-email")) as string).searchParams.get("token") as string;
    const sessionId = (await context.cookies()).find((c) => c.name === "ddn.session_token")?.value as string;
    await context.clearCookies();
    await signIn(page, { email: member.email, password: "verkeerd-wachtwoord-1" });
    await expect(page.getByText("Ongeldige inloggegevens")).toBeVisible();
    await signIn(page, member);
    await expect(page.getByRole("button", { name: `Account van ${member.name}` })).toBeVisible();
    const secondSession = (await context.cookies()).find((c) => c.name === "ddn.session_token")?.value as string;

    const file = path.join(process.env.E2E_DATA_DIR as string, "server.log");
    // The log is written as the server goes; wait until the verification request is in it.
    await expect.poll(() => readFileSync(file, "utf8")).toContain("/api/auth/verify-email?token=[REDACTED]");
    const log = readFileSync(file, "utf8");
    for (const secret of [member.password, "verkeerd-wachtwoord-1", token, sessionId, secondSession, sessionId.split(".")[0] as string]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
    }
    const entries = log
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; req?: { url: string } });
    const access = entries.filter((e) => e.msg === "request completed");
    expect(access.length).toBeGreaterThan(0);
    for (const entry of access) expect(entry.reqId).toMatch(/^[\w.:-]{8,100}$/);
  });
});
