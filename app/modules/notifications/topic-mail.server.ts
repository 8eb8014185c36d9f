/** The parts every mail of a topic or saved search carries: the signed unsubscribe link (header and footer) and the preferences link. */
import type { EmailUnsubscribe } from "~/components/email/layout";
import { env } from "~/lib/env.server";
import { type MailTopicId, mailTopic, PREFERENCES_PATH, unsubscribePath } from "./topics";
import { signUnsubscribeToken } from "./unsubscribe-token.server";

/**
 * The footer links for the mail body and the `unsubscribeUrl` for the message of a `topic` mail to `userId`.
 * Only for topic mails: a direct answer to the member's own action gets neither.
 */
export function topicMailParts(userId: string, topicId: MailTopicId): { unsubscribe: EmailUnsubscribe; unsubscribeUrl: string } {
  const site = env().SITE_URL;
  const unsubscribeUrl = `${site}${unsubscribePath(signUnsubscribeToken(userId, topicId))}`;
  return {
    unsubscribe: { topicLabel: mailTopic(topicId).label, preferencesUrl: `${site}${PREFERENCES_PATH}`, unsubscribeUrl },
    unsubscribeUrl,
  };
}

/** As {@link topicMailParts}, for the alert of saved search `search` of `userId`: the link turns only that search's mail off. */
export function savedSearchMailParts(userId: string, search: { id: string; name: string }): { unsubscribe: EmailUnsubscribe; unsubscribeUrl: string } {
  const site = env().SITE_URL;
  const unsubscribeUrl = `${site}${unsubscribePath(signUnsubscribeToken(userId, { savedSearchId: search.id }))}`;
  return {
    unsubscribe: { topicLabel: search.name, preferencesUrl: `${site}${PREFERENCES_PATH}`, unsubscribeUrl },
    unsubscribeUrl,
  };
}
