/**
 * The e-mails to an item's owner about a moderator's decision, as HTML in the shared frame (every value escaped) and plain text.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { pluralize } from "~/lib/format";
import type { Role } from "~/lib/viewer";
import { type EmailContent, EmailLayout, type EmailUnsubscribe, renderEmail, unsubscribeText } from "~/components/email/layout";
import { itemKindLabels } from "./components/item-answer";

/** About the item, or "image_removed" (one of its pictures); "restored": a hidden update shown again. */
export type ItemDecision = "approved" | "rejected" | "hidden" | "restored" | "image_removed";

const kindNames: Record<Exclude<ModeratedItemType, "update">, string> = {
  initiative: "je initiatief",
  event: "je event",
  vacancy: "je vacature",
};

const paragraph = { margin: "0 0 16px" } as const;
const quote = { margin: "0 0 16px", padding: "8px 12px", borderLeft: "4px solid #d1d5db", whiteSpace: "pre-wrap" } as const;

function decisionTexts(decision: ItemDecision, type: ModeratedItemType, title: string) {
  // An update's title already says what it is: "Nieuwsbericht van … bij "…"".
  const name = type === "update" ? `je ${title.charAt(0).toLowerCase()}${title.slice(1)}` : `${kindNames[type]} "${title}"`;
  switch (decision) {
    case "approved":
      return {
        subject: `${capitalize(name)} is goedgekeurd`,
        intro: `Een moderator van Dit doet Nederland heeft ${name} goedgekeurd. Het is nu voor iedereen zichtbaar.`,
        after: null,
        action: "Bekijken",
      };
    case "rejected":
      return {
        subject: `${capitalize(name)} is niet goedgekeurd`,
        intro: `Een moderator van Dit doet Nederland heeft ${name} niet goedgekeurd. Het is alleen voor jou zichtbaar.`,
        after:
          "Je kunt het aanpassen en opnieuw laten beoordelen. Keurt een moderator het goed, dan is het voor iedereen zichtbaar.",
        action: "Bekijken en aanpassen",
      };
    case "hidden":
      return {
        subject: `${capitalize(name)} is verborgen`,
        intro: `Een moderator van Dit doet Nederland heeft ${name} verborgen na meldingen van bezoekers. Het is nu alleen voor jou zichtbaar.`,
        after:
          type === "update"
            ? "Je kunt het bericht aanpassen of verwijderen. Denk je dat het ten onrechte verborgen is? Laat het ons weten via het contactformulier; een moderator kan het weer zichtbaar maken."
            : "Je kunt het aanpassen en opnieuw laten beoordelen. Keurt een moderator het goed, dan is het weer voor iedereen zichtbaar.",
        action: "Bekijken en aanpassen",
      };
    case "restored":
      return {
        subject: `${capitalize(name)} is weer zichtbaar`,
        intro: `Een moderator van Dit doet Nederland heeft ${name} weer zichtbaar gemaakt. Het is nu weer voor iedereen zichtbaar.`,
        after: null,
        action: "Bekijken",
      };
    case "image_removed":
      return {
        subject: `Afbeelding verwijderd bij ${name}`,
        intro: `Een moderator van Dit doet Nederland heeft een afbeelding bij ${name} verwijderd. Verder is er niets aan veranderd.`,
        after: "Voeg je een nieuwe afbeelding toe, kies dan een passende afbeelding die je mag gebruiken.",
        action: "Bekijken",
      };
  }
}

/**
 * The mail telling an owner what a moderator decided about their item.
 * @param options.reason as typed (escaped here); null for an approval
 * @param options.url absolute URL of the item's page
 */
export function itemDecisionEmail(options: {
  decision: ItemDecision;
  name: string;
  type: ModeratedItemType;
  title: string;
  reason: string | null;
  url: string;
}): EmailContent {
  const texts = decisionTexts(options.decision, options.type, options.title);
  const greeting = options.name.trim() ? `Hoi ${options.name.trim()},` : "Hoi,";
  const reasonLead = "De reden van de moderator:";
  const footer = "Je krijgt deze e-mail omdat je dit item op Dit doet Nederland hebt geplaatst.";
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <EmailLayout
        title={texts.subject}
        action={texts.action}
        url={options.url}
        reason={footer}
        after={texts.after ? <p style={paragraph}>{texts.after}</p> : null}
      >
        <p style={paragraph}>{greeting}</p>
        <p style={paragraph}>{texts.intro}</p>
        {options.reason ? (
          <>
            <p style={paragraph}>{reasonLead}</p>
            <p style={quote}>{options.reason}</p>
          </>
        ) : null}
      </EmailLayout>,
    );
  const parts = [
    greeting,
    texts.intro,
    options.reason ? `${reasonLead}\n${options.reason}` : null,
    `${texts.action}:\n${options.url}`,
    texts.after,
    `-- \nDit doet Nederland\n${footer}`,
  ];
  const text = parts.filter((part): part is string => part !== null).join("\n\n");
  return { subject: texts.subject, text: `${text}\n`, html };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface DigestLine {
  type: ModeratedItemType;
  id: string;
  title: string;
  /** The item's page, from the site's root. */
  path: string;
}

