/**
 * What the pages say about when something becomes visible matches the `MODERATION` setting and,
 * for an event or vacancy, its initiative's status: the new-initiative and edit forms, /faq,
 * /voorwaarden, /nieuw-event and /vacature/nieuw (their loaders, rendered pages and toasts), each
 * under "pre" and "post".
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { env } from "~/lib/env.server";
import type { InitiativeStatus } from "~/lib/enums";
import type { ModerationMode } from "~/modules/moderation/visibility";
import EditInitiativeRoute, { loader as editInitiativeLoader } from "~/routes/initiatives/edit";
import NewInitiativeRoute, { action as newInitiativeAction, loader as newInitiativeLoader } from "~/routes/initiatives/new";
import NewEventRoute, { action as newEventAction, loader as newEventLoader } from "~/routes/events/new";
import FaqRoute, { loader as faqLoader } from "~/routes/pages/faq";
import TermsRoute, { loader as termsLoader } from "~/routes/pages/terms";
import NewVacancyRoute, { action as newVacancyAction, loader as newVacancyLoader } from "~/routes/vacancies/new";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { validEventForm, validInitiativeForm, validVacancyForm } from "../setup/forms";
import { createMember, type TestMember } from "../setup/members";
import { renderPage, textOf } from "../setup/render-page";
import { asRedirect, get, post, toastOf } from "../setup/routes";

const database = setupTestDatabase();
const configured = env().MODERATION;

/** Runs the rest of the test under `mode` (the configuration is read per call). */
function setModeration(mode: ModerationMode) {
  env().MODERATION = mode;
}

beforeAll(async () => {
  await seedMunicipalities(database.db());
});

afterEach(() => {
  env().MODERATION = configured;
});

const pending = "zodra een moderator het initiatief heeft goedgekeurd";

async function ownInitiative(member: TestMember, status: InitiativeStatus) {
  return createInitiative(database.db(), { created_by: member.id, status });
}

describe.each(["pre", "post"] as const)("MODERATION=%s", (mode) => {
  it("the new-initiative form and its toast say when the initiative is visible", async () => {
    setModeration(mode);
    const member = await createMember();
    const data = await newInitiativeLoader(get(member, "/nieuw-initiatief"));
    const text = textOf(await renderPage(NewInitiativeRoute, data, "/nieuw-initiatief"));
    if (mode === "pre") {
      expect(text).toContain("Een moderator bekijkt je initiatief voordat het voor iedereen zichtbaar is.");
      expect(text).not.toContain("direct zichtbaar");
    } else {
      expect(text).toContain("Je initiatief is direct zichtbaar voor iedereen. Een moderator bekijkt het daarna.");
    }
    const response = asRedirect(await newInitiativeAction(post(member, "/nieuw-initiatief", validInitiativeForm())));
    expect((await toastOf(response))?.message).toBe(
      mode === "pre"
        ? "Je initiatief is succesvol aangemaakt! Een moderator bekijkt het voordat het voor iedereen zichtbaar is."
        : "Je initiatief is succesvol aangemaakt!",
    );
  });

  it("the edit form says what saving does, by the initiative's status", async () => {
    setModeration(mode);
    const member = await createMember();
    const expected: Record<InitiativeStatus, string> = {
      actief: "Je wijzigingen zijn direct zichtbaar voor iedereen.",
      in_behandeling: "Je initiatief wacht op een moderator. Het is voor iedereen zichtbaar zodra die het heeft goedgekeurd.",
      afgewezen: "Na het opslaan bekijkt een moderator je initiatief opnieuw.",
      verborgen: "Na het opslaan bekijkt een moderator je initiatief opnieuw.",
    };
    for (const [status, sentence] of Object.entries(expected) as [InitiativeStatus, string][]) {
      const initiative = await ownInitiative(member, status);
      const path = `/initiatief/${initiative.id}/bewerken`;
      const data = await editInitiativeLoader(get(member, path, { pattern: "/initiatief/:id/bewerken", params: { id: initiative.id } }));
      const text = textOf(await renderPage(EditInitiativeRoute, data, path));
      expect(text, status).toContain(sentence);
      if (status !== "actief") expect(text, status).not.toContain("direct zichtbaar");
    }
  });

  it("/faq and /voorwaarden describe the configured review", async () => {
    setModeration(mode);
    const faq = textOf(await renderPage(FaqRoute, faqLoader(), "/faq"));
    const terms = textOf(await renderPage(TermsRoute, termsLoader(), "/voorwaarden"));
    expect(faq).not.toContain("We werken aan een controle");
    expect(terms).not.toContain("Er is nog geen controle vooraf");
    if (mode === "pre") {
      expect(faq).toContain("Na het versturen bekijkt een moderator je initiatief.");
      expect(faq).toContain("Zodra een moderator het heeft goedgekeurd");
      expect(faq).not.toContain("direct online");
      expect(terms).toContain("Een moderator bekijkt nieuwe initiatieven voordat ze online komen.");
      expect(terms).not.toContain("direct online");
    } else {
      expect(faq).toContain("Na het versturen staat je initiatief direct online.");
      expect(terms).toContain("Nieuwe initiatieven staan direct online. Een moderator bekijkt ze daarna.");
    }
  });
});

