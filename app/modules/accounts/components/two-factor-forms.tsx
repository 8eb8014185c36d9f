/**
 * The settings forms of two-factor sign-in (docs/decisions/024-two-factor.md): the section that
 * turns it on (password → QR code, a link that opens the authenticator app on this phone, the key
 * and backup codes → first code), off (password), and makes new backup codes (password). Every
 * form posts its own intent and works without JavaScript; the QR code is SVG made on the server;
 * the key is selectable text, with a "Kopiëren" button when JavaScript runs; backup codes can be
 * downloaded as a text file or printed. The second step of /auth (a code) is in ./auth-forms.tsx.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { Copy, Download } from "~/components/icons";
import { notify } from "~/components/toaster";
import { Button, buttonVariants } from "~/components/ui/button";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { SubmitButton, TextField, validationTiming } from "~/components/forms/fields";
import { Alert } from "~/components/ui/alert";
import { type FormActionData, formErrorFor, resultFor } from "~/lib/form-action";
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
export type TwoFactorActionData = FormActionData<string, { setup: TwoFactorSetup; backupCodes: string[] }> | undefined;

/** The file name of the backup codes download. */
const BACKUP_CODES_FILENAME = "back-upcodes-dit-doet-nederland.txt";

/** The key's element (the copy button selects it when copying fails). */
const SECRET_ID = "tweestaps-sleutel";

/** Copies the key to the clipboard (shown only when JavaScript runs); selects it when the browser refuses. */
function CopySecretButton({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      const element = document.getElementById(SECRET_ID);
      if (element) window.getSelection()?.selectAllChildren(element);
      notify("error", "Kopiëren lukte niet. De sleutel is geselecteerd: kopieer hem zelf.");
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} className="[@media(scripting:none)]:hidden">
      <Copy aria-hidden="true" />
      {copied ? "Gekopieerd" : "Kopiëren"}
      <span role="status" className="sr-only">
        {copied ? "De sleutel is gekopieerd." : ""}
      </span>
    </Button>
  );
}

/**
 * The backup codes, with a download as a text file (a data: link, so it works without
 * JavaScript) and "Afdrukken" (shown only when JavaScript runs; the browser's own print works too).
 */
function BackupCodes({ codes }: { codes: string[] }) {
  const text = ["Back-upcodes voor Dit doet Nederland", "Elke code werkt één keer.", "", ...codes, ""].join("\n");
  return (
    <div className="flex flex-col gap-2">
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Back-upcodes" data-testid="back-upcodes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={BACKUP_CODES_FILENAME}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden="true" />
          Download als tekstbestand
        </a>
        <Button type="button" variant="outline" size="sm" onClick={() => window.print()} className="[@media(scripting:none)]:hidden">
          Afdrukken
        </Button>
      </div>
    </div>
  );
}

function PasswordStep({
  intent,
  actionData,
  button,
  pending,
}: {
  intent: "two-factor-enable" | "two-factor-disable" | "two-factor-backup-codes";
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
        <SubmitButton intent={intent} variant={intent === "two-factor-enable" ? "default" : "outline"} pendingText={pending}>
          {button}
        </SubmitButton>
      </div>
    </Form>
  );
}

function ConfirmStep({ setup, actionData }: { setup: TwoFactorSetup; actionData: TwoFactorActionData }) {
  const [form, fields] = useForm<z.input<typeof TwoFactorConfirmSchema>>({
    id: "tweestaps-bevestigen",
    lastResult: resultFor(actionData, "two-factor-confirm"),
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
            Staat de app op deze telefoon?{" "}
            <a href={setup.uri} className="font-medium text-primary underline" data-testid="tweestaps-app-link">
              Open je authenticator-app
            </a>{" "}
            om het account toe te voegen.
          </p>
          <div className="mt-2 flex flex-col gap-2 text-sm">
            <p>Lukt het zo niet? Typ of plak deze sleutel in je app:</p>
            <div className="flex flex-wrap items-center gap-2">
              <code id={SECRET_ID} className="select-all break-all rounded bg-muted px-1.5 py-0.5 font-mono" data-testid="tweestaps-sleutel">
                {setup.secret}
              </code>
              <CopySecretButton secret={setup.secret} />
            </div>
          </div>
        </li>
        <li>
          Bewaar deze back-upcodes op een veilige plek. Elke code werkt één keer, als je je telefoon niet bij de hand
          hebt. Je ziet ze alleen nu.
          <div className="mt-2">
            <BackupCodes codes={setup.backupCodes} />
          </div>
        </li>
        <li>Vul de code in die je app nu toont.</li>
      </ol>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="setup_uri" value={setup.uri} />
        <input type="hidden" name="setup_codes" value={setup.backupCodes.join(" ")} />
        <FormError errors={form.errors} id={form.errorId} />
        <TextField meta={fields.code} label="Code uit je authenticator-app" autoComplete="one-time-code" inputMode="numeric" />
        <div>
          <SubmitButton intent="two-factor-confirm" pendingText="Controleren…">
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
  const renewedCodes = actionData?.intent === "two-factor-backup-codes" ? actionData.backupCodes : undefined;
  // A confirmation without a setup on screen (a setup that was never started, or a page opened again).
  const confirmError = setup ? null : formErrorFor(actionData, "two-factor-confirm");
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
      {confirmError ? (
        <Alert variant="error">
          <p>{confirmError}</p>
        </Alert>
      ) : null}
      {enabled ? (
        <>
          <PasswordStep intent="two-factor-disable" actionData={actionData} button="Tweestapsverificatie uitzetten" pending="Uitzetten…" />
          <section aria-labelledby="backupcodes-titel" className="flex flex-col gap-3 border-t pt-4">
            <h3 id="backupcodes-titel" className="font-semibold">
              Nieuwe back-upcodes
            </h3>
            {renewedCodes ? (
              <Alert variant="success">
                <p>Je nieuwe back-upcodes staan hieronder. De oude werken niet meer. Bewaar ze op een veilige plek.</p>
              </Alert>
            ) : (
              <p className="text-sm">Codes kwijt of opgebruikt? Maak tien nieuwe; de oude werken dan niet meer.</p>
            )}
            {renewedCodes ? <BackupCodes codes={renewedCodes} /> : null}
            <PasswordStep intent="two-factor-backup-codes" actionData={actionData} button="Nieuwe back-upcodes maken" pending="Bezig…" />
          </section>
        </>
      ) : setup ? (
        <ConfirmStep setup={setup} actionData={actionData} />
      ) : (
        <PasswordStep intent="two-factor-enable" actionData={actionData} button="Tweestapsverificatie instellen" pending="Bezig…" />
      )}
    </div>
  );
}
