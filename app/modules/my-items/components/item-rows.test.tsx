/**
 * The rows of /mijn-items as the server renders them: an event the member organizes links to its
 * participants with the number signed up, and a vacancy the member may edit links to its edit form.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type EventRowData, EventRows, type VacancyRowData, VacancyRows } from "./item-rows";

const event: EventRowData = {
  id: "6c1d3f9f-9b54-4d66-8e90-2a7b1c4d3e21",
  title: "Zaaidag",
  type: "workshop",
  date: "2030-04-13T08:00:00.000Z",
  end_date: null,
  city: "Utrecht",
  status: "actief",
  cancelled_at: null,
  initiative: { id: "0f5d7a9e-1b2c-4d3e-8f40-5a6b7c8d9e01", name: "Buurtmoestuin" },
  canEdit: true,
  canDelete: true,
  canManageParticipants: true,
  confirmed_count: 7,
};

const vacancy: VacancyRowData = {
  id: "3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d",
  title: "Tuinhulp",
  type: "Vrijwilligerswerk",
  category: "vrijwilliger",
  is_active: true,
  status: "verborgen",
  created_at: "2026-05-01T10:00:00.000Z",
  initiative: { id: "0f5d7a9e-1b2c-4d3e-8f40-5a6b7c8d9e01", name: "Buurtmoestuin" },
  canEdit: true,
  canDelete: true,
  responses: { total: 0, fresh: 0 },
};

/** `element` rendered inside a data router (the rows' forms read the navigation state). */
function render(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/mijn-items", element }], { initialEntries: ["/mijn-items"] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("EventRows", () => {
  it("says Geannuleerd on a cancelled event, and nothing of it otherwise", () => {
    expect(render(<EventRows events={[{ ...event, cancelled_at: new Date("2030-04-01T08:00:00.000Z") }]} hasInitiatives />)).toContain("Geannuleerd");
    expect(render(<EventRows events={[event]} hasInitiatives />)).not.toContain("Geannuleerd");
  });

  it("links the organizer to the participants page with the number signed up", () => {
    const html = render(<EventRows events={[event]} hasInitiatives />);
    expect(html).toContain(`href="/event/${event.id}/deelnemers"`);
    expect(html).toContain('aria-label="Deelnemers (7): Zaaidag"');
    expect(html).toContain("Deelnemers (7)</a>");
  });

  it("has no participants link for someone who does not organize the event", () => {
    const html = render(<EventRows events={[{ ...event, canManageParticipants: false }]} hasInitiatives />);
    expect(html).not.toContain("/deelnemers");
  });
});

describe("VacancyRows", () => {
  it("offers “Bewerken” to the edit form of a vacancy the member may edit, also a hidden one", () => {
    const html = render(<VacancyRows vacancies={[vacancy]} hasInitiatives />);
    expect(html).toContain(`href="/vacature/${vacancy.id}/bewerken"`);
    expect(html).toContain('aria-label="Bewerken: Tuinhulp"');
    expect(render(<VacancyRows vacancies={[{ ...vacancy, canEdit: false }]} hasInitiatives />)).not.toContain("/bewerken");
  });
});
