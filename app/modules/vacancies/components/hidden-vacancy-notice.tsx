/** The notice above a vacancy only its owner can see: inactive, or under a non-public initiative. */
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";

export function HiddenVacancyNotice({ isActive }: { isActive: boolean }) {
  return (
    <Alert className="mb-4">
      {isActive ? (
        <p>
          <strong>Deze vacature is niet openbaar.</strong> Het initiatief is niet actief, dus alleen jij ziet deze pagina.
        </p>
      ) : (
        <p>
          <strong>Deze vacature is niet actief.</strong> Alleen jij ziet deze pagina. Activeer de vacature bij{" "}
          <Link to="/mijn-items?tab=doe-mee" className="underline">
            Mijn items
          </Link>{" "}
          om haar weer te tonen.
        </p>
      )}
    </Alert>
  );
}
