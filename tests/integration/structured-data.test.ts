/**
 * schema.org JSON-LD of the detail pages: the `jsonLd` the detail loaders return themselves, read
 * as a signed-in member (so the contact data IS in the loader data, next to it), has the expected
 * schema.org fields and none of the contact data (e-mail, phone, website). The rendered <script>
 * block cannot be broken out of.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { assert, describe, expect, it } from "vitest";
import { JsonLd } from "~/components/json-ld";
import { env } from "~/lib/env.server";
import { serializeJsonLd } from "~/modules/seo/structured-data";
import { loader as eventLoader } from "~/routes/events/detail";
import { loader as initiativeLoader } from "~/routes/initiatives/detail";
import { loader as vacancyLoader } from "~/routes/vacancies/detail";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { createMember } from "../setup/members";
import { routeArgs } from "../setup/routes";

const database = setupTestDatabase();
/** The site address the loaders build their links on (PUBLIC_URL, or localhost in tests). */
const siteUrl = env().SITE_URL;

/** Loader arguments for `path` (pattern `pattern`), as a visitor or with a session cookie. */
const args = <P extends Record<string, string>>(path: string, pattern: string, params: P, cookie?: string) =>
  routeArgs(cookie ? { cookie } : null, path, { pattern, params });

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Asserts that no contact value and no e-mail address or phone number appears in `value`. */
function expectNoContactData(value: unknown, secrets: string[]) {
  const text = JSON.stringify(value);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  for (const s of strings(value)) expect(s).not.toMatch(/^(mailto|tel):/);
  expect(text).not.toMatch(/"(email|telephone|faxNumber|contactPoint|sameAs)"/);
}

describe("JSON-LD of detail pages", () => {
  it("has the schema.org fields and no contact data for an event, an initiative and a vacancy", async () => {
    const db = database.db();
    const member = await createMember();
    const initiative = await createInitiative(db, { scope: "gemeentelijk" });
    const event = await createEvent(db, {
      initiative_id: initiative.id,
      date: new Date("2030-05-01T17:30:00Z"),
      end_date: new Date("2030-05-01T20:00:00Z"),
      max_participants: 40,
    });
    const online = await createEvent(db, { initiative_id: initiative.id, location: "Online via Jitsi" });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, hours_per_week: 4, requirements: "Geduld" });
    const secrets = [
      initiative.contact_email,
      initiative.contact_phone,
      initiative.website,
      event.organizer_email,
      event.organizer_phone,
      event.website,
      vacancy.contact_email,
      vacancy.contact_phone,
    ].filter((v): v is string => Boolean(v));

    const eventData = await eventLoader(args(`/event/${event.id}`, "/event/:id", { id: event.id }, member.cookie));
    // The member's loader data carries the contact block; the JSON-LD must still leave it out.
    expect(eventData.event.contact?.organizer_email).toBe(event.organizer_email);
    const eventLd = eventData.jsonLd;
    assert(eventLd, "a public event has JSON-LD");
    expect(eventLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: event.title,
      description: event.description,
      url: `${siteUrl}/event/${event.id}`,
      image: `${siteUrl}/og/event.png`,
      // 17:30 UTC is 19:30 in Amsterdam (summer time).
      startDate: "2030-05-01T19:30:00+02:00",
      endDate: "2030-05-01T22:00:00+02:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: event.location,
        address: { "@type": "PostalAddress", addressLocality: "Utrecht", addressCountry: "NL" },
      },
      organizer: { "@type": "Organization", name: event.organizer_name },
      maximumAttendeeCapacity: 40,
    });
    expect(Object.keys(eventLd.organizer as object).sort()).toEqual(["@type", "name"]);
    expectNoContactData(eventLd, secrets);

    const onlineData = await eventLoader(args(`/event/${online.id}`, "/event/:id", { id: online.id }, member.cookie));
    const onlineLd = onlineData.jsonLd;
    expect(onlineLd).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: `${siteUrl}/event/${online.id}` },
    });
    expect(onlineLd).not.toHaveProperty("endDate");
    expectNoContactData(onlineLd, secrets);

    const initiativeData = await initiativeLoader(
      args(`/initiatief/${initiative.id}`, "/initiatief/:id", { id: initiative.id }, member.cookie),
    );
    expect(initiativeData.initiative.contact?.contact_email).toBe(initiative.contact_email);
    const initiativeLd = initiativeData.jsonLd;
    expect(initiativeLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: initiative.name,
      description: initiative.description,
      url: `${siteUrl}/initiatief/${initiative.id}`,
      address: { "@type": "PostalAddress", addressLocality: "Utrecht", addressRegion: "Utrecht", addressCountry: "NL" },
      areaServed: { "@type": "AdministrativeArea", name: "Gemeente Utrecht" },
      foundingDate: "2015",
    });
    expect(initiativeLd).not.toHaveProperty("email");
    expect(initiativeLd).not.toHaveProperty("telephone");
    expectNoContactData(initiativeLd, secrets);

    const vacancyData = await vacancyLoader(args(`/vacature/${vacancy.id}`, "/vacature/:id", { id: vacancy.id }, member.cookie));
    expect(vacancyData.vacancy.contact?.contact_email).toBe(vacancy.contact_email);
    // Null only for an inactive vacancy its owner looks at; this one is active.
    const vacancyLd = vacancyData.jsonLd;
    if (!vacancyLd) throw new Error("an active vacancy carries JSON-LD");
    expect(vacancyLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: vacancy.title,
      url: `${siteUrl}/vacature/${vacancy.id}`,
      employmentType: "VOLUNTEER",
      hiringOrganization: { "@type": "Organization", name: initiative.name, url: `${siteUrl}/initiatief/${initiative.id}` },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Utrecht", addressRegion: "Utrecht", addressCountry: "NL" },
      },
      workHours: "4 uur per week",
    });
    expect(String(vacancyLd.description)).toContain(vacancy.description);
    expect(String(vacancyLd.description)).toContain("Geduld");
    expect(String(vacancyLd.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expectNoContactData(vacancyLd, secrets);
  });

  it("describes an internship as INTERN and a national initiative as serving the Netherlands", async () => {
    const db = database.db();
    const initiative = await createInitiative(db, { scope: "nationaal", province: null, city: null, municipality: null });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, category: "stage" });
    const initiativeData = await initiativeLoader(args(`/initiatief/${initiative.id}`, "/initiatief/:id", { id: initiative.id }));
    const initiativeLd = initiativeData.jsonLd;
    expect(initiativeLd).toMatchObject({ areaServed: { "@type": "Country", name: "Nederland" } });
    expect(initiativeLd).not.toHaveProperty("address");
    const vacancyData = await vacancyLoader(args(`/vacature/${vacancy.id}`, "/vacature/:id", { id: vacancy.id }));
    // Null only for an inactive vacancy its owner looks at; this one is active.
    const vacancyLd = vacancyData.jsonLd;
    if (!vacancyLd) throw new Error("an active vacancy carries JSON-LD");
    expect(vacancyLd).toMatchObject({
      employmentType: "INTERN",
      jobLocation: { address: { "@type": "PostalAddress", addressCountry: "NL" } },
    });
  });
});

