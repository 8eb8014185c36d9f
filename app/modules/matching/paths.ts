/** The matching pages' addresses, in a module of their own so a page linking to them loads nothing else. */
export const VOLUNTEER_PROFILE_PATH = "/instellingen/vrijwilligersprofiel";
export const FOR_YOU_PATH = "/voor-jou";
