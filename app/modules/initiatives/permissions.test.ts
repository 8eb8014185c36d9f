/**
 * The initiative rules, one table per rule over every kind of viewer: a visitor, another member,
 * the owner, and a moderator and admin (who do not edit or
 * delete members' content: they review and hide it, docs/decisions/020-moderation.md).
 */
import { describe, expect, it } from "vitest";
import type { Viewer } from "~/lib/viewer";
import { canAddToInitiative, canDeleteInitiative, canEditInitiative, ownsInitiative } from "./permissions";

const OWNER = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";
const initiative = { created_by: OWNER };
const platformInitiative = { created_by: null };

const viewers: [string, Viewer][] = [
  ["visitor", null],
  ["member", { id: OTHER }],
  ["owner", { id: OWNER }],
  ["moderator and admin", { id: OTHER, roles: ["moderator", "admin"] }],
];

/** Expected answer per viewer, in the order of `viewers`. */
type Expected = [visitor: boolean, member: boolean, owner: boolean, role: boolean];

const rules: [string, (viewer: Viewer, item: { created_by: string | null }) => boolean, Expected][] = [
  ["ownsInitiative", ownsInitiative, [false, false, true, false]],
  ["canEditInitiative", canEditInitiative, [false, false, true, false]],
  ["canDeleteInitiative", canDeleteInitiative, [false, false, true, false]],
  ["canAddToInitiative", canAddToInitiative, [false, false, true, false]],
];

describe.each(rules)("%s", (_name, rule, expected) => {
  it.each(viewers.map(([label, viewer], index) => [label, viewer, expected[index]] as const))(
    "%s → %s",
    (_label, viewer, allowed) => {
      expect(rule(viewer, initiative)).toBe(allowed);
    },
  );

  it.each(viewers)("%s gets nothing of platform content (created_by null)", (_label, viewer) => {
    expect(rule(viewer, platformInitiative)).toBe(false);
  });
});
