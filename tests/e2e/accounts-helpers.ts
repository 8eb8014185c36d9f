/**
 * Helpers for the account journeys: reading mail the app sent through the test SMTP server,
 * registering and verifying members through the real UI, choosing the Google identity.
 */
import { expect, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import type { GoogleIdentity } from "../setup/google-mock";

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set");
  return dir;
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the plain-text part. */
  links: string[];
}

/** Every mail file read so far, parsed once: the folder grows to hundreds of mails in a run. */
const parsedMail = new Map<string, { recipients: string[]; subject: string; text: string; html: string }>();

async function readMail(file: string) {
  let mail = parsedMail.get(file);
  if (!mail) {
    const parsed = await PostalMime.parse(readFileSync(file));
    mail = {
      recipients: (parsed.to ?? []).map((a) => a.address?.toLowerCase() ?? ""),
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: parsed.html ?? "",
    };
    parsedMail.set(file, mail);
  }
  return mail;
}

/** Waits (up to 20 s) for a mail to `to` whose subject contains `subject`; the newest one wins. */
export async function waitForMail(to: string, subject: string): Promise<ReceivedMail> {
  const dir = path.join(dataDir(), "mail");
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (existsSync(dir)) {
      const files = readdirSync(dir).filter((name) => name.endsWith(".eml")).sort().reverse();
      for (const file of files) {
        const mail = await readMail(path.join(dir, file));
        if (mail.recipients.includes(to.toLowerCase()) && mail.subject.includes(subject)) {
          return {
            to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            links: [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
          };
        }
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with subject containing "${subject}"`);
}

/** A unique address on a reserved example domain. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@voorbeeld.example.org`;
}

/** Fills and submits the registration form. */
export async function register(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto("/auth?tab=registreren");
  await page.getByLabel("Volledige naam").fill(name);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByLabel("Herhaal wachtwoord").fill(password);
  await page.getByRole("button", { name: "Registreren", exact: true }).click();
}

/** Registers through the UI and follows the verification link: the page ends up signed in. */
export async function registerAndVerify(page: Page, member: { name: string; email: string; password: string }) {
  await register(page, member);
  await expect(page.getByText("Registratie succesvol! Controleer je e-mail voor bevestiging.")).toBeVisible();
  const mail = await waitForMail(member.email, "Bevestig je e-mailadres");
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
  if (!link) throw new Error("no verification link in the mail");
  await page.goto(link);
  await expect(page.getByRole("button", { name: `Account van ${member.name}` })).toBeVisible();
}

/** Signs in through the login form. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
}

/** Who the Google stand-in signs in next. */
export function setGoogleIdentity(identity: GoogleIdentity) {
  writeFileSync(path.join(dataDir(), "google", "google-identity.json"), JSON.stringify(identity));
}

/** The query of the last authorize request the Google stand-in received. */
export function lastGoogleAuthorize(): Record<string, string> {
  const lines = readFileSync(path.join(dataDir(), "google", "google-authorize.jsonl"), "utf8").trim().split("\n");
  return JSON.parse(lines.at(-1) as string) as Record<string, string>;
}
