/**
 * The forms of /beheer/leden (browser-safe: the forms validate with the same schemas as the
 * actions): the search, blocking with a reason and unblocking, each confirmed (`confirm=ja`).
 * docs/decisions/023-members-and-audit-log.md.
 */
import { z } from "zod";
import { uuidField } from "~/lib/fields";
import { moderatorReasonField } from "./review-forms";

/** Fewest characters of a search; shorter queries list nobody. */
export const MEMBER_SEARCH_MIN = 2;
/** Most members a search lists. */
export const MEMBER_SEARCH_LIMIT = 50;

/** The buttons of a member's page. */
export const memberIntents = ["blokkeren", "deblokkeren"] as const;

const member_id = uuidField("Onbekend lid");
const confirm = z.literal("ja", { error: "Bevestig eerst." });

/** "Blokkeren": the member, the reason (for the audit log) and the confirmation. */
export const BlockSchema = z.object({ member_id, reason: moderatorReasonField, confirm });

/** "Deblokkeren": the member and the confirmation. */
export const UnblockSchema = z.object({ member_id, confirm });
