/**
 * The e-mails about responses to vacancies, rendered as HTML in the shared `EmailLayout` (every value escaped) and as plain text.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { type EmailContent, EmailLayout } from "~/components/email/layout";
import { type ResponseStatus, responseStatusLabels } from "./responses";

const paragraph = { margin: "0 0 16px" } as const;
const quote = { margin: "0 0 16px", padding: "8px 12px", borderLeft: "4px solid #d1d5db", whiteSpace: "pre-wrap" } as const;
const facts = { margin: "0 0 16px", paddingLeft: "20px" } as const;

/** "Hoi Anna,"; a blank name reads "Hoi,". */
function greetingOf(name: string): string {
  return name.trim() ? `Hoi ${name.trim()},` : "Hoi,";
}

/**
 * The organizer's mail "Nieuwe reactie op {titel}" with the volunteer's contact data (organizer only).
 * @param options.url absolute URL of the vacancy's responses page
 */
export function newResponseEmail(options: {
  organizerName: string;
  vacancyTitle: string;
  initiativeName: string;
  volunteer: { name: string; email: string; phone: string | null };
  motivation: string;
  url: string;
}): EmailContent {
  const { volunteer } = options;
  const subject = `Nieuwe reactie op ${options.vacancyTitle}`;
  const greeting = greetingOf(options.organizerName);
  const intro = `${volunteer.name} wil meedoen met "${options.vacancyTitle}" bij ${options.initiativeName}.`;
  const motivationLead = "Motivatie:";
  const contactLines = [`E-mailadres: ${volunteer.email}`, `Telefoon: ${volunteer.phone ?? "niet opgegeven"}`];
  const after = "Zet de status van de reactie op de pagina met reacties, dan krijgt de vrijwilliger bericht.";
  const footer = "Je krijgt deze e-mail omdat je deze vacature op Dit doet Nederland beheert.";
  const action = "Reacties bekijken";
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <EmailLayout title={subject} action={action} url={options.url} reason={footer} after={<p style={paragraph}>{after}</p>}>
        <p style={paragraph}>{greeting}</p>
        <p style={paragraph}>{intro}</p>
        <p style={paragraph}>{motivationLead}</p>
        <p style={quote}>{options.motivation}</p>
        <ul style={facts}>
          {contactLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </EmailLayout>,
    );
  const text = [
    greeting,
    intro,
    `${motivationLead}\n${options.motivation}`,
    contactLines.join("\n"),
    `${action}:\n${options.url}`,
    after,
    `-- \nDit doet Nederland\n${footer}`,
  ].join("\n\n");
  return { subject, text: `${text}\n`, html };
}

const statusSentences: Record<ResponseStatus, string> = {
  new: "Je reactie staat weer op nieuw: de organisator komt er nog op terug.",
  in_conversation: "De organisator wil met je in gesprek en neemt contact met je op.",
  accepted: "Je bent aangenomen. De organisator neemt contact met je op over de volgende stap.",
  declined: "De organisator heeft voor iemand anders gekozen of kan je nu niet plaatsen. Bedankt voor je interesse!",
};

/**
 * The mail to a volunteer whose response got a new status: "Je reactie op {titel}: {status}".
 * @param options.url absolute URL of the vacancy's page
 */
export function responseStatusEmail(options: {
  name: string;
  vacancyTitle: string;
  initiativeName: string;
  status: ResponseStatus;
  url: string;
}): EmailContent {
  const label = responseStatusLabels[options.status];
  const subject = `Je reactie op ${options.vacancyTitle}: ${label.toLowerCase()}`;
  const greeting = greetingOf(options.name);
  const intro = `De organisator van "${options.vacancyTitle}" bij ${options.initiativeName} heeft de status van je reactie veranderd in: ${label}.`;
  const sentence = statusSentences[options.status];
  const footer = "Je krijgt deze e-mail omdat je op deze vacature op Dit doet Nederland hebt gereageerd.";
  const action = "Vacature bekijken";
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <EmailLayout title={subject} action={action} url={options.url} reason={footer}>
        <p style={paragraph}>{greeting}</p>
        <p style={paragraph}>{intro}</p>
        <p style={paragraph}>{sentence}</p>
      </EmailLayout>,
    );
  const text = [greeting, intro, sentence, `${action}:\n${options.url}`, `-- \nDit doet Nederland\n${footer}`].join("\n\n");
  return { subject, text: `${text}\n`, html };
}
