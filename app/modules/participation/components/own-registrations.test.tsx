/**
 * OwnRegistrationsList as the server renders it on /mijn-aanmeldingen: a public event is linked;
 * an event that is no longer public is named without a link, says so, and can still be cancelled.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { OwnRegistrationsList, type OwnRegistrationRow } from "./own-registrations";

const open: OwnRegistrationRow = {
  eventId: "6c1d3f9f-9b54-4d66-8e90-2a7b1c4d3e21",
  title: "Zaaidag",
  date: "2030-04-13T08:00:00.000Z",
  end_date: null,
  city: "Utrecht",
  initiativeName: "Buurtmoestuin",
  status: "confirmed",
  position: null,
  started: false,
  over: false,
  available: true,
};
const hidden: OwnRegistrationRow = { ...open, eventId: "0f5d7a9e-1b2c-4d3e-8f40-5a6b7c8d9e01", title: "Verborgen workshop", available: false };

/** The list rendered inside a data router (its forms read the navigation state). */
function render(rows: OwnRegistrationRow[]) {
  const router = createMemoryRouter([{ path: "/mijn-aanmeldingen", element: <OwnRegistrationsList rows={rows} redirectTo="/mijn-aanmeldingen" /> }], {
    initialEntries: ["/mijn-aanmeldingen"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("OwnRegistrationsList", () => {
  it("links a public event, and names a hidden one without a link as no longer available, still with “Afmelden”", () => {
    const html = render([open, hidden]);
    expect(html).toContain(`href="/event/${open.eventId}"`);
    expect(html).not.toContain(`href="/event/${hidden.eventId}"`);
    expect(html).toContain("Verborgen workshop");
    expect(html.match(/Dit event is niet meer beschikbaar/g)).toHaveLength(1);
    for (const row of [open, hidden]) expect(html).toContain(`action="/event/${row.eventId}/aanmelding"`);
  });

  it("says Geannuleerd instead of the sign-up state for a cancelled event, still linked", () => {
    const html = render([{ ...open, cancelled: true }]);
    expect(html).toContain("Geannuleerd");
    expect(html).not.toContain("Je bent aangemeld");
    expect(html).toContain(`href="/event/${open.eventId}"`);
  });
});
