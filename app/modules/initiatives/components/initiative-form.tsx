/**
 * The create and edit form of an initiative (docs/product-rules.md#initiative-form). Without
 * JavaScript both type lists are shown and the server uses the one matching the formality; with it,
 * only the matching list, and a chosen municipality fills an empty province.
 */
import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type * as React from "react";
import { useMemo } from "react";
import { Form, Link } from "react-router";
import { FieldError, FormSection, SelectField, SubmitButton, TextField, TextareaField, useHydrated, validationTiming } from "~/components/forms/fields";
import { PostcodeField } from "~/components/forms/item-fields";
import { Alert } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import {
  enumOptions,
  formalities,
  formalityLabels,
  informalTypeLabels,
  legalFormLabels,
  parseEnum,
  provinceLabels,
  scopeLabels,
  themeLabels,
} from "~/lib/enums";
import { cn } from "~/lib/utils";
import { ImageField, useImageUploads } from "~/modules/images/components/image-field";
import type { CurrentImage, ImageSlotPrefix } from "~/modules/images/types";
import {
  createInitiativeSchema,
  currentYear,
  findMunicipality,
  INITIATIVE_LIMITS,
  InitiativeFieldsSchema,
  type InitiativeInput,
  type InitiativeValues,
  type MunicipalityOption,
  municipalityLabel,
} from "../schemas";


export type InitiativeFormDefaults = Partial<Record<keyof InitiativeInput, string>>;

/** Form defaults from a stored initiative, for the edit page. */
export function initiativeFormDefaults(initiative: {
  [K in keyof InitiativeValues]: InitiativeValues[K] | string | number | null;
}): InitiativeFormDefaults {
  const out: InitiativeFormDefaults = {};
  for (const [key, value] of Object.entries(initiative)) {
    if (value !== null && value !== undefined) out[key as keyof InitiativeInput] = String(value);
  }
  return out;
}

const constraint = getZodConstraint(InitiativeFieldsSchema);



