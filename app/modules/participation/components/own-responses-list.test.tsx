/**
 * OwnResponsesList as the server renders it (for a page such as /mijn-aanmeldingen): Dutch status
 * labels, a link to a public vacancy only, and per row a withdrawal that posts intent "withdraw"
 * with `redirectTo` to POST /vacature/{id}/reactie, also without JavaScript.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { OwnResponsesList, type OwnResponseRowData } from "./own-responses-list";

const open: OwnResponseRowData = {
  vacancy_id: "6c1d3f9f-9b54-4d66-8e90-2a7b1c4d3e21",
  title: "Tuinhulp op zaterdag",
  initiative_name: "Buurtmoestuin De Linde",
  status: "in_conversation",
  created_at: new Date("2026-05-01T10:00:00Z"),
  motivation: "Ik tuinier al jaren.",
  is_public: true,
};
const closed: OwnResponseRowData = {
  ...open,
  vacancy_id: "0f5d7a9e-1b2c-4d3e-8f40-5a6b7c8d9e01",
  title: "Penningmeester",
  status: "declined",
  is_public: false,
};

/** The list rendered inside a data router (its forms read the navigation state). */
function render(rows: OwnResponseRowData[]) {
  const router = createMemoryRouter([{ path: "/mijn-aanmeldingen", element: <OwnResponsesList responses={rows} redirectTo="/mijn-aanmeldingen" /> }], {
    initialEntries: ["/mijn-aanmeldingen"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("OwnResponsesList", () => {
  it("shows each response with its Dutch status and a withdrawal posting to the vacancy's response route", () => {
    const html = render([open, closed]);
    expect(html).toContain(">In gesprek<");
    expect(html).toContain(">Afgewezen<");
    expect(html).toContain(`href="/vacature/${open.vacancy_id}"`);
    // A vacancy that is no longer public is named, not linked (its page would be a 404).
    expect(html).not.toContain(`href="/vacature/${closed.vacancy_id}"`);
    expect(html).toContain("Vacature niet meer actief");
    for (const row of [open, closed]) {
      expect(html).toContain(`action="/vacature/${row.vacancy_id}/reactie"`);
    }
    expect(html.match(/<button type="submit" value="withdraw"[^>]*name="intent"/g)).toHaveLength(2);
    expect(html).toContain('name="redirectTo" value="/mijn-aanmeldingen"');
    expect(html).toContain("Intrekken");
  });

  it("invites a member without responses to look at the vacancies", () => {
    const html = render([]);
    expect(html).toContain("Je hebt nog nergens op gereageerd.");
    expect(html).toContain('href="/vacatures"');
  });
});
