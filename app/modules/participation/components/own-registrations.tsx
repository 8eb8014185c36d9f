/**
 * The member's own event sign-ups on /mijn-aanmeldingen, with "Afmelden" behind a <details>
 * confirmation until the event starts; an event no longer public has no link but can be cancelled.
 */
import { CalendarDays } from "~/components/icons";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { formatDateRange } from "~/lib/format";
import { signUpTexts as t } from "../sign-up-texts";
import { myRegistrationsTexts as m } from "../texts";

export interface OwnRegistrationRow {
  eventId: string;
  title: string;
  date: string | Date;
  end_date: string | Date | null;
  city: string;
  initiativeName: string;
  status: "confirmed" | "waitlisted";
  position: number | null;
  /** Then it can no longer be cancelled here. */
  started: boolean;
  /** Started and not over is "Nu bezig". */
  over: boolean;
  available: boolean;
  /** Cancelled by its organizer: "Geannuleerd" instead of the sign-up state. */
  cancelled?: boolean;
}

export function OwnRegistrationsList({ rows, redirectTo }: { rows: OwnRegistrationRow[]; redirectTo: string }) {
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-muted-foreground">{m.noEvents}</p>
        <Link to="/events" className="inline-flex items-center gap-1 font-medium text-primary underline">
          <CalendarDays className="size-4" aria-hidden="true" /> {m.findEvents}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => {
        const label = row.cancelled ? "Geannuleerd" : row.over ? m.past : row.started ? m.running : row.status === "confirmed" ? m.confirmed : m.waitlisted(row.position ?? 1);
        return (
          <li key={row.eventId} className="flex flex-col gap-2 rounded-lg border p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              {row.available ? (
                <Link to={`/event/${row.eventId}`} className="text-lg font-semibold text-primary underline">
                  {row.title}
                </Link>
              ) : (
                <span className="text-lg font-semibold">{row.title}</span>
              )}
              <span className="rounded-full bg-secondary px-2.5 py-0.5 text-sm font-medium">{label}</span>
            </div>
            <p className="text-sm text-muted-foreground">
              {formatDateRange(row.date, row.end_date)} · {row.city} · {row.initiativeName}
            </p>
            {row.available ? null : <p className="text-sm font-medium">{m.unavailable}</p>}
            {row.started ? null : (
              <details className="text-sm">
                <summary className="cursor-pointer font-medium text-primary underline">
                  {t.cancel}
                  <span className="sr-only">: {row.title}</span>
                </summary>
                <Form method="post" action={`/event/${row.eventId}/aanmelding`} className="mt-2 flex flex-col items-start gap-2">
                  <input type="hidden" name="redirectTo" value={redirectTo} />
                  <p>{row.status === "confirmed" ? t.cancelConfirm : t.cancelWaitlistConfirm}</p>
                  <SubmitButton intent="cancel-sign-up" variant="destructive" pendingText="Bezig…">
                    {`Ja, ${t.cancel.toLowerCase()}`}
                  </SubmitButton>
                </Form>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
