/** The sign-up panel's texts, apart so the event page does not load the participants page's texts. */

export const signUpTexts = {
  heading: "Aanmelden",
  signUp: "Aanmelden",
  comeAlong: "Ik kom",
  joinWaitlist: "Aanmelden voor de wachtlijst",
  cancel: "Afmelden",
  cancelConfirm: "Wil je je echt afmelden? Je plek gaat naar de eerste op de wachtlijst.",
  cancelWaitlistConfirm: "Wil je je echt afmelden? Je verliest je plek op de wachtlijst.",
  keep: "Aangemeld blijven",
  confirmed: "Je bent aangemeld",
  waitlisted: (position: number) => `Je staat op de wachtlijst (plek ${position})`,
  signInToSignUp: "Log in om je aan te melden",
  placesLeft: (n: number) => (n === 1 ? "Nog 1 plek vrij" : `Nog ${n} plekken vrij`),
  full: "Vol: je kunt je aanmelden voor de wachtlijst.",
  openNoLimit: "Laat de organisator weten dat je komt.",
  closed: "De aanmelding is gesloten.",
  past: "Dit event is voorbij; aanmelden kan niet meer.",
  running: "Dit event is nu bezig; aanmelden kan niet meer.",
  participantsLink: "Deelnemers",
} as const;
