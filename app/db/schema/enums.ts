/** Postgres enums built from `app/lib/enums.ts`, so the database, forms and filters never disagree. */
import { pgEnum } from "drizzle-orm/pg-core";
import {
  eventTypes,
  formalities,
  informalTypes,
  initiativeStatuses,
  legalForms,
  provinces,
  reportReasons,
  scopes,
  themes,
  userRoles,
  vacancyCategories,
} from "../../lib/enums";
import { moderatedItemTypes } from "../../lib/moderated-item-types";

export const formalityEnum = pgEnum("formality", formalities);
export const legalFormEnum = pgEnum("legal_form", legalForms);
export const informalTypeEnum = pgEnum("informal_type", informalTypes);
export const themeEnum = pgEnum("theme", themes);
export const scopeEnum = pgEnum("scope", scopes);
export const provinceEnum = pgEnum("province", provinces);
export const eventTypeEnum = pgEnum("event_type", eventTypes);
export const vacancyCategoryEnum = pgEnum("vacancy_category", vacancyCategories);
export const initiativeStatusEnum = pgEnum("initiative_status", initiativeStatuses);
/** Kept under its first name; "update" is for reports and the audit log only, favorites refuse it by a check. */
export const favoriteItemTypeEnum = pgEnum("favorite_item_type", moderatedItemTypes);
export const userRoleEnum = pgEnum("user_role", userRoles);
export const reportReasonEnum = pgEnum("report_reason", reportReasons);