describe("a vacancy's work hours", () => {
  it.each([
    [3, null, "3 uur per week"],
    [2.5, null, "2,5 uur per week"],
    [4, "in overleg", "4 uur per week, in overleg"],
    [null, "2-4 uur, wisselend", "2-4 uur, wisselend"],
  ])("hours %j and note %j → workHours %j", async (hours, note, workHours) => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, hours_per_week: hours, hours_note: note });
    const loaded = await vacancyLoader(args(`/vacature/${vacancy.id}`, "/vacature/:id", { id: vacancy.id }));
    expect(loaded.jsonLd).toMatchObject({ workHours });
  });

  it("leaves workHours out without hours or note", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const vacancy = await createVacancy(db, { initiative_id: initiative.id });
    const loaded = await vacancyLoader(args(`/vacature/${vacancy.id}`, "/vacature/:id", { id: vacancy.id }));
    expect(loaded.jsonLd).not.toHaveProperty("workHours");
  });
});

describe("rendering JSON-LD", () => {
  it("escapes markup so a title cannot end the script block, and parses back unchanged", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const title = 'Feest </script><script>alert("x")</script> & <!-- meer';
    const event = await createEvent(db, { initiative_id: initiative.id, title });
    const loaded = await eventLoader(args(`/event/${event.id}`, "/event/:id", { id: event.id }));
    const ld = loaded.jsonLd;
    assert(ld, "a public event has JSON-LD");
    const html = renderToStaticMarkup(createElement(JsonLd, { data: ld }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith("</script>")).toBe(true);
    expect(html).not.toContain("<!--");
    const json = html.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(JSON.parse(json)).toEqual(ld);
    expect((JSON.parse(json) as { name: string }).name).toBe(title);
  });

  it("serialises line and paragraph separators as escapes", () => {
    const out = serializeJsonLd({ a: "x\u2028y\u2029z<>&" });
    expect(out).toBe('{"a":"x\\u2028y\\u2029z\\u003c\\u003e\\u0026"}');
    expect(JSON.parse(out)).toEqual({ a: "x\u2028y\u2029z<>&" });
  });
});
