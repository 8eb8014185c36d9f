/**
 * The volunteer profile and "Voor jou" pages (docs/product-rules.md#matching): members only, a
 * save of every field (checkbox groups with several values), Dutch 400s for bad values, the home
 * postcode shared with /instellingen, the profile in the data export and gone with the account.
 */
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { profiles, volunteerProfiles } from "~/db/schema";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { postcodeMessages } from "~/lib/fields";
import { deleteAccount } from "~/modules/accounts/account-deletion.server";
import { volunteerProfileTexts } from "~/modules/matching/profile";
import { loader as exportLoader } from "~/routes/settings/export";
import { loader as forYouLoader } from "~/routes/matching/for-you";
import { action, loader } from "~/routes/settings/volunteer-profile";
import { setupTestDatabase } from "../setup/database";
import { createInitiative, createVacancy } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { asData, asRedirect, get, thrownResponse } from "../setup/routes";

const database = setupTestDatabase();
const PATH = "/instellingen/vrijwilligersprofiel";

/** Action arguments for a form post of `pairs` (a name may repeat, as checkboxes do). */
function postPairs(member: TestMember | null, pairs: [string, string][]) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (member) headers.set("Cookie", member.cookie);
  const request = new Request(`http://localhost:3000${PATH}`, { method: "POST", headers, body: new URLSearchParams(pairs).toString() });
  return { request, url: new URL(request.url), params: {}, pattern: PATH, context: new RouterContextProvider() };
}

describe("visitors", () => {
  it("are sent to sign in by the profile page, its action and /voor-jou", async () => {
    for (const pending of [loader(get(null, PATH)), action(postPairs(null, [["themes", "natuur"]])), forYouLoader(get(null, "/voor-jou"))]) {
      const response = await thrownResponse(pending);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/auth/);
    }
  });
});

describe("the volunteer profile", () => {
  it("starts empty, saves every field with several values, and shares the home postcode with /instellingen", async () => {
    await seedMunicipalities(database.db());
    const member = await createMember();
    expect((await loader(get(member, PATH))).profile).toMatchObject({ exists: false, themes: [], home_pc4: null });

    const saved = asRedirect(
      await action(
        postPairs(member, [
          ["postcode", "3511 AB"],
          ["max_distance_km", "25"],
          ["themes", "natuur"],
          ["themes", "zorg"],
          ["categories", "vrijwilliger"],
          ["skills", "tuinieren"],
          ["availability", "dinsdag-avond"],
          ["availability", "flexibel"],
          ["commitments", "eenmalig"],
          ["suitable_for", "thuis-of-online"],
        ]),
      ),
    );
    expect(saved.headers.get("Location")).toBe(PATH);
    const { profile } = await loader(get(member, PATH));
    expect(profile).toMatchObject({
      exists: true,
      home_pc4: "3511",
      max_distance_km: 25,
      themes: ["natuur", "zorg"],
      categories: ["vrijwilliger"],
      skills: ["tuinieren"],
      availability: ["dinsdag-avond", "flexibel"],
      commitments: ["eenmalig"],
      suitable_for: ["thuis-of-online"],
    });
    const [row] = await database.db().select({ home_pc4: profiles.home_pc4 }).from(profiles).where(eq(profiles.id, member.id));
    expect(row?.home_pc4).toBe("3511");

    // Everything optional: an empty post clears it.
    asRedirect(await action(postPairs(member, [])));
    expect((await loader(get(member, PATH))).profile).toMatchObject({ exists: true, themes: [], max_distance_km: null, home_pc4: null });
  });

  it("refuses unknown values and postcodes with a Dutch message (400) and saves nothing", async () => {
    await seedMunicipalities(database.db());
    const member = await createMember();
    for (const [pairs, field, message] of [
      [[["themes", "ruimtevaart"]], "themes", volunteerProfileTexts.themesInvalid],
      [[["skills", "<script>"]], "skills", volunteerProfileTexts.skillsInvalid],
      [[["availability", "maandag-nacht"]], "availability", volunteerProfileTexts.availabilityInvalid],
      [[["max_distance_km", "7"]], "max_distance_km", volunteerProfileTexts.distanceInvalid],
      [[["postcode", "35"]], "postcode", postcodeMessages.invalid],
      [[["postcode", "1000"]], "postcode", postcodeMessages.unknown],
    ] as [[string, string][], string, string][]) {
      const refused = asData(await action(postPairs(member, pairs)));
      expect(refused.init?.status).toBe(400);
      expect(refused.data.result?.error?.[field]).toEqual([message]);
    }
    expect(await database.db().$count(volunteerProfiles, eq(volunteerProfiles.user_id, member.id))).toBe(0);
  });

  it("is in the data export, and gone with the account", async () => {
    const member = await createMember();
    asRedirect(await action(postPairs(member, [["themes", "natuur"], ["skills", "koken"]])));
    const response = await exportLoader(get(member, "/instellingen/gegevens"));
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const exported = JSON.parse(new TextDecoder().decode(files["gegevens.json"]));
    expect(exported.volunteer_profile).toMatchObject({ themes: ["natuur"], skills: ["koken"], max_distance_km: null });
    expect(exported.volunteer_profile.user_id).toBeUndefined();

    await deleteAccount({ userId: member.id, email: member.email });
    expect(await database.db().$count(volunteerProfiles, eq(volunteerProfiles.user_id, member.id))).toBe(0);
  });
});

describe("/voor-jou", () => {
  it("explains itself without a profile, and lists a matching vacancy with its reason once there is one", async () => {
    const member = await createMember();
    expect(await forYouLoader(get(member, "/voor-jou"))).toMatchObject({ profile: false, kind: "vacatures" });

    const initiative = await createInitiative(database.db(), { theme: "cultuur" });
    const vacancy = await createVacancy(database.db(), { initiative_id: initiative.id, skills: ["muziek"], availability: ["woensdag-middag"] });
    asRedirect(await action(postPairs(member, [["themes", "cultuur"], ["skills", "muziek"], ["availability", "woensdag-middag"]])));
    const data = await forYouLoader(get(member, "/voor-jou"));
    if (!data.profile || !data.vacancies) throw new Error("expected the vacancies of a profile");
    const card = data.vacancies.items.find((item) => item.id === vacancy.id);
    expect(card?.reasons).toEqual(["Cultuur", "muziek", "woensdagmiddag"]);

    const events = await forYouLoader(get(member, "/voor-jou?soort=events&pagina=abc"));
    expect(events).toMatchObject({ profile: true, kind: "events", vacancies: null });
  });
});
