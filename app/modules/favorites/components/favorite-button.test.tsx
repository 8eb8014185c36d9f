/**
 * The favourite heart as the server renders it: a form posting to /favoriet that works without
 * JavaScript (the fetcher marker `_js` is added only once the page is hydrated).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { FavoriteButton } from "./favorite-button";

const itemId = "5b0c2f8e-8a43-4c55-9d8f-1f6f0a3c2b10";

const render = (props: { isFavorite: boolean; isMember: boolean }) => {
  const RouterStub = createRoutesStub([
    { path: "/events", Component: () => <FavoriteButton itemType="event" itemId={itemId} label="Repaircafé" {...props} /> },
  ]);
  return renderToStaticMarkup(<RouterStub initialEntries={["/events?pagina=2"]} />);
};

describe("FavoriteButton", () => {
  it("is a plain post to /favoriet asking for the other state, back to the heart on the page it is on", () => {
    const html = render({ isFavorite: false, isMember: true });
    const form = html.slice(0, html.indexOf(">") + 1);
    expect(form).toMatch(/^<form /);
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/favoriet"');
    expect(html).toContain('<input type="hidden" name="item_type" value="event"/>');
    expect(html).toContain(`<input type="hidden" name="item_id" value="${itemId}"/>`);
    expect(html).toContain('<input type="hidden" name="favorite" value="ja"/>');
    // Back to this heart, not to the top of the page (the form carries the fragment's id).
    expect(form).toContain(`id="favoriet-event-${itemId}"`);
    expect(html).toContain(`<input type="hidden" name="returnTo" value="/events?pagina=2#favoriet-event-${itemId}"/>`);
    expect(html).toContain('aria-label="Bewaar Repaircafé als favoriet"');
    expect(html).toContain('aria-pressed="false"');
    // Without JavaScript the action answers with a redirect, not with fetcher data.
    expect(html).not.toContain('name="_js"');
  });

  it("shows a stored favourite as pressed, asking to remove it", () => {
    const html = render({ isFavorite: true, isMember: true });
    expect(html).toContain('<input type="hidden" name="favorite" value="nee"/>');
    expect(html).toContain('aria-label="Verwijder Repaircafé uit favorieten"');
    expect(html).toContain('aria-pressed="true"');
  });

  it("is never pressed for a visitor", () => {
    expect(render({ isFavorite: true, isMember: false })).toContain('aria-pressed="false"');
  });
});
