/** The rows of /mijn-items, one list per tab, each with its facts and form-post actions; works without JavaScript. */
import { CalendarDays, MapPin, Pencil, Plus, Users } from "~/components/icons";
import type * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { Badge } from "~/components/ui/badge";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { eventTypeLabels, type InitiativeStatus, themeLabels, type VacancyCategory, vacancyCategoryLabels } from "~/lib/enums";
import { initiativeStatusLabels } from "~/modules/moderation/review";
import { formatDate, formatDateTime, pluralize } from "~/lib/format";
import { participantsPagePath, responsesPagePath } from "~/modules/participation/paths";
import { vacancyTypeNote } from "~/modules/vacancies/labels";
import type { MyEventRow, MyInitiativeRow, MyVacancyRow } from "../queries.server";
import type { DeleteIntent, MyItemsIntent } from "../forms";

/** Rows as the page receives them (dates serialised to strings). */
type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string | Date : T[K] };
export type InitiativeRowData = Serialized<MyInitiativeRow> & { deleteSummary: string };
export type EventRowData = Serialized<MyEventRow>;
export type VacancyRowData = Serialized<MyVacancyRow>;

const statusLabels = initiativeStatusLabels;
const statusVariants = {
  actief: "success",
  in_behandeling: "accent",
  afgewezen: "muted",
  verborgen: "muted",
} as const satisfies Record<InitiativeStatus, string>;

