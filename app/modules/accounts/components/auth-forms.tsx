/**
 * The forms of /auth (docs/product-rules.md#accounts). Only constraint attributes reach the
 * browser, so Zod stays out of its JavaScript; without JavaScript the tabs are plain links.
 */
import type * as React from "react";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { type FormConstraints, SubmitButton, TextField } from "~/components/forms/fields";
import { serverFormProps, useServerForm } from "~/components/forms/server-form";
import { Alert } from "~/components/ui/alert";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { type FormActionData, resultFor } from "~/lib/form-action";
import { authTexts } from "../texts";
import type { AuthConstraints, NewPasswordSchema, RegisterSchema, SignInCodeSchema } from "../schemas";

export const authIntents = ["sign-in", "register", "forgot-password", "resend-verification", "new-password", "google", "code"] as const;
export type AuthIntent = (typeof authIntents)[number];

export interface AuthExtra {
  sent: string;
  unverifiedEmail: string | null;
}
export type AuthActionData = FormActionData<AuthIntent, AuthExtra> | undefined;

/** The two tabs of /auth; "nieuw-wachtwoord" is the page behind the reset link. */
export type AuthTab = "inloggen" | "registreren" | "nieuw-wachtwoord";

const CONTACT_WORD = "contactpagina.";

function FormError({ errors, id, children }: { errors: string[] | undefined; id: string; children?: React.ReactNode }) {
  const message = errors?.[0];
  if (!message) return null;
  return (
    <Alert variant="error" id={id}>
      {message === authTexts.blocked && message.endsWith(CONTACT_WORD) ? (
        <p>
          {message.slice(0, -CONTACT_WORD.length)}
          <Link to="/contact" className="font-medium underline">
            contactpagina
          </Link>
          .
        </p>
      ) : (
        <p>{message}</p>
      )}
      {children}
    </Alert>
  );
}

export function GoogleButton({ redirectTo, children = "Inloggen met Google" }: { redirectTo: string; children?: React.ReactNode }) {
  return (
    <Form method="post" action="/auth" className="flex flex-col">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SubmitButton intent="google" variant="outline" pendingText="Doorsturen naar Google…">
        {/* A file, not inline SVG: keeps it out of the page's JavaScript. */}
        <img src="/google-g.svg" alt="" aria-hidden="true" width={16} height={16} className="size-4" />
        {children}
      </SubmitButton>
    </Form>
  );
}

function Divider() {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
      <span className="h-px flex-1 bg-border" /> of <span className="h-px flex-1 bg-border" />
    </div>
  );
}

