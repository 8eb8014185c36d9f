/**
 * The contact card's long addresses wrap at their dots and slashes, not before whichever letter
 * reaches the edge of a narrow card; the website is shown without its scheme and trailing slash.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactCard } from "./contact-card";

const contact = {
  email: "secretariaat@buurtkeuken-afrikaanderwijk.example.org",
  phone: null,
  website: "https://www.buurtkeuken-afrikaanderwijk.example.org/over-ons/",
};

describe("ContactCard", () => {
  it("offers line breaks in a long website and e-mail address at their dots, slashes and @", () => {
    const html = renderToStaticMarkup(<ContactCard contact={contact} />);
    expect(html).toContain(">www<wbr/>.buurtkeuken-afrikaanderwijk<wbr/>.example<wbr/>.org/<wbr/>over-ons</a>");
    expect(html).toContain(">secretariaat<wbr/>@buurtkeuken-afrikaanderwijk<wbr/>.example<wbr/>.org</a>");
    expect(html).toContain(`href="${contact.website}"`);
    // Not broken at any letter: only a part longer than the line may break inside.
    expect(html).not.toContain("break-all");
  });
});
