/** The whole database schema, for Drizzle and drizzle-kit. */
export * from "./auth";
export * from "./enums";
export * from "./events";
export * from "./images";
export * from "./initiatives";
export * from "./members";
export * from "./municipalities";
export * from "./vacancies";
export * from "./moderation";
export * from "./participation";
export * from "./matching";
export * from "./alerts";
export * from "./updates";
export * from "./following";
export * from "./api-keys";
