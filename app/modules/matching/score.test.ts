/** The reference score and the "Past bij" reasons (docs/decisions/063-voor-jou-ranking.md). */
import { describe, expect, it } from "vitest";
import { eventReasons, scoreEvent, scoreVacancy, sharedDayParts, vacancyReasons, type ScoreProfile, type ScoreVacancy, WEIGHTS } from "./score";

const profile: ScoreProfile = {
  themes: ["natuur"],
  categories: ["bestuurslid"],
  skills: ["tuinieren", "koken"],
  availability: ["dinsdag-avond"],
  commitments: ["kort"],
  suitable_for: ["jongeren", "thuis-of-online"],
};

const vacancy: ScoreVacancy = {
  theme: "natuur",
  category: "vrijwilliger",
  skills: ["tuinieren"],
  availability: ["dinsdag-avond", "zaterdag-ochtend"],
  commitment: null,
  suitable_for: [],
  is_remote: false,
  distance_km: 4.2,
};

describe("sharedDayParts", () => {
  it("shares the common day-parts; 'flexibel' on either side overlaps everything", () => {
    expect(sharedDayParts(["dinsdag-avond"], ["dinsdag-avond", "zaterdag-ochtend"])).toEqual({ match: true, shown: ["dinsdag-avond"] });
    expect(sharedDayParts(["maandag-ochtend"], ["dinsdag-avond"])).toEqual({ match: false, shown: [] });
    expect(sharedDayParts(["flexibel"], ["zaterdag-ochtend"])).toEqual({ match: true, shown: ["zaterdag-ochtend"] });
    expect(sharedDayParts(["maandag-ochtend"], ["flexibel"])).toEqual({ match: true, shown: [] });
    expect(sharedDayParts([], ["flexibel"]).match).toBe(false);
    expect(sharedDayParts(["flexibel"], []).match).toBe(false);
  });
});

describe("scoreVacancy and vacancyReasons", () => {
  it("adds theme, each shared skill, day-part and the distance band, and says so in that order", () => {
    expect(scoreVacancy(profile, vacancy)).toBe(WEIGHTS.theme + WEIGHTS.skill + WEIGHTS.availability + WEIGHTS.near);
    expect(vacancyReasons(profile, vacancy)).toEqual(["Natuur", "tuinieren", "dinsdagavond", "4 km"]);
  });

  it("counts category, commitment, 'geschikt voor' (at home or online is the vacancy's place) and nearby", () => {
    const other: ScoreVacancy = { ...vacancy, theme: "zorg", category: "bestuurslid", skills: ["tuinieren", "koken"], availability: [], commitment: "kort", is_remote: true, distance_km: null };
    expect(scoreVacancy(profile, other)).toBe(WEIGHTS.category + 2 * WEIGHTS.skill + WEIGHTS.commitment + WEIGHTS.suitableFor);
    expect(vacancyReasons(profile, other)).toEqual(["Bestuurslid", "tuinieren", "koken", "korte tijd (tot 3 maanden)", "thuis of online"]);
    expect(scoreVacancy(profile, { ...vacancy, theme: null, skills: [], availability: [], distance_km: 12 })).toBe(WEIGHTS.nearby);
    expect(scoreVacancy(profile, { ...vacancy, theme: null, skills: [], availability: [], distance_km: 16 })).toBe(0);
  });

  it("shows the distance even when it earns nothing, and names at most two day-parts", () => {
    const flexible = { ...profile, availability: ["flexibel"] };
    const many = { ...vacancy, availability: ["maandag-ochtend", "dinsdag-avond", "zaterdag-ochtend"], distance_km: 40 };
    expect(vacancyReasons(flexible, many)).toEqual(["Natuur", "tuinieren", "maandagochtend", "dinsdagavond", "40 km"]);
  });

  it("gives an empty profile nothing", () => {
    const empty: ScoreProfile = { themes: [], categories: [], skills: [], availability: [], commitments: [], suitable_for: [] };
    expect(scoreVacancy(empty, { ...vacancy, distance_km: null })).toBe(0);
  });
});

describe("scoreEvent and eventReasons", () => {
  it("adds theme, the starting day-part, 'eenmalig' and distance", () => {
    const volunteer = { ...profile, availability: ["zaterdag-ochtend"], commitments: ["eenmalig"] };
    const event = { theme: "natuur", day_part: "zaterdag-ochtend", distance_km: 0.3 };
    expect(scoreEvent(volunteer, event)).toBe(WEIGHTS.theme + WEIGHTS.availability + WEIGHTS.commitment + WEIGHTS.near);
    expect(eventReasons(volunteer, event)).toEqual(["Natuur", "zaterdagochtend", "eenmalig", "< 1 km"]);
    expect(scoreEvent(volunteer, { theme: "zorg", day_part: "zondag-avond", distance_km: null })).toBe(WEIGHTS.commitment);
  });
});
