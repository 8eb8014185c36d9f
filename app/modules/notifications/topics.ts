/**
 * The kinds of mail a member gets that are not a direct answer to their own action
 * (docs/product-rules.md#mail-preferences). A new kind is one entry in {@link MAIL_TOPICS}; its
 * sender asks `wantsMail()` before queueing and adds the unsubscribe parts of `topicMailParts()`.
 */

export const MAIL_FREQUENCIES = ["direct", "daily", "weekly", "off"] as const;
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number];

/** Who can get a topic at all: every member, or moderators and admins only. */
export type TopicAudience = "members" | "moderators";

export interface MailTopic {
  /** Stored in `mail_preferences.topic`; never rename a topic that has rows. */
  id: string;
  label: string;
  description: string;
  audience: TopicAudience;
  /** The choices on the preferences page, in order; always ends with "off". */
  frequencies: readonly MailFrequency[];
  /** What a member without a stored choice gets. */
  defaultFrequency: MailFrequency;
  /** A topic's own wording of a choice, e.g. "Aan" where only one rhythm exists. */
  frequencyLabels?: Partial<Record<MailFrequency, string>>;
}

export const MAIL_TOPICS = [
  {
    id: "event_reminders",
    label: "Herinneringen voor events waarvoor je bent aangemeld",
    description: "Een e-mail ongeveer een dag voordat een event begint waarvoor je bent aangemeld.",
    audience: "members",
    frequencies: ["direct", "off"],
    defaultFrequency: "direct",
    frequencyLabels: { direct: "Aan" },
  },
  {
    id: "match_questions",
    label: "De vraag of een reactie op een vacature tot een match leidde",
    description: "Twee weken na een reactie op een vacature, als vrijwilliger of als organisator; na \"nog niet\" nog één keer.",
    audience: "members",
    frequencies: ["direct", "off"],
    defaultFrequency: "direct",
    frequencyLabels: { direct: "Aan" },
  },
  {
    id: "personal_notifications",
    label: "Meldingen over jezelf",
    description: "Over je aanmelding voor een event (zoals een gewijzigde datum, tijd of plaats), je reactie op een vacature en je eigen items.",
    audience: "members",
    frequencies: ["direct", "daily", "weekly", "off"],
    defaultFrequency: "direct",
  },
  {
    id: "following_updates",
    label: "Nieuws van initiatieven die je volgt",
    description: "Nieuwe updates, events en vacatures van de initiatieven die je volgt.",
    audience: "members",
    frequencies: ["direct", "daily", "weekly", "off"],
    defaultFrequency: "weekly",
  },
  {
    id: "organizer_notifications",
    label: "Aanmeldingen voor je events",
    description: "Nieuwe aanmeldingen en afmeldingen voor events die je organiseert, per uur samengevoegd.",
    audience: "members",
    frequencies: ["direct", "daily", "weekly", "off"],
    defaultFrequency: "direct",
  },
  {
    id: "moderation_digest",
    label: "E-mailoverzicht voor moderatoren",
    description: "Nieuwe items om te beoordelen en nieuwe meldingen, hooguit één keer per uur.",
    audience: "moderators",
    frequencies: ["direct", "off"],
    defaultFrequency: "direct",
    frequencyLabels: { direct: "Aan" },
  },
] as const satisfies readonly MailTopic[];

export type MailTopicId = (typeof MAIL_TOPICS)[number]["id"];

const FREQUENCY_LABELS: Record<MailFrequency, string> = {
  direct: "Direct",
  daily: "Eén keer per dag",
  weekly: "Eén keer per week",
  off: "Uit",
};

/** The preferences page: /instellingen/meldingen. */
export const PREFERENCES_PATH = "/instellingen/meldingen";

/** The saved searches on the preferences page. */
export const SAVED_SEARCHES_PATH = `${PREFERENCES_PATH}#zoekopdrachten`;

/** The one-click unsubscribe page of a signed token. */
export function unsubscribePath(token: string): string {
  return `/afmelden/${token}`;
}

export function isMailTopicId(value: unknown): value is MailTopicId {
  return typeof value === "string" && MAIL_TOPICS.some((topic) => topic.id === value);
}

export function mailTopic(id: MailTopicId): MailTopic {
  const topic = MAIL_TOPICS.find((candidate) => candidate.id === id);
  if (!topic) throw new Error(`unknown mail topic ${id}`);
  return topic;
}

/** The topics a member can get: moderator topics only with a role. */
export function topicsFor(member: { roles: readonly string[] }): MailTopic[] {
  return MAIL_TOPICS.filter((topic) => topic.audience === "members" || member.roles.length > 0);
}

/** The Dutch wording of `frequency` for `topic`. */
export function frequencyLabel(topic: MailTopic, frequency: MailFrequency): string {
  return topic.frequencyLabels?.[frequency] ?? FREQUENCY_LABELS[frequency];
}

/** The form field of a topic on the preferences page. */
export function fieldName(topicId: string): string {
  return `topic_${topicId}`;
}
