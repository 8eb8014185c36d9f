/**
 * Settings section "API-sleutels" (docs/product-rules.md#personal-api-keys): make a key with a
 * name, see it once, list the keys with their dates, revoke one behind the shared confirmation.
 * Plain forms to the settings action; everything works without JavaScript.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { SubmitButton, TextField, validationTiming } from "~/components/forms/fields";
import { SectionCard } from "~/components/section-card";
import { Alert } from "~/components/ui/alert";
import { Input, Label } from "~/components/ui/input";
import { type FormActionData, formErrorFor, resultFor } from "~/lib/form-action";
import { formatDate } from "~/lib/format";
import { API_KEY_INTENTS, API_KEYS_SECTION_ID, type ApiKeyRow, apiKeyTexts, type CreatedApiKey, CreateApiKeySchema, MAX_API_KEYS, MAX_API_KEY_NAME_LENGTH } from "../api-keys";

type ActionData = (FormActionData & { createdApiKey?: CreatedApiKey }) | undefined;

/** The key just made, once: read-only so it can be selected and copied. */
function NewKey({ created }: { created: CreatedApiKey }) {
  return (
    <Alert variant="success">
      <div className="flex flex-col gap-2">
        <p className="font-medium">
          {apiKeyTexts.created} {apiKeyTexts.showOnce}
        </p>
        <Label htmlFor="nieuwe-api-sleutel">Sleutel &ldquo;{created.name}&rdquo;</Label>
        <Input id="nieuwe-api-sleutel" type="text" readOnly value={created.key} className="min-w-0 font-mono" autoComplete="off" spellCheck={false} />
      </div>
    </Alert>
  );
}

function CreateForm({ actionData }: { actionData: ActionData }) {
  const [form, fields] = useForm<z.input<typeof CreateApiKeySchema>>({
    id: "api-sleutel-maken",
    lastResult: resultFor(actionData, API_KEY_INTENTS.create),
    constraint: getZodConstraint(CreateApiKeySchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: CreateApiKeySchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      {form.errors?.[0] ? (
        <Alert variant="error" id={form.errorId}>
          <p>{form.errors[0]}</p>
        </Alert>
      ) : null}
      <TextField meta={fields.naam} label="Naam van de sleutel" autoComplete="off" description={`Waarvoor je hem gebruikt, bijvoorbeeld "Mijn script" (hoogstens ${MAX_API_KEY_NAME_LENGTH} tekens).`} />
      <div>
        <SubmitButton intent={API_KEY_INTENTS.create} pendingText="Sleutel maken…">
          Sleutel maken
        </SubmitButton>
      </div>
    </Form>
  );
}

function KeyItem({ apiKey }: { apiKey: ApiKeyRow }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col">
        <span className="break-words font-medium">{apiKey.name}</span>
        <span className="text-sm text-muted-foreground">
          Gemaakt op {formatDate(apiKey.created_at)} · {apiKey.last_used_at ? `laatst gebruikt op ${formatDate(apiKey.last_used_at)}` : "nog niet gebruikt"}
        </span>
      </div>
      <div>
        <ConfirmDeleteDialog
          intent={API_KEY_INTENTS.revoke}
          fields={{ id: apiKey.id }}
          triggerText="Intrekken"
          triggerLabel={`Intrekken: ${apiKey.name}`}
          size="sm"
          title="API-sleutel intrekken?"
          description={`"${apiKey.name}" werkt daarna niet meer: wat hem gebruikt, krijgt geen toegang meer.`}
          confirmText="Ja, intrekken"
          pendingText="Intrekken…"
          acknowledgement="Ik wil deze sleutel intrekken"
        />
      </div>
    </li>
  );
}

/** The section, with the member's keys and the answer of the last API-key post. */
export function ApiKeysSection({ keys, actionData }: { keys: ApiKeyRow[]; actionData: ActionData }) {
  const created = actionData?.intent === API_KEY_INTENTS.create ? actionData.createdApiKey : undefined;
  const revokeError = resultFor(actionData, API_KEY_INTENTS.revoke)?.error?.confirm?.[0] ?? formErrorFor(actionData, API_KEY_INTENTS.revoke);
  return (
    <SectionCard
      id={API_KEYS_SECTION_ID}
      title="API-sleutels"
      intro="Met een API-sleutel volgt een eigen programma of script initiatieven voor jou via de API. Deel je sleutel niet: wie hem heeft, kan namens jou volgen."
    >
      {created ? <NewKey created={created} /> : null}
      {revokeError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {revokeError}
        </p>
      ) : null}
      {keys.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Je API-sleutels">
          {keys.map((apiKey) => (
            <KeyItem key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      ) : (
        <p className="text-sm">Je hebt nog geen API-sleutels.</p>
      )}
      {keys.length < MAX_API_KEYS ? (
        <CreateForm actionData={actionData} />
      ) : (
        <p className="text-sm">{apiKeyTexts.limit}</p>
      )}
      <p className="text-sm">
        Stuur de sleutel mee in de header <code className="break-all">Authorization: Bearer &lt;sleutel&gt;</code> naar{" "}
        <code className="break-all">/api/v1/me/follows</code>. De beschrijving staat in{" "}
        <a href="/api/v1/openapi.json" className="underline underline-offset-4">
          het OpenAPI-document
        </a>
        .
      </p>
    </SectionCard>
  );
}
