/**
 * The e-mails of taking part in an event (docs/decisions/026-participation.md), in the shared
 * frame of the account e-mails (`renderEmail`): confirmation, waitlist place, a place that came
 * free, a change of date or place, an event that does not go ahead, the reminder the day before
 * and the organizer's message to the participants. Every value is escaped when rendered.
 */
import { formatDateRange } from "~/lib/format";
import { type EmailContent, renderEmail } from "~/modules/accounts/emails";

/** What every participation mail says about the event. */
export interface MailEvent {
  title: string;
  /** Start and end, UTC instants (shown in Amsterdam time). */
  date: Date;
  end_date: Date | null;
  location: string;
  city: string;
  /** Absolute URL of the event's page. */
  url: string;
}

const reason = "Je krijgt deze e-mail omdat je je via Dit doet Nederland voor dit event hebt aangemeld.";

/** "za 12 december 2026, 14:00–17:00 · Buurthuis, Utrecht". */
function when(event: MailEvent): string {
  return `Wanneer: ${formatDateRange(event.date, event.end_date)}\nWaar: ${event.location}, ${event.city}`;
}

/** The mail after signing up with a confirmed place (the calendar entry is attached). */
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

/** The mail after signing up for a full event: a place on the waitlist. */
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

/** The mail to the first on the waitlist when a place came free. */
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

/** The mail when the organizer changed the date, time or place. */
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

/** The mail when the event was deleted: it does not go ahead. `url` points at the events list. */
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

/** The reminder about 24 hours before the start. */
export function reminderEmail(name: string, event: MailEvent): EmailContent {
  return renderEmail({
    subject: `Herinnering: ${event.title}`,
    name,
    intro: [`Tot snel! Je bent aangemeld voor "${event.title}".`, when(event)],
    action: "Bekijk het event",
    url: event.url,
    outro: ["Kun je toch niet? Meld je dan af op de pagina van het event, zodat iemand anders je plek krijgt."],
    reason,
  });
}

/** The organizer's message to everyone with a confirmed place. */
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
