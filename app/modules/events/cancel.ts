/**
 * Cancelling an event, the browser-safe half: the form's schema and its Dutch texts
 * (docs/product-rules.md#cancelled-events). The server half is ./cancel.server.ts.
 */
import { z } from "zod";
import { CANCELLATION_REASON_MAX, cancelEventTexts } from "./cancel-texts";

export { CANCELLATION_REASON_MAX, cancelEventTexts } from "./cancel-texts";

export const CANCEL_EVENT_INTENT = "cancel-event";

/** `{ intent, confirm: "ja", reason? }`: an empty reason is null; the reason is trimmed. */
export const CancelEventSchema = z.object({
  intent: z.literal(CANCEL_EVENT_INTENT),
  confirm: z.literal("ja", { error: cancelEventTexts.confirmRequired }),
  reason: z
    .string()
    .trim()
    .max(CANCELLATION_REASON_MAX, { error: cancelEventTexts.reasonTooLong })
    .optional()
    .transform((value) => (value ? value : null)),
});

export type CancelEventValues = z.output<typeof CancelEventSchema>;
