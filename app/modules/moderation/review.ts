/** What members and moderators read about review, browser-safe: the owner's status banner and the queue's texts. */
import type { FavoriteItemType, InitiativeStatus } from "~/lib/enums";

/** Not in ~/lib/enums, so the public pages' shared chunk does not carry them. */
export const initiativeStatusLabels: Record<InitiativeStatus, string> = {
  actief: "Actief",
  in_behandeling: "In behandeling",
  afgewezen: "Afgewezen",
  verborgen: "Verborgen",
};

export const reviewTexts = {
  requested: "Je hebt om een nieuwe beoordeling gevraagd. Een moderator bekijkt het zo snel mogelijk.",
  requestNotNeeded: "Dit item wacht al op een beoordeling of is zichtbaar voor iedereen.",
  approved: "Goedgekeurd: het is nu voor iedereen zichtbaar.",
  rejected: "Afgewezen: de eigenaar krijgt de reden per e-mail.",
  alreadyHandled: "Een andere moderator heeft dit al beoordeeld.",
  ownItem: "Je kunt je eigen item niet goedkeuren. Een andere moderator beoordeelt het.",
  ownItemNote: "Dit is je eigen item: een andere moderator keurt het goed.",
  notFound: "Niet gevonden. Misschien is het verwijderd.",
  reasonRequired: "Vul de reden in",
  reasonTooLong: "Reden mag maximaal 1000 tekens zijn",
  failure: "Er ging iets mis bij het beoordelen. Probeer het later opnieuw.",
  imageRemoved: "Afbeelding verwijderd",
  imageNotOfItem: "Deze afbeelding hoort niet (meer) bij dit item. Misschien heeft iemand haar al verwijderd of vervangen.",
  imageFailure: "Er ging iets mis bij het verwijderen van de afbeelding. Probeer het later opnieuw.",
} as const;

const thisItem: Record<FavoriteItemType, string> = {
  initiative: "Dit initiatief",
  event: "Dit event",
  vacancy: "Deze vacature",
};

/** The banner above an item that is not public; the page shows the moderator's reason separately. */
export function statusBanner(options: {
  type: FavoriteItemType;
  status: InitiativeStatus;
}): { title: string; body: string } {
  const item = thisItem[options.type];
  switch (options.status) {
    case "actief":
      return {
        title: "Niet zichtbaar",
        body:
          options.type === "initiative"
            ? `${item} is niet voor iedereen zichtbaar: de eigenaar is geblokkeerd.`
            : `${item} is niet voor iedereen zichtbaar, omdat het initiatief waar het bij hoort dat niet is.`,
      };
    case "in_behandeling":
      return {
        title: "In behandeling",
        body: `${item} is nog niet voor iedereen zichtbaar: een moderator bekijkt het eerst. Je krijgt een e-mail zodra dat gebeurd is.`,
      };
    case "afgewezen":
      return {
        title: "Niet goedgekeurd",
        body: `${item} is niet goedgekeurd en alleen zichtbaar voor de eigenaar en moderatoren. Pas het aan of vraag om een nieuwe beoordeling.`,
      };
    case "verborgen":
      return {
        title: "Verborgen",
        body: `${item} is verborgen na meldingen en alleen zichtbaar voor de eigenaar en moderatoren. Pas het aan of vraag om een nieuwe beoordeling.`,
      };
  }
}
