/**
 * Detail loaders send contact data to members only (docs/product-rules.md#contact-visibility): a
 * visitor's loader data for every detail page carries none of it, a member's carries all of it.
 */
import { describe, expect, it } from "vitest";
import { loader as eventLoader } from "~/routes/events/detail";
import { loader as initiativeLoader } from "~/routes/initiatives/detail";
import { loader as vacancyLoader } from "~/routes/vacancies/detail";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { createMember } from "../setup/members";
import { routeArgs } from "../setup/routes";

const database = setupTestDatabase();

/** Loader arguments for `path` (pattern `pattern`), as a visitor or with a session cookie. */
const args = <P extends Record<string, string>>(path: string, pattern: string, params: P, cookie?: string) =>
  routeArgs(cookie ? { cookie } : null, path, { pattern, params });

describe("contact details on detail pages", () => {
  it("are absent for visitors and present for members, on initiative, event and vacancy", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const event = await createEvent(db, { initiative_id: initiative.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id });
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
    const member = await createMember();

    const load = {
      initiative: (cookie?: string) =>
        initiativeLoader(args(`/initiatief/${initiative.id}`, "/initiatief/:id", { id: initiative.id }, cookie)),
      event: (cookie?: string) => eventLoader(args(`/event/${event.id}`, "/event/:id", { id: event.id }, cookie)),
      vacancy: (cookie?: string) => vacancyLoader(args(`/vacature/${vacancy.id}`, "/vacature/:id", { id: vacancy.id }, cookie)),
    };
    for (const [page, run] of Object.entries(load)) {
      const visitor = JSON.stringify(await run());
      for (const secret of secrets) expect(visitor, `${page} (visitor)`).not.toContain(secret);
    }
    const memberInitiative = JSON.stringify(await load.initiative(member.cookie));
    expect(memberInitiative).toContain(initiative.contact_email);
    expect(memberInitiative).toContain(initiative.website);
    const memberEvent = JSON.stringify(await load.event(member.cookie));
    expect(memberEvent).toContain(event.organizer_email);
    expect(memberEvent).toContain(event.organizer_phone);
    const memberVacancy = JSON.stringify(await load.vacancy(member.cookie));
    expect(memberVacancy).toContain(vacancy.contact_email);
    // A forged or expired session cookie is a visitor.
    const forged = JSON.stringify(await load.initiative("ddn.session_token=vervalst.abc"));
    expect(forged).not.toContain(initiative.contact_email);
  });
});