/** A submit button busy only while its own row's form (same intent and id) is being sent. */
function RowSubmitButton({
  intent,
  id,
  pendingText,
  children,
  ...props
}: ButtonProps & { intent: MyItemsIntent; id: string; pendingText: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("id") === id;
  return (
    <Button type="submit" name="intent" value={intent} disabled={busy} aria-disabled={busy} {...props}>
      {busy ? pendingText : children}
    </Button>
  );
}

/** "Verwijderen" for one row, behind the shared confirmation (posts `intent`, `id`, `confirm=ja`). */
function DeleteAction({ intent, id, title, dialogTitle, summary }: { intent: DeleteIntent; id: string; title: string; dialogTitle: string; summary: string }) {
  return (
    <ConfirmDeleteDialog
      intent={intent}
      fields={{ id }}
      triggerText="Verwijderen"
      triggerLabel={`Verwijderen: ${title}`}
      size="sm"
      title={dialogTitle}
      description={
        <>
          <span className="font-medium">“{title}”</span> wordt verwijderd. {summary}
        </>
      }
      confirmText="Ja, verwijderen"
      pendingText="Verwijderen…"
    />
  );
}

/** One row: title (linked when the detail page is public), facts, actions. */
function ItemRow({ title, href, facts, actions }: { title: string; href: string | null; facts: React.ReactNode; actions: React.ReactNode }) {
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1.5">
          <h3 className="font-semibold text-lg leading-snug break-words">
            {href ? (
              <Link to={href} className="text-primary underline-offset-4 hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted-foreground">{facts}</div>
        </div>
        {/* Wraps under the title on narrow screens, or when the no-JavaScript confirmation opens. */}
        <div className="flex max-w-full flex-wrap items-start gap-2">{actions}</div>
      </Card>
    </li>
  );
}

/** An empty tab: a sentence and one call to action. */
function EmptyState({ text, hint, to, label }: { text: string; hint: string; to: string; label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
      <p className="font-medium">{text}</p>
      <p className="max-w-md text-sm text-muted-foreground">{hint}</p>
      <Button asChild>
        <Link to={to}>
          <Plus aria-hidden="true" />
          {label}
        </Link>
      </Button>
    </div>
  );
}

function EditLink({ to, title }: { to: string; title: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to} aria-label={`Bewerken: ${title}`}>
        <Pencil aria-hidden="true" />
        Bewerken
      </Link>
    </Button>
  );
}

/** The "Initiatieven" tab: status, theme, place, creation date; the dialog says what goes along. */
export function InitiativeRows({ initiatives }: { initiatives: InitiativeRowData[] }) {
  if (initiatives.length === 0) {
    return (
      <EmptyState
        text="Je hebt nog geen initiatieven."
        hint="Start een initiatief en laat zien wat jij en je buren doen. Daarna kun je er events en vacatures bij plaatsen."
        to="/nieuw-initiatief"
        label="Nieuw initiatief"
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {initiatives.map((initiative) => (
        <ItemRow
          key={initiative.id}
          title={initiative.name}
          // The owner sees the page in every status, with a notice when it is not public.
          href={`/initiatief/${initiative.id}`}
          facts={
            <>
              <Badge variant={statusVariants[initiative.status]}>{statusLabels[initiative.status]}</Badge>
              <Badge variant="muted">{themeLabels[initiative.theme]}</Badge>
              {initiative.city ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden="true" />
                  {initiative.city}
                </span>
              ) : null}
              <span>Aangemaakt op {formatDate(initiative.created_at)}</span>
            </>
          }
          actions={
            <>
              {initiative.canEdit ? <EditLink to={`/initiatief/${initiative.id}/bewerken`} title={initiative.name} /> : null}
              {initiative.canDelete ? (
                <DeleteAction
                  intent="delete-initiative"
                  id={initiative.id}
                  title={initiative.name}
                  dialogTitle="Initiatief verwijderen?"
                  summary={initiative.deleteSummary}
                />
              ) : null}
            </>
          }
        />
      ))}
    </ul>
  );
}

/** The "Events" tab: type, date and time, place, initiative. */
export function EventRows({ events, hasInitiatives }: { events: EventRowData[]; hasInitiatives: boolean }) {
  if (events.length === 0) {
    return (
      <EmptyState
        text="Je hebt nog geen events."
        hint={
          hasInitiatives
            ? "Organiseer een workshop, bijeenkomst of actie bij een van je initiatieven."
            : "Een event hoort bij een initiatief. Maak eerst een initiatief aan, daarna kun je er events bij plaatsen."
        }
        to={hasInitiatives ? "/nieuw-event" : "/nieuw-initiatief"}
        label={hasInitiatives ? "Nieuw event" : "Nieuw initiatief"}
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {events.map((event) => (
        <ItemRow
          key={event.id}
          title={event.title}
          href={`/event/${event.id}`}
          facts={
            <>
              {event.status !== "actief" ? <Badge variant={statusVariants[event.status]}>{statusLabels[event.status]}</Badge> : null}
              {event.cancelled_at ? (
                <Badge variant="outline" className="border-destructive text-destructive">
                  Geannuleerd
                </Badge>
              ) : null}
              <Badge variant="muted">{eventTypeLabels[event.type]}</Badge>
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden="true" />
                <time dateTime={new Date(event.date).toISOString()}>{formatDateTime(event.date)}</time>
              </span>
              <span>{event.city}</span>
              <span>Bij {event.initiative.name}</span>
            </>
          }
          actions={
            <>
              {event.canEdit ? <EditLink to={`/event/${event.id}/bewerken`} title={event.title} /> : null}
              {event.canManageParticipants ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={participantsPagePath(event.id)} aria-label={`Deelnemers (${event.confirmed_count}): ${event.title}`}>
                    <Users aria-hidden="true" />
                    Deelnemers ({event.confirmed_count})
                  </Link>
                </Button>
              ) : null}
              {event.canDelete ? (
                <DeleteAction
                  intent="delete-event"
                  id={event.id}
                  title={event.title}
                  dialogTitle="Event verwijderen?"
                  summary="Dit kan niet ongedaan worden gemaakt."
                />
              ) : null}
            </>
          }
        />
      ))}
    </ul>
  );
}

/**
 * "Reacties (n)" of a vacancy: a link to its responses page, with the number of responses and,
 * in the accessible name, how many are new and which vacancy it is.
 */
function ResponsesLink({ id, title, total, fresh }: { id: string; title: string; total: number; fresh: number }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={responsesPagePath(id)} aria-label={`Reacties (${total}): ${title}${fresh > 0 ? `, ${fresh} nieuw` : ""}`}>
        <Users aria-hidden="true" />
        Reacties ({total})
      </Link>
    </Button>
  );
}

