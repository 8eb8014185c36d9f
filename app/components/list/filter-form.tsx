import { SlidersHorizontal } from "~/components/icons";
import { useId } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { Sheet } from "~/components/ui/sheet";

/**
 * One select filter: URL parameter `name`, options as [value, label]; "all" is no filter. Without
 * `allLabel` it is a setting (a radius, an order) with the first option as default, not a filter.
 */
export interface SelectFilter {
  kind: "select";
  name: string;
  label: string;
  allLabel?: string;
  options: readonly (readonly [string, string])[];
  value: string | null;
}

/** A calendar date filter (YYYY-MM-DD). */
export interface DateFilter {
  kind: "date";
  name: string;
  label: string;
  value: string | null;
}

/**
 * A text input with <datalist> suggestions; works without JavaScript, and with it applies only once
 * the value is one of the options or empty, not on every keystroke.
 */
export interface SuggestFilter {
  kind: "suggest";
  name: string;
  label: string;
  placeholder: string;
  /** Rendered once per page in one <datalist> shared by both filter forms. */
  options: readonly string[];
  value: string | null;
  /** A page that lists all the options, linked below the field. */
  overview?: { to: string; label: string };
}

/** A free text input, applied when it changes (on Enter or leaving it); `action` is a link below it. */
export interface TextFilter {
  kind: "text";
  name: string;
  label: string;
  placeholder: string;
  value: string | null;
  action?: { label: string; to: string };
}

export type FilterField = SelectFilter | DateFilter | SuggestFilter | TextFilter;

/** Whether a field narrows the list (counted on the "Filters" button), unlike a setting. */
function isActiveFilter(field: FilterField): boolean {
  return Boolean(field.value) && !(field.kind === "select" && field.allLabel === undefined);
}

let splitNames: { text: string; names: readonly string[] } | undefined;

/**
 * The `gemeente` filter of the lists; the server accepts a name, a slug or a loosely typed name.
 * @param namesText the names, one per line: one string from the loader instead of 342 in the
 *   serialised loader data (docs/decisions/050-render-cost.md)
 * @param value the chosen municipality's name, or null
 */
export function municipalityField(namesText: string, value: string | null): SuggestFilter {
  if (splitNames?.text !== namesText) splitNames = { text: namesText, names: namesText.split("\n") };
  return {
    kind: "suggest",
    name: "gemeente",
    label: "Gemeente",
    placeholder: "Alle gemeenten",
    options: splitNames.names,
    value,
    overview: { to: "/gemeenten", label: "Overzicht van alle gemeenten" },
  };
}

/** `fields` from a list's loader with the municipality field's names filled in (see {@link municipalityField}). */
export function withMunicipalityNames(fields: FilterField[], namesText: string): FilterField[] {
  return fields.map((field) => (field.name === "gemeente" && field.kind === "suggest" ? municipalityField(namesText, field.value) : field));
}

