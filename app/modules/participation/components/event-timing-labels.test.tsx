/**
 * The sign-up panel and /mijn-aanmeldingen as the server renders them for an event that started:
 * while it runs it is "Nu bezig", only after its end "voorbij"; either way no sign-up or cancel form.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { OwnRegistrationsList, type OwnRegistrationRow } from "./own-registrations";
import { SignUpPanel, type SignUpPanelProps } from "./sign-up-panel";

/** `element` rendered inside a data router (its forms read the navigation state). */
function render(element: ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: ["/"] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const row: OwnRegistrationRow = {
  eventId: "5b0c2f8e-8a43-4c55-9d8f-1f6f0a3c2b10",
  title: "Repaircafé in de bieb",
  date: new Date("2026-06-10T11:00:00Z"),
  end_date: new Date("2026-06-10T13:00:00Z"),
  city: "Utrecht",
  initiativeName: "Repaircafé Utrecht",
  status: "confirmed",
  position: null,
  started: false,
  over: false,
  available: true,
};

describe("/mijn-aanmeldingen rows", () => {
  it("say Aangemeld before the start (with Afmelden), Nu bezig while it runs, Voorbij after its end", () => {
    const before = render(<OwnRegistrationsList rows={[row]} redirectTo="/mijn-aanmeldingen" />);
    expect(before).toContain(">Aangemeld<");
    expect(before).toContain("Afmelden");
    const running = render(<OwnRegistrationsList rows={[{ ...row, started: true }]} redirectTo="/mijn-aanmeldingen" />);
    expect(running).toContain(">Nu bezig<");
    expect(running).not.toContain("Voorbij");
    expect(running).not.toContain("Afmelden");
    const over = render(<OwnRegistrationsList rows={[{ ...row, started: true, over: true }]} redirectTo="/mijn-aanmeldingen" />);
    expect(over).toContain(">Voorbij<");
  });
});

describe("the sign-up panel", () => {
  const props: SignUpPanelProps = {
    eventId: row.eventId,
    required: true,
    isMember: true,
    own: null,
    placesLeft: 3,
    closed: false,
    started: false,
    over: false,
  };
  it("says the event is running, not over, once it started; voorbij after its end; no sign-up form either way", () => {
    expect(render(<SignUpPanel {...props} />)).toContain("Nog 3 plekken vrij");
    const running = render(<SignUpPanel {...props} started />);
    expect(running).toContain("Dit event is nu bezig; aanmelden kan niet meer.");
    expect(running).not.toContain("voorbij");
    expect(running).not.toContain('value="sign-up"');
    expect(render(<SignUpPanel {...props} started over />)).toContain("Dit event is voorbij; aanmelden kan niet meer.");
  });
});
