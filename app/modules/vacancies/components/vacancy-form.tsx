/**
 * The vacancy create and edit form (docs/product-rules.md#vacancy-form), validated in the browser and
 * the action; works without JavaScript (native selects, a datalist for the free-text type).
 */
import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { ImageField, useImageUploads } from "~/modules/images/components/image-field";
import { FieldError, FormSection, SelectField, SubmitButton, TextField, TextareaField, validationTiming } from "~/components/forms/fields";
import { CheckboxField, PostcodeField } from "~/components/forms/item-fields";
import { Alert } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { VacancyAskFields } from "./vacancy-ask-fields";
import { vacancyCategories, vacancyCategoryLabels } from "~/lib/enums";
import { formatHours, HOURS_PER_WEEK } from "~/lib/hours-per-week";
import type { CurrentImage } from "~/modules/images/types";
import {
  VACANCY_LIMITS,
  VacancyEditSchema,
  type VacancyInput,
  type VacancyEditValues,
  VacancySchema,
  vacancyTypeSuggestions,
} from "../schemas";

type ListField = "availability" | "skills" | "suitable_for";
export type VacancyFormDefaults = Partial<Record<Exclude<keyof VacancyInput, ListField>, string> & Record<ListField, string[]>>;

/** Form defaults from a stored vacancy, for the edit page. */
export function vacancyFormDefaults(vacancy: {
  title: string;
  description: string;
  type: string;
  category: string;
  requirements: string | null;
  hours_per_week: number | null;
  hours_note: string | null;
  duration: string | null;
  city: string | null;
  pc4: string | null;
  is_remote: boolean;
  contact_email: string;
  contact_phone: string | null;
  availability: string[];
  commitment: string | null;
  skills: string[];
  suitable_for: string[];
  vog_required: boolean;
  closes_on: string | null;
}): VacancyFormDefaults {
  return {
    title: vacancy.title,
    description: vacancy.description,
    type: vacancy.type,
    category: vacancy.category,
    requirements: vacancy.requirements ?? undefined,
    hours_per_week: vacancy.hours_per_week === null ? undefined : formatHours(vacancy.hours_per_week),
    hours_note: vacancy.hours_note ?? undefined,
    duration: vacancy.duration ?? undefined,
    city: vacancy.city ?? undefined,
    postcode: vacancy.pc4 ?? undefined,
    is_remote: vacancy.is_remote ? "on" : undefined,
    contact_email: vacancy.contact_email,
    contact_phone: vacancy.contact_phone ?? undefined,
    availability: vacancy.availability,
    commitment: vacancy.commitment ?? undefined,
    skills: vacancy.skills,
    suitable_for: vacancy.suitable_for,
    vog_required: vacancy.vog_required ? "on" : undefined,
    closes_on: vacancy.closes_on ?? undefined,
  };
}

export type VacancyFormInitiative =
  | { mode: "create"; options: { id: string; name: string }[] }
  | { mode: "edit"; initiative: { id: string; name: string } };


function TypeField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const listId = `${meta.id}-suggesties`;
  const { key, ...props } = getInputProps(meta, { type: "text", ariaDescribedBy: meta.descriptionId });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={meta.id}>Type</Label>
      <p id={meta.descriptionId} className="text-sm text-muted-foreground">
        Bijvoorbeeld Vrijwilligerswerk, Bestuursfunctie of Stage.
      </p>
      <Input key={key} {...props} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {vacancyTypeSuggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <FieldError meta={meta} />
    </div>
  );
}


/**
 * The form.
 * @param initiative create: the member's own initiatives; edit: the vacancy's (not changeable)
 * @param image the stored image (edit form); the save button waits while an image uploads
 */
