/** The forms of /beheer/rollen, browser-safe (docs/product-rules.md#field-rules). */
import { z } from "zod";
import { userRoles } from "~/lib/enums";
import { emailField } from "~/lib/fields";
import type { Role } from "~/lib/viewer";

export const roleLabels: Record<Role, string> = { moderator: "Moderator", admin: "Beheerder" };

export const roleTexts = {
  emailRequired: "E-mailadres is verplicht",
  roleRequired: "Kies een rol",
  granted: "Rol toegekend",
  revoked: "Rol ingetrokken",
  failure: "Er ging iets mis bij het wijzigen van de rol.",
} as const;

const role = z.enum(userRoles, { error: roleTexts.roleRequired });

export const GrantRoleSchema = z.object({ email: emailField(roleTexts.emailRequired), role });

/** "revoke" needs `confirm: "ja"` from the confirmation dialog. */
export const RevokeRoleSchema = z.object({
  email: emailField(roleTexts.emailRequired),
  role,
  confirm: z.literal("ja", { error: "Bevestig het intrekken." }),
});

export const roleIntents = ["grant", "revoke"] as const;
