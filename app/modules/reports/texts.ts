/**
 * Limits, labels and Dutch texts of reports ("Melden") and the moderators' report queue, without
 * the schemas (./schemas.ts), so the light report form on every item page does not load the
 * validation library. docs/decisions/022-reports-and-queues.md.
 */
import type { ReportReason } from "~/lib/enums";
import { MODERATOR_REASON_MAX } from "~/modules/moderation/limits";

/** Limits (characters, counted after trimming). */
export const REPORT_LIMITS = {
  /** The reporter's optional explanation. */
  messageMax: 1000,
  /** The reason a moderator gives the owner when hiding an item. */
  reasonMax: MODERATOR_REASON_MAX,
} as const;

/**
 * Dutch labels of the report reasons, for the report form and the moderators' queue. Kept here,
 * not in ~/lib/enums, so the public pages' shared chunk does not carry them.
 */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: "Spam",
  ongepast: "Ongepast",
  onjuist: "Onjuist",
  anders: "Anders",
};

/** Dutch messages and result texts of the report and moderation forms. */
export const reportTexts = {
  reasonRequired: "Kies een reden",
  messageMax: `Toelichting mag maximaal ${REPORT_LIMITS.messageMax} tekens zijn`,
  itemInvalid: "Onbekend item",
  thanks: "Bedankt voor je melding. Een moderator bekijkt het.",
  failure: "Er ging iets mis bij het versturen van je melding",
  hidden: "Item verborgen. De eigenaar krijgt de reden per e-mail.",
  dismissed: "Meldingen afgewezen",
  alreadyHandled: "Dit item is al afgehandeld of niet meer actief.",
  moderationFailure: "Er ging iets mis bij het afhandelen van de meldingen",
} as const;