/** A text box with the numeric keyboard, not type="number", whose spinner and scroll-to-change trip people up. */
function NumberField({
  meta,
  label,
  description,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  description?: string;
}) {
  const { key, ...props } = getInputProps(meta, {
    type: "text",
    ariaDescribedBy: description ? meta.descriptionId : undefined,
  });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={meta.id}>{label}</Label>
      {description ? (
        <p id={meta.descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <Input key={key} {...props} inputMode="numeric" autoComplete="off" className="sm:max-w-48" />
      <FieldError meta={meta} />
    </div>
  );
}


export interface InitiativeFormProps {
  mode: "create" | "edit";
  /** Suggestions and the list the schema checks against. */
  municipalities: MunicipalityOption[];
  defaultValue?: InitiativeFormDefaults;
  /** Field errors, or a form error such as a database failure. */
  lastResult?: SubmissionResult<string[]> | null;
  cancelTo: string;
  /** By field prefix (edit form). */
  images?: Partial<Record<ImageSlotPrefix, CurrentImage | null>>;
  /** When the initiative becomes visible to everybody, shown above the buttons. */
  notice: string;
}

export function InitiativeForm({ mode, municipalities, defaultValue, lastResult, cancelTo, images, notice }: InitiativeFormProps) {
  const hydrated = useHydrated();
  const { uploading, onBusyChange } = useImageUploads();
  const schema = useMemo(() => createInitiativeSchema({ municipalities }), [municipalities]);
  const [form, fields] = useForm<InitiativeInput, InitiativeValues>({
    id: "initiatief",
    lastResult,
    defaultValue,
    constraint,
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema });
    },
  });

  const formality = parseEnum(formalities, typeof fields.formality.value === "string" ? fields.formality.value : undefined);
  const showLegalForms = !hydrated || formality === "formeel";
  const showKinds = !hydrated || formality === "informeel";
  const formalityError = fields.formality.errors?.[0];
  const year = currentYear();

  /** A recognised municipality fills in an empty province. */
  function onMunicipalityInput(event: React.FormEvent<HTMLInputElement>) {
    const province = fields.province.value;
    if ((typeof province === "string" && province !== "") || fields.scope.value === "nationaal") return;
    const match = findMunicipality(municipalities, event.currentTarget.value);
    if (match) form.update({ name: fields.province.name, value: match.province, validated: false });
  }

  const { key: municipalityKey, ...municipalityProps } = getInputProps(fields.municipality, {
    type: "text",
    ariaDescribedBy: fields.municipality.descriptionId,
  });

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-6">
      {form.errors?.[0] ? (
        <Alert variant="error" id={form.errorId}>
          <p>{form.errors[0]}</p>
        </Alert>
      ) : null}

      <FormSection title="Basisinformatie">
        <TextField meta={fields.name} label="Naam van het initiatief" autoComplete="organization" />

        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={[fields.formality.descriptionId, formalityError ? fields.formality.errorId : null].filter(Boolean).join(" ")}
        >
          <legend className="mb-1 font-medium text-sm">Organisatievorm</legend>
          <p id={fields.formality.descriptionId} className="text-sm text-muted-foreground">
            Formeel: met een rechtsvorm, zoals een stichting of vereniging. Informeel: zonder rechtsvorm, zoals een
            buurtgroep.
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {formalities.map((value) => {
              const { key, ...props } = getInputProps(fields.formality, { type: "radio", value, ariaAttributes: false });
              return (
                <label key={key ?? value} className="flex min-h-10 items-center gap-2 text-sm font-medium">
                  <input
                    {...props}
                    id={`${fields.formality.id}-${value}`}
                    aria-invalid={formalityError ? true : undefined}
                    className="size-5 accent-primary"
                  />
                  {formalityLabels[value]}
                </label>
              );
            })}
          </div>
          <FieldError meta={fields.formality} />
        </fieldset>

        {hydrated && !formality ? (
          <p className="text-sm text-muted-foreground">Kies eerst een organisatievorm; daarna kies je de rechtsvorm of soort.</p>
        ) : null}
        {showLegalForms ? (
          <SelectField
            meta={fields.formal_type}
            label={hydrated ? "Rechtsvorm" : "Rechtsvorm (bij formeel)"}
            placeholder="Maak een keuze"
            options={enumOptions(legalFormLabels)}
          />
        ) : null}
        {showKinds ? (
          <SelectField
            meta={fields.informal_type}
            label={hydrated ? "Soort" : "Soort (bij informeel)"}
            placeholder="Maak een keuze"
            options={enumOptions(informalTypeLabels)}
          />
        ) : null}

        <SelectField meta={fields.theme} label="Thema" placeholder="Maak een keuze" options={enumOptions(themeLabels)} />
        <TextareaField
          meta={fields.description}
          label="Korte beschrijving"
          rows={3}
          description={`Eén of twee zinnen voor de overzichtspagina, maximaal ${INITIATIVE_LIMITS.descriptionMax} tekens.`}
        />
        <TextareaField
          meta={fields.long_description}
          label="Uitgebreide beschrijving"
          rows={8}
          description="Wat doen jullie, voor wie, en hoe kunnen mensen meedoen? Een lege regel begint een nieuwe alinea."
        />
      </FormSection>

      <FormSection title="Locatie">
        <SelectField
          meta={fields.scope}
          label="Schaal"
          placeholder="Maak een keuze"
          options={enumOptions(scopeLabels)}
          description="Hoe groot is het gebied waarin jullie actief zijn?"
        />
        <SelectField
          meta={fields.province}
          label="Provincie"
          placeholder="Maak een keuze"
          options={enumOptions(provinceLabels)}
          description="Niet nodig bij schaal Nationaal. Kies je een gemeente, dan mag je de provincie leeg laten."
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor={fields.municipality.id}>Gemeente (optioneel)</Label>
          <p id={fields.municipality.descriptionId} className="text-sm text-muted-foreground">
            Begin te typen en kies je gemeente uit de lijst, bijvoorbeeld Utrecht of &apos;s-Gravenhage (Den Haag).
          </p>
          <Input
            key={municipalityKey}
            {...municipalityProps}
            list="municipality-list"
            autoComplete="off"
            onInput={onMunicipalityInput}
          />
          <datalist id="municipality-list">
            {municipalities.map((m) => (
              <option key={m.name} value={m.name}>
                {municipalityLabel(m.name)}
              </option>
            ))}
          </datalist>
          <FieldError meta={fields.municipality} />
        </div>
        <TextField
          meta={fields.city}
          label="Plaats"
          autoComplete="address-level2"
          description="Verplicht bij schaal Plaats, Wijk of Straat."
        />
        <PostcodeField meta={fields.postcode} purpose="Zo vinden mensen in de buurt je initiatief. Niet nodig bij schaal Nationaal." />
      </FormSection>

      <FormSection title="Contactgegevens" intro="Alleen ingelogde bezoekers zien deze gegevens.">
        <TextField meta={fields.contact_email} label="Contact e-mail" type="email" autoComplete="email" />
        <TextField meta={fields.contact_phone} label="Telefoonnummer (optioneel)" type="tel" autoComplete="tel" />
        <TextField
          meta={fields.website}
          label="Website (optioneel)"
          inputMode="url"
          autoComplete="url"
          description="Bijvoorbeeld https://www.voorbeeld.nl of www.voorbeeld.nl"
        />
      </FormSection>

      <FormSection title="Aanvullende informatie">
        <NumberField
          meta={fields.established}
          label="Oprichtingsjaar (optioneel)"
          description={`Een jaartal van ${INITIATIVE_LIMITS.establishedMin} tot en met ${year}. Leeg gelaten wordt het ${year}.`}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField meta={fields.member_count} label="Aantal leden (optioneel)" />
          <NumberField meta={fields.volunteer_count} label="Aantal vrijwilligers (optioneel)" />
        </div>
      </FormSection>

      <FormSection title="Logo en omslagfoto" intro="Beide zijn optioneel. Bij elke afbeelding hoort een korte beschrijving.">
        <ImageField
          form={form}
          prefix="logo"
          role="initiative_logo"
          legend="Logo"
          description="Het logo staat vierkant op de kaart en de pagina van je initiatief; een afbeelding met een andere vorm snijden we bij."
          current={images?.logo ?? null}
          onBusyChange={onBusyChange}
        />
        <ImageField
          form={form}
          prefix="cover"
          role="initiative_cover"
          legend="Omslagfoto"
          description="Een liggende foto bovenaan de pagina van je initiatief."
          current={images?.cover ?? null}
          onBusyChange={onBusyChange}
        />
      </FormSection>

      <Alert variant="info">
        <p>
          {notice} Houd je aan de{" "}
          <Link to="/voorwaarden" className="font-medium underline">
            gebruiksvoorwaarden
          </Link>
          .
        </p>
      </Alert>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={cn(buttonVariants({ variant: "outline" }))}>
          Annuleren
        </Link>
        {mode === "create" ? (
          <SubmitButton pendingText="Initiatief aanmaken…" disabled={uploading}>
            Initiatief aanmaken
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
