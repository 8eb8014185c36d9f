/**
 * Test data factories: each call inserts one row with unique, valid values; pass overrides for
 * what the test is about. Contact data uses reserved example domains.
 */
import { randomUUID } from "node:crypto";
import { events, initiatives, type NewEvent, type NewInitiative, type NewVacancy, vacancies } from "~/db/schema";
import type { Database } from "~/lib/db.server";

const unique = () => randomUUID().slice(0, 8);

/** Inserts an initiative (formeel stichting, theme natuur, scope plaats, Utrecht) and returns it. */
export async function createInitiative(db: Database, overrides: Partial<NewInitiative> = {}) {
  const u = unique();
  const [row] = await db
    .insert(initiatives)
    .values({
      name: `Testinitiatief ${u}`,
      formality: "formeel",
      formal_type: "stichting",
      theme: "natuur",
      scope: "plaats",
      province: "utrecht",
      city: "Utrecht",
      municipality: "Utrecht",
      description: `Korte beschrijving ${u}`,
      long_description: `Lange beschrijving ${u}`,
      contact_email: `info-${u}@initiatief.example.org`,
      contact_phone: "030 123 4567",
      website: `https://${u}.example.org`,
      established: 2015,
      member_count: 25,
      volunteer_count: 5,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createInitiative: no row returned");
  return row;
}

/** Inserts an event (workshop, a week from now) under `initiative_id` and returns it. */
export async function createEvent(db: Database, overrides: Partial<NewEvent> & { initiative_id: string }) {
  const u = unique();
  const [row] = await db
    .insert(events)
    .values({
      title: `Testevent ${u}`,
      description: `Korte beschrijving event ${u}`,
      type: "workshop",
      date: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      city: "Utrecht",
      location: "Buurthuis De Linde, Lindenlaan 1",
      organizer_name: "Testorganisator",
      organizer_email: `event-${u}@organisator.example.org`,
      organizer_phone: "06 1234 5678",
      website: `https://event-${u}.example.org`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createEvent: no row returned");
  return row;
}

/** Inserts an active vacancy (vrijwilliger) under `initiative_id` and returns it. */
export async function createVacancy(db: Database, overrides: Partial<NewVacancy> & { initiative_id: string }) {
  const u = unique();
  const [row] = await db
    .insert(vacancies)
    .values({
      title: `Testvacature ${u}`,
      description: `Beschrijving vacature ${u}`,
      type: "Vrijwilligerswerk",
      category: "vrijwilliger",
      contact_email: `vacature-${u}@initiatief.example.org`,
      contact_phone: "06 8765 4321",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("createVacancy: no row returned");
  return row;
}
