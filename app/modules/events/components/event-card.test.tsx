/**
 * The event card as the server renders it: past events carry the word "Afgelopen" (not only a
 * colour), running ones "Nu bezig", and an organizer who is the initiative itself is named once.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { withDateLabels } from "../dates";
import { withEventLabels } from "../labels";
import type { EventCardData, EventCardItem } from "../types";
import { EventCard } from "./event-card";

const DAY = 24 * 60 * 60 * 1000;

function event(overrides: Partial<EventCardData> = {}): EventCardItem {
  return withEventLabels(withDateLabels({
    id: "5b0c2f8e-8a43-4c55-9d8f-1f6f0a3c2b10",
    title: "Repaircafé in de bieb",
    description: "Samen repareren in plaats van weggooien.",
    type: "workshop",
    theme: null,
    province: null,
    date: new Date(Date.now() + 7 * DAY),
    end_date: null,
    city: "Utrecht",
    municipality: "Utrecht",
    lat: 52.0884,
    lon: 5.1175,
    organizer_name: "Ria de Vries",
    max_participants: null,
    current_participants: 0,
    registration_required: false,
    initiative: { id: "0f5d7a9e-1b2c-4d3e-8f40-5a6b7c8d9e01", name: "Repaircafé Utrecht" },
    ...overrides,
  }));
}

const render = (data: EventCardItem) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <EventCard event={data} />
    </MemoryRouter>,
  );

describe("EventCard", () => {
  it("shows the start as written on the server, without formatting it itself", () => {
    const html = render({ ...event({ date: new Date("2026-03-12T18:30:00Z") }), date_label: "een label van de server" });
    expect(html).toMatch(/<time datetime="2026-03-12T18:30:00.000Z">een label van de server<\/time>/i);
  });

  it("marks a past event with the word Afgelopen, a running one with Nu bezig, an upcoming one with neither", () => {
    expect(render(event({ date: new Date(Date.now() - 3 * DAY) }))).toContain(">Afgelopen<");
    // Ended a minute ago, earlier the same day or not: over.
    expect(render(event({ date: new Date(Date.now() - 3_600_000), end_date: new Date(Date.now() - 60_000) }))).toContain(">Afgelopen<");
    const running = render(event({ date: new Date(Date.now() - 3_600_000), end_date: new Date(Date.now() + 3_600_000) }));
    expect(running).toContain(">Nu bezig<");
    expect(running).not.toContain("Afgelopen");
    expect(render(event())).not.toContain("Afgelopen");
    expect(render(event())).not.toContain("Nu bezig");
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
