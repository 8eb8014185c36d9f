/**
 * The saved searches on /instellingen/meldingen: per search its name and how often (one plain form),
 * a link to its results and a delete with confirmation; and the alert for vacancies that fit the
 * volunteer profile. Every form posts to /instellingen/zoekopdrachten and works without JavaScript.
 */
import { Form, Link } from "react-router";
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { SubmitButton } from "~/components/forms/submit-button";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { formatDateTime } from "~/lib/format";
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency, LIST_OF_KIND, MAX_SEARCH_NAME_LENGTH, SAVED_SEARCH_ACTION, SAVED_SEARCH_INTENTS, type SavedSearchKind } from "../saved-searches";



/** A saved search as the page gets it (dates as ISO 8601 strings after serialisation). */
export interface SavedSearchRow {
  id: string;
  kind: SavedSearchKind;
  name: string;
  frequency: AlertFrequency;
  path: string;
  last_sent_at: Date | string | null;
}

function SavedSearchItem({ search }: { search: SavedSearchRow }) {
  const nameId = `zoekopdracht-${search.id}-naam`;
  const frequencyId = `zoekopdracht-${search.id}-frequentie`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{search.name}</h3>
        <Link to={search.path} className="text-sm underline" aria-label={`Bekijk resultaten: ${search.name}`}>
          Bekijk resultaten
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">
        {LIST_OF_KIND[search.kind].label}
        {search.last_sent_at ? ` · laatste e-mail ${formatDateTime(search.last_sent_at)}` : ""}
      </p>
      <Form method="post" action={SAVED_SEARCH_ACTION} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="id" value={search.id} />
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={nameId}>Naam</Label>
          <Input id={nameId} name="naam" defaultValue={search.name} required maxLength={MAX_SEARCH_NAME_LENGTH} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={frequencyId}>E-mail met nieuwe resultaten</Label>
          <NativeSelect id={frequencyId} name="frequentie" defaultValue={search.frequency}>
            {ALERT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {ALERT_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <SubmitButton intent={SAVED_SEARCH_INTENTS.update} pendingText="Opslaan…" aria-label={`Opslaan: ${search.name}`}>
          Opslaan
        </SubmitButton>
      </Form>
      <div>
        <ConfirmDeleteDialog
          intent={SAVED_SEARCH_INTENTS.delete}
          action={SAVED_SEARCH_ACTION}
          fields={{ id: search.id }}
          triggerText="Verwijderen"
          triggerLabel={`Verwijderen: ${search.name}`}
          size="sm"
          title="Zoekopdracht verwijderen?"
          description={`"${search.name}" verdwijnt, en je krijgt er geen e-mail meer over.`}
          confirmText="Ja, verwijderen"
          pendingText="Verwijderen…"
          acknowledgement="Ik wil deze zoekopdracht verwijderen"
        />
      </div>
    </li>
  );
}

/**
 * @param hasProfile whether the member saved a volunteer profile (the profile alert needs one)
 */
export function SavedSearchList({ searches, hasProfile }: { searches: SavedSearchRow[]; hasProfile: boolean }) {
  const profileAlert = searches.some((search) => search.kind === "profile");
  return (
    <div className="flex flex-col gap-4">
      {searches.length === 0 ? (
        <p className="text-sm">
          Je hebt nog geen zoekopdrachten bewaard. Zoek op <Link to="/initiatieven" className="underline">Initiatieven</Link>,{" "}
          <Link to="/events" className="underline">Events</Link> of <Link to="/vacatures" className="underline">Doe Mee</Link> en kies
          &ldquo;Bewaar deze zoekopdracht&rdquo;: dan mailen we je wat er nieuw bij komt.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      )}
      {profileAlert ? null : hasProfile ? (
        <ProfileAlertButton />
      ) : (
        <p className="text-sm">
          Wil je nieuwe vacatures die bij je passen per e-mail? Vul eerst je{" "}
          <Link to="/instellingen/vrijwilligersprofiel" className="underline">
            vrijwilligersprofiel
          </Link>{" "}
          in.
        </p>
      )}
    </div>
  );
}

/** "Stuur me nieuwe vacatures die bij mijn profiel passen": saves the profile alert. */
export function ProfileAlertButton({ back }: { back?: string }) {
  return (
    <Form method="post" action={SAVED_SEARCH_ACTION}>
      <input type="hidden" name="soort" value="profile" />
      {back ? <input type="hidden" name="terug" value={back} /> : null}
      <SubmitButton intent={SAVED_SEARCH_INTENTS.save} variant="outline" pendingText="Bewaren…" className="h-auto! min-h-10 whitespace-normal! text-left">
        Stuur me nieuwe vacatures die bij mijn profiel passen
      </SubmitButton>
    </Form>
  );
}
