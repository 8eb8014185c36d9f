/**
 * The mail "Heeft dit contact tot een match geleid?" to a volunteer and to an organizer, fourteen
 * days after a vacancy response: three answer links and the question page. Server-only.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { type EmailContent, EmailLayout, type EmailUnsubscribe, unsubscribeText } from "~/components/email/layout";
import { MATCH_ANSWERS, type MatchParty } from "./match-answers";

const paragraph = { margin: "0 0 16px" } as const;
const answerLink = { display: "inline-block", margin: "0 12px 8px 0", fontWeight: 600, color: "#1d4ed8" } as const;

/**
 * @param options.party who is asked: the volunteer who responded, or the vacancy's organizer
 * @param options.otherName the volunteer's name (for the organizer); unused for the volunteer
 * @param options.url absolute URL of the question page (`/match/{token}`); answers add `?antwoord=`
 * @param options.again true for the second question after "nog niet"
 * @param options.unsubscribe the footer links of the match-questions topic
 */
export function matchQuestionEmail(options: {
  party: MatchParty;
  name: string;
  otherName: string;
  vacancyTitle: string;
  initiativeName: string;
  url: string;
  again: boolean;
  unsubscribe: EmailUnsubscribe;
}): EmailContent {
  const subject = "Heeft dit contact tot een match geleid?";
  const greeting = options.name.trim() ? `Hoi ${options.name.trim()},` : "Hoi,";
  const weeks = options.again ? "Vier weken" : "Twee weken";
  const intro =
    options.party === "volunteer"
      ? `${weeks} geleden reageerde je op de vacature "${options.vacancyTitle}" van ${options.initiativeName}.`
      : `${weeks} geleden reageerde ${options.otherName.trim() || "een vrijwilliger"} op je vacature "${options.vacancyTitle}".`;
  const question = "Heeft dit contact tot een match geleid? Eén klik is genoeg; inloggen hoeft niet.";
  const why = "Met je antwoord laten we gemeenten en initiatieven zien wat vrijwilligerswerk via Dit doet Nederland oplevert. We tellen alleen aantallen, nooit namen.";
  const reason =
    options.party === "volunteer"
      ? "Je krijgt deze e-mail omdat je op Dit doet Nederland op een vacature hebt gereageerd."
      : "Je krijgt deze e-mail omdat je deze vacature op Dit doet Nederland beheert.";
  const links = MATCH_ANSWERS.map(([value, label]) => ({ label, href: `${options.url}?antwoord=${value}` }));
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <EmailLayout title={subject} action="Vraag beantwoorden" url={options.url} reason={reason} unsubscribe={options.unsubscribe}>
        <p style={paragraph}>{greeting}</p>
        <p style={paragraph}>{intro}</p>
        <p style={paragraph}>{question}</p>
        <p style={paragraph}>
          {links.map((link) => (
            <a key={link.href} href={link.href} style={answerLink}>
              {link.label}
            </a>
          ))}
        </p>
        <p style={paragraph}>{why}</p>
      </EmailLayout>,
    );
  const text = [
    greeting,
    intro,
    question,
    links.map((link) => `${link.label}: ${link.href}`).join("\n"),
    why,
    `-- \nDit doet Nederland\n${reason}`,
    unsubscribeText(options.unsubscribe),
  ].join("\n\n");
  return { subject, text, html };
}
