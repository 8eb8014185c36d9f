/** The e-mails of taking part in an event, in the shared frame of `renderEmail` (every value escaped). */
import { formatDateRange } from "~/lib/format";
import { type EmailContent, type EmailUnsubscribe, renderEmail } from "~/components/email/layout";

export interface MailEvent {
  title: string;
  /** UTC instants, shown in Amsterdam time. */
  date: Date;
  end_date: Date | null;
  location: string;
  city: string;
  url: string;
}

const reason = "Je krijgt deze e-mail omdat je je via Dit doet Nederland voor dit event hebt aangemeld.";

/** "za 12 december 2026, 14:00–17:00 · Buurthuis, Utrecht". */
function when(event: MailEvent): string {
  return `Wanneer: ${formatDateRange(event.date, event.end_date)}\nWaar: ${event.location}, ${event.city}`;
}

/** Confirmed place; the calendar entry is attached. */
export function confirmedEmail(name: string, event: MailEvent): EmailContent {
  return renderEmail({
    subject: `Je bent aangemeld voor ${event.title}`,
    name,
    intro: [`Je bent aangemeld voor "${event.title}".`, when(event), "In de bijlage staat het event voor je agenda."],
    action: "Bekijk het event",
    url: event.url,
    outro: ["Kun je toch niet? Meld je dan af op de pagina van het event, zodat iemand anders je plek krijgt."],
    reason,
  });
}

export function waitlistedEmail(name: string, event: MailEvent, position: number): EmailContent {
  return renderEmail({
    subject: `Je staat op de wachtlijst voor ${event.title}`,
    name,
    intro: [
      `"${event.title}" is vol. Je staat op de wachtlijst, op plek ${position}.`,
      when(event),
      "Komt er een plek vrij, dan ben je automatisch aangemeld en krijg je een e-mail.",
    ],
    action: "Bekijk het event",
    url: event.url,
    outro: [],
    reason,
  });
}

export function promotedEmail(name: string, event: MailEvent): EmailContent {
  return renderEmail({
    subject: `Er is een plek vrij: je bent aangemeld voor ${event.title}`,
    name,
    intro: [
      `Er is een plek vrijgekomen bij "${event.title}". Je stond op de wachtlijst en bent nu aangemeld.`,
      when(event),
      "In de bijlage staat het event voor je agenda.",
    ],
    action: "Bekijk het event",
    url: event.url,
    outro: ["Kun je toch niet? Meld je dan af op de pagina van het event, zodat de volgende op de wachtlijst je plek krijgt."],
    reason,
  });
}

export function changedEmail(name: string, event: MailEvent): EmailContent {
  return renderEmail({
    subject: `Gewijzigd: ${event.title}`,
    name,
    intro: [`De organisator heeft de datum, tijd of plaats van "${event.title}" gewijzigd. Dit zijn de nieuwe gegevens:`, when(event)],
    action: "Bekijk het event",
    url: event.url,
    outro: ["Kun je nu niet meer? Meld je dan af op de pagina van het event."],
    reason,
  });
}

/** `url` points at the events list: the event is gone. */
export function deletedEmail(name: string, event: MailEvent): EmailContent {
  return renderEmail({
    subject: `Gaat niet door: ${event.title}`,
    name,
    intro: [`De organisator heeft "${event.title}" verwijderd. Het event gaat niet door en je aanmelding vervalt.`, when(event)],
    action: "Andere events bekijken",
    url: event.url,
    outro: [],
    reason,
  });
}

/** `unsubscribe`: the footer links of the reminders topic. */
export function reminderEmail(name: string, event: MailEvent, unsubscribe?: EmailUnsubscribe): EmailContent {
  return renderEmail({
    unsubscribe,
    subject: `Herinnering: ${event.title}`,
    name,
    intro: [`Tot snel! Je bent aangemeld voor "${event.title}".`, when(event)],
    action: "Bekijk het event",
    url: event.url,
    outro: ["Kun je toch niet? Meld je dan af op de pagina van het event, zodat iemand anders je plek krijgt."],
    reason,
  });
}

export function organizerMessageEmail(name: string, event: MailEvent, message: { subject: string; text: string; organizer: string }): EmailContent {
  return renderEmail({
    subject: `${message.subject} (${event.title})`,
    name,
    intro: [`${message.organizer}, de organisator van "${event.title}", stuurt je dit bericht:`, message.text, when(event)],
    action: "Bekijk het event",
    url: event.url,
    outro: [],
    reason,
  });
}
