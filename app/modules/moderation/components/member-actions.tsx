/**
 * "Blokkeren" (with a reason for the audit log) and "Deblokkeren" on a member's beheer page, behind the shared confirmation.
 */
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { Label, Textarea } from "~/components/ui/input";
import { MODERATOR_REASON_MAX } from "../limits";

export function MemberBlockAction({ memberId, name, blocked, error }: { memberId: string; name: string; blocked: boolean; error?: string }) {
  const errorText = error ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
  if (blocked) {
    return (
      <ConfirmDeleteDialog
        intent="unblock"
        fields={{ member_id: memberId }}
        triggerText="Deblokkeren"
        triggerLabel={`Deblokkeren: ${name}`}
        title={`${name} deblokkeren?`}
        description="Het lid kan weer inloggen en zijn initiatieven, events en vacatures zijn weer zichtbaar."
        confirmText="Ja, deblokkeren"
        pendingText="Bezig met deblokkeren…"
        acknowledgement="Ik wil dit lid deblokkeren"
        notice={errorText}
      />
    );
  }
  return (
    <ConfirmDeleteDialog
      intent="block"
      fields={{ member_id: memberId }}
      triggerText="Blokkeren"
      triggerLabel={`Blokkeren: ${name}`}
      triggerVariant="destructive"
      title={`${name} blokkeren?`}
      description="Alle sessies van het lid eindigen meteen, inloggen wordt geweigerd en zijn initiatieven, events en vacatures verdwijnen voor iedereen."
      confirmText="Ja, blokkeren"
      pendingText="Bezig met blokkeren…"
      acknowledgement="Ik wil dit lid blokkeren"
      notice={errorText}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`blokkeer-reden-${memberId}`}>Reden (alleen voor het logboek)</Label>
        <Textarea id={`blokkeer-reden-${memberId}`} name="reason" required maxLength={MODERATOR_REASON_MAX} rows={3} />
      </div>
    </ConfirmDeleteDialog>
  );
}
