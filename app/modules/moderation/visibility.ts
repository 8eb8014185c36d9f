/**
 * Every text on when something becomes visible to everybody, from the `MODERATION` mode and the
 * initiative's status (docs/product-rules.md#initiative-form). Browser-safe: loaders pass the mode.
 */
import type { InitiativeStatus } from "~/lib/enums";

/** "pre" reviews a new initiative before it is public, "post" after. */
export type ModerationMode = "pre" | "post";

export type ChildItemType = "event" | "vacancy";

/** Appended to the success toast when the saved item itself waits for a moderator. */
export const waitsForReview = "Een moderator bekijkt het voordat het voor iedereen zichtbaar is.";

/** Appended to the success toast of an event or vacancy whose initiative is not public. */
export const waitsForInitiative = {
  pending: "Het is voor iedereen zichtbaar zodra een moderator je initiatief heeft goedgekeurd.",
  refused: "Het is pas voor iedereen zichtbaar als je initiatief dat weer is.",
} as const;

/** The toast after saving an item: `text`, plus why it is not visible yet, if so. */
export function savedToast(text: string, itemStatus: InitiativeStatus, initiativeStatus: InitiativeStatus = "actief"): string {
  if (itemStatus === "in_behandeling") return `${text} ${waitsForReview}`;
  if (initiativeStatus === "in_behandeling") return `${text} ${waitsForInitiative.pending}`;
  if (initiativeStatus !== "actief") return `${text} ${waitsForInitiative.refused}`;
  return text;
}

/** The note above the initiative form's submit button; `status` null for a new initiative. */
export function initiativeFormNotice(mode: ModerationMode, status: InitiativeStatus | null): string {
  if (status === null) {
    return mode === "pre"
      ? "Een moderator bekijkt je initiatief voordat het voor iedereen zichtbaar is."
      : "Je initiatief is direct zichtbaar voor iedereen. Een moderator bekijkt het daarna.";
  }
  switch (status) {
    case "actief":
      return "Je wijzigingen zijn direct zichtbaar voor iedereen.";
    case "in_behandeling":
      return "Je initiatief wacht op een moderator. Het is voor iedereen zichtbaar zodra die het heeft goedgekeurd.";
    case "afgewezen":
    case "verborgen":
      return "Na het opslaan bekijkt een moderator je initiatief opnieuw. Het is voor iedereen zichtbaar zodra die het heeft goedgekeurd.";
  }
}

const listOf: Record<ChildItemType, string> = { event: "op de eventspagina", vacancy: "op Doe Mee" };

/** A new event's or vacancy's form sentence about where it appears (empty statuses: the form is not shown). */
export function childFormNotice(type: ChildItemType, initiativeStatuses: readonly InitiativeStatus[]): string {
  const where = listOf[type];
  const subject = type === "event" ? "Het" : "Een actieve vacature";
  const waiting = initiativeStatuses.filter((status) => status !== "actief").length;
  if (waiting === 0) return type === "event" ? `Het is direct zichtbaar ${where}.` : `Actieve vacatures staan ${where}.`;
  if (waiting === initiativeStatuses.length) return `${subject} staat ${where} zodra een moderator het initiatief heeft goedgekeurd.`;
  return `${subject} staat direct ${where} als het initiatief al voor iedereen zichtbaar is, anders zodra een moderator het heeft goedgekeurd.`;
}

export function faqVisibility(mode: ModerationMode): { afterSending: string; whenVisible: string } {
  const tellUs =
    "Zie je een initiatief dat niet klopt of niet op het platform hoort? Meld het met ‘Melden’ op de pagina, of laat het ons weten via het contactformulier.";
  return mode === "pre"
    ? {
        afterSending:
          "Na het versturen bekijkt een moderator je initiatief. Keurt die het goed, dan staat het online; je krijgt een e-mail zodra het bekeken is.",
        whenVisible: `Zodra een moderator het heeft goedgekeurd: daarna kan iedereen het vinden in het overzicht van initiatieven. Een moderator bekijkt elk nieuw initiatief voordat het zichtbaar wordt. ${tellUs}`,
      }
    : {
        afterSending: "Na het versturen staat je initiatief direct online. Een moderator bekijkt het daarna.",
        whenVisible: `Direct na het aanmelden: iedereen kan het dan vinden in het overzicht van initiatieven. Een moderator bekijkt nieuwe initiatieven daarna en kan een initiatief dat niet op het platform hoort offline halen. ${tellUs}`,
      };
}

export function termsVisibility(mode: ModerationMode): string {
  return mode === "pre"
    ? "Een moderator bekijkt nieuwe initiatieven voordat ze online komen."
    : "Nieuwe initiatieven staan direct online. Een moderator bekijkt ze daarna.";
}
