/**
 * The "Doe Mee" section of a vacancy page for a signed-in member, by `getResponsePanelState`'s
 * state. Works as a plain form post without JavaScript; with it, posts through a fetcher (`_js=1`).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Users } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { DetailSection } from "~/components/detail-layout";
import { TextareaField, TextField, validationTiming } from "~/components/forms/fields";
import { notify } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { FormActionData } from "~/lib/form-action";
import { formatDateTime, pluralize } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { responseActionPath, responsesPagePath } from "../paths";
import { RESPONSE_LIMITS, RespondSchema, type ResponseExtra, type ResponseIntent } from "../responses";
import type { ResponsePanelState } from "../responses.server";
import { ResponseStatusBadge } from "./response-status-badge";
import { WithdrawResponse } from "./withdraw-response";

/** Dates as a page may receive them (Date objects, or ISO 8601 strings). */
type Serialized<T> = { [K in keyof T]: T[K] extends Date ? Date | string : T[K] };
export type ResponsePanelStateData = Serialized<Exclude<ResponsePanelState, { kind: "none" | "visitor" }>>;

export interface ResponsePanelProps {
  vacancyId: string;
  /** Names the response in the confirmation. */
  title: string;
  state: ResponsePanelStateData;
}

type ResponseActionData = FormActionData<ResponseIntent, ResponseExtra>;

function RespondForm({ vacancyId }: { vacancyId: string }) {
  const fetcher = useFetcher<ResponseActionData>();
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = fetcher.state === "submitting";
  // Read as soon as the action is done ("loading" is the page revalidating).
  const result = busy ? undefined : (fetcher.data ?? undefined);
  const [form, fields] = useForm({
    id: `reageren-${vacancyId}`,
    lastResult: result?.result ?? null,
    constraint: getZodConstraint(RespondSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: RespondSchema });
    },
  });

  // One toast per answer: the success text, or our failure (a refusal shows in the form).
  const announced = useRef<ResponseActionData | undefined>(undefined);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.done) notify("success", result.done);
    else if (result.failure) notify("error", result.failure);
  }, [result]);

  return (
    <fetcher.Form method="post" action={responseActionPath(vacancyId)} {...getFormProps(form)} className="flex flex-col gap-4">
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {form.errors?.[0] ? (
        <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}
      <TextareaField
        meta={fields.motivation}
        label="Waarom wil je meedoen?"
        description={`Minstens ${RESPONSE_LIMITS.motivationMin} en hooguit ${RESPONSE_LIMITS.motivationMax} tekens. De organisator ziet je naam en e-mailadres, en je telefoonnummer als je dat invult.`}
        rows={5}
      />
      <TextField meta={fields.phone} label="Telefoonnummer (optioneel)" type="tel" autoComplete="tel" inputMode="tel" />
      <div>
        <Button type="submit" name="intent" value="respond" disabled={busy} aria-disabled={busy}>
          {busy ? "Versturen…" : "Ik doe mee"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function SentResponse({
  vacancyId,
  title,
  state,
  headingRef,
}: {
  vacancyId: string;
  title: string;
  state: Extract<ResponsePanelStateData, { kind: "sent" }>;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const location = useLocation();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-lg focus-visible:outline-2 focus-visible:outline-ring">
        Je reactie is verstuurd
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>Status:</span>
        <ResponseStatusBadge status={state.status} />
        <span className="text-muted-foreground">
          verstuurd op <time dateTime={new Date(state.created_at).toISOString()}>{formatDateTime(state.created_at)}</time>
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        De organisator heeft je reactie gekregen en neemt contact met je op. Je krijgt een e-mail als de status verandert.
      </p>
      <div className="flex flex-wrap gap-2">
        <WithdrawResponse vacancyId={vacancyId} title={title} redirectTo={`${location.pathname}${location.search}`} />
      </div>
    </Card>
  );
}

export function ResponsePanel({ vacancyId, title, state }: ResponsePanelProps) {
  // After sending, the form is replaced: move focus so keyboard and screen reader users are not left on a vanished button.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state.kind);
  useEffect(() => {
    if (previous.current === "open" && state.kind === "sent") headingRef.current?.focus();
    previous.current = state.kind;
  }, [state.kind]);

  if (state.kind === "organizer") {
    return (
      <DetailSection id="meedoen" title="Reacties">
        <p className="text-muted-foreground">
          {state.total === 0
            ? "Er zijn nog geen reacties op deze vacature."
            : `Er ${state.total === 1 ? "is" : "zijn"} ${pluralize(state.total, "reactie", "reacties")} op deze vacature.`}
        </p>
        <div>
          <Button asChild variant="outline">
            <Link to={responsesPagePath(vacancyId)}>
              <Users aria-hidden="true" />
              Reacties bekijken
            </Link>
          </Button>
        </div>
      </DetailSection>
    );
  }
  return (
    <DetailSection id="meedoen" title="Doe Mee">
      {state.kind === "closed" ? (
        <p className="text-muted-foreground">
          Bij deze vacature reageer je rechtstreeks bij de organisator: gebruik de contactgegevens op deze pagina.
        </p>
      ) : state.kind === "sent" ? (
        <SentResponse vacancyId={vacancyId} title={title} state={state} headingRef={headingRef} />
      ) : (
        <>
          <p className="text-muted-foreground">Laat de organisator weten waarom je mee wilt doen. Ze nemen daarna contact met je op.</p>
          <RespondForm vacancyId={vacancyId} />
        </>
      )}
    </DetailSection>
  );
}
