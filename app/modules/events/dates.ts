/**
 * An event's dates as its card and page show them, written on the server so the browser hydrates
 * them without `Intl` (docs/decisions/054-page-weight-and-first-paint.md).
 */
import { formatDateRange, formatDateTime } from "~/lib/format";
import { eventTiming } from "./timing";
import type { EventDateLabels, EventDetailDateLabels } from "./types";

/** `row` with its card labels: `date_label`, `is_past` and `is_running`. */
export function withDateLabels<Row extends { date: Date; end_date: Date | null }>(row: Row, now: Date = new Date()): Row & EventDateLabels {
  const timing = eventTiming(row, now);
  return { ...row, date_label: formatDateTime(row.date), is_past: timing === "past", is_running: timing === "running" };
}

/** `row` with its detail page labels: the card's and `date_range_label`. */
export function withDetailDateLabels<Row extends { date: Date; end_date: Date | null }>(
  row: Row,
  now: Date = new Date(),
): Row & EventDetailDateLabels {
  return { ...withDateLabels(row, now), date_range_label: formatDateRange(row.date, row.end_date) };
}
