/**
 * The volunteer profile form of /instellingen/vrijwilligersprofiel (docs/product-rules.md#matching):
 * every field optional. The home postcode is the settings profile's own field and rule
 * (`postcodeField`), stored in `profiles.home_pc4`. Validated in the action only.
 */
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { postcodeField } from "~/lib/fields";
import { themes, vacancyCategories } from "~/lib/enums";
import { RADII_KM } from "~/lib/list-params";
import { AVAILABILITY, COMMITMENTS, SKILLS, SUITABLE_FOR } from "./vocabulary";

/** The distances a volunteer may choose, km; "" ("Maakt niet uit") is no limit. */
export const MAX_DISTANCES_KM = RADII_KM;

export const volunteerProfileTexts = {
  saved: "Je vrijwilligersprofiel is opgeslagen.",
  failed: "Er ging iets mis bij het opslaan van je vrijwilligersprofiel.",
  distanceInvalid: "Kies een afstand uit de lijst",
  themesInvalid: "Kies thema's uit de lijst",
  categoriesInvalid: "Kies soorten vacatures uit de lijst",
  skillsInvalid: "Kies vaardigheden uit de lijst",
  availabilityInvalid: "Kies dagdelen uit het rooster",
  commitmentsInvalid: "Kies uit de lijst hoe lang je je wilt inzetten",
  suitableForInvalid: "Kies uit de lijst waarvoor het geschikt moet zijn",
} as const;

const slugsOf = (list: readonly (readonly [string, string])[]) => list.map(([slug]) => slug);

/** A checkbox group: absent is none, one checked box is a string, more are an array; duplicates dropped. */
function choices(allowed: readonly string[], error: string) {
  return z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    // Checked on the whole list, so the message belongs to the group, not to its n-th box.
    z
      .array(z.string({ error }), { error })
      .refine((values) => values.every((value) => allowed.includes(value)), { error })
      .transform((values) => [...new Set(values)]),
  );
}

/**
 * `{ postcode, max_distance_km, themes, categories, skills, availability, commitments, suitable_for }`:
 * the postcode as four digits or null, the distance as a number or null, each group a list of slugs.
 */
export const VolunteerProfileSchema = z.object({
  postcode: postcodeField(),
  max_distance_km: z
    .string({ error: volunteerProfileTexts.distanceInvalid })
    .optional()
    .refine((value) => !value || (MAX_DISTANCES_KM as readonly number[]).includes(Number(value)), {
      error: volunteerProfileTexts.distanceInvalid,
    })
    .transform((value) => (value ? Number(value) : null)),
  themes: choices(themes, volunteerProfileTexts.themesInvalid),
  categories: choices(vacancyCategories, volunteerProfileTexts.categoriesInvalid),
  skills: choices(slugsOf(SKILLS), volunteerProfileTexts.skillsInvalid),
  availability: choices(AVAILABILITY, volunteerProfileTexts.availabilityInvalid),
  commitments: choices(slugsOf(COMMITMENTS), volunteerProfileTexts.commitmentsInvalid),
  suitable_for: choices(slugsOf(SUITABLE_FOR), volunteerProfileTexts.suitableForInvalid),
});
export type VolunteerProfileValues = z.output<typeof VolunteerProfileSchema>;

/** The form's constraint attributes, sent by the loader so the browser needs no Zod. */
export const volunteerProfileConstraint = getZodConstraint(VolunteerProfileSchema);

/** A saved volunteer profile with the home postcode, as the form and the ranking read it. */
export interface VolunteerProfile {
  home_pc4: string | null;
  max_distance_km: number | null;
  themes: string[];
  categories: string[];
  skills: string[];
  availability: string[];
  commitments: string[];
  suitable_for: string[];
}
