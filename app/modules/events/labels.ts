/**
 * An event's type and theme as its card and page show them, written on the server
 * (`withEventLabels`), so the enumeration labels stay out of the JavaScript of those pages.
 */
import { eventTypeLabels, type EventType, type Theme, themeLabels } from "~/lib/enums";

/** What {@link withEventLabels} adds to an event row. */
export interface EventLabels {
  type_label: string;
  /** Null for an event without a theme. */
  theme_label: string | null;
}

/** `row` with its type and theme labels. */
export function withEventLabels<Row extends { type: EventType; theme: Theme | null }>(row: Row): Row & EventLabels {
  return { ...row, type_label: eventTypeLabels[row.type], theme_label: row.theme ? themeLabels[row.theme] : null };
}
