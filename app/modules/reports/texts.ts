/**
 * Limits, labels and Dutch texts of reports, apart from the schemas so the report form on every item page loads no validation library.
 */
import type { ReportReason } from "~/lib/enums";
import { MODERATOR_REASON_MAX } from "~/modules/moderation/limits";

/** Characters, counted after trimming. */
export const REPORT_LIMITS = {
  messageMax: 1000,
  reasonMax: MODERATOR_REASON_MAX,
} as const;

/** Not in ~/lib/enums, so the public pages' shared chunk does not carry them. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: "Spam",
  ongepast: "Ongepast",
  onjuist: "Onjuist",
  anders: "Anders",
};

export const reportTexts = {
  reasonRequired: "Kies een reden",
  messageMax: `Toelichting mag maximaal ${REPORT_LIMITS.messageMax} tekens zijn`,
  itemInvalid: "Onbekend item",
  thanks: "Bedankt voor je melding. Een moderator bekijkt het.",
  failure: "Er ging iets mis bij het versturen van je melding",
  hidden: "Item verborgen. De eigenaar krijgt de reden per e-mail.",
  dismissed: "Meldingen afgewezen",
  restored: "Nieuwsbericht weer zichtbaar. De eigenaar krijgt een e-mail.",
  notHidden: "Dit nieuwsbericht is niet (meer) verborgen.",
  alreadyHandled: "Dit item is al afgehandeld of niet meer actief.",
  moderationFailure: "Er ging iets mis bij het afhandelen van de meldingen",
} as const;
