/**
 * How often members may make the platform mail someone else through taking part: a volunteer
 * the organizer of a vacancy, an organizer their volunteers and participants. Counted in the
 * shared rate-limit counters (app/lib/rate-limit.server.ts); past a limit the action is refused
 * with "Te veel pogingen. Probeer het over … opnieuw." (status 429). Durations in seconds.
 */
import type { WindowLimit } from "~/lib/rate-limit.server";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const PARTICIPATION_LIMITS = {
  /** Responses by one member to one vacancy (key `vacancy:member`): respond, withdraw, respond again. */
  responseMemberVacancy: { name: "responseMemberVacancy", points: 3, duration: DAY },
  /** Responses by one member to any vacancy. */
  responseMember: { name: "responseMember", points: 20, duration: HOUR },
  /**
   * The organizer's mail "Nieuwe reactie op …" per member and vacancy (key `vacancy:member`): a
   * renewed response after withdrawing shows in the list without a new mail.
   */
  responseMailOnce: { name: "responseMailOnce", points: 1, duration: 30 * DAY },
  /** Status changes (each mails the volunteer) of one response. */
  statusChangesResponse: { name: "statusChangesResponse", points: 4, duration: DAY },
  /** Status changes of the responses to one vacancy. */
  statusChangesVacancy: { name: "statusChangesVacancy", points: 60, duration: HOUR },
  /** Messages to the participants of one event. */
  messagesEvent: { name: "messagesEvent", points: 3, duration: DAY },
  /** Messages to participants by one organizer, over all their events. */
  messagesOrganizer: { name: "messagesOrganizer", points: 10, duration: DAY },
  /** Edits of one event's date, time or place that mail the people signed up. */
  eventChangesEvent: { name: "eventChangesEvent", points: 2, duration: DAY },
  /** Such edits by one organizer, over all their events. */
  eventChangesOrganizer: { name: "eventChangesOrganizer", points: 10, duration: DAY },
} as const satisfies Record<string, WindowLimit>;
