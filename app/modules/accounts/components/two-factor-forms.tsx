/**
 * The settings forms of two-factor sign-in (docs/decisions/024-two-factor.md): the section that
 * turns it on (password → QR code, secret and backup codes → first code) and off (password). Every
 * form posts its own intent and works without JavaScript; the QR code is SVG made on the server.
 * The second step of /auth (a code) is in ./auth-forms.tsx.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { SubmitButton, TextField, validationTiming } from "~/components/forms/fields";
import { Alert } from "~/components/ui/alert";
import { type FormActionData, resultFor } from "~/lib/form-action";
import { TwoFactorConfirmSchema, TwoFactorPasswordSchema } from "../schemas";
import type { TwoFactorSetup } from "../two-factor.server";

function FormError({ errors, id }: { errors: string[] | undefined; id: string }) {
  return errors?.[0] ? (
    <Alert variant="error" id={id}>
      <p>{errors[0]}</p>
    </Alert>
  ) : null;
}

/** The settings action's answer (any of its forms; each form picks its own). */
export type TwoFactorActionData = FormActionData<string, { setup: TwoFactorSetup }> | undefined;

function PasswordStep({
  intent,
  actionData,
  button,
  pending,
}: {
  intent: "tweestaps-aan" | "tweestaps-uit";
  actionData: TwoFactorActionData;
  button: string;
  pending: string;
}) {
  const [form, fields] = useForm<z.input<typeof TwoFactorPasswordSchema>>({
    id: intent,
    lastResult: resultFor(actionData, intent),
    constraint: getZodConstraint(TwoFactorPasswordSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: TwoFactorPasswordSchema });
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <FormError errors={form.errors} id={form.errorId} />
      <TextField meta={fields.password} label="Je wachtwoord" type="password" autoComplete="current-password" />
      <div>
        <SubmitButton intent={intent} variant={intent === "tweestaps-uit" ? "outline" : "default"} pendingText={pending}>
          {button}
        </SubmitButton>
      </div>
    </Form>
  );
}

function ConfirmStep({ setup, actionData }: { setup: TwoFactorSetup; actionData: TwoFactorActionData }) {
  const [form, fields] = useForm<z.input<typeof TwoFactorConfirmSchema>>({
    id: "tweestaps-bevestigen",
    lastResult: resultFor(actionData, "tweestaps-bevestigen"),
    constraint: getZodConstraint(TwoFactorConfirmSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: TwoFactorConfirmSchema });
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-3 pl-5">
        <li>
          Scan deze QR-code met je authenticator-app (bijvoorbeeld een app voor eenmalige codes op je telefoon).
          <div
            role="img"
            aria-label="QR-code om je account aan je authenticator-app toe te voegen"
            className="mt-2 w-48 rounded-md border bg-white p-2"
            // SVG markup made on the server by the qrcode library from our own otpauth URI.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="mt-2 text-sm">
            Lukt scannen niet? Typ deze sleutel in je app:{" "}
            <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono" data-testid="tweestaps-sleutel">
              {setup.secret}
            </code>
          </p>
        </li>
        <li>
          Bewaar deze back-upcodes op een veilige plek. Elke code werkt één keer, als je je telefoon niet bij de hand
          hebt. Je ziet ze alleen nu.
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Back-upcodes">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li>Vul de code in die je app nu toont.</li>
      </ol>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="setup_uri" value={setup.uri} />
        <input type="hidden" name="setup_codes" value={setup.backupCodes.join(" ")} />
        <FormError errors={form.errors} id={form.errorId} />
        <TextField meta={fields.code} label="Code uit je authenticator-app" autoComplete="one-time-code" inputMode="numeric" />
        <div>
          <SubmitButton intent="tweestaps-bevestigen" pendingText="Controleren…">
            Tweestapsverificatie aanzetten
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/**
 * The settings section "Tweestapsverificatie". `required`: the member holds a role and must turn
 * it on before the beheer area opens. A setup started but not confirmed (after a wrong code) comes
 * back in `pendingSetup`.
 */
export function TwoFactorSection({
  enabled,
  required,
  actionData,
}: {
  enabled: boolean;
  required: boolean;
  actionData: TwoFactorActionData;
}) {
  const setup = actionData?.setup;
  return (
    <div className="flex flex-col gap-4">
      {required && !enabled ? (
        <Alert variant="info">
          <p>Als moderator of beheerder heb je tweestapsverificatie nodig voordat het beheer opent. Zet het hieronder aan.</p>
        </Alert>
      ) : null}
      <p className="text-sm">
        Status: <strong>{enabled ? "aan" : "uit"}</strong>.{" "}
        {enabled
          ? "Bij het inloggen met je wachtwoord vragen we ook een code uit je authenticator-app."
          : "Met tweestapsverificatie vragen we bij het inloggen naast je wachtwoord een code uit een app op je telefoon."}
      </p>
      {enabled ? (
        <PasswordStep intent="tweestaps-uit" actionData={actionData} button="Tweestapsverificatie uitzetten" pending="Uitzetten…" />
      ) : setup ? (
        <ConfirmStep setup={setup} actionData={actionData} />
      ) : (
        <PasswordStep intent="tweestaps-aan" actionData={actionData} button="Tweestapsverificatie instellen" pending="Bezig…" />
      )}
    </div>
  );
}
