/**
 * The create and edit form of an event (docs/product-rules.md#event-form), validated with the same
 * schema in the browser and the action; works without JavaScript. Without JavaScript the maximum
 * field is always shown, with the hint that it only counts when sign-up is required.
 */
import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type * as React from "react";
import { Form, Link } from "react-router";
import { ImageField, useImageUploads } from "~/modules/images/components/image-field";
import type { CurrentImage, ImageSlotPrefix } from "~/modules/images/types";
import { FieldError, FormSection, SelectField, SubmitButton, TextField, TextareaField, useHydrated, validationTiming } from "~/components/forms/fields";
import { CheckboxField, PostcodeField } from "~/components/forms/item-fields";
import { Alert } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import {
  enumOptions,
  eventTypeLabels,
  provinceLabels,
  themeLabels,
} from "~/lib/enums";
import { toLocalDateTimeInput } from "../datetime";
import {
  EVENT_LIMITS,
  EventEditSchema,
  type EventEditValues,
  EventSchema,
  eventConstraints,
  type EventFormInput,
} from "../schemas";


/** Strings, "on" for the ticked checkbox. */
export type EventFormDefaults = Partial<Record<keyof EventFormInput, string>>;

/** Form defaults from a stored event for the edit page (dates in Amsterdam time, as datetime-local values). */
export function eventFormDefaults(event: {
  title: string;
  description: string;
  long_description: string | null;
  type: string;
  theme: string | null;
  province: string | null;
  date: Date | string;
  end_date: Date | string | null;
  city: string;
  pc4: string | null;
  location: string;
  organizer_name: string;
  organizer_email: string;
  organizer_phone: string | null;
  website: string | null;
  max_participants: number | null;
  registration_required: boolean;
}): EventFormDefaults {
  return {
    title: event.title,
    description: event.description,
    long_description: event.long_description ?? undefined,
    type: event.type,
    theme: event.theme ?? undefined,
    province: event.province ?? undefined,
    date: toLocalDateTimeInput(event.date),
    end_date: event.end_date ? toLocalDateTimeInput(event.end_date) : undefined,
    city: event.city,
    postcode: event.pc4 ?? undefined,
    location: event.location,
    organizer_name: event.organizer_name,
    organizer_email: event.organizer_email,
    organizer_phone: event.organizer_phone ?? undefined,
    website: event.website ?? undefined,
    registration_required: event.registration_required ? "on" : undefined,
    max_participants: event.max_participants == null ? undefined : String(event.max_participants),
  };
}

type Field = FieldMetadata<string | undefined>;



function DateTimeField({ meta, label, description }: { meta: Field; label: string; description: string }) {
  const { key, ...props } = getInputProps(meta, { type: "datetime-local", ariaDescribedBy: meta.descriptionId });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={meta.id}>{label}</Label>
      <p id={meta.descriptionId} className="text-sm text-muted-foreground">
        {description}
      </p>
      <Input
        key={key}
        {...props}
        min={`${EVENT_LIMITS.yearMin}-01-01T00:00`}
        max={`${EVENT_LIMITS.yearMax}-12-31T23:59`}
        className="max-w-xs"
      />
      <FieldError meta={meta} />
    </div>
  );
}

/** A text box with the numeric keyboard, not type="number", whose spinner and scroll-to-change trip people up. */
function NumberField({ meta, label, description }: { meta: Field; label: string; description: string }) {
  const { key, ...props } = getInputProps(meta, { type: "text", ariaDescribedBy: meta.descriptionId });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={meta.id}>{label}</Label>
      <p id={meta.descriptionId} className="text-sm text-muted-foreground">
        {description}
      </p>
      <Input key={key} {...props} inputMode="numeric" autoComplete="off" className="max-w-40" />
      <FieldError meta={meta} />
    </div>
  );
}


const DUTCH_TIME = "In Nederlandse tijd (Europe/Amsterdam).";

export type EventFormInitiative =
  | { mode: "create"; options: { id: string; name: string }[] }
  | { mode: "edit"; initiative: { id: string; name: string } };

/**
 * The event form.
 * @param initiative create: the member's own initiatives to choose from; edit: the event's (not changeable)
 * @param images the stored image by field prefix; the save button waits while an image uploads
 */
