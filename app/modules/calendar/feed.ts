/**
 * The browser-safe half of the calendar feed's settings (docs/decisions/028-calendars.md): the
 * form's intent and schema, its Dutch texts and the shape of the feed's addresses. The server half
 * is ./feed.server.ts.
 */
import { z } from "zod";

/** The settings form's intent (both "Agendalink maken" and "Nieuwe link maken"). */
export const CALENDAR_INTENT = "agendalink";

/** Dutch texts of the feed's settings section and its action. */
export const calendarFeedTexts = {
  created: "Je agendalink is klaar. Voeg hem toe aan je agenda.",
  renewed: "Je nieuwe agendalink is klaar. De oude link werkt niet meer.",
  failed: "Er ging iets mis bij het maken van je agendalink. Probeer het later opnieuw.",
  confirm: "Bevestig dat je een nieuwe link wilt maken.",
  feedName: "Dit doet Nederland – mijn events",
} as const;

/** The form's fields: `confirm=ja`, sent by the (confirming) button's form. */
export const CalendarFeedSchema = z.object({
  intent: z.literal(CALENDAR_INTENT),
  confirm: z.literal("ja", { error: calendarFeedTexts.confirm }),
});

/** The addresses of a member's feed. */
export interface CalendarFeedLinks {
  /** e.g. "https://ditdoetnederland.nl/agenda/3q2-…xYz.ics" */
  url: string;
  /** The same address with the `webcal:` scheme, which opens a calendar app to subscribe. */
  webcalUrl: string;
}
