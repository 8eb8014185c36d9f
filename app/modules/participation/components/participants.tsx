/**
 * The organizer's participants page parts: the lists with names and e-mail addresses (organizer only),
 * the sign-up switch, "Elders aangemeld" and the message form; plain forms that work without JavaScript.
 */
import { Download, Mail, Users } from "~/components/icons";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Input, Label, Textarea } from "~/components/ui/input";
import { formatDateTime } from "~/lib/format";
import { cn } from "~/lib/utils";
import { EXTERNAL_PARTICIPANTS_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX } from "../schemas";
import { participantsTexts as t } from "../texts";

export interface ParticipantRow {
  name: string;
  email: string;
  position: number | null;
  signedUpAt: string | Date;
}

/** Below the sm breakpoint rows stack as cards, each cell prefixed with its column name. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className={cn(
        "py-2 pr-3 max-sm:grid max-sm:grid-cols-[7rem_minmax(0,1fr)] max-sm:gap-2 max-sm:py-0.5 max-sm:pr-0 max-sm:before:font-medium max-sm:before:content-[attr(data-label)]",
        className,
      )}
    >
      {children}
    </td>
  );
}

export function ParticipantsTable({ caption, rows, waitlist }: { caption: string; rows: ParticipantRow[]; waitlist: boolean }) {
  if (rows.length === 0) {
    return (
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{caption}</h2>
        <p className="text-sm text-muted-foreground">{t.none}</p>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-2">
      <div className="sm:overflow-x-auto">
        <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[32rem]">
          <caption className="mb-2 text-left text-lg font-semibold max-sm:block">
            {caption} ({rows.length})
          </caption>
          <thead className="max-sm:sr-only">
            <tr className="border-b text-left">
              {waitlist ? <th scope="col" className="py-2 pr-3">{t.position}</th> : null}
              <th scope="col" className="py-2 pr-3">{t.name}</th>
              <th scope="col" className="py-2 pr-3">{t.email}</th>
              <th scope="col" className="py-2">{t.signedUpAt}</th>
            </tr>
          </thead>
          <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-2">
            {rows.map((row) => (
              <tr key={row.email} className="border-b align-top max-sm:block max-sm:rounded-md max-sm:border max-sm:p-3">
                {waitlist ? <Cell label={t.position}>{row.position}</Cell> : null}
                <Cell label={t.name}>{row.name}</Cell>
                <Cell label={t.email} className="[overflow-wrap:anywhere]">
                  <a href={`mailto:${row.email}`} className="text-primary underline">
                    {row.email}
                  </a>
                </Cell>
                <Cell label={t.signedUpAt} className="sm:pr-0">
                  {formatDateTime(row.signedUpAt)}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Panel({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 className="inline-flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SignUpControls(props: { eventId: string; closed: boolean; external: number; externalError?: string; switchError?: string }) {
  const externalId = "elders-aangemeld";
  return (
    <Panel title="Aanmelding" icon={<Users className="size-5" aria-hidden="true" />}>
      <p>
        <a href={`/event/${props.eventId}/deelnemers.csv`} className="inline-flex items-center gap-2 font-medium text-primary underline" download>
          <Download className="size-4" aria-hidden="true" />
          {t.csv}
        </a>
      </p>
      <Form method="post" className="flex flex-col items-start gap-2">
        <p className="text-sm">{props.closed ? t.closedNow : "De aanmelding is open."}</p>
        <SubmitButton intent={props.closed ? "reopen-registration" : "close-registration"} variant="outline" pendingText="Bezig…">
          {props.closed ? t.reopenSignUp : t.closeSignUp}
        </SubmitButton>
        {props.switchError ? <p className="text-sm font-medium text-destructive">{props.switchError}</p> : null}
      </Form>
      <Form method="post" className="flex flex-col items-start gap-2">
        <Label htmlFor={externalId}>{t.externalLabel}</Label>
        <p id={`${externalId}-uitleg`} className="text-sm text-muted-foreground">
          {t.externalHelp}
        </p>
        <div className="flex items-center gap-2">
          <Input
            id={externalId}
            name="external_participants"
            inputMode="numeric"
            defaultValue={String(props.external)}
            className="w-32"
            aria-invalid={props.externalError ? true : undefined}
            aria-describedby={props.externalError ? `${externalId}-uitleg ${externalId}-fout` : `${externalId}-uitleg`}
            max={EXTERNAL_PARTICIPANTS_MAX}
          />
          <SubmitButton intent="external-participants" variant="outline" pendingText="Opslaan…">
            {t.externalSave}
          </SubmitButton>
        </div>
        {props.externalError ? (
          <p id={`${externalId}-fout`} className="text-sm font-medium text-destructive">
            {props.externalError}
          </p>
        ) : null}
      </Form>
    </Panel>
  );
}

export function MessageForm(props: { errors: { subject?: string; message?: string; form?: string }; recipients: number }) {
  return (
    <Panel title={t.messageHeading} icon={<Mail className="size-5" aria-hidden="true" />}>
      <p className="text-sm text-muted-foreground">{t.messageHelp}</p>
      <Form method="post" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="bericht-onderwerp">{t.subjectLabel}</Label>
          <Input
            id="bericht-onderwerp"
            name="subject"
            required
            maxLength={MESSAGE_SUBJECT_MAX}
            aria-invalid={props.errors.subject ? true : undefined}
            aria-describedby={props.errors.subject ? "bericht-onderwerp-fout" : undefined}
          />
          {props.errors.subject ? (
            <p id="bericht-onderwerp-fout" className="text-sm font-medium text-destructive">
              {props.errors.subject}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="bericht-tekst">{t.messageLabel}</Label>
          <Textarea
            id="bericht-tekst"
            name="message"
            required
            minLength={10}
            maxLength={MESSAGE_TEXT_MAX}
            rows={5}
            aria-invalid={props.errors.message ? true : undefined}
            aria-describedby={props.errors.message ? "bericht-tekst-fout" : undefined}
          />
          {props.errors.message ? (
            <p id="bericht-tekst-fout" className="text-sm font-medium text-destructive">
              {props.errors.message}
            </p>
          ) : null}
        </div>
        {props.errors.form ? <p className="text-sm font-medium text-destructive">{props.errors.form}</p> : null}
        <div>
          <SubmitButton intent="message-participants" pendingText="Versturen…" disabled={props.recipients === 0}>
            {t.send}
          </SubmitButton>
        </div>
        {props.recipients === 0 ? <p className="text-sm text-muted-foreground">{t.noRecipients}</p> : null}
      </Form>
    </Panel>
  );
}
