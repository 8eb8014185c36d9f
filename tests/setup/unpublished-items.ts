/**
 * Items that must never reach a visitor, seeded for the browser tests' crawler
 * (tests/e2e/crawler.spec.ts, docs/decisions/020-moderation.md and 021-review.md): an initiative
 * waiting for review with an event and a vacancy under it, a rejected initiative, a hidden event
 * and a hidden vacancy under a public initiative, and a public initiative of a blocked member.
 * Every title carries one marker, so a crawler can search every response for it.
 */
import { user } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { createEvent, createInitiative, createVacancy } from "./factories";

/** The text every seeded title contains. */
export const UNPUBLISHED_MARKER = "Nietopenbaar";

/** What was seeded: the pages a visitor must get 404 for. */
export interface UnpublishedItems {
  marker: string;
  paths: string[];
}

/**
 * Seeds the items (owners are fresh members without a password: nobody signs in as them).
 * @param db the seeded e2e database, before the server opens it
 */
export async function seedUnpublishedItems(db: Database): Promise<UnpublishedItems> {
  const member = async (name: string, blocked = false) => {
    const [row] = await db
      .insert(user)
      .values({ name, email: `${name.toLowerCase().replace(/\s+/g, "-")}@e2e.example.org`, emailVerified: true, blockedAt: blocked ? new Date() : null })
      .returning({ id: user.id });
    if (!row) throw new Error("seedUnpublishedItems: member not created");
    return row.id;
  };
  const owner = await member("Niet Openbaar Eigenaar");
  const blocked = await member("Geblokkeerd Lid", true);
  const title = (what: string) => `${UNPUBLISHED_MARKER} ${what}`;
  const pending = await createInitiative(db, { name: title("initiatief in behandeling"), created_by: owner, status: "in_behandeling", review_requested_at: new Date() });
  const pendingEvent = await createEvent(db, { initiative_id: pending.id, created_by: owner, title: title("event bij wachtend initiatief"), date: new Date(Date.now() + 20 * 86_400_000) });
  const pendingVacancy = await createVacancy(db, { initiative_id: pending.id, created_by: owner, title: title("vacature bij wachtend initiatief") });
  const rejected = await createInitiative(db, { name: title("afgewezen initiatief"), created_by: owner, status: "afgewezen", status_reason: "Geen burgerinitiatief" });
  const open = await createInitiative(db, { name: "Openbaar initiatief met verborgen items", created_by: owner });
  const hiddenEvent = await createEvent(db, { initiative_id: open.id, created_by: owner, title: title("verborgen event"), status: "verborgen", date: new Date(Date.now() + 21 * 86_400_000) });
  const hiddenVacancy = await createVacancy(db, { initiative_id: open.id, created_by: owner, title: title("verborgen vacature"), status: "verborgen" });
  const blockedInitiative = await createInitiative(db, { name: title("initiatief van geblokkeerd lid"), created_by: blocked });
  return {
    marker: UNPUBLISHED_MARKER,
    paths: [
      `/initiatief/${pending.id}`,
      `/event/${pendingEvent.id}`,
      `/vacature/${pendingVacancy.id}`,
      `/initiatief/${rejected.id}`,
      `/event/${hiddenEvent.id}`,
      `/vacature/${hiddenVacancy.id}`,
      `/initiatief/${blockedInitiative.id}`,
    ],
  };
}
