/**
 * The volunteer profile form (docs/product-rules.md#matching): the home postcode and distance, then
 * checkbox groups, each a fieldset with a legend; the day-parts as a grid. A plain form post that
 * works without JavaScript; validated by the action only, so Zod and Conform stay out of the page.
 */
import type { SubmissionResult } from "@conform-to/react";
import { DayPartGrid } from "../day-part-grid";
import { Form } from "react-router";
import { FieldError, type FormConstraints } from "~/components/forms/fields";
import { PostcodeField } from "~/components/forms/item-fields";
import { type ServerFieldMetadata, serverFormProps, useServerForm } from "~/components/forms/server-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { Alert } from "~/components/ui/alert";
import { Label, NativeSelect } from "~/components/ui/input";
import { themeLabels, themes, vacancyCategories, vacancyCategoryLabels } from "~/lib/enums";
import { RADII_KM } from "~/lib/list-params";
import type { VolunteerProfile } from "../profile";
import { COMMITMENTS, SKILLS, SUITABLE_FOR } from "../vocabulary";

type GroupName = "themes" | "categories" | "skills" | "availability" | "commitments" | "suitable_for";
type FieldName = "postcode" | "max_distance_km" | GroupName;

const FORM_ID = "vrijwilligersprofiel";

const checkboxClass = "size-5 shrink-0 accent-primary";

/** The values a group starts with: those just posted (after a refusal), else the saved ones. */
function checkedValues(posted: Record<string, unknown> | undefined, name: GroupName, saved: readonly string[]): Set<string> {
  if (!posted) return new Set(saved);
  const value = posted[name];
  return new Set(Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []);
}

function describedBy(meta: ServerFieldMetadata): string | undefined {
  return meta.errors?.[0] ? meta.errorId : undefined;
}

function CheckboxGroup({
  meta,
  legend,
  options,
  checked,
  hint,
}: {
  meta: ServerFieldMetadata;
  legend: string;
  options: readonly (readonly [string, string])[];
  checked: Set<string>;
  hint?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(meta)} aria-invalid={meta.errors?.[0] ? true : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
            <input type="checkbox" name={meta.name} value={value} defaultChecked={checked.has(value)} className={checkboxClass} />
            {label}
          </label>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

function AvailabilityGrid({ meta, checked }: { meta: ServerFieldMetadata; checked: Set<string> }) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy(meta)} aria-invalid={meta.errors?.[0] ? true : undefined}>
      <legend className="mb-1 font-medium">Wanneer kun je?</legend>
      <p className="text-sm text-muted-foreground">Kies de dagdelen waarop je meestal kunt, of ‘Flexibel’.</p>
      <DayPartGrid name={meta.name} checked={checked} flexibleLabel="Flexibel: ik kan op wisselende momenten" />
      <FieldError meta={meta} />
    </fieldset>
  );
}

/**
 * The whole form; `profile` is what is saved, `lastResult` the action's reply to a refused post
 * (its values stay), `constraint` the schema's attributes.
 */
export function VolunteerProfileForm({
  profile,
  lastResult,
  constraint,
}: {
  profile: VolunteerProfile;
  lastResult: SubmissionResult<string[]> | null | undefined;
  constraint: FormConstraints;
}) {
  const [form, fields] = useServerForm<FieldName>({ id: FORM_ID, lastResult, constraint });
  const posted = lastResult?.initialValue ?? undefined;
  const postedValues = posted === null ? undefined : (posted as Record<string, unknown> | undefined);
  const distance = postedValues ? String(postedValues.max_distance_km ?? "") : String(profile.max_distance_km ?? "");
  const group = (name: GroupName) => checkedValues(postedValues, name, profile[name]);
  return (
    <Form method="post" {...serverFormProps(form)} className="flex flex-col gap-6">
      {form.errors?.[0] ? (
        <Alert variant="error" id={form.errorId}>
          <p>{form.errors[0]}</p>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <PostcodeField
          meta={{ ...fields.postcode, initialValue: fields.postcode.initialValue ?? profile.home_pc4 ?? undefined }}
          purpose="Alleen jij ziet deze postcode. Het is dezelfde als bij je instellingen."
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor={fields.max_distance_km.id}>Hoe ver wil je reizen?</Label>
          <NativeSelect
            id={fields.max_distance_km.id}
            name={fields.max_distance_km.name}
            defaultValue={distance}
            aria-invalid={fields.max_distance_km.errors?.[0] ? true : undefined}
            aria-describedby={describedBy(fields.max_distance_km)}
          >
            <option value="">Maakt niet uit</option>
            {RADII_KM.map((km) => (
              <option key={km} value={String(km)}>{`Tot ${km} km`}</option>
            ))}
          </NativeSelect>
          <FieldError meta={fields.max_distance_km} />
        </div>
      </div>
      <CheckboxGroup meta={fields.themes} legend="Thema’s" options={themes.map((theme) => [theme, themeLabels[theme]] as const)} checked={group("themes")} />
      <CheckboxGroup
        meta={fields.categories}
        legend="Soort vacature"
        options={vacancyCategories.map((category) => [category, vacancyCategoryLabels[category]] as const)}
        checked={group("categories")}
      />
      <CheckboxGroup meta={fields.skills} legend="Wat kun je?" options={SKILLS} checked={group("skills")} />
      <AvailabilityGrid meta={fields.availability} checked={group("availability")} />
      <CheckboxGroup meta={fields.commitments} legend="Hoe lang wil je je inzetten?" options={COMMITMENTS} checked={group("commitments")} />
      <CheckboxGroup
        meta={fields.suitable_for}
        legend="Geschikt voor"
        hint="Alleen vacatures die hierbij passen krijgen er een punt voor."
        options={SUITABLE_FOR}
        checked={group("suitable_for")}
      />
      <div>
        <SubmitButton pendingText="Opslaan…">Vrijwilligersprofiel opslaan</SubmitButton>
      </div>
    </Form>
  );
}
