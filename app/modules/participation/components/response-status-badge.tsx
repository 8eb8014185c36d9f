/** A response status as a badge with its Dutch label. */
import { Badge } from "~/components/ui/badge";
import { type ResponseStatus, responseStatusLabels } from "../responses";

const variants = {
  new: "default",
  in_conversation: "accent",
  accepted: "success",
  declined: "muted",
} as const satisfies Record<ResponseStatus, string>;

export function ResponseStatusBadge({ status }: { status: ResponseStatus }) {
  return <Badge variant={variants[status]}>{responseStatusLabels[status]}</Badge>;
}
