/** The forms of /beheer/leden, browser-safe; blocking and unblocking need `confirm=ja`. */
import { z } from "zod";
import { uuidField } from "~/lib/fields";
import { moderatorReasonField } from "./review-forms";

/** Shorter queries list nobody. */
export const MEMBER_SEARCH_MIN = 2;
export const MEMBER_SEARCH_LIMIT = 50;

export const memberIntents = ["block", "unblock"] as const;

const member_id = uuidField("Onbekend lid");
const confirm = z.literal("ja", { error: "Bevestig eerst." });

export const BlockSchema = z.object({ member_id, reason: moderatorReasonField, confirm });

export const UnblockSchema = z.object({ member_id, confirm });
