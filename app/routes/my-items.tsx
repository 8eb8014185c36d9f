/**
 * /mijn-items (SPEC.md §2 "My items"; issue "Members contribute" §4): the member's own initiatives
 * and the events and vacancies under them, in the tabs "Initiatieven", "Events" and "Doe Mee",
 * each with its count. The active tab lives in the URL (`?tab=initiatieven|events|doe-mee`), so it
 * survives redirects and works without JavaScript (the tab triggers are links).
 *
 * Rows offer "Bewerken" (initiatives and events) or "Deactiveren"/"Activeren" (vacancies, a plain
 * form post), and "Verwijderen" behind a confirmation dialog; without JavaScript a <noscript> form
 * with a required checkbox confirms instead. The initiative dialog says what goes with it, counted
 * on the server. Members only: loader and action call `requireUser` (reason "pagina").
 *
 * One action, by `intent`: "verwijder-initiatief", "verwijder-event", "verwijder-vacature" (each
 * needs `confirm=ja`, else 400 and nothing is deleted) and "vacature-actief" (`active=ja|nee`).
 * Ownership is re-checked by the module function inside the transaction that writes; someone
 * else's or an unknown id changes nothing and redirects back with "Er ging iets mis bij het
 * verwijderen". Results are SPEC.md §8's texts, flashed with redirectWithToast to the right tab.
 */
