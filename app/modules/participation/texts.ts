/** The Dutch texts of taking part in events, for the pages, the actions and the tests. */

/** Toasts of the sign-up action; server only, so the page does not load them. */
export const signUpAnswers = {
  signedUp: "Je bent aangemeld. Je krijgt een bevestiging per e-mail.",
  signedUpWaitlist: (position: number) =>
    `Het event is vol. Je staat op de wachtlijst (plek ${position}); komt er een plek vrij, dan krijg je een e-mail.`,
  alreadySignedUp: "Je bent al aangemeld voor dit event.",
  cancelled: "Je bent afgemeld.",
  notSignedUp: "Je was niet aangemeld voor dit event.",
  notFound: "Dit event bestaat niet of is niet meer beschikbaar.",
  refusedClosed: "De aanmelding voor dit event is gesloten.",
  refusedCancelled: "Dit event is geannuleerd; aanmelden kan niet meer.",
  refusedPast: "Dit event is voorbij; aanmelden kan niet meer.",
  refusedStarted: "Dit event is al begonnen; aanmelden kan niet meer.",
  failure: "Het aanmelden is niet gelukt. Probeer het later opnieuw.",
} as const;

export const participantsTexts = {
  title: "Deelnemers",
  link: "Deelnemers",
  confirmedHeading: "Aangemeld",
  waitlistHeading: "Wachtlijst",
  none: "Nog niemand.",
  name: "Naam",
  email: "E-mailadres",
  signedUpAt: "Aangemeld op",
  position: "Plek",
  csv: "Download als CSV",
  closeSignUp: "Aanmelding sluiten",
  reopenSignUp: "Aanmelding heropenen",
  closedNow: "De aanmelding is gesloten.",
  reopenedNow: "De aanmelding is weer open.",
  externalLabel: "Elders aangemeld",
  externalHelp: "Mensen die zich niet via Dit doet Nederland aanmeldden; ze tellen mee voor het maximum.",
  externalSave: "Opslaan",
  externalSaved: "Het aantal is opgeslagen.",
  externalInvalid: "Vul een heel getal van 0 tot en met 100.000 in.",
  externalOverMaximum: (confirmed: number, max: number) =>
    `Met ${confirmed === 1 ? "1 aanmelding" : `${confirmed} aanmeldingen`} via de site en een maximum van ${max} ${
      max - confirmed === 1 ? "kan er nog 1 persoon" : `kunnen er nog ${Math.max(0, max - confirmed)} mensen`
    } elders aangemeld zijn.`,
  messageHeading: "Bericht aan deelnemers",
  messageHelp: "Alle aangemelde deelnemers (niet de wachtlijst) krijgen dit bericht per e-mail.",
  subjectLabel: "Onderwerp",
  messageLabel: "Bericht",
  send: "Versturen",
  messageSent: (n: number) => (n === 1 ? "Je bericht is verstuurd naar 1 deelnemer." : `Je bericht is verstuurd naar ${n} deelnemers.`),
  noRecipients: "Er zijn nog geen aangemelde deelnemers om te berichten.",
  subjectRequired: "Vul een onderwerp in.",
  subjectTooLong: "Het onderwerp mag maximaal 150 tekens zijn.",
  messageTooShort: "Schrijf een bericht van minstens 10 tekens.",
  messageTooLong: "Het bericht mag maximaal 5000 tekens zijn.",
  failure: "Dat is niet gelukt. Probeer het later opnieuw.",
  notFound: "Dit event bestaat niet of je bent niet de organisator.",
} as const;

export const myRegistrationsTexts = {
  title: "Mijn aanmeldingen",
  description: "De events waarvoor je je hebt aangemeld en de vacatures waarop je reageerde.",
  eventsHeading: "Events",
  responsesHeading: "Doe Mee: je reacties op vacatures",
  noEvents: "Je hebt je nog niet aangemeld voor een event.",
  confirmed: "Aangemeld",
  waitlisted: (position: number) => `Wachtlijst, plek ${position}`,
  past: "Voorbij",
  running: "Nu bezig",
  unavailable: "Dit event is niet meer beschikbaar",
  findEvents: "Events bekijken",
} as const;
