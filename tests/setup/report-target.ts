/**
 * A member with a public initiative and an upcoming event for the report journey of the browser
 * tests (tests/e2e/reports.spec.ts): a visitor reports the event, a moderator hides it, and the
 * owner's mail is read from the test SMTP server. Seeded by the e2e global setup before the server
 * opens the database, so the journey does not depend on how a new initiative is reviewed.
 */
import { hashPassword } from "better-auth/crypto";
import { account, profiles, user } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { createEvent, createInitiative } from "./factories";

/** The seeded owner and their event. */
export interface ReportTarget {
  owner: { name: string; email: string; password: string };
  event: { id: string; title: string };
}

const owner = { name: "Olga Eigenaar", email: "eigenaar@e2e.example.org", password: "eigenaar-wachtwoord-1" };

/** Creates the owner (verified, with a password), an active initiative and an event under it. */
export async function seedReportTarget(db: Database): Promise<ReportTarget> {
  const [created] = await db.insert(user).values({ name: owner.name, email: owner.email, emailVerified: true }).returning({ id: user.id });
  if (!created) throw new Error("seedReportTarget: user not created");
  await db.insert(account).values({ accountId: created.id, providerId: "credential", userId: created.id, password: await hashPassword(owner.password) });
  await db.insert(profiles).values({ id: created.id, full_name: owner.name, email: owner.email });
  const initiative = await createInitiative(db, { name: "Repaircafé De Schroef", created_by: created.id });
  const event = await createEvent(db, {
    initiative_id: initiative.id,
    created_by: created.id,
    title: "Gratis iPhones weggeven op het plein",
    date: new Date(Date.now() + 30 * 24 * 3600 * 1000),
  });
  return { owner, event: { id: event.id, title: event.title } };
}