import { CalendarDays, MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import {
  data,
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from "react-router";
import { readFormData } from "~/lib/form-data";
import { PageHeader } from "~/components/list/page-header";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, type ButtonProps, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { eventTypeLabels, type InitiativeStatus, themeLabels, vacancyCategoryLabels } from "~/lib/enums";
import { formatDate, formatDateTime } from "~/lib/format";
import type { Outcome } from "~/lib/result";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { deleteEvent } from "~/modules/events/delete.server";
import { countInitiativeCascades, deleteInitiative, describeInitiativeCascade } from "~/modules/initiatives/delete.server";
import { listMyItems } from "~/modules/my-items/queries.server";
import { deleteVacancy, setVacancyActive } from "~/modules/vacancies/mutations.server";
import type { Route } from "./+types/my-items";
import { logger } from "~/lib/logger.server";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Mijn items", "Beheer je initiatieven, events en vacatures bij Dit doet Nederland.");

const tabs = ["initiatieven", "events", "doe-mee"] as const;
type Tab = (typeof tabs)[number];

/** The tab of `?tab=`; anything else is "initiatieven". */
function parseTab(value: string | null): Tab {
  return (tabs as readonly string[]).includes(value ?? "") ? (value as Tab) : "initiatieven";
}

/** The page with tab `tab` open. */
const tabUrl = (tab: Tab) => `/mijn-items?tab=${tab}`;

/** Result texts: SPEC.md §8 "Deletes" verbatim, plus the vacancy activation and the page's own. */
const myItemsTexts = {
  initiativeDeleted: "Initiatief verwijderd",
  eventDeleted: "Event verwijderd",
  vacancyDeleted: "Vacature verwijderd",
  deleteFailed: "Er ging iets mis bij het verwijderen",
  vacancyActivated: "Vacature geactiveerd",
  vacancyDeactivated: "Vacature gedeactiveerd",
  vacancyUpdateFailed: "Er ging iets mis bij het bijwerken van de vacature",
  confirmRequired: "Bevestig dat je begrijpt dat verwijderen niet ongedaan kan worden.",
  unknownAction: "Onbekende actie.",
} as const;

/**
 * The member's initiatives (each with the dialog sentence of what deleting it takes along),
 * events and vacancies.
 * @throws Response 302 to /auth?…&melding=pagina for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const [items, cascades] = await Promise.all([
    listMyItems({ viewer: member }),
    countInitiativeCascades({ viewer: member }),
  ]);
  const none = { events: 0, vacancies: 0, favorites: 0 };
  return {
    initiatives: items.initiatives.map((initiative) => ({
      ...initiative,
      deleteSummary: describeInitiativeCascade(cascades.get(initiative.id) ?? none),
    })),
    events: items.events,
    vacancies: items.vacancies,
  };
}

/**
 * Switching tabs changes only `?tab=`: every tab's rows are already loaded, so the loader does not
 * run again for that (it does after every form post).
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return params.toString();
  };
  return withoutTab(currentUrl) === withoutTab(nextUrl) ? false : defaultShouldRevalidate;
}

const intents = ["verwijder-initiatief", "verwijder-event", "verwijder-vacature", "vacature-actief"] as const;
type Intent = (typeof intents)[number];

/** What the action answers when it does not redirect (malformed posts). */
interface MyItemsActionData {
  message: string;
}

/**
 * Deletes an item or switches a vacancy on or off, by `intent`, for the signed-in member only.
 * - verwijder-initiatief / verwijder-event / verwijder-vacature (`id`, `confirm=ja`): without
 *   `confirm=ja` 400 and nothing is deleted; success redirects to the item's tab with "Initiatief
 *   verwijderd" / "Event verwijderd" / "Vacature verwijderd"; an unknown, malformed or someone
 *   else's id, or a database failure, changes nothing and redirects with "Er ging iets mis bij het
 *   verwijderen".
 * - vacature-actief (`id`, `active=ja|nee`): "Vacature geactiveerd" / "Vacature gedeactiveerd", or
 *   "Er ging iets mis bij het bijwerken van de vacature"; any other `active` is 400.
 * - anything else: 400.
 * @throws Response 302 to /auth?…&melding=pagina for a visitor (every intent)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const formData = await readFormData(request);
  const rawIntent = formData.get("intent");
  const intent = (intents as readonly unknown[]).includes(rawIntent) ? (rawIntent as Intent) : null;
  const rawId = formData.get("id");
  const id = typeof rawId === "string" ? rawId.trim() : "";

  if (intent === null) return data<MyItemsActionData>({ message: myItemsTexts.unknownAction }, { status: 400 });

  if (intent === "vacature-actief") {
    const active = formData.get("active");
    if (active !== "ja" && active !== "nee") {
      return data<MyItemsActionData>({ message: myItemsTexts.unknownAction }, { status: 400 });
    }
    let outcome: Outcome | { status: "error" };
    try {
      outcome = await setVacancyActive({ id, viewer: member, active: active === "ja" });
    } catch (error) {
      logger.error({ err: error }, "vacancy activation failed");
      outcome = { status: "error" };
    }
    if (outcome.status !== "ok") {
      return redirectWithToast(tabUrl("doe-mee"), { type: "error", message: myItemsTexts.vacancyUpdateFailed });
    }
    const message = active === "ja" ? myItemsTexts.vacancyActivated : myItemsTexts.vacancyDeactivated;
    return redirectWithToast(tabUrl("doe-mee"), { type: "success", message });
  }

  if (formData.get("confirm") !== "ja") {
    return data<MyItemsActionData>({ message: myItemsTexts.confirmRequired }, { status: 400 });
  }
  const deletion = {
    "verwijder-initiatief": { run: deleteInitiative, tab: "initiatieven", done: myItemsTexts.initiativeDeleted },
    "verwijder-event": { run: deleteEvent, tab: "events", done: myItemsTexts.eventDeleted },
    "verwijder-vacature": { run: deleteVacancy, tab: "doe-mee", done: myItemsTexts.vacancyDeleted },
  } as const satisfies Record<Exclude<Intent, "vacature-actief">, { run: unknown; tab: Tab; done: string }>;
  const { run, tab, done } = deletion[intent];
  let outcome: Outcome | { status: "error" };
  try {
    outcome = await run({ id, viewer: member });
  } catch (error) {
    logger.error({ err: error }, `${intent} failed`);
    outcome = { status: "error" };
  }
  if (outcome.status !== "ok") return redirectWithToast(tabUrl(tab), { type: "error", message: myItemsTexts.deleteFailed });
  return redirectWithToast(tabUrl(tab), { type: "success", message: done });
}

type LoaderData = Route.ComponentProps["loaderData"];

const statusLabels: Record<InitiativeStatus, string> = {
  actief: "Actief",
  in_behandeling: "In behandeling",
  afgewezen: "Afgewezen",
};
const statusVariants = { actief: "success", in_behandeling: "accent", afgewezen: "muted" } as const;

/** A submit button busy only while its own row's form (same intent and id) is being sent. */
function RowSubmitButton({
  intent,
  id,
  pendingText,
  children,
  ...props
}: ButtonProps & { intent: Intent; id: string; pendingText: string }) {
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

/**
 * "Verwijderen" for one row: a confirmation dialog with JavaScript, a <noscript> form with a
 * required checkbox without it. Both post `intent`, `id` and `confirm=ja`.
 */
function DeleteAction({
  intent,
  id,
  title,
  dialogTitle,
  summary,
}: {
  intent: Exclude<Intent, "vacature-actief">;
  id: string;
  /** The item's name, in the dialog and in the buttons' accessible names. */
  title: string;
  dialogTitle: string;
  /** What deleting it means, e.g. what goes with it. */
  summary: string;
}) {
  const checkboxId = `bevestig-${intent}-${id}`;
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          {/* Without JavaScript the dialog cannot open; the <noscript> form below takes over. */}
          <Button
            variant="outline"
            size="sm"
            aria-label={`Verwijderen: ${title}`}
            className="text-destructive [@media(scripting:none)]:hidden"
          >
            <Trash2 aria-hidden="true" />
            Verwijderen
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{dialogTitle}</DialogTitle>
            <DialogDescription className="text-foreground!">
              <span className="font-medium">“{title}”</span> wordt verwijderd. {summary}
            </DialogDescription>
          </DialogHeader>
          <Form method="post">
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="confirm" value="ja" />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Annuleren
                </Button>
              </DialogClose>
              <RowSubmitButton intent={intent} id={id} variant="destructive" pendingText="Verwijderen…">
                Ja, verwijderen
              </RowSubmitButton>
            </DialogFooter>
          </Form>
        </DialogContent>
      </Dialog>
      <noscript>
        <details className="w-full rounded-md border border-destructive/40 p-3">
          <summary className="cursor-pointer text-sm font-medium text-destructive" aria-label={`Verwijderen: ${title}`}>
            Verwijderen
          </summary>
          <form method="post" className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="id" value={id} />
            <p className="text-sm">
              “{title}” wordt verwijderd. {summary}
            </p>
            <div className="flex items-start gap-2">
              <input
                type="checkbox"
                id={checkboxId}
                name="confirm"
                value="ja"
                required
                className="mt-0.5 size-5 shrink-0 accent-destructive"
              />
              <label htmlFor={checkboxId} className="text-sm font-medium">
                Ik begrijp dat dit niet ongedaan kan worden
              </label>
            </div>
            <div>
              <button type="submit" name="intent" value={intent} className={buttonVariants({ variant: "destructive", size: "sm" })}>
                Ja, verwijderen
              </button>
            </div>
          </form>
        </details>
      </noscript>
    </>
  );
}

/** One row: title (linked when the detail page is public), facts, actions. */
function ItemRow({
  title,
  href,
  facts,
  actions,
}: {
  title: string;
  href: string | null;
  facts: React.ReactNode;
  actions: React.ReactNode;
}) {
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

function InitiativeRows({ initiatives }: { initiatives: LoaderData["initiatives"] }) {
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
          href={initiative.status === "actief" ? `/initiatief/${initiative.id}` : null}
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
              {initiative.canDelete ? <DeleteAction
                intent="verwijder-initiatief"
                id={initiative.id}
                title={initiative.name}
                dialogTitle="Initiatief verwijderen?"
                summary={initiative.deleteSummary}
              /> : null}
            </>
          }
        />
      ))}
    </ul>
  );
}

