/**
 * People who take part, seeded for the browser tests' crawler (tests/e2e/crawler.spec.ts): members
 * signed up for a public upcoming event (confirmed and on its waitlist) and a member who responded
 * to a public vacancy, each with a name, an address and a phone number that must never reach a
 * visitor (docs/decisions/026-participation.md), and a home postcode that must reach nobody.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { eventRegistrations, events, matchQuestions, profiles, user, vacancyResponses } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { rowsOf } from "~/lib/sql.server";

/** The values a visitor must never receive: names, e-mail addresses, phone, motivation; and their home postcode (four digits). */
export interface SeededParticipants {
  values: string[];
  homePostcode: string;
  /** The tokens of the open match questions about the response (their pages are /match/{token}). */
  matchTokens: { volunteer: string; organizer: string };
  /** The address of a member who responded fifteen days ago: the server's worker mails them the match question. */
  askedVolunteerEmail: string;
}

/**
 * Signs two members up for event `eventId` (one confirmed, one on the waitlist) and has a third
 * respond to vacancy `vacancyId` today and a fourth fifteen days ago, straight in the database
 * (before the server opens it).
 */
export async function seedParticipants(db: Database, { eventId, vacancyId }: { eventId: string; vacancyId: string }): Promise<SeededParticipants> {
  const people = ["Deelnemer Geheimhouden", "Wachtende Geheimhouden", "Reageerder Geheimhouden", "Gevraagde Geheimhouden"].map((name) => {
    const u = randomUUID().slice(0, 8);
    return { id: randomUUID(), name, email: `deelnemer-${u}@e2e.example.org`, emailVerified: true };
  });
  await db.insert(user).values(people);
  // A postcode area no item lies in, so any appearance of it is a member's.
  const free = await db.execute(sql`select a.pc4 from postcode_areas a
    where not exists (select 1 from initiatives where pc4 = a.pc4) and not exists (select 1 from events where pc4 = a.pc4)
      and not exists (select 1 from vacancies where pc4 = a.pc4) order by a.pc4 desc limit 1`);
  const homePostcode = rowsOf<{ pc4: string }>(free)[0]?.pc4;
  if (!homePostcode) throw new Error("No postcode area without items for the participants' home postcode");
  await db.insert(profiles).values(people.map((p) => ({ id: p.id, full_name: p.name, home_pc4: homePostcode })));
  const [confirmed, waiting, responder, asked] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0], (typeof people)[0]];
  await db.insert(eventRegistrations).values([
    { event_id: eventId, user_id: confirmed.id, status: "confirmed" },
    { event_id: eventId, user_id: waiting.id, status: "waitlisted" },
  ]);
  await db.update(events).set({ confirmed_count: sql`${events.confirmed_count} + 1` }).where(eq(events.id, eventId));
  const phone = "06 9876 0123";
  const motivation = "Geheime motivatie: ik ken de buurt goed.";
  const [response] = await db.insert(vacancyResponses).values({ vacancy_id: vacancyId, user_id: responder.id, motivation, phone }).returning();
  // The questions mailed fourteen days later, with tokens the browser test opens as the mails' links would.
  const matchTokens = { volunteer: randomBytes(32).toString("base64url"), organizer: randomBytes(32).toString("base64url") };
  await db.insert(matchQuestions).values(
    (["volunteer", "organizer"] as const).map((party) => ({
      response_id: response!.id,
      party,
      round: 1,
      token_hash: createHash("sha256").update(matchTokens[party], "utf8").digest("hex"),
    })),
  );
  // A response of fifteen days ago with no question yet: the running server asks about it by mail.
  await db.insert(vacancyResponses).values({ vacancy_id: vacancyId, user_id: asked.id, motivation, phone, created_at: new Date(Date.now() - 15 * 24 * 3600_000) });
  return { values: [...people.flatMap((p) => [p.name, p.email]), phone, motivation], homePostcode, matchTokens, askedVolunteerEmail: asked.email };
}
