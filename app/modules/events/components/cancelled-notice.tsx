/** "Geannuleerd" on a cancelled event's page, with the organizer's reason (docs/product-rules.md#cancelled-events). */
import { Alert } from "~/components/ui/alert";
import { cancelEventTexts } from "../cancel-texts";

export function CancelledNotice({ reason }: { reason: string | null }) {
  return (
    <Alert variant="error" role="status" aria-live="off">
      <p className="font-semibold">
        <span className="sr-only">Let op: </span>
        {cancelEventTexts.notice}
      </p>
      {reason ? (
        <p className="whitespace-pre-line">
          {cancelEventTexts.reasonPrefix} {reason}
        </p>
      ) : null}
    </Alert>
  );
}
