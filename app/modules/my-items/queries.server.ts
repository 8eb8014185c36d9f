/**
 * Reads of /mijn-items (docs/product-rules.md#my-items). "Own" follows each domain's permission
 * rules as SQL; rows carry what the member may do, without any member id. Reads the tables, not the
 * public views, so the owner sees every status; contact columns are not read.
 */
import { desc, eq } from "drizzle-orm";
import { events, initiatives, vacancies } from "~/db/schema";
import type { EventType, InitiativeStatus, Province, Scope, Theme, VacancyCategory } from "~/lib/enums";
import { getDb } from "~/lib/db.server";
import type { Member } from "~/lib/viewer";
import { canDeleteEvent, canEditEvent } from "~/modules/events/permissions";
import { eventOwnedBy } from "~/modules/events/permissions.server";
import { canDeleteInitiative, canEditInitiative } from "~/modules/initiatives/permissions";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";
import { canManageParticipants } from "~/modules/participation/permissions";
import { countResponsesFor, type ResponseCounts } from "~/modules/participation/responses.server";
import { canDeleteVacancy, canEditVacancy } from "~/modules/vacancies/permissions";
import { vacancyOwnedBy } from "~/modules/vacancies/permissions.server";

export interface RowPermissions {
  /** Shows "Bewerken" (and for vacancies "Deactiveren"/"Activeren"). */
  canEdit: boolean;
  canDelete: boolean;
}

/** A row of the "Initiatieven" tab. Dates are Date objects (ISO 8601 strings once serialised). */
export interface MyInitiativeRow extends RowPermissions {
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
export interface MyEventRow extends RowPermissions {
  id: string;
  title: string;
  type: EventType;
  date: Date;
  end_date: Date | null;
  city: string;
  /** Moderation status: anything but "actief" is shown as a badge. */
  status: InitiativeStatus;
  /** Set (UTC) once cancelled: shown as "Geannuleerd" (docs/product-rules.md#cancelled-events). */
  cancelled_at: Date | null;
  initiative: { id: string; name: string };
  /** Whether the member sees its participants ("Deelnemers (n)", `canManageParticipants`). */
  canManageParticipants: boolean;
  /** People signed up and confirmed on the platform (the waitlist not counted). */
  confirmed_count: number;
}

/** A row of the "Doe Mee" tab (active and inactive vacancies), with its initiative. */
export interface MyVacancyRow extends RowPermissions {
  id: string;
  title: string;
  type: string;
  category: VacancyCategory;
  is_active: boolean;
  /** Moderation status: anything but "actief" is shown as a badge. */
  status: InitiativeStatus;
  created_at: Date;
  initiative: { id: string; name: string };
  /** Responses to it (all, and those still "new"); only counted when the member may edit it, else zero. */
  responses: ResponseCounts;
}

/** Everything /mijn-items lists for one member. */
export interface MyItems {
  /** The member's initiatives, newest first (created_at descending, then id). */
  initiatives: MyInitiativeRow[];
  /** The member's events (created by them or under their initiatives), latest date first (date descending, then id). */
  events: MyEventRow[];
  /** The member's vacancies (the same rule), active and inactive, newest first. */
  vacancies: MyVacancyRow[];
}

/**
 * The initiatives, events and vacancies of `viewer`: three queries, never anything of another
 * member.
 * @throws Error when the database fails
 */
export async function listMyItems({ viewer }: { viewer: Member }): Promise<MyItems> {
  const db = await getDb();
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
        created_by: initiatives.created_by,
      })
      .from(initiatives)
      .where(initiativeOwnedBy(viewer))
      .orderBy(desc(initiatives.created_at), initiatives.id),
    db
      .select({
        id: events.id,
        title: events.title,
        type: events.type,
        date: events.date,
        end_date: events.end_date,
        city: events.city,
        status: events.status,
        cancelled_at: events.cancelled_at,
        confirmed_count: events.confirmed_count,
        initiative: { id: initiatives.id, name: initiatives.name },
        created_by: events.created_by,
        initiative_created_by: initiatives.created_by,
      })
      .from(events)
      .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
      .where(eventOwnedBy(viewer))
      .orderBy(desc(events.date), events.id),
    db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        type: vacancies.type,
        category: vacancies.category,
        is_active: vacancies.is_active,
        status: vacancies.status,
        created_at: vacancies.created_at,
        initiative: { id: initiatives.id, name: initiatives.name },
        created_by: vacancies.created_by,
        initiative_created_by: initiatives.created_by,
      })
      .from(vacancies)
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .where(vacancyOwnedBy(viewer))
      .orderBy(desc(vacancies.created_at), vacancies.id),
  ]);
  const vacancyList = vacancyRows.map(({ created_by, initiative_created_by, ...row }) => ({
    ...row,
    canEdit: canEditVacancy(viewer, { created_by, initiative_created_by }),
    canDelete: canDeleteVacancy(viewer, { created_by, initiative_created_by }),
  }));
  // Responses are counted only where the member may read them (their editors).
  const responseCounts = await countResponsesFor(vacancyList.filter((row) => row.canEdit).map((row) => row.id));
  return {
    initiatives: initiativeRows.map(({ created_by, ...row }) => ({
      ...row,
      canEdit: canEditInitiative(viewer, { created_by }),
      canDelete: canDeleteInitiative(viewer, { created_by }),
    })),
    events: eventRows.map(({ created_by, initiative_created_by, ...row }) => ({
      ...row,
      canEdit: canEditEvent(viewer, { created_by, initiative_created_by }),
      canDelete: canDeleteEvent(viewer, { created_by, initiative_created_by }),
      canManageParticipants: canManageParticipants(viewer, { created_by, initiative_created_by }),
    })),
    vacancies: vacancyList.map((row) => ({ ...row, responses: responseCounts.get(row.id) ?? { total: 0, fresh: 0 } })),
  };
}
