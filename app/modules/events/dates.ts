/**
 * An event's dates as its card and page show them, written on the server into the loader data.
 *
 * The browser then shows and hydrates these strings without `Intl`: the first `Intl` use in a tab
 * initialises its locale data, 70-90 ms in one task at Lighthouse's 4× slower phone CPU (measured
 * in Chromium), and formatting the dates during hydration was the only use on the events list and
 * the pages that show event cards (docs/decisions/044-no-intl-while-hydrating.md).
 */
import { formatDateRange, formatDateTime } from "~/lib/format";
import { eventTiming } from "./timing";
import type { EventDateLabels, EventDetailDateLabels } from "./types";

/**
 * `row` with the labels of its card: `date_label` ("donderdag 12 maart 2026 om 19:30", nl-NL,
 * Europe/Amsterdam; docs/product-rules.md#lists-and-filters: the start), `is_past` and `is_running` (`eventTiming`).
 * @param now the current instant (UTC)
 */
export function withDateLabels<Row extends { date: Date; end_date: Date | null }>(row: Row, now: Date = new Date()): Row & EventDateLabels {
  const timing = eventTiming(row, now);
  return { ...row, date_label: formatDateTime(row.date), is_past: timing === "past", is_running: timing === "running" };
}

/**
 * `row` with the labels of its detail page: those of its card and `date_range_label`, the start
 * and end as one line (`formatDateRange`: the end's time only when it falls on the same day).
 * @param now the current instant (UTC)
 */
export function withDetailDateLabels<Row extends { date: Date; end_date: Date | null }>(
  row: Row,
  now: Date = new Date(),
): Row & EventDetailDateLabels {
  return { ...withDateLabels(row, now), date_range_label: formatDateRange(row.date, row.end_date) };
}
