import { describe, expect, it } from "vitest";
import { canonicalPath, memberPageMeta, seoMeta, shortDescription } from "./meta";

const matches = [{ id: "root", loaderData: { siteUrl: "https://ddn.example.org" } }];
const at = (pathname: string, search = "") => ({ location: { pathname, search }, matches });

describe("canonicalPath (ADR 008)", () => {
  it("keeps a page number above 1 and drops everything else", () => {
    expect(canonicalPath("/initiatieven", "")).toBe("/initiatieven");
    expect(canonicalPath("/initiatieven", "?pagina=1")).toBe("/initiatieven");
    expect(canonicalPath("/initiatieven", "?pagina=3")).toBe("/initiatieven?pagina=3");
    expect(canonicalPath("/initiatieven", "?pagina=3&utm_source=x")).toBe("/initiatieven");
    expect(canonicalPath("/initiatieven", "?pagina=abc")).toBe("/initiatieven");
  });
  it("points a filtered or searched list at the plain list", () => {
    expect(canonicalPath("/events", "?type=workshop&pagina=2")).toBe("/events");
    expect(canonicalPath("/vacatures", "?zoek=tuin")).toBe("/vacatures");
    expect(canonicalPath("/initiatieven", "?thema=all&provincie=&pagina=2")).toBe("/initiatieven?pagina=2");
  });
});

describe("seoMeta", () => {
  it("gives title, description, absolute canonical, Open Graph and Twitter tags", () => {
    const tags = seoMeta(at("/initiatief/abc", "?x=1"), { name: "Buurttuin", description: "Samen tuinieren.", image: "initiative", type: "article" });
    expect(tags).toContainEqual({ title: "Buurttuin – Dit doet Nederland" });
    expect(tags).toContainEqual({ name: "description", content: "Samen tuinieren." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://ddn.example.org/initiatief/abc" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://ddn.example.org/initiatief/abc" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://ddn.example.org/og/initiatief.png" });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ property: "og:locale", content: "nl_NL" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Dit doet Nederland" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags.some((t) => t.name === "robots")).toBe(false);
  });
  it("numbers the title of a list's further pages, which are their own canonical pages", () => {
    expect(seoMeta(at("/events", "?pagina=2"), { name: "Events", description: "Alle events." })).toContainEqual({
      title: "Events, pagina 2 – Dit doet Nederland",
    });
    expect(seoMeta(at("/events", "?pagina=2&type=actie"), { name: "Events", description: "Alle events." })).toContainEqual({
      title: "Events – Dit doet Nederland",
    });
  });
  it("uses the site name and the default image for the home page", () => {
    const tags = seoMeta(at("/"), { description: "Welkom." });
    expect(tags).toContainEqual({ title: "Dit doet Nederland" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://ddn.example.org/og/default.png" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
  });
  it("marks member-only pages noindex without canonical or sharing tags", () => {
    const tags = memberPageMeta("Favorieten", "Je bewaarde items.");
    expect(tags).toEqual([
      { title: "Favorieten – Dit doet Nederland" },
      { name: "description", content: "Je bewaarde items." },
      { name: "robots", content: "noindex" },
    ]);
  });
});

describe("shortDescription", () => {
  it("keeps short texts and cuts long ones at a word to at most 160 characters", () => {
    expect(shortDescription("  Een  korte\ntekst ")).toBe("Een korte tekst");
    const long = "woord ".repeat(60);
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("woord…")).toBe(true);
  });
});

describe("seoMeta with the page's picture", () => {
  it("uses the picture's largest JPEG with its size and alt text as the Open Graph and Twitter image", () => {
    const picture = {
      alt: "Vrijwilligers planten een boom",
      width: 1280,
      height: 720,
      src: "/afbeelding/0b6a8f7e-3a0e-4c1e-9a63-4f4b7f0f2a10/0123456789abcdef-1280.jpg",
      srcset: { avif: "", webp: "", jpeg: "" },
    };
    const tags = seoMeta(
      { location: { pathname: "/event/1", search: "" }, matches: [{ id: "root", loaderData: { siteUrl: "https://voorbeeld.nl" } }] },
      { name: "Boomfeestdag", description: "Planten", image: "event", picture },
    );
    const content = (key: string) => tags.find((tag) => tag.property === key || tag.name === key)?.content;
    expect(content("og:image")).toBe(`https://voorbeeld.nl${picture.src}`);
    expect(content("og:image:type")).toBe("image/jpeg");
    expect(content("og:image:width")).toBe("1280");
    expect(content("og:image:height")).toBe("720");
    expect(content("og:image:alt")).toBe(picture.alt);
    expect(content("twitter:image")).toBe(`https://voorbeeld.nl${picture.src}`);
  });
});
