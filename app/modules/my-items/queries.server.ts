/**
 * Reads of /mijn-items (SPEC.md §2 "My items": "Only the user's own initiatives and the events and
 * vacancies under them are listed"; §7 "initiatives: select where created_by is the user ordered
 * created_at descending", "events: select where initiative_id is in the user's initiatives with
 * joined initiative name ordered date descending", "vacancies: select where initiative_id is in
 * the user's initiatives ordered created_at descending").
 *
 * Reads the tables themselves, not the public views: the owner sees every status of their
 * initiatives and their inactive vacancies too. Contact columns are not read: the rows do not
 * show them.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { events, initiatives, vacancies } from "~/db/schema";
import type { EventType, InitiativeStatus, Province, Scope, Theme, VacancyCategory } from "~/lib/enums";
import { getDb } from "~/lib/db.server";

/** A row of the "Initiatieven" tab. Dates are Date objects (ISO 8601 strings once serialised). */
export interface MyInitiativeRow {
  id: string;
  name: string;
  status: InitiativeStatus;
  theme: Theme;
  scope: Scope;
  province: Province | null;
  city: string | null;
  created_at: Date;
}

/** A row of the "Events" tab, with the initiative it belongs to. `date`/`end_date`: UTC instants. */
export interface MyEventRow {
  id: string;
  title: string;
  type: EventType;
  date: Date;
  end_date: Date | null;
  city: string;
  initiative: { id: string; name: string };
}

/** A row of the "Doe Mee" tab (active and inactive vacancies), with its initiative. */
export interface MyVacancyRow {
  id: string;
  title: string;
  type: string;
  category: VacancyCategory;
  is_active: boolean;
  created_at: Date;
  initiative: { id: string; name: string };
}

/** Everything /mijn-items lists for one member. */
export interface MyItems {
  /** The member's initiatives, newest first (created_at descending, then id). */
  initiatives: MyInitiativeRow[];
  /** Events under the member's initiatives, latest date first (date descending, then id). */
  events: MyEventRow[];
  /** Vacancies under the member's initiatives, active and inactive, newest first. */
  vacancies: MyVacancyRow[];
}

/**
 * The initiatives of member `userId` with the events and vacancies under them: three queries,
 * never anything of another member.
 * @param options.userId the member's auth user id (UUID)
 * @throws Error when the database fails
 */
export async function listMyItems({ userId }: { userId: string }): Promise<MyItems> {
  const db = await getDb();
  const own = db.select({ id: initiatives.id }).from(initiatives).where(eq(initiatives.created_by, userId));
  const [initiativeRows, eventRows, vacancyRows] = await Promise.all([
    db
      .select({
        id: initiatives.id,
        name: initiatives.name,
        status: initiatives.status,
        theme: initiatives.theme,
        scope: initiatives.scope,
        province: initiatives.province,
        city: initiatives.city,
        created_at: initiatives.created_at,
      })
      .from(initiatives)
      .where(eq(initiatives.created_by, userId))
      .orderBy(desc(initiatives.created_at), initiatives.id),
    db
      .select({
        id: events.id,
        title: events.title,
        type: events.type,
        date: events.date,
        end_date: events.end_date,
        city: events.city,
        initiative: { id: initiatives.id, name: initiatives.name },
      })
      .from(events)
      .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
      .where(inArray(events.initiative_id, own))
      .orderBy(desc(events.date), events.id),
    db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        type: vacancies.type,
        category: vacancies.category,
        is_active: vacancies.is_active,
        created_at: vacancies.created_at,
        initiative: { id: initiatives.id, name: initiatives.name },
      })
      .from(vacancies)
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .where(inArray(vacancies.initiative_id, own))
      .orderBy(desc(vacancies.created_at), vacancies.id),
  ]);
  return { initiatives: initiativeRows, events: eventRows, vacancies: vacancyRows };
}
