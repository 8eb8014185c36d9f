/**
 * "Reactie intrekken": the member withdraws a response behind the shared confirmation; the action returns to `redirectTo` with a toast.
 */
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { responseActionPath } from "../paths";

/**
 * @param props.redirectTo the local path to come back to
 * @param props.triggerText "Reactie intrekken" on the vacancy page, "Intrekken" in a list
 */
export function WithdrawResponse({
  vacancyId,
  title,
  redirectTo,
  triggerText = "Reactie intrekken",
  size = "default",
}: {
  vacancyId: string;
  title: string;
  redirectTo: string;
  triggerText?: string;
  size?: "sm" | "default";
}) {
  return (
    <ConfirmDeleteDialog
      intent="withdraw"
      action={responseActionPath(vacancyId)}
      // vacancy_id keeps each row's confirmation and busy state apart; the action reads the URL.
      fields={{ vacancy_id: vacancyId, redirectTo }}
      triggerText={triggerText}
      triggerLabel={`${triggerText}: ${title}`}
      size={size}
      title="Reactie intrekken?"
      description={
        <>
          Je reactie op <span className="font-medium">“{title}”</span> wordt ingetrokken: de organisator ziet hem niet meer. Je kunt
          later opnieuw reageren.
        </>
      }
      confirmText="Ja, intrekken"
      pendingText="Intrekken…"
      acknowledgement="Ik weet zeker dat ik mijn reactie wil intrekken"
    />
  );
}
