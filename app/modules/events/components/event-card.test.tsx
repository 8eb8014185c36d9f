/**
 * The event card as the server renders it: past events carry the word "Afgelopen" (not only a
 * colour), and an organizer who is the initiative itself is named once.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { EventCardData } from "../types";
import { EventCard, isPastEvent } from "./event-card";

const DAY = 24 * 60 * 60 * 1000;

function event(overrides: Partial<EventCardData> = {}): EventCardData {
  return {
    id: "5b0c2f8e-8a43-4c55-9d8f-1f6f0a3c2b10",
    title: "Repaircafé in de bieb",
    description: "Samen repareren in plaats van weggooien.",
    type: "workshop",
    theme: null,
    province: null,
    date: new Date(Date.now() + 7 * DAY),
    end_date: null,
    city: "Utrecht",
    organizer_name: "Ria de Vries",
    max_participants: null,
    current_participants: 0,
    registration_required: false,
    initiative: { id: "0f5d7a9e-1b2c-4d3e-8f40-5a6b7c8d9e01", name: "Repaircafé Utrecht" },
    ...overrides,
  };
}

const render = (data: EventCardData) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <EventCard event={data} />
    </MemoryRouter>,
  );

describe("EventCard", () => {
  it("marks a past event with the word Afgelopen, an upcoming one not", () => {
    expect(render(event({ date: new Date(Date.now() - 3 * DAY) }))).toContain(">Afgelopen<");
    expect(render(event())).not.toContain("Afgelopen");
  });

  it("names the organizer and the initiative when they differ, the initiative once when they are the same", () => {
    const different = render(event());
    expect(different).toContain("Door Ria de Vries");
    expect(different).toContain("Repaircafé Utrecht");

    const same = render(event({ organizer_name: " repaircafé  utrecht " }));
    expect(same).not.toContain("Door ");
    expect(same.match(/Repaircafé Utrecht/g)).toHaveLength(1);
  });
});

describe("isPastEvent (Amsterdam calendar days, like the events list)", () => {
  const now = new Date("2026-06-10T10:00:00Z");
  it("is past only when it ended on an earlier day", () => {
    expect(isPastEvent({ date: new Date("2026-06-09T18:00:00Z"), end_date: null }, now)).toBe(true);
    // Earlier today: still listed among the upcoming events, so not marked.
    expect(isPastEvent({ date: new Date("2026-06-10T06:00:00Z"), end_date: null }, now)).toBe(false);
    // Started before today but still running.
    expect(isPastEvent({ date: new Date("2026-06-08T08:00:00Z"), end_date: new Date("2026-06-12T16:00:00Z") }, now)).toBe(false);
    // 23:30 in Amsterdam on 9 June is 21:30 UTC: a day earlier there.
    expect(isPastEvent({ date: new Date("2026-06-09T21:30:00Z"), end_date: null }, now)).toBe(true);
    expect(isPastEvent({ date: new Date("2026-06-09T22:30:00Z"), end_date: null }, now)).toBe(false);
  });
});