export function VacancyForm({
  initiative,
  defaultValue,
  lastResult,
  formError,
  image,
}: {
  initiative: VacancyFormInitiative;
  defaultValue?: VacancyFormDefaults;
  lastResult: SubmissionResult<string[]> | null;
  formError?: string | null;
  image?: CurrentImage | null;
}) {
  const { uploading, onBusyChange } = useImageUploads();
  const creating = initiative.mode === "create";
  const schema = creating ? VacancySchema : VacancyEditSchema;
  const [form, fields] = useForm<VacancyInput, VacancyEditValues>({
    id: creating ? "vacature" : "vacature-bewerken",
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    ...validationTiming,
    onValidate({ formData }) {
      return creating ? parseWithZod(formData, { schema: VacancySchema }) : parseWithZod(formData, { schema: VacancyEditSchema });
    },
  });
  const message = formError ?? form.errors?.[0] ?? null;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-6">
      {message ? (
        <Alert variant="error" id={form.errorId}>
          <p>{message}</p>
        </Alert>
      ) : null}
      <FormSection title="Basisinformatie">
        {initiative.mode === "create" ? (
          <SelectField
            meta={fields.initiative_id}
            label="Initiatief"
            placeholder="Kies een initiatief"
            description="De vacature verschijnt bij dit initiatief. Je kunt alleen je eigen initiatieven kiezen."
            options={initiative.options.map((i) => [i.id, i.name] as const)}
          />
        ) : (
          <div className="flex flex-col gap-2">
            <Label htmlFor="vacature-initiatief">Initiatief</Label>
            <p id="vacature-initiatief-uitleg" className="text-sm text-muted-foreground">
              Het initiatief van een vacature kun je niet wijzigen.{" "}
              <Link to={`/initiatief/${initiative.initiative.id}`} className="text-primary underline">
                Bekijk het initiatief
              </Link>
            </p>
            <Input
              id="vacature-initiatief"
              value={initiative.initiative.name}
              readOnly
              aria-describedby="vacature-initiatief-uitleg"
              className="bg-muted!"
            />
          </div>
        )}
        <TextField meta={fields.title} label="Titel" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            meta={fields.category}
            label="Categorie"
            placeholder="Kies een categorie"
            options={vacancyCategories.map((value) => [value, vacancyCategoryLabels[value]] as const)}
          />
          <TypeField meta={fields.type} />
        </div>
        <TextareaField
          meta={fields.description}
          label="Beschrijving"
          rows={6}
          description={`Wat ga je doen en waarom is het leuk? Maximaal ${VACANCY_LIMITS.descriptionMax} tekens.`}
        />
      </FormSection>
      <FormSection title="Details">
        <TextareaField
          meta={fields.requirements}
          label="Vereisten (optioneel)"
          rows={4}
          description="Wat vraag je van een vrijwilliger? Bijvoorbeeld ervaring, rijbewijs of een VOG."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.hours_per_week}
            label="Uren per week (optioneel)"
            inputMode="decimal"
            description={`Een getal van ${formatHours(HOURS_PER_WEEK.min)} tot ${formatHours(HOURS_PER_WEEK.max)}, in hele of halve uren, bijvoorbeeld 4 of 2,5.`}
          />
          <TextField
            meta={fields.hours_note}
            label="Toelichting op de uren (optioneel)"
            description="Bijvoorbeeld in overleg, of 2-4 uur, wisselend."
          />
          <TextField meta={fields.duration} label="Duur (optioneel)" description="Bijvoorbeeld Minimaal een jaar." />
        </div>
      </FormSection>
      <FormSection title="Wat vraag je?" intro="Zo vinden vrijwilligers een vacature die bij ze past. Alles is optioneel.">
        <VacancyAskFields fields={fields} />
      </FormSection>
      <FormSection title="Waar is het werk?" intro="Laat plaats en postcode leeg als het werk bij het initiatief is.">
        <CheckboxField meta={fields.is_remote} label="Thuis of online" description="Het werk kan overal; plaats en postcode tellen dan niet." />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.city} label="Plaats (optioneel)" autoComplete="address-level2" />
          <PostcodeField meta={fields.postcode} purpose="Zo vinden vrijwilligers in de buurt je vacature." />
        </div>
      </FormSection>
      <FormSection title="Contactgegevens">
        <p className="text-sm text-muted-foreground">Alleen ingelogde bezoekers zien deze gegevens.</p>
        <TextField meta={fields.contact_email} label="Contact e-mail" type="email" autoComplete="email" />
        <TextField meta={fields.contact_phone} label="Telefoonnummer (optioneel)" type="tel" autoComplete="tel" />
      </FormSection>
      <FormSection title="Afbeelding" intro="Optioneel: een foto die bij de vacature past, op de kaart in de lijst en bovenaan de pagina.">
        <ImageField form={form} prefix="image" role="vacancy_image" current={image ?? null} onBusyChange={onBusyChange} />
      </FormSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/mijn-items" className={buttonVariants({ variant: "outline" })}>
          Annuleren
        </Link>
        {creating ? (
          <SubmitButton pendingText="Vacature aanmaken…" disabled={uploading}>
            Vacature aanmaken
          </SubmitButton>
        ) : (
          <SubmitButton pendingText="Wijzigingen opslaan…" disabled={uploading}>
            Wijzigingen opslaan
          </SubmitButton>
        )}
      </div>
    </Form>
  );
}