function EventRows({ events, hasInitiatives }: { events: LoaderData["events"]; hasInitiatives: boolean }) {
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
              {event.canDelete ? <DeleteAction
                intent="verwijder-event"
                id={event.id}
                title={event.title}
                dialogTitle="Event verwijderen?"
                summary="Dit kan niet ongedaan worden gemaakt."
              /> : null}
            </>
          }
        />
      ))}
    </ul>
  );
}

function VacancyRows({ vacancies, hasInitiatives }: { vacancies: LoaderData["vacancies"]; hasInitiatives: boolean }) {
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
          // An inactive vacancy's page is shown to its owner only, with its status.
          href={`/vacature/${vacancy.id}`}
          facts={
            <>
              <Badge>{vacancyCategoryLabels[vacancy.category]}</Badge>
              <Badge variant={vacancy.is_active ? "success" : "muted"}>{vacancy.is_active ? "Actief" : "Inactief"}</Badge>
              <span>{vacancy.type}</span>
              <span>Bij {vacancy.initiative.name}</span>
            </>
          }
          actions={
            <>
              {vacancy.canEdit ? <Form method="post">
                <input type="hidden" name="id" value={vacancy.id} />
                <input type="hidden" name="active" value={vacancy.is_active ? "nee" : "ja"} />
                <RowSubmitButton
                  intent="vacature-actief"
                  id={vacancy.id}
                  variant="outline"
                  size="sm"
                  pendingText={vacancy.is_active ? "Deactiveren…" : "Activeren…"}
                  aria-label={`${vacancy.is_active ? "Deactiveren" : "Activeren"}: ${vacancy.title}`}
                >
                  {vacancy.is_active ? "Deactiveren" : "Activeren"}
                </RowSubmitButton>
              </Form> : null}
              {vacancy.canDelete ? <DeleteAction
                intent="verwijder-vacature"
                id={vacancy.id}
                title={vacancy.title}
                dialogTitle="Vacature verwijderen?"
                summary="Dit kan niet ongedaan worden gemaakt."
              /> : null}
            </>
          }
        />
      ))}
    </ul>
  );
}

