/** Paths of the response routes without validation code, so light parts of a vacancy page need no Zod. */

export function responseActionPath(vacancyId: string): string {
  return `/vacature/${vacancyId}/reactie`;
}

export function responsesPagePath(vacancyId: string): string {
  return `/vacature/${vacancyId}/reacties`;
}

export function participantsPagePath(eventId: string): string {
  return `/event/${eventId}/deelnemers`;
}

/**
 * /auth for a visitor who wants to respond: signs in, shows "Log in om te reageren op een vacature." and returns to the vacancy.
 */
export function responseLoginHref(vacancyId: string): string {
  return `/auth?${new URLSearchParams({ redirectTo: `/vacature/${vacancyId}`, melding: "reageren" }).toString()}`;
}
