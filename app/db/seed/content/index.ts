/**
 * All hand-written demo content, gathered from the per-region files. Data only; the seeder in
 * `../seed.server.ts` turns it into rows.
 */
import { eventsEast } from "./events-east";
import { eventsNorth } from "./events-north";
import { eventsSouth } from "./events-south";
import { eventsWest } from "./events-west";
import { initiativesEast } from "./initiatives-east";
import { initiativesNational } from "./initiatives-national";
import { initiativesNorth } from "./initiatives-north";
import { initiativesSouth } from "./initiatives-south";
import { initiativesWest } from "./initiatives-west";
import type { DemoEvent, DemoInitiative, DemoVacancy } from "./types";
import { vacanciesEast } from "./vacancies-east";
import { vacanciesNorth } from "./vacancies-north";
import { vacanciesSouth } from "./vacancies-south";
import { vacanciesWest } from "./vacancies-west";

export type { DemoEvent, DemoInitiative, DemoVacancy } from "./types";

/** Every demo initiative. */
export const demoInitiatives: readonly DemoInitiative[] = [
  ...initiativesNorth,
  ...initiativesEast,
  ...initiativesWest,
  ...initiativesSouth,
  ...initiativesNational,
];

/** Every demo event. */
export const demoEvents: readonly DemoEvent[] = [...eventsNorth, ...eventsEast, ...eventsWest, ...eventsSouth];

/** Every demo vacancy. */
export const demoVacancies: readonly DemoVacancy[] = [
  ...vacanciesNorth,
  ...vacanciesEast,
  ...vacanciesWest,
  ...vacanciesSouth,
];
