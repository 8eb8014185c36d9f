/**
 * The /gemeenten page body: a search form (GET `zoek`, so it works without JavaScript; with it the
 * list narrows while typing), the result count, a jump list of the provinces and each province's
 * municipalities with their counts.
 */
import { useEffect, useId, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { ResultCount } from "~/components/list/filter-form";
import { SiteLink } from "~/components/site-link";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { pluralize } from "~/lib/format";
import type { DirectoryEntry, MunicipalityDirectory } from "../directory.server";

/** Typing pauses this long (ms) before the list narrows. */
const TYPING_PAUSE = 300;

/** "12 initiatieven, 1 vacature": the kinds it has, "" when it has none. */
function countsLine(entry: DirectoryEntry): string {
  const parts: string[] = [];
  if (entry.initiatives) parts.push(pluralize(entry.initiatives, "initiatief", "initiatieven"));
  if (entry.events) parts.push(pluralize(entry.events, "event", "events"));
  if (entry.vacancies) parts.push(pluralize(entry.vacancies, "vacature", "vacatures"));
  return parts.join(", ");
}

function SearchForm({ search }: { search: string | null }) {
  const id = useId();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form
      method="get"
      role="search"
      className="flex max-w-xl flex-col gap-1.5"
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), TYPING_PAUSE);
      }}
      onSubmit={() => clearTimeout(timer.current)}
    >
      <Label htmlFor={`${id}-zoek`}>Zoek een gemeente</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-zoek`}
          type="search"
          name="zoek"
          defaultValue={search ?? ""}
          placeholder="Bijvoorbeeld Den Bosch of Súdwest-Fryslân"
          maxLength={100}
          autoComplete="off"
          className="flex-1"
        />
        <Button type="submit">Zoeken</Button>
      </div>
    </Form>
  );
}

export function MunicipalityDirectoryView({ directory, search }: { directory: MunicipalityDirectory; search: string | null }) {
  const { total, provinces } = directory;
  return (
    <div className="flex flex-col gap-6">
      <SearchForm search={search} />
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <ResultCount>
          {search ? `${pluralize(total, "gemeente", "gemeenten")} gevonden` : `${pluralize(total, "gemeente", "gemeenten")} in ${provinces.length} provincies`}
        </ResultCount>
        {search ? (
          <SiteLink to="/gemeenten" className="text-sm text-primary underline">
            Alle gemeenten tonen
          </SiteLink>
        ) : null}
      </div>
      {total === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          Geen gemeenten gevonden voor &quot;{search}&quot;. Controleer de spelling of zoek op een deel van de naam.
        </p>
      ) : (
        <>
          {provinces.length > 1 ? (
            <nav aria-label="Provincies">
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {provinces.map((province) => (
                  <li key={province.id}>
                    <a href={`#${province.id}`} className="inline-block py-1 text-primary underline">
                      {province.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {provinces.map((province) => (
            <section key={province.id} aria-labelledby={province.id} className="flex scroll-mt-4 flex-col gap-3">
              <h2 id={province.id} className="font-semibold text-xl">
                {province.label}{" "}
                <span className="font-normal text-base text-muted-foreground">({pluralize(province.municipalities.length, "gemeente", "gemeenten")})</span>
              </h2>
              <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
                {province.municipalities.map((entry) => {
                  const counts = countsLine(entry);
                  return (
                    <li key={entry.path} className="flex flex-col">
                      <SiteLink to={entry.path} className="font-medium text-primary underline-offset-4 hover:underline">
                        {entry.name}
                      </SiteLink>
                      {counts ? <span className="text-muted-foreground text-xs">{counts}</span> : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
