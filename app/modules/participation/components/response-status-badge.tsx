/**
 * The status of a response as a badge with its Dutch label ("Nieuw", "In gesprek", "Aangenomen",
 * "Afgewezen"), for the volunteer's views and the organizer's list.
 */
import { Badge } from "~/components/ui/badge";
import { type ResponseStatus, responseStatusLabels } from "../responses";

const variants = {
  new: "default",
  in_conversation: "accent",
  accepted: "success",
  declined: "muted",
} as const satisfies Record<ResponseStatus, string>;

/** The badge of `status`. */
export function ResponseStatusBadge({ status }: { status: ResponseStatus }) {
  return <Badge variant={variants[status]}>{responseStatusLabels[status]}</Badge>;
}
