/** The time zone of every local date and time the platform shows or reads: the Netherlands. */
export const TIME_ZONE = "Europe/Amsterdam";
