/**
 * Cancelling an event: the danger section under the edit form that leads to `/event/:id/annuleren`,
 * and that page's form, the shared confirmation with an optional reason (docs/product-rules.md#cancelled-events).
 */
import { X } from "~/components/icons";
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { SectionCard } from "~/components/section-card";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";
import { SiteLink } from "~/components/site-link";
import { CANCEL_EVENT_INTENT, CANCELLATION_REASON_MAX, cancelEventTexts as t } from "../cancel";

export function cancelEventPath(eventId: string): string {
  return `/event/${eventId}/annuleren`;
}

/** The "Event annuleren" section of the edit page. */
export function CancelEventLink({ eventId }: { eventId: string }) {
  return (
    <div className="mt-10">
      <SectionCard id="annuleren" title={t.trigger} danger intro={t.description}>
        <div>
          <Button asChild variant="outline" className="text-destructive">
            <SiteLink to={cancelEventPath(eventId)}>
              <X aria-hidden="true" /> {t.trigger}
            </SiteLink>
          </Button>
        </div>
      </SectionCard>
    </div>
  );
}

/**
 * The reason field and the confirmation; `reason` and `error` come back from a refused post, so the typed text is kept.
 */
export function CancelEventForm({ title, reason, error }: { title: string; reason?: string; error?: string | null }) {
  return (
    <ConfirmDeleteDialog
      intent={CANCEL_EVENT_INTENT}
      triggerText={t.trigger}
      triggerVariant="destructive"
      title={t.title}
      description={<>&ldquo;{title}&rdquo;: {t.description}</>}
      confirmText={t.confirm}
      pendingText={t.pending}
      acknowledgement={t.acknowledgement}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="reden">{t.reasonLabel}</Label>
        <Textarea
          id="reden"
          name="reason"
          maxLength={CANCELLATION_REASON_MAX}
          defaultValue={reason}
          aria-describedby={error ? "reden-hint reden-fout" : "reden-hint"}
          aria-invalid={error ? true : undefined}
        />
        <p id="reden-hint" className="text-sm text-muted-foreground">
          {t.reasonHint}
        </p>
        {error ? (
          <p id="reden-fout" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDeleteDialog>
  );
}
