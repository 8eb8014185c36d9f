/**
 * Last week's news of followed initiatives, for the weekly-digest journeys of the browser tests
 * (tests/e2e/weekly-digest.spec.ts). A weekly digest lists what was pending before Monday 07:00
 * Amsterdam (docs/product-rules.md#notifications), so news a journey makes itself is mailed only
 * next Monday. The clock is controlled the way the match question's is: the data is seeded in the
 * past (before the server opens the database), exactly as the notification worker would have left
 * it then: an owner (with a password) and their public initiatives, each with an update of eight
 * days ago, one follower each (weekly digest, the default) following since ten days ago, and that
 * follower's pending notification of the update. The running server's worker then mails each
 * follower their weekly digest within seconds of starting.
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

/** One follower's part: the initiative they follow, last week's update of it and their sign-in. */
export interface FollowedNews {
  follower: SeededMember;
  initiative: { id: string; name: string };
  /** The text of last week's update. */
  update: string;
}

/** What the weekly-digest journey works with. */
export interface WeeklyDigestNews {
  owner: SeededMember;
  /**
   * A follower of their own initiative per journey and run of it (a run consumes its follow), for
   * the journey with JavaScript and the one without: `--repeat-each` up to {@link DIGEST_ROUNDS}.
   */
  rounds: { withJavaScript: FollowedNews; withoutJavaScript: FollowedNews }[];
}

/** How many times the journeys can run against one seeded server. */
export const DIGEST_ROUNDS = 3;

const DAY_MS = 24 * 3600_000;

const owner: SeededMember = { name: "Wendy Weekbericht", email: "weekbericht-eigenaar@e2e.example.org", password: "weekbericht-wachtwoord-1" };
const UPDATE = "Vorige week hebben we veertig fruitbomen geplant. Dank aan alle planters!";

async function seedMember(db: Database, member: SeededMember): Promise<string> {
  const [created] = await db.insert(user).values({ name: member.name, email: member.email, emailVerified: true }).returning({ id: user.id });
  if (!created) throw new Error("seedWeeklyDigestNews: user not created");
  await db.insert(account).values({ accountId: created.id, providerId: "credential", userId: created.id, password: await hashPassword(member.password) });
  await db.insert(profiles).values({ id: created.id, full_name: member.name, email: member.email });
  return created.id;
}

/** An initiative of `ownerId` with last week's update, followed since ten days ago by a new member with the update pending. */
async function seedFollowedNews(db: Database, ownerId: string, follower: SeededMember, name: string, now: Date): Promise<FollowedNews> {
  const initiative = await createInitiative(db, { name, created_by: ownerId, created_at: new Date(now.getTime() - 30 * DAY_MS) });
  const postedAt = new Date(now.getTime() - 8 * DAY_MS);
  const [update] = await db
    .insert(initiativeUpdates)
    .values({ initiative_id: initiative.id, created_by: ownerId, body: UPDATE, created_at: postedAt, updated_at: postedAt, public_since: postedAt })
    .returning({ id: initiativeUpdates.id });
  if (!update) throw new Error("seedWeeklyDigestNews: update not created");
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
    title: UPDATE,
    summary: name,
    created_at: postedAt,
    updated_at: postedAt,
    mail_after: postedAt,
  });
  return { follower, initiative: { id: initiative.id, name }, update: UPDATE };
}

/** Seeds last week's news and its followers in `db` (see the module comment). */
export async function seedWeeklyDigestNews(db: Database, now: Date = new Date()): Promise<WeeklyDigestNews> {
  const ownerId = await seedMember(db, owner);
  const rounds: WeeklyDigestNews["rounds"] = [];
  for (let round = 1; round <= DIGEST_ROUNDS; round++) {
    const member = (name: string, slug: string): SeededMember => ({ name, email: `weekbericht-${slug}-${round}@e2e.example.org`, password: `volger-wachtwoord-${round}` });
    rounds.push({
      withJavaScript: await seedFollowedNews(db, ownerId, member("Vincent Volger", "volger"), `Voedselbos De Wilgenhoek ${round}`, now),
      withoutJavaScript: await seedFollowedNews(db, ownerId, member("Vera Zonderscript", "zonderscript"), `Pluktuin De Vlier ${round}`, now),
    });
  }
  return { owner, rounds };
}