/** The vacancy's type when it says more than its category (`vacancyTypeNote`). */
function VacancyTypeNote({ type, category }: { type: string; category: VacancyCategory }) {
  const note = vacancyTypeNote(type, category);
  return note ? <span>{note}</span> : null;
}

/** The "Doe Mee" tab: category, active or not (with the switch), type, initiative, responses. */
export function VacancyRows({ vacancies, hasInitiatives }: { vacancies: VacancyRowData[]; hasInitiatives: boolean }) {
  if (vacancies.length === 0) {
    return (
      <EmptyState
        text="Je hebt nog geen vacatures."
        hint={
          hasInitiatives
            ? "Zoek je vrijwilligers, bestuursleden of een stagiair? Plaats een vacature bij een van je initiatieven."
            : "Een vacature hoort bij een initiatief. Maak eerst een initiatief aan, daarna kun je er vacatures bij plaatsen."
        }
        to={hasInitiatives ? "/vacature/nieuw" : "/nieuw-initiatief"}
        label={hasInitiatives ? "Nieuwe vacature" : "Nieuw initiatief"}
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {vacancies.map((vacancy) => (
        <ItemRow
          key={vacancy.id}
          title={vacancy.title}
          // A vacancy that is not public is shown to its owner only, with its status.
          href={`/vacature/${vacancy.id}`}
          facts={
            <>
              {vacancy.status !== "actief" ? (
                <Badge variant={statusVariants[vacancy.status]}>{statusLabels[vacancy.status]}</Badge>
              ) : null}
              <Badge>{vacancyCategoryLabels[vacancy.category]}</Badge>
              <Badge variant={vacancy.is_active ? "success" : "muted"}>{vacancy.is_active ? "Actief" : "Inactief"}</Badge>
              <VacancyTypeNote type={vacancy.type} category={vacancy.category} />
              <span>Bij {vacancy.initiative.name}</span>
              {vacancy.canEdit && vacancy.responses.total > 0 ? (
                <span>
                  {pluralize(vacancy.responses.total, "reactie", "reacties")}
                  {vacancy.responses.fresh > 0 ? `, ${vacancy.responses.fresh} nieuw` : ""}
                </span>
              ) : null}
            </>
          }
          actions={
            <>
              {vacancy.canEdit ? <EditLink to={`/vacature/${vacancy.id}/bewerken`} title={vacancy.title} /> : null}
              {vacancy.canEdit ? (
                <ResponsesLink id={vacancy.id} title={vacancy.title} total={vacancy.responses.total} fresh={vacancy.responses.fresh} />
              ) : null}
              {vacancy.canEdit ? (
                <Form method="post">
                  <input type="hidden" name="id" value={vacancy.id} />
                  <input type="hidden" name="active" value={vacancy.is_active ? "nee" : "ja"} />
                  <RowSubmitButton
                    intent="vacancy-active"
                    id={vacancy.id}
                    variant="outline"
                    size="sm"
                    pendingText={vacancy.is_active ? "Deactiveren…" : "Activeren…"}
                    aria-label={`${vacancy.is_active ? "Deactiveren" : "Activeren"}: ${vacancy.title}`}
                  >
                    {vacancy.is_active ? "Deactiveren" : "Activeren"}
                  </RowSubmitButton>
                </Form>
              ) : null}
              {vacancy.canDelete ? (
                <DeleteAction
                  intent="delete-vacancy"
                  id={vacancy.id}
                  title={vacancy.title}
                  dialogTitle="Vacature verwijderen?"
                  summary="Dit kan niet ongedaan worden gemaakt."
                />
              ) : null}
            </>
          }
        />
      ))}
    </ul>
  );
}