/**
 * The moderators' digest, e.g. "Moderatie: 2 te beoordelen, 1 melding", with links and a button to the beheer area.
 * @param options.siteUrl absolute base URL for the links
 */
export function digestEmail(options: {
  name: string;
  siteUrl: string;
  review: DigestLine[];
  reviewTotal: number;
  reported: DigestLine[];
  reportTotal: number;
  unsubscribe?: EmailUnsubscribe;
}): EmailContent {
  const { siteUrl, unsubscribe } = options;
  const subject = `Moderatie: ${options.reviewTotal} te beoordelen, ${pluralize(options.reportTotal, "melding", "meldingen")}`;
  const greeting = options.name.trim() ? `Hoi ${options.name.trim()},` : "Hoi,";
  const line = (item: DigestLine) => `${itemKindLabels[item.type]}: ${item.title} — ${siteUrl}${item.path}`;
  const more = (shown: number, total: number) => (total > shown ? [`… en nog ${total - shown}.`] : []);
  const sections = [
    options.reviewTotal > 0
      ? [`Nieuw te beoordelen (${options.reviewTotal}):`, ...options.review.map(line), ...more(options.review.length, options.reviewTotal)]
      : [],
    options.reportTotal > 0
      ? [`Nieuwe meldingen (${options.reportTotal}):`, ...options.reported.map(line), ...more(options.reported.length, options.reportTotal)]
      : [],
  ].filter((section) => section.length > 0);
  const url = `${siteUrl}/beheer`;
  const footer = "Je krijgt dit overzicht als moderator, hooguit één keer per uur. Zet het uit bij Instellingen, Meldingen per e-mail.";
  const block = { margin: "0 0 16px", whiteSpace: "pre-line" } as const;
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <EmailLayout title={subject} action="Naar het beheer" url={url} reason={footer} unsubscribe={unsubscribe}>
        <p style={paragraph}>{greeting}</p>
        {sections.map((section) => (
          <p key={section[0]} style={block}>
            {section.join("\n")}
          </p>
        ))}
      </EmailLayout>,
    );
  const text = [
    greeting,
    ...sections.map((section) => section.join("\n")),
    `Naar het beheer:\n${url}`,
    `-- \nDit doet Nederland\n${footer}`,
    ...(unsubscribe ? [unsubscribeText(unsubscribe)] : []),
  ].join("\n\n");
  return { subject, text: `${text}\n`, html };
}

const roleDuties: Record<Role, { name: string; duties: string }> = {
  moderator: {
    name: "moderator",
    duties: "Als moderator beoordeel je nieuwe en opnieuw ingediende items, handel je meldingen, feedback en contactberichten af en kun je leden blokkeren.",
  },
  admin: {
    name: "beheerder",
    duties: "Als beheerder doe je alles wat een moderator doet, en geef je leden een rol of neem je die weer af.",
  },
};

/**
 * The mail to a member given a role: "Je bent nu moderator bij Dit doet Nederland".
 * @param options.siteUrl absolute base URL (the button goes to /beheer)
 */
export function roleGrantedEmail(options: { name: string; role: Role; siteUrl: string }): EmailContent {
  const role = roleDuties[options.role];
  return renderEmail({
    subject: `Je bent nu ${role.name} bij Dit doet Nederland`,
    name: options.name,
    intro: [`Je hebt de rol ${role.name} gekregen bij Dit doet Nederland.`, role.duties],
    action: "Naar het beheer",
    url: `${options.siteUrl}/beheer`,
    outro: [
      "Het beheer vind je ook in het menu onder je naam. Voor het beheer log je in met een tweede stap: stel die in bij Instellingen als je dat nog niet gedaan hebt.",
    ],
    reason: "Je krijgt deze e-mail omdat een beheerder je deze rol heeft gegeven. Klopt dat niet? Neem dan contact met ons op.",
  });
}
