/**
 * The addresses of the response routes (app/routes.ts), without any validation code, so the light
 * parts of a vacancy page (the visitor's sign-in link) can use them without loading Zod.
 */

/** POST /vacature/{id}/reactie: where "Ik doe mee" and "Intrekken" post. */
export function responseActionPath(vacancyId: string): string {
  return `/vacature/${vacancyId}/reactie`;
}

/** /vacature/{id}/reacties: the organizer's list of responses to one vacancy. */
export function responsesPagePath(vacancyId: string): string {
  return `/vacature/${vacancyId}/reacties`;
}

/** /event/{id}/deelnemers: the organizer's participants page of one event. */
export function participantsPagePath(eventId: string): string {
  return `/event/${eventId}/deelnemers`;
}

/**
 * The /auth address for a visitor who wants to respond: signs in, then returns to the vacancy
 * page (`redirectTo`), with the notice "Log in om te reageren op een vacature." (`melding=reageren`).
 */
export function responseLoginHref(vacancyId: string): string {
  return `/auth?${new URLSearchParams({ redirectTo: `/vacature/${vacancyId}`, melding: "reageren" }).toString()}`;
}