describe("an event or vacancy under an initiative that is not public", () => {
  it("/nieuw-event says it is visible once the initiative is approved, and so does its toast", async () => {
    const member = await createMember();
    const waiting = await ownInitiative(member, "in_behandeling");
    const alone = textOf(await renderPage(NewEventRoute, await newEventLoader(get(member, "/nieuw-event")), "/nieuw-event"));
    expect(alone).toContain(`Het staat op de eventspagina ${pending}.`);
    expect(alone).not.toContain("direct zichtbaar");

    const response = asRedirect(await newEventAction(post(member, "/nieuw-event", validEventForm(waiting.id))));
    expect((await toastOf(response))?.message).toBe(
      "Event succesvol aangemaakt! Het is voor iedereen zichtbaar zodra een moderator je initiatief heeft goedgekeurd.",
    );

    const visible = await ownInitiative(member, "actief");
    const mixed = textOf(await renderPage(NewEventRoute, await newEventLoader(get(member, "/nieuw-event")), "/nieuw-event"));
    expect(mixed).toContain("Het staat direct op de eventspagina als het initiatief al voor iedereen zichtbaar is");
    const ok = asRedirect(await newEventAction(post(member, "/nieuw-event", validEventForm(visible.id))));
    expect((await toastOf(ok))?.message).toBe("Event succesvol aangemaakt!");
  });

  it("/nieuw-event keeps the spec's texts when every initiative is public", async () => {
    const member = await createMember();
    await ownInitiative(member, "actief");
    const text = textOf(await renderPage(NewEventRoute, await newEventLoader(get(member, "/nieuw-event")), "/nieuw-event"));
    expect(text).toContain("Het is direct zichtbaar op de eventspagina.");
  });

  it("/vacature/nieuw says it is listed once the initiative is approved, and so does its toast", async () => {
    const member = await createMember();
    const hidden = await ownInitiative(member, "verborgen");
    const text = textOf(await renderPage(NewVacancyRoute, await newVacancyLoader(get(member, "/vacature/nieuw")), "/vacature/nieuw"));
    expect(text).toContain(`Een actieve vacature staat op Doe Mee ${pending}.`);
    expect(text).not.toContain("Actieve vacatures staan op Doe Mee.");

    const response = asRedirect(await newVacancyAction(post(member, "/vacature/nieuw", validVacancyForm(hidden.id))));
    expect((await toastOf(response))?.message).toBe(
      "Je vacature is succesvol aangemaakt! Het is pas voor iedereen zichtbaar als je initiatief dat weer is.",
    );

    const visible = await ownInitiative(member, "actief");
    const ok = asRedirect(await newVacancyAction(post(member, "/vacature/nieuw", validVacancyForm(visible.id))));
    expect((await toastOf(ok))?.message).toBe("Je vacature is succesvol aangemaakt!");
  });
});
