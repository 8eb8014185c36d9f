/**
 * The forms of the admins' roles page (/beheer/rollen), browser-safe: granting a role by e-mail
 * address and revoking one (with `confirm=ja` from the confirmation dialog). Field rules from
 * ~/lib/fields (docs/decisions/016-field-rules.md).
 */
import { z } from "zod";
import { userRoles } from "~/lib/enums";
import { emailField } from "~/lib/fields";
import type { Role } from "~/lib/viewer";

/** Dutch names of the roles. */
export const roleLabels: Record<Role, string> = { moderator: "Moderator", admin: "Beheerder" };

/** Texts of the page. */
export const roleTexts = {
  emailRequired: "E-mailadres is verplicht",
  roleRequired: "Kies een rol",
  granted: "Rol toegekend",
  revoked: "Rol ingetrokken",
  failure: "Er ging iets mis bij het wijzigen van de rol.",
} as const;

const role = z.enum(userRoles, { error: roleTexts.roleRequired });

/** "toekennen": `{ email, role }`. */
export const GrantRoleSchema = z.object({ email: emailField(roleTexts.emailRequired), role });

/** "intrekken": `{ email, role, confirm: "ja" }`. */
export const RevokeRoleSchema = z.object({
  email: emailField(roleTexts.emailRequired),
  role,
  confirm: z.literal("ja", { error: "Bevestig het intrekken." }),
});

/** The intents of the roles page. */
export const roleIntents = ["toekennen", "intrekken"] as const;
