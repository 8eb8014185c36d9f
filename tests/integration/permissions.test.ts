/**
 * The permission rules hold the same in SQL and in the pure functions, and the writes follow
 * them (docs/decisions/015-permissions.md):
 * - on one set of rows and viewers (visitor, another member, owner, event/vacancy creator under
 *   someone else's initiative, a member holding a role), the SQL predicates select exactly the
 *   rows the pure functions allow;
 * - every write refuses another member and a member holding a role (no role grants anything
 *   yet), and leaves the database unchanged;
 * - the creator of a vacancy under someone else's initiative may switch it and delete it, as for
 *   events.
 */
import { and, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, initiatives, vacancies } from "~/db/schema";
import type { Viewer } from "~/lib/viewer";
import { deleteEvent } from "~/modules/events/delete.server";
import { getEventForOwner, updateEvent } from "~/modules/events/mutations.server";
import { canEditEvent, ownsEvent } from "~/modules/events/permissions";
import { eventEditableBy, eventOwnedBy } from "~/modules/events/permissions.server";
import { deleteInitiative } from "~/modules/initiatives/delete.server";
import { getInitiativeForOwner } from "~/modules/initiatives/owner-queries.server";
import { canEditInitiative, ownsInitiative } from "~/modules/initiatives/permissions";
import { initiativeEditableBy, initiativeOwnedBy } from "~/modules/initiatives/permissions.server";
import { deleteVacancy, setVacancyActive } from "~/modules/vacancies/mutations.server";
import { canEditVacancy, ownsVacancy } from "~/modules/vacancies/permissions";
import { vacancyEditableBy, vacancyOwnedBy } from "~/modules/vacancies/permissions.server";
import { contentSnapshot, setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { validEventValues } from "../setup/forms";
import { createMember } from "../setup/members";

const database = setupTestDatabase();

const snapshot = () => contentSnapshot(database.db());

/**
 * Three members and rows of every kind of ownership: the owner's initiative with an event and a
 * vacancy of the owner and of an organiser; platform content (created_by null); the organiser's
 * own initiative.
 */
async function fixtures() {
  const db = database.db();
  const [owner, organiser, other] = await Promise.all([createMember(), createMember(), createMember()]);
  const own = await createInitiative(db, { created_by: owner.id });
  const platform = await createInitiative(db, { created_by: null });
  const organisers = await createInitiative(db, { created_by: organiser.id });
  const eventRows = [
    await createEvent(db, { initiative_id: own.id, created_by: owner.id }),
    await createEvent(db, { initiative_id: own.id, created_by: organiser.id }),
    await createEvent(db, { initiative_id: platform.id, created_by: null }),
    await createEvent(db, { initiative_id: organisers.id, created_by: organiser.id }),
  ];
  const vacancyRows = [
    await createVacancy(db, { initiative_id: own.id, created_by: owner.id }),
    await createVacancy(db, { initiative_id: own.id, created_by: organiser.id }),
    await createVacancy(db, { initiative_id: platform.id, created_by: null }),
    await createVacancy(db, { initiative_id: organisers.id, created_by: organiser.id }),
  ];
  const viewers: [string, Viewer][] = [
    ["visitor", null],
    ["member", { id: other.id }],
    ["owner", { id: owner.id }],
    ["organiser", { id: organiser.id }],
    ["moderator and admin", { id: other.id, roles: ["moderator", "admin"] }],
  ];
  return {
    owner,
    organiser,
    other,
    initiativeRows: [own, platform, organisers],
    eventRows,
    vacancyRows,
    viewers,
    creatorOf: new Map([own, platform, organisers].map((i) => [i.id, i.created_by])),
  };
}

const sorted = (ids: string[]) => [...ids].sort();

describe("SQL predicates and pure rules", () => {
  it("select exactly the same rows for every viewer", async () => {
    const db = database.db();
    const f = await fixtures();
    const initiativeIds = f.initiativeRows.map((r) => r.id);
    const eventIds = f.eventRows.map((r) => r.id);
    const vacancyIds = f.vacancyRows.map((r) => r.id);
    const eventOwnership = f.eventRows.map((r) => ({
      id: r.id,
      created_by: r.created_by,
      initiative_created_by: f.creatorOf.get(r.initiative_id) ?? null,
    }));
    const vacancyOwnership = f.vacancyRows.map((r) => ({
      id: r.id,
      created_by: r.created_by,
      initiative_created_by: f.creatorOf.get(r.initiative_id) ?? null,
    }));
    const selectIds = async (table: typeof initiatives | typeof events | typeof vacancies, ids: string[], where: ReturnType<typeof initiativeOwnedBy>) =>
      sorted((await db.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), where))).map((r) => r.id));

    const seen: Record<string, number> = {};
    for (const [label, viewer] of f.viewers) {
      const cases: [string, string[], string[]][] = [
        ["initiatives owned", await selectIds(initiatives, initiativeIds, initiativeOwnedBy(viewer)), f.initiativeRows.filter((r) => ownsInitiative(viewer, r)).map((r) => r.id)],
        ["initiatives editable", await selectIds(initiatives, initiativeIds, initiativeEditableBy(viewer)), f.initiativeRows.filter((r) => canEditInitiative(viewer, r)).map((r) => r.id)],
        ["events owned", await selectIds(events, eventIds, eventOwnedBy(viewer)), eventOwnership.filter((r) => ownsEvent(viewer, r)).map((r) => r.id)],
        ["events editable", await selectIds(events, eventIds, eventEditableBy(viewer)), eventOwnership.filter((r) => canEditEvent(viewer, r)).map((r) => r.id)],
        ["vacancies owned", await selectIds(vacancies, vacancyIds, vacancyOwnedBy(viewer)), vacancyOwnership.filter((r) => ownsVacancy(viewer, r)).map((r) => r.id)],
        ["vacancies editable", await selectIds(vacancies, vacancyIds, vacancyEditableBy(viewer)), vacancyOwnership.filter((r) => canEditVacancy(viewer, r)).map((r) => r.id)],
      ];
      for (const [what, fromSql, fromRule] of cases) {
        expect(fromSql, `${label}: ${what}`).toEqual(sorted(fromRule));
        seen[label] = (seen[label] ?? 0) + fromSql.length;
      }
    }
    // The fixtures are not trivial: owner and organiser each own one initiative, two events and
    // two vacancies (counted once as owned, once as editable); the others nothing.
    expect(seen).toEqual({ visitor: 0, member: 0, owner: 10, organiser: 10, "moderator and admin": 0 });
  });
});