export function LoginForm({
  actionData,
  redirectTo,
  constraint,
  email = null,
}: {
  actionData: AuthActionData;
  redirectTo: string;
  constraint: FormConstraints;
  /** After a password reset; null when nothing was posted yet. */
  email?: string | null;
}) {
  // The secondary intents post this form; the action validates only the e-mail address for them.
  const [form, fields] = useServerForm<"email" | "password">({
    id: "inloggen",
    lastResult: resultFor(actionData, "sign-in", "forgot-password", "resend-verification"),
    constraint,
  });
  const sent = actionData?.sent ?? null;
  const unverifiedEmail = actionData?.unverifiedEmail ?? null;
  return (
    <Form method="post" {...serverFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError errors={form.errors} id={form.errorId}>
        {unverifiedEmail ? (
          <p>
            Geen e-mail ontvangen? Kijk ook in je spammap of{" "}
            <button type="submit" name="intent" value="resend-verification" formNoValidate className="font-medium underline">
              stuur de bevestigingslink opnieuw
            </button>
            .
          </p>
        ) : null}
      </FormError>
      {sent ? <Alert variant="success">{sent}</Alert> : null}
      <TextField
        meta={email && fields.email.initialValue === undefined ? { ...fields.email, initialValue: email } : fields.email}
        label="E-mailadres"
        type="email"
        autoComplete="email"
      />
      <TextField meta={fields.password} label="Wachtwoord" type="password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton intent="sign-in" pendingText="Bezig met inloggen…">
          Inloggen
        </SubmitButton>
        <SubmitButton
          intent="forgot-password"
          pendingText="Link wordt verstuurd…"
          variant="link"
          formNoValidate
          className="px-0!"
        >
          Wachtwoord vergeten?
        </SubmitButton>
      </div>
    </Form>
  );
}

export function RegisterForm({ actionData, redirectTo, constraint }: { actionData: AuthActionData; redirectTo: string; constraint: FormConstraints }) {
  const [form, fields] = useServerForm<keyof z.input<typeof RegisterSchema>>({
    id: "registreren",
    lastResult: resultFor(actionData, "register"),
    constraint,
  });
  return (
    <Form method="post" {...serverFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError errors={form.errors} id={form.errorId} />
      <TextField meta={fields.full_name} label="Volledige naam" autoComplete="name" />
      <TextField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" />
      <TextField
        meta={fields.password}
        label="Wachtwoord"
        type="password"
        autoComplete="new-password"
        description="Minimaal 6 en maximaal 72 tekens. Kies geen veelgebruikt wachtwoord."
      />
      <TextField meta={fields.password_confirmation} label="Herhaal wachtwoord" type="password" autoComplete="new-password" />
      <p className="text-sm text-muted-foreground">
        Door te registreren ga je akkoord met de{" "}
        <Link to="/voorwaarden" className="text-primary underline">
          gebruiksvoorwaarden
        </Link>{" "}
        en lees je in de{" "}
        <Link to="/privacy" className="text-primary underline">
          privacyverklaring
        </Link>{" "}
        welke gegevens we bewaren, waarom en hoe je ze verwijdert.
      </p>
      <SubmitButton intent="register" pendingText="Account aanmaken…">
        Registreren
      </SubmitButton>
    </Form>
  );
}

export function NewPasswordForm({ actionData, token, constraint }: { actionData: AuthActionData; token: string; constraint: FormConstraints }) {
  const [form, fields] = useServerForm<keyof z.input<typeof NewPasswordSchema>>({
    id: "nieuw-wachtwoord",
    lastResult: resultFor(actionData, "new-password"),
    constraint,
  });
  return (
    <Form method="post" {...serverFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <FormError errors={form.errors} id={form.errorId} />
      <TextField
        meta={fields.password}
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        description="Minimaal 6 en maximaal 72 tekens. Na het wijzigen word je op al je apparaten uitgelogd."
      />
      <TextField meta={fields.password_confirmation} label="Herhaal nieuw wachtwoord" type="password" autoComplete="new-password" />
      <SubmitButton intent="new-password" pendingText="Opslaan…">
        Wachtwoord opslaan
      </SubmitButton>
    </Form>
  );
}

export function tabHref(tab: "inloggen" | "registreren", redirectTo: string): string {
  const params = new URLSearchParams({ tab });
  if (redirectTo !== "/") params.set("redirectTo", redirectTo);
  return `/auth?${params.toString()}`;
}

/** A tab that is a link, so it works without JavaScript; with it, Radix has already switched. */
function TabLink({ tab, redirectTo, children }: { tab: "inloggen" | "registreren"; redirectTo: string; children: React.ReactNode }) {
  return (
    <TabsTrigger value={tab} asChild>
      <Link
        to={tabHref(tab, redirectTo)}
        replace
        preventScrollReset
        onClick={(event) => {
          const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
          if (plain) event.preventDefault();
        }}
      >
        {children}
      </Link>
    </TabsTrigger>
  );
}

/** The "Inloggen" and "Registreren" tabs with their forms and, when configured, Google. */
export function AuthTabs({
  tab,
  redirectTo,
  google,
  email = null,
  actionData,
  constraints,
  onTabChange,
}: {
  tab: "inloggen" | "registreren";
  redirectTo: string;
  google: boolean;
  email?: string | null;
  actionData: AuthActionData;
  constraints: AuthConstraints;
  onTabChange: (tab: "inloggen" | "registreren") => void;
}) {
  const googleBlock = google ? (
    <>
      <Divider />
      <GoogleButton redirectTo={redirectTo} />
    </>
  ) : null;
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value === "registreren" ? "registreren" : "inloggen")}>
      <TabsList aria-label="Inloggen of registreren">
        <TabLink tab="inloggen" redirectTo={redirectTo}>
          Inloggen
        </TabLink>
        <TabLink tab="registreren" redirectTo={redirectTo}>
          Registreren
        </TabLink>
      </TabsList>
      <TabsContent value="inloggen" className="flex flex-col gap-5">
        <LoginForm actionData={actionData} redirectTo={redirectTo} constraint={constraints.login} email={email} />
        {googleBlock}
        <p className="text-sm">
          Nog geen account?{" "}
          <Link to={tabHref("registreren", redirectTo)} className="text-primary underline" onClick={(e) => (e.preventDefault(), onTabChange("registreren"))}>
            Registreer gratis
          </Link>
        </p>
      </TabsContent>
      <TabsContent value="registreren" className="flex flex-col gap-5">
        <RegisterForm actionData={actionData} redirectTo={redirectTo} constraint={constraints.register} />
        {googleBlock}
        <p className="text-sm">
          Heb je al een account?{" "}
          <Link to={tabHref("inloggen", redirectTo)} className="text-primary underline" onClick={(e) => (e.preventDefault(), onTabChange("inloggen"))}>
            Log in
          </Link>
        </p>
      </TabsContent>
    </Tabs>
  );
}

/** The second sign-in step: `kind` "app" asks for the 6-digit app code, "backup" for a backup code. */
export function SignInCodeForm({
  actionData,
  redirectTo,
  kind,
  constraint,
}: {
  actionData: AuthActionData;
  redirectTo: string;
  kind: "app" | "backup";
  constraint: FormConstraints;
}) {
  const [form, fields] = useServerForm<keyof z.input<typeof SignInCodeSchema>>({
    id: `code-${kind}`,
    lastResult: resultFor(actionData, "code"),
    constraint,
  });
  const other = new URLSearchParams({ stap: kind === "app" ? "backupcode" : "code", redirectTo });
  return (
    <Form method="post" {...serverFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="soort" value={kind} />
      <FormError errors={form.errors} id={form.errorId} />
      <TextField
        meta={fields.code}
        label={kind === "app" ? "Code uit je authenticator-app" : "Back-upcode"}
        autoComplete="one-time-code"
        inputMode={kind === "app" ? "numeric" : "text"}
        description={
          kind === "app"
            ? "Voer de code van 6 cijfers in die je app nu toont."
            : "Elke back-upcode werkt één keer. Zet daarna tweestapsverificatie opnieuw aan voor nieuwe codes."
        }
      />
      <SubmitButton intent="code" pendingText="Controleren…">
        Inloggen
      </SubmitButton>
      <p className="text-sm">
        <Link to={`/auth?${other.toString()}`} className="text-primary underline">
          {kind === "app" ? "Een back-upcode gebruiken" : "Een code uit de app gebruiken"}
        </Link>
      </p>
    </Form>
  );
}