export default function MyItemsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { initiatives, events, vacancies } = loaderData;
  const [searchParams] = useSearchParams();
  const tab = parseTab(searchParams.get("tab"));
  const navigate = useNavigate();
  // Dialogs start closed again after every navigation (e.g. the redirect after a failed delete).
  const location = useLocation();

  const triggers: { value: Tab; label: string; count: number }[] = [
    { value: "initiatieven", label: "Initiatieven", count: initiatives.length },
    { value: "events", label: "Events", count: events.length },
    { value: "doe-mee", label: "Doe Mee", count: vacancies.length },
  ];

  return (
    <div className="mx-auto flex max-w-5xl flex-col px-4 py-8">
      <PageHeader
        title="Mijn items"
        intro="Je initiatieven en de events en vacatures die erbij horen."
        action={
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to="/nieuw-initiatief">
                <Plus aria-hidden="true" />
                Nieuw initiatief
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/nieuw-event">
                <Plus aria-hidden="true" />
                Nieuw event
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/vacature/nieuw">
                <Plus aria-hidden="true" />
                Nieuwe vacature
              </Link>
            </Button>
          </div>
        }
      />
      {actionData?.message ? (
        <Alert variant="error" className="mb-4">
          <p>{actionData.message}</p>
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onValueChange={(value) => navigate(tabUrl(parseTab(value)), { replace: true, preventScrollReset: true })}
      >
        <TabsList className="h-auto! flex-wrap">
          {triggers.map((trigger) => (
            <TabsTrigger key={trigger.value} value={trigger.value} asChild>
              <Link
                to={tabUrl(trigger.value)}
                replace
                preventScrollReset
                onClick={(event) => {
                  // Radix switched the tab on mouse down; a plain click needs no second navigation.
                  if (!event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && event.button === 0) {
                    event.preventDefault();
                  }
                }}
              >
                {trigger.label} ({trigger.count})
              </Link>
            </TabsTrigger>
          ))}
        </TabsList>
        <div key={location.key} className="contents">
          <TabsContent value="initiatieven">
            <h2 className="sr-only">Mijn initiatieven</h2>
            <InitiativeRows initiatives={initiatives} />
          </TabsContent>
          <TabsContent value="events">
            <h2 className="sr-only">Mijn events</h2>
            <EventRows events={events} hasInitiatives={initiatives.length > 0} />
          </TabsContent>
          <TabsContent value="doe-mee">
            <h2 className="sr-only">Mijn vacatures</h2>
            <VacancyRows vacancies={vacancies} hasInitiatives={initiatives.length > 0} />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}