describe("writes", () => {
  it("refuse another member and a member holding a role, and change nothing", async () => {
    const f = await fixtures();
    const [own] = f.initiativeRows;
    const [ownersEvent] = f.eventRows;
    const [ownersVacancy] = f.vacancyRows;
    if (!own || !ownersEvent || !ownersVacancy) throw new Error("fixtures missing");
    const eventValues = validEventValues();
    const before = await snapshot();
    for (const viewer of [{ id: f.other.id }, { id: f.other.id, roles: ["moderator", "admin"] as const }]) {
      const forbidden = { status: "forbidden" };
      expect(await deleteInitiative({ id: own.id, viewer })).toEqual(forbidden);
      expect(await getInitiativeForOwner({ id: own.id, viewer })).toEqual(forbidden);
      expect(await deleteEvent({ id: ownersEvent.id, viewer })).toEqual(forbidden);
      expect(await updateEvent({ id: ownersEvent.id, viewer, values: eventValues })).toEqual(forbidden);
      expect(await getEventForOwner({ id: ownersEvent.id, viewer })).toEqual(forbidden);
      expect(await setVacancyActive({ id: ownersVacancy.id, viewer, active: false })).toEqual(forbidden);
      expect(await deleteVacancy({ id: ownersVacancy.id, viewer })).toEqual(forbidden);
    }
    expect(await snapshot()).toBe(before);
  });

  it("let the creator of a vacancy under someone else's initiative switch it and delete it, and only that one", async () => {
    const f = await fixtures();
    const [ownersVacancy, organisersVacancy] = f.vacancyRows;
    if (!ownersVacancy || !organisersVacancy) throw new Error("fixtures missing");
    const before = await snapshot();
    expect(await setVacancyActive({ id: ownersVacancy.id, viewer: f.organiser, active: false })).toEqual({ status: "forbidden" });
    expect(await deleteVacancy({ id: ownersVacancy.id, viewer: f.organiser })).toEqual({ status: "forbidden" });
    expect(await snapshot()).toBe(before);
    expect(await setVacancyActive({ id: organisersVacancy.id, viewer: f.organiser, active: false })).toEqual({ status: "ok" });
    expect(await deleteVacancy({ id: organisersVacancy.id, viewer: f.organiser })).toEqual({ status: "ok" });
    // The initiative's creator keeps every right over its vacancies.
    expect(await deleteVacancy({ id: ownersVacancy.id, viewer: f.owner })).toEqual({ status: "ok" });
  });
});
