/**
 * The form's "Wat vraag je?" part: availability by day-part, commitment, skills, whom it suits, VOG
 * and the closing date. Plain checkboxes, radios and a date input in fieldsets with legends, so they
 * work without JavaScript, by keyboard and with a screen reader.
 */
import type { FieldMetadata } from "@conform-to/react";
import { DayPartGrid } from "~/modules/matching/day-part-grid";
import { FieldError, TextField } from "~/components/forms/fields";
import { CheckboxField } from "~/components/forms/item-fields";
import { COMMITMENTS, SKILLS, VACANCY_SUITABLE_FOR } from "~/modules/matching/vocabulary";

type Meta = FieldMetadata<unknown>;

function checkedIn(meta: Meta): readonly string[] {
  const value = meta.initialValue;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}

function Group({ meta, legend, hint, children }: { meta: Meta; legend: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={[hint ? meta.descriptionId : null, meta.errors ? meta.errorId : null].filter(Boolean).join(" ") || undefined}
    >
      <legend className="font-medium text-sm">{legend}</legend>
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError meta={meta} />
    </fieldset>
  );
}

function Choice({ meta, value, label, type = "checkbox", checked }: { meta: Meta; value: string; label: string; type?: "checkbox" | "radio"; checked: boolean }) {
  const id = `${meta.id}-${value}`;
  return (
    <label htmlFor={id} className="flex min-h-8 items-center gap-2 text-sm">
      <input id={id} type={type} name={meta.name} value={value} defaultChecked={checked} className="size-5 shrink-0 accent-primary" />
      {label}
    </label>
  );
}

/** Day-parts as a week grid: one row of three boxes per day, each box named for screen readers ("Dinsdag avond"). */
function AvailabilityGrid({ meta }: { meta: Meta }) {
  const checked = checkedIn(meta);
  return (
    <Group meta={meta} legend="Beschikbaarheid (optioneel)" hint="Op welke dagdelen is het werk? Of kies Flexibel.">
      <DayPartGrid name={meta.name} checked={new Set(checked)} flexibleLabel="Flexibel: in overleg, wanneer het de vrijwilliger uitkomt" />
    </Group>
  );
}

/** The fields; `fields` is the vacancy form's field metadata. */
export function VacancyAskFields({
  fields,
}: {
  fields: { availability: Meta; commitment: Meta; skills: Meta; suitable_for: Meta; vog_required: Meta; closes_on: Meta };
}) {
  const commitment = checkedIn(fields.commitment);
  const skills = checkedIn(fields.skills);
  const suitable = checkedIn(fields.suitable_for);
  return (
    <>
      <AvailabilityGrid meta={fields.availability} />
      <Group meta={fields.commitment} legend="Inzet (optioneel)">
        {COMMITMENTS.map(([value, label]) => (
          <Choice key={value} meta={fields.commitment} type="radio" value={value} label={label} checked={commitment.includes(value)} />
        ))}
        <Choice meta={fields.commitment} type="radio" value="" label="Niet gezegd" checked={commitment.length === 0 || commitment[0] === ""} />
      </Group>
      <Group meta={fields.skills} legend="Vaardigheden (optioneel)" hint="Welke vaardigheden komen van pas?">
        <div className="grid gap-x-4 sm:grid-cols-2">
          {SKILLS.map(([value, label]) => (
            <Choice key={value} meta={fields.skills} value={value} label={label} checked={skills.includes(value)} />
          ))}
        </div>
      </Group>
      <Group meta={fields.suitable_for} legend="Geschikt voor (optioneel)" hint="Thuis of online kies je bij Waar is het werk?">
        {VACANCY_SUITABLE_FOR.map(([value, label]) => (
          <Choice key={value} meta={fields.suitable_for} value={value} label={label} checked={suitable.includes(value)} />
        ))}
      </Group>
      <CheckboxField
        meta={fields.vog_required as FieldMetadata<string>}
        label="VOG nodig"
        description="Een Verklaring Omtrent het Gedrag is verplicht voor dit werk."
      />
      <TextField
        meta={fields.closes_on as FieldMetadata<string>}
        label="Reageren kan tot (optioneel)"
        type="date"
        description="Na deze dag verdwijnt de vacature uit de lijsten; de pagina blijft bestaan."
      />
    </>
  );
}
