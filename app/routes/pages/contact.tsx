/**
 * /contact: the contact form beside a contact details card (docs/product-rules.md#contact-form).
 * Messages go to the moderators' queue; nothing is mailed. Only constraint attributes reach the
 * browser, so Zod stays out of this page's JavaScript.
 */
import { CheckCircle2, Clock, Mail } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { SubmitButton, TextareaField, TextField } from "~/components/forms/fields";
import { serverFormProps, useServerForm } from "~/components/forms/server-form";
import { PageHeader } from "~/components/list/page-header";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { seoMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { getViewer } from "~/lib/session.server";
import { storeContactMessage } from "~/modules/contact/mutations.server";
import { CONTACT_TEXT_LIMITS } from "~/modules/contact/limits";
import { contactConstraint, ContactSchema } from "~/modules/contact/schemas";
import type { Route } from "./+types/contact";

/** A reserved example domain (RFC 2606), never real. */
const CONTACT_EMAIL = "info@ditdoetnederland.example.org";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Contact", description:
    "Vragen, ideeën of opmerkingen? Stuur Dit doet Nederland een bericht via het contactformulier.",
  });

export function loader() {
  return { constraint: contactConstraint };
}

/**
 * Stores a valid contact message (with the signed-in member's id, or null) and answers `sent: true`.
 * @returns 400 with field errors; 429 when too many messages; 500 with the typed values kept
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  const formData = await readFormData(request);
  return handleForm<typeof ContactSchema, never, { sent: boolean }>({
    formData,
    schema: ContactSchema,
    unexpected: "Er ging iets mis bij het versturen van je bericht. Probeer het later opnieuw.",
    handle: async (message) => {
      const stored = await storeContactMessage({ ...message, userId: viewer?.id ?? null, clientIp: context.get(clientAddressContext) });
      if (stored.status === "rate_limited") return outcome.fail(429, { form: stored.message });
      return outcome.stay({ sent: true }, { resetForm: true });
    },
  });
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const succeeded = actionData?.sent === true;

  const [form, fields] = useServerForm<keyof z.input<typeof ContactSchema>>({
    id: "contact",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    constraint: loaderData.constraint,
  });

  // Focus the thank-you message so keyboard and screen-reader users learn the outcome.
  const thanksRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (succeeded) thanksRef.current?.focus();
  }, [succeeded, actionData]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title="Contact"
        intro="Heb je een vraag, een idee of loop je ergens tegenaan? Stuur ons een bericht, we helpen je graag verder."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contactformulier" className="flex min-w-0 flex-col gap-4">
          <h2 id="contactformulier" className="font-semibold text-xl">
            Stuur ons een bericht
          </h2>
          <div role="status">
            {succeeded ? (
              <div
                ref={thanksRef}
                tabIndex={-1}
                className="flex items-start gap-3 rounded-lg border border-success-soft-foreground/30 bg-success-soft p-4 text-success-soft-foreground"
              >
                <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <p>
                  <strong className="font-semibold">Bedankt voor je bericht!</strong> We nemen zo snel mogelijk contact met je
                  op.
                </p>
              </div>
            ) : null}
          </div>
          {form.errors?.[0] ? (
            <Alert variant="error">
              <p>{form.errors[0]}</p>
            </Alert>
          ) : null}
          <p className="text-sm text-muted-foreground">Alle velden zijn verplicht.</p>
          <Form method="post" {...serverFormProps(form)} className="flex flex-col gap-5">
            <TextField meta={fields.name} label="Naam" autoComplete="name" />
            <TextField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" />
            <TextField meta={fields.subject} label="Onderwerp" />
            <TextareaField
              meta={fields.message}
              label="Bericht"
              rows={6}
              description={`Minimaal ${CONTACT_TEXT_LIMITS.messageMin} en maximaal ${CONTACT_TEXT_LIMITS.messageMax} tekens.`}
            />
            <div>
              <SubmitButton pendingText="Versturen…">Versturen</SubmitButton>
            </div>
          </Form>
        </section>
        <aside aria-labelledby="contactgegevens">
          <Card className="flex flex-col gap-4 p-5">
            <h2 id="contactgegevens" className="font-semibold text-lg">
              Contactgegevens
            </h2>
            <address className="flex flex-col gap-2 text-sm not-italic">
              <span className="font-medium">Dit doet Nederland</span>
              <span className="flex items-center gap-2">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <a href={`mailto:${CONTACT_EMAIL}`} className="break-all text-primary underline">
                  {CONTACT_EMAIL}
                </a>
              </span>
            </address>
            <p className="flex items-start gap-2 text-sm">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              We beantwoorden je bericht binnen 3 werkdagen.
            </p>
            <p className="text-sm text-muted-foreground">
              Misschien staat het antwoord op je vraag al bij de{" "}
              <Link to="/faq" className="text-primary underline">
                veelgestelde vragen
              </Link>
              .
            </p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
