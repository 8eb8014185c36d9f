/**
 * The vacancy rules, one table per rule over every kind of viewer: a visitor, another member, the
 * vacancy's creator, the creator of its initiative, and a moderator and admin (who
 * do not edit or delete members' content: they review and hide it, docs/decisions/020-moderation.md).
 */
import { describe, expect, it } from "vitest";
import type { Viewer } from "~/lib/viewer";
import { canDeleteVacancy, canEditVacancy, ownsVacancy, type VacancyOwnership } from "./permissions";

const CREATOR = "11111111-1111-4111-8111-111111111111";
const INITIATIVE_OWNER = "33333333-3333-4333-8333-333333333333";
const OTHER = "22222222-2222-4222-8222-222222222222";
const vacancy: VacancyOwnership = { created_by: CREATOR, initiative_created_by: INITIATIVE_OWNER };
const platformVacancy: VacancyOwnership = { created_by: null, initiative_created_by: null };

const viewers: [string, Viewer][] = [
  ["visitor", null],
  ["member", { id: OTHER }],
  ["owner (created the vacancy)", { id: CREATOR }],
  ["owner (created its initiative)", { id: INITIATIVE_OWNER }],
  ["moderator and admin", { id: OTHER, roles: ["moderator", "admin"] }],
];

type Expected = [visitor: boolean, member: boolean, creator: boolean, initiativeOwner: boolean, role: boolean];

const rules: [string, (viewer: Viewer, item: VacancyOwnership) => boolean, Expected][] = [
  ["ownsVacancy", ownsVacancy, [false, false, true, true, false]],
  ["canEditVacancy", canEditVacancy, [false, false, true, true, false]],
  ["canDeleteVacancy", canDeleteVacancy, [false, false, true, true, false]],
];

describe.each(rules)("%s", (_name, rule, expected) => {
  it.each(viewers.map(([label, viewer], index) => [label, viewer, expected[index]] as const))(
    "%s → %s",
    (_label, viewer, allowed) => {
      expect(rule(viewer, vacancy)).toBe(allowed);
    },
  );

  it.each(viewers)("%s gets nothing of platform content", (_label, viewer) => {
    expect(rule(viewer, platformVacancy)).toBe(false);
  });
});
