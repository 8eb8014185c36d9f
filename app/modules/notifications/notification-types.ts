/**
 * The kinds of notification (docs/product-rules.md#notifications): who gets them is decided by the
 * sender, the mail topic that decides their e-mail and their Dutch wording are here. Browser-safe.
 */
import type { MailTopicId } from "./topics";

/** The three mail topics of notifications, as stored in `notifications.topic`. */
export type NotificationTopic = "personal" | "following" | "organizer";

export const NOTIFICATION_TOPIC_MAIL: Record<NotificationTopic, MailTopicId> = {
  personal: "personal_notifications",
  following: "following_updates",
  organizer: "organizer_notifications",
};

interface NotificationType {
  topic: NotificationTopic;
  /** The Dutch line above the item's title, in the centre and in mails. */
  label: string;
  /** The same, for a row that combines `count` changes (count ≥ 2). */
  combinedLabel?: (count: number) => string;
}

export const NOTIFICATION_TYPES = {
  initiative_update: { topic: "following", label: "Nieuws van een initiatief dat je volgt" },
  new_event: { topic: "following", label: "Nieuw event van een initiatief dat je volgt" },
  new_vacancy: { topic: "following", label: "Nieuwe vacature van een initiatief dat je volgt" },
  event_changed: {
    topic: "personal",
    label: "Een event waarvoor je bent aangemeld is gewijzigd (datum, tijd of plaats)",
    combinedLabel: (count) => `Een event waarvoor je bent aangemeld is ${count} keer gewijzigd (datum, tijd of plaats)`,
  },
  event_cancelled: { topic: "personal", label: "Een event waarvoor je bent aangemeld gaat niet door" },
  waitlist_promoted: { topic: "personal", label: "Er is een plek vrijgekomen: je bent van de wachtlijst aangemeld" },
  response_status: { topic: "personal", label: "De status van je reactie op een vacature is veranderd" },
  moderation_decision: { topic: "personal", label: "Er is een besluit over je item" },
  event_sign_ups: {
    topic: "organizer",
    label: "Nieuwe aanmelding voor je event",
    combinedLabel: (count) => `${count} nieuwe aanmeldingen voor je event`,
  },
  event_cancellations: {
    topic: "organizer",
    label: "Afmelding voor je event",
    combinedLabel: (count) => `${count} afmeldingen voor je event`,
  },
} as const satisfies Record<string, NotificationType>;

export type NotificationTypeId = keyof typeof NOTIFICATION_TYPES;

export function isNotificationType(value: unknown): value is NotificationTypeId {
  return typeof value === "string" && Object.hasOwn(NOTIFICATION_TYPES, value);
}

/** The Dutch line for a row of `type` that combines `count` changes. */
export function notificationLabel(type: string, count = 1): string {
  if (!isNotificationType(type)) return "Melding";
  const definition: NotificationType = NOTIFICATION_TYPES[type];
  return count > 1 && definition.combinedLabel ? definition.combinedLabel(count) : definition.label;
}

/** Combining windows (minutes): edits of one event, and an organizer's sign-ups per event. */
export const EVENT_CHANGE_COMBINE_MINUTES = 30;
export const ORGANIZER_COMBINE_MINUTES = 60;

export const NOTIFICATIONS_PATH = "/meldingen";
export const FOLLOWING_PATH = "/volgend";

export const notificationTexts = {
  allRead: "Alle meldingen zijn gelezen.",
  empty: "Je hebt nog geen meldingen.",
  notFound: "Deze melding bestaat niet (meer).",
} as const;
