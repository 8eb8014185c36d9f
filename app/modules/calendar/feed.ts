/** The browser-safe half of the calendar feed's settings; the server half is ./feed.server.ts. */
import { z } from "zod";

export const CALENDAR_INTENT = "calendar-link";

export const calendarFeedTexts = {
  created: "Je agendalink is klaar. Voeg hem toe aan je agenda.",
  renewed: "Je nieuwe agendalink is klaar. De oude link werkt niet meer.",
  failed: "Er ging iets mis bij het maken van je agendalink. Probeer het later opnieuw.",
  confirm: "Bevestig dat je een nieuwe link wilt maken.",
  feedName: "Dit doet Nederland – mijn events",
} as const;

/** `confirm=ja`, sent by the confirming button's form. */
export const CalendarFeedSchema = z.object({
  intent: z.literal(CALENDAR_INTENT),
  confirm: z.literal("ja", { error: calendarFeedTexts.confirm }),
});

export interface CalendarFeedLinks {
  url: string;
  /** Opens a calendar app to subscribe. */
  webcalUrl: string;
}