const escapes: Record<string, string> = { "&": "&amp;", '"': "&quot;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const markupByOptions = new WeakMap<readonly string[], string>();

/** The `<option>`s as HTML, built once per options array: as React elements they were costly on every render. */
function optionsMarkup(options: readonly string[]): string {
  let markup = markupByOptions.get(options);
  if (markup === undefined) {
    markup = options.map((option) => `<option value="${option.replace(/[&"'<>]/g, (c) => escapes[c] ?? c)}"></option>`).join("");
    markupByOptions.set(options, markup);
  }
  return markup;
}

/** The id of a list page's result count, where focus goes after the filter drawer applied. */
export const RESULT_COUNT_ID = "aantal-resultaten";

/** A list page's result count: a status, so it is announced, and focusable for the filter drawer. */
export function ResultCount({ children }: { children: React.ReactNode }) {
  return (
    <p id={RESULT_COUNT_ID} role="status" tabIndex={-1} className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}

function appliesAtOnce(target: EventTarget, fields: FilterField[]): boolean {
  if (!(target instanceof HTMLInputElement) || target.type !== "text") return true;
  const field = fields.find((f) => f.name === target.name);
  if (field?.kind !== "suggest") return true;
  return target.value === "" || field.options.includes(target.value);
}

function Carry({ values }: { values: Record<string, string | null> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}

function FilterFields({
  fields,
  carry,
  idPrefix,
  listIdPrefix,
}: {
  fields: FilterField[];
  carry: Record<string, string | null>;
  idPrefix: string;
  listIdPrefix: string;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  return (
    <Form
      method="get"
      className="flex flex-col gap-4"
      onChange={(event) => {
        if (appliesAtOnce(event.target, fields)) submit(event.currentTarget, { preventScrollReset: true, replace: true });
      }}
    >
      <Carry values={carry} />
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        return (
          <div key={field.name} className="flex flex-col gap-1.5">
            <Label htmlFor={id}>{field.label}</Label>
            {field.kind === "select" ? (
              <NativeSelect id={id} name={field.name} defaultValue={field.value ?? (field.allLabel === undefined ? field.options[0]?.[0] : "all")}>
                {field.allLabel === undefined ? null : <option value="all">{field.allLabel}</option>}
                {field.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            ) : field.kind === "suggest" ? (
              <Input
                id={id}
                type="text"
                name={field.name}
                list={`${listIdPrefix}-${field.name}-options`}
                defaultValue={field.value ?? ""}
                placeholder={field.placeholder}
                autoComplete="off"
                maxLength={100}
              />
            ) : field.kind === "text" ? (
              <>
                <Input id={id} type="text" name={field.name} defaultValue={field.value ?? ""} placeholder={field.placeholder} autoComplete="off" maxLength={100} />
                {field.action ? (
                  <Link to={field.action.to} className="text-sm text-primary underline">
                    {field.action.label}
                  </Link>
                ) : null}
              </>
            ) : (
              <Input id={id} type="date" name={field.name} defaultValue={field.value ?? ""} />
            )}
            {field.kind === "suggest" && field.overview ? (
              <Link to={field.overview.to} className="self-start text-primary text-sm underline">
                {field.overview.label}
              </Link>
            ) : null}
          </div>
        );
      })}
      <Button type="submit" variant="secondary" disabled={navigation.state === "loading"}>
        Filters toepassen
      </Button>
    </Form>
  );
}

/**
 * The list page's search box and filter sidebar as GET forms, so state lives in the URL and works
 * without JavaScript; with it a changed filter applies at once. Below lg the sidebar becomes a drawer.
 */
export function ListFilters({
  searchLabel,
  searchPlaceholder,
  search,
  fields,
  resetTo,
  keep = {},
  children,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  search: string | null;
  fields: FilterField[];
  resetTo: string;
  /** Further URL parameters both forms carry along unchanged (e.g. a view toggle). */
  keep?: Record<string, string | null>;
  children: React.ReactNode;
}) {
  const id = useId();
  const active = fields.filter(isActiveFilter).length;
  const filterValues = { ...keep, ...Object.fromEntries(fields.map((f) => [f.name, f.value])) };
  const sidebarCarry = { ...keep, zoek: search };
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      {fields.map((field) =>
        field.kind === "suggest" ? (
          <datalist key={field.name} id={`${id}-${field.name}-options`} dangerouslySetInnerHTML={{ __html: optionsMarkup(field.options) }} />
        ) : null,
      )}
      <aside aria-labelledby={`${id}-filters`} className="hidden lg:block">
        <h2 id={`${id}-filters`} className="mb-3 font-semibold text-lg">
          Filters
        </h2>
        <FilterFields fields={fields} carry={sidebarCarry} idPrefix={`${id}-side`} listIdPrefix={id} />
        {active > 0 || search ? (
          <Link to={resetTo} className="mt-3 inline-block text-sm text-primary underline">
            Alle filters wissen
          </Link>
        ) : null}
      </aside>
      <div className="flex min-w-0 flex-col gap-4">
        {/* Below sm the search form has a row of its own, so its placeholder fits a phone's width. */}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Form method="get" role="search" className="flex flex-1 gap-2">
            <Carry values={filterValues} />
            <Label htmlFor={`${id}-search`} className="sr-only">
              {searchLabel}
            </Label>
            <Input
              id={`${id}-search`}
              type="search"
              name="zoek"
              defaultValue={search ?? ""}
              placeholder={searchPlaceholder}
              maxLength={100}
              className="flex-1"
            />
            <Button type="submit">Zoeken</Button>
          </Form>
          <Sheet
            title="Filters"
            description="Verfijn de resultaten."
            hideFrom="lg"
            inlineWithoutScript
            focusAfterSubmit={RESULT_COUNT_ID}
            trigger={{
              className: buttonVariants({ variant: "outline" }),
              content: (
                <>
                  <SlidersHorizontal aria-hidden="true" />
                  Filters{active > 0 ? ` (${active})` : ""}
                </>
              ),
            }}
          >
            <FilterFields fields={fields} carry={sidebarCarry} idPrefix={`${id}-drawer`} listIdPrefix={id} />
            {active > 0 || search ? (
              <Link to={resetTo} className="text-sm text-primary underline">
                Alle filters wissen
              </Link>
            ) : null}
          </Sheet>
        </div>
        {children}
      </div>
    </div>
  );
}
