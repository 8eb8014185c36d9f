/**
 * How often members may make the platform mail someone else through taking part; past a limit the
 * action answers 429 with the Dutch wait message. Durations in seconds.
 */
import type { WindowLimit } from "~/lib/rate-limit.server";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const PARTICIPATION_LIMITS = {
  /** Key `vacancy:member`: respond, withdraw, respond again. */
  responseMemberVacancy: { name: "responseMemberVacancy", points: 3, duration: DAY },
  responseMember: { name: "responseMember", points: 20, duration: HOUR },
  /** Key `vacancy:member`: a renewed response after withdrawing gets no new mail to the organizer. */
  responseMailOnce: { name: "responseMailOnce", points: 1, duration: 30 * DAY },
  /** Each mails the volunteer. */
  statusChangesResponse: { name: "statusChangesResponse", points: 4, duration: DAY },
  statusChangesVacancy: { name: "statusChangesVacancy", points: 60, duration: HOUR },
  messagesEvent: { name: "messagesEvent", points: 3, duration: DAY },
  messagesOrganizer: { name: "messagesOrganizer", points: 10, duration: DAY },
  /** Edits of date, time or place that mail the people signed up. */
  eventChangesEvent: { name: "eventChangesEvent", points: 2, duration: DAY },
  eventChangesOrganizer: { name: "eventChangesOrganizer", points: 10, duration: DAY },
} as const satisfies Record<string, WindowLimit>;
