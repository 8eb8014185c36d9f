/** The time zone of every local date and time the platform shows or reads: the Netherlands. */
export { TIME_ZONE } from "./format";
