/**
 * Last week's news of a followed initiative, for the weekly-digest journey of the browser tests
 * (tests/e2e/follow-digest.spec.ts). A weekly digest lists what was pending before Monday 07:00
 * Amsterdam (docs/product-rules.md#notifications), so news the journey makes itself is mailed
 * only next Monday. The clock is controlled the way the match question's is: the data is seeded
 * eight days in the past (before the server opens the database), exactly as the notification worker
 * would have left it then: an owner (with a password) and their public initiative, an update of
 * eight days ago, two followers (weekly digest, the default) following since ten days ago, and each
 * follower's pending notification of that update. The running server's worker then mails each
 * follower the weekly digest within seconds.
 */
import { hashPassword } from "better-auth/crypto";
import { account, follows, initiativeUpdates, notifications, profiles, user } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { createInitiative } from "./factories";

/** A seeded member's sign-in details. */
export interface SeededMember {
  name: string;
  email: string;
  password: string;
}

/** What the weekly-digest journey works with. */
export interface WeeklyDigestNews {
  owner: SeededMember;
  initiative: { id: string; name: string };
  /** The text of last week's update. */
  update: string;
  /** Following since ten days ago, weekly digest: one for the journey with JavaScript, one without. */
  followers: { withJavaScript: SeededMember; withoutJavaScript: SeededMember };
}

const DAY_MS = 24 * 3600_000;

const owner: SeededMember = { name: "Wendy Weekbericht", email: "weekbericht-eigenaar@e2e.example.org", password: "weekbericht-wachtwoord-1" };
const followers = {
  withJavaScript: { name: "Vincent Volger", email: "weekbericht-volger-1@e2e.example.org", password: "volger-wachtwoord-1" },
  withoutJavaScript: { name: "Vera Zonderscript", email: "weekbericht-volger-2@e2e.example.org", password: "volger-wachtwoord-2" },
} satisfies WeeklyDigestNews["followers"];

async function seedMember(db: Database, member: SeededMember): Promise<string> {
  const [created] = await db.insert(user).values({ name: member.name, email: member.email, emailVerified: true }).returning({ id: user.id });
  if (!created) throw new Error("seedWeeklyDigestNews: user not created");
  await db.insert(account).values({ accountId: created.id, providerId: "credential", userId: created.id, password: await hashPassword(member.password) });
  await db.insert(profiles).values({ id: created.id, full_name: member.name, email: member.email });
  return created.id;
}

/** Seeds last week's news and its followers in `db` (see the module comment). */
export async function seedWeeklyDigestNews(db: Database, now: Date = new Date()): Promise<WeeklyDigestNews> {
  const ownerId = await seedMember(db, owner);
  const name = "Voedselbos De Wilgenhoek";
  const initiative = await createInitiative(db, { name, created_by: ownerId, created_at: new Date(now.getTime() - 30 * DAY_MS) });
  const postedAt = new Date(now.getTime() - 8 * DAY_MS);
  const text = "Vorige week hebben we veertig fruitbomen geplant. Dank aan alle planters!";
  const [update] = await db
    .insert(initiativeUpdates)
    .values({ initiative_id: initiative.id, created_by: ownerId, body: text, created_at: postedAt, updated_at: postedAt, public_since: postedAt })
    .returning({ id: initiativeUpdates.id });
  if (!update) throw new Error("seedWeeklyDigestNews: update not created");
  for (const follower of Object.values(followers)) {
    const userId = await seedMember(db, follower);
    await db.insert(follows).values({ user_id: userId, initiative_id: initiative.id, created_at: new Date(now.getTime() - 10 * DAY_MS) });
    // As the worker writes it (app/modules/notifications/delivery.server.ts), eight days ago.
    await db.insert(notifications).values({
      user_id: userId,
      type: "initiative_update",
      topic: "following",
      subject_id: update.id,
      initiative_id: initiative.id,
      path: `/initiatief/${initiative.id}#nieuws`,
      title: text,
      summary: name,
      created_at: postedAt,
      updated_at: postedAt,
      mail_after: postedAt,
    });
  }
  return { owner, initiative: { id: initiative.id, name }, update: text, followers };
}
