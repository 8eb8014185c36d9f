/**
 * Every text that tells a member or a visitor when something becomes visible to everybody, in one
 * place, from the `MODERATION` mode (docs/decisions/021-review.md) and, for an event or a vacancy,
 * the status of its initiative (an event or vacancy is public only while its initiative is).
 * Browser-safe: loaders read the mode (`env().MODERATION`) and pass it on.
 */
import type { InitiativeStatus } from "~/lib/enums";

/** The `MODERATION` setting: "pre" reviews a new initiative before it is public, "post" after. */
export type ModerationMode = "pre" | "post";

/** The kinds of item that hang under an initiative. */
export type ChildItemType = "event" | "vacancy";

/** Appended to the spec's success toast when the saved item itself waits for a moderator. */
export const waitsForReview = "Een moderator bekijkt het voordat het voor iedereen zichtbaar is.";

/** Appended to the spec's success toast of an event or vacancy whose initiative is not public. */
export const waitsForInitiative = {
  /** The initiative waits for a moderator. */
  pending: "Het is voor iedereen zichtbaar zodra een moderator je initiatief heeft goedgekeurd.",
  /** The initiative was rejected or hidden. */
  refused: "Het is pas voor iedereen zichtbaar als je initiatief dat weer is.",
} as const;

/**
 * The toast after saving an item: `text` (the spec's success text) alone when the item is public
 * now; with {@link waitsForReview} when the item itself waits for a moderator; with
 * {@link waitsForInitiative} when its initiative (`initiativeStatus`, for an event or vacancy) is
 * not public.
 */
export function savedToast(text: string, itemStatus: InitiativeStatus, initiativeStatus: InitiativeStatus = "actief"): string {
  if (itemStatus === "in_behandeling") return `${text} ${waitsForReview}`;
  if (initiativeStatus === "in_behandeling") return `${text} ${waitsForInitiative.pending}`;
  if (initiativeStatus !== "actief") return `${text} ${waitsForInitiative.refused}`;
  return text;
}

/**
 * The note above the initiative form's submit button.
 * @param mode the `MODERATION` mode (what happens to a new initiative)
 * @param status the stored initiative's status when editing, null for a new one
 */
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

/**
 * The sentence of a new event's or vacancy's form about where it appears, from the statuses of
 * the initiatives the member may choose (any order; empty: the form is not shown).
 */
export function childFormNotice(type: ChildItemType, initiativeStatuses: readonly InitiativeStatus[]): string {
  const where = listOf[type];
  const subject = type === "event" ? "Het" : "Een actieve vacature";
  const waiting = initiativeStatuses.filter((status) => status !== "actief").length;
  if (waiting === 0) return type === "event" ? `Het is direct zichtbaar ${where}.` : `Actieve vacatures staan ${where}.`;
  if (waiting === initiativeStatuses.length) return `${subject} staat ${where} zodra een moderator het initiatief heeft goedgekeurd.`;
  return `${subject} staat direct ${where} als het initiatief al voor iedereen zichtbaar is, anders zodra een moderator het heeft goedgekeurd.`;
}

/** The FAQ's answers about when a new initiative is online. */
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

/** The terms' sentence about review of new initiatives. */
export function termsVisibility(mode: ModerationMode): string {
  return mode === "pre"
    ? "Een moderator bekijkt nieuwe initiatieven voordat ze online komen."
    : "Nieuwe initiatieven staan direct online. Een moderator bekijkt ze daarna.";
}