export function EventForm({
  initiative,
  defaultValue,
  lastResult,
  images,
}: {
  initiative: EventFormInitiative;
  defaultValue?: EventFormDefaults;
  lastResult: SubmissionResult<string[]> | null | undefined;
  images?: Partial<Record<ImageSlotPrefix, CurrentImage | null>>;
}) {
  const { uploading, onBusyChange } = useImageUploads();
  const creating = initiative.mode === "create";
  const hydrated = useHydrated();
  const [form, fields] = useForm<EventFormDefaults, EventEditValues>({
    id: creating ? "event-nieuw" : "event-bewerken",
    lastResult,
    defaultValue,
    constraint: creating ? eventConstraints.create : eventConstraints.edit,
    ...validationTiming,
    onValidate({ formData }) {
      return creating ? parseWithZod(formData, { schema: EventSchema }) : parseWithZod(formData, { schema: EventEditSchema });
    },
  });

  const registrationRequired = fields.registration_required.value === "on";
  const showMaxParticipants = !hydrated || registrationRequired;
  const maxParticipantsBoxId = `${form.id}-maximum`;

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-6">
      {form.errors?.[0] ? (
        <Alert variant="error" id={form.errorId}>
          <p>{form.errors[0]}</p>
        </Alert>
      ) : null}

      <FormSection title="Over het event">
        {initiative.mode === "create" ? (
          <SelectField
            meta={fields.initiative_id}
            label="Initiatief"
            placeholder="Kies een initiatief"
            options={initiative.options.map((option) => [option.id, option.name])}
            description="Je kunt alleen events toevoegen aan je eigen initiatieven."
          />
        ) : (
          <div className="flex flex-col gap-2">
            <Label htmlFor="event-initiatief">Initiatief</Label>
            <p id="event-initiatief-uitleg" className="text-sm text-muted-foreground">
              Het initiatief van een event kun je niet wijzigen.{" "}
              <Link to={`/initiatief/${initiative.initiative.id}`} className="text-primary underline">
                Bekijk het initiatief
              </Link>
            </p>
            <Input
              id="event-initiatief"
              value={initiative.initiative.name}
              readOnly
              aria-describedby="event-initiatief-uitleg"
              className="bg-muted!"
            />
          </div>
        )}
        <TextField meta={fields.title} label="Titel" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField meta={fields.type} label="Type" placeholder="Maak een keuze" options={enumOptions(eventTypeLabels)} />
          <SelectField meta={fields.theme} label="Thema (optioneel)" placeholder="Geen thema" options={enumOptions(themeLabels)} />
        </div>
        <TextareaField
          meta={fields.description}
          label="Korte beschrijving"
          rows={3}
          description={`Eén of twee zinnen voor de overzichtspagina, maximaal ${EVENT_LIMITS.descriptionMax} tekens.`}
        />
        <TextareaField
          meta={fields.long_description}
          label="Uitgebreide beschrijving (optioneel)"
          rows={8}
          description="Het programma, wat je meeneemt, voor wie het is. Zonder uitgebreide beschrijving tonen we de korte."
        />
      </FormSection>

      <FormSection title="Datum en locatie">
        <div className="grid gap-4 sm:grid-cols-2">
          <DateTimeField meta={fields.date} label="Startdatum en -tijd" description={DUTCH_TIME} />
          <DateTimeField
            meta={fields.end_date}
            label="Einddatum en -tijd (optioneel)"
            description={`${DUTCH_TIME} Niet voor de start.`}
          />
        </div>
        <TextField
          meta={fields.location}
          label="Locatie en adres"
          autoComplete="street-address"
          description="Bijvoorbeeld: Buurthuis De Linde, Lindenlaan 1"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PostcodeField meta={fields.postcode} purpose="Zo vinden mensen in de buurt je event." />
          <TextField meta={fields.city} label="Plaats" autoComplete="address-level2" />
          <SelectField
            meta={fields.province}
            label="Provincie (optioneel)"
            placeholder="Geen provincie"
            options={enumOptions(provinceLabels)}
          />
        </div>
      </FormSection>

      <FormSection title="Organisator">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.organizer_name} label="Naam organisator" autoComplete="name" />
          <TextField meta={fields.organizer_email} label="E-mail organisator" type="email" autoComplete="email" />
          <TextField meta={fields.organizer_phone} label="Telefoon organisator (optioneel)" type="tel" autoComplete="tel" />
          <TextField
            meta={fields.website}
            label="Website (optioneel)"
            inputMode="url"
            autoComplete="url"
            description="Bijvoorbeeld https://www.voorbeeld.nl of www.voorbeeld.nl"
          />
        </div>
        <p className="text-sm text-muted-foreground">
          Het e-mailadres, telefoonnummer en de website zijn alleen zichtbaar voor ingelogde bezoekers.
        </p>
      </FormSection>

      <FormSection title="Aanmelden">
        <CheckboxField
          meta={fields.registration_required}
          label="Aanmelden verplicht"
          description="Deelnemers moeten zich vooraf aanmelden."
          controls={maxParticipantsBoxId}
          expanded={hydrated ? registrationRequired : undefined}
        />
        <div id={maxParticipantsBoxId} hidden={!showMaxParticipants}>
          <NumberField
            meta={fields.max_participants}
            label="Maximaal aantal deelnemers (optioneel)"
            description={
              hydrated
                ? "Laat leeg als er geen maximum is."
                : "Geldt alleen als aanmelden verplicht is. Laat leeg als er geen maximum is."
            }
          />
        </div>
      </FormSection>

      <FormSection title="Afbeelding" intro="Optioneel: een foto die bij het event past, op de kaart in de lijst en bovenaan de pagina.">
        <ImageField form={form} prefix="image" role="event_image" current={images?.image ?? null} onBusyChange={onBusyChange} />
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/mijn-items" className={buttonVariants({ variant: "outline" })}>
          Annuleren
        </Link>
        {creating ? (
          <SubmitButton pendingText="Event aanmaken…" disabled={uploading}>
            Event aanmaken
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
