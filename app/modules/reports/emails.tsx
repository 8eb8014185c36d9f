/**
 * The e-mail to the owner of an item a moderator hid after reports: which item, the moderator's
 * reason, and that editing the item sends it back for review. Built like the account e-mails
 * (app/modules/accounts/emails.tsx): one description rendered as HTML with React (every value
 * escaped) in the shared frame, and as plain text with the same information.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { FavoriteItemType } from "~/lib/enums";
import { EmailLayout, type EmailContent } from "~/modules/accounts/emails";

/** "je initiatief", "je event", "je vacature": how the mail names the kind of item. */
const kindNames: Record<FavoriteItemType, string> = {
  initiative: "je initiatief",
  event: "je event",
  vacancy: "je vacature",
};

const paragraph = { margin: "0 0 16px" } as const;
const quote = { margin: "0 0 16px", padding: "8px 12px", borderLeft: "4px solid #d1d5db", whiteSpace: "pre-wrap" } as const;

/**
 * The mail telling an owner that their item was hidden.
 * @param options.name the owner's display name, for the greeting (may be blank)
 * @param options.type the kind of item
 * @param options.title the item's name or title
 * @param options.reason the moderator's reason, as typed (plain text; escaped here)
 * @param options.url absolute URL where the owner edits the item (or finds it in "Mijn items")
 * @returns subject "… is verborgen", plain text and HTML
 */
export function itemHiddenEmail(options: {
  name: string;
  type: FavoriteItemType;
  title: string;
  reason: string;
  url: string;
}): EmailContent {
  const kind = kindNames[options.type];
  const subject = `${capitalize(kind)} "${options.title}" is verborgen`;
  const greeting = options.name.trim() ? `Hoi ${options.name.trim()},` : "Hoi,";
  const intro = `Een moderator van Dit doet Nederland heeft ${kind} "${options.title}" verborgen na meldingen van bezoekers. Het is nu alleen voor jou zichtbaar.`;
  const reasonLead = "De reden van de moderator:";
  const after =
    "Je kunt het aanpassen. Na het opslaan beoordeelt een moderator het opnieuw; keurt die het goed, dan is het weer voor iedereen zichtbaar.";
  const action = "Bekijken en aanpassen";
  const footer = "Je krijgt deze e-mail omdat je dit item op Dit doet Nederland hebt geplaatst.";
  const html =
    "<!DOCTYPE html>" +
    renderToStaticMarkup(
      <EmailLayout title={subject} action={action} url={options.url} reason={footer} after={<p style={paragraph}>{after}</p>}>
        <p style={paragraph}>{greeting}</p>
        <p style={paragraph}>{intro}</p>
        <p style={paragraph}>{reasonLead}</p>
        <p style={quote}>{options.reason}</p>
      </EmailLayout>,
    );
  const text = [greeting, intro, `${reasonLead}\n${options.reason}`, `${action}:\n${options.url}`, after, `-- \nDit doet Nederland\n${footer}`].join(
    "\n\n",
  );
  return { subject, text: `${text}\n`, html };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
