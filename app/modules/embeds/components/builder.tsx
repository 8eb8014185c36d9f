/**
 * The parts of "Op je eigen site": the choices form, the live preview and the snippet. Without
 * JavaScript a plain GET form; with it changes apply at once (docs/decisions/031-embeds.md).
 */
import { Copy } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { notify } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import { EMBED_HEIGHT_MESSAGE } from "~/lib/embed";
import { enumOptions, eventTypeLabels, provinceLabels, themeLabels } from "~/lib/enums";
import { type BuilderChoice, MAX_WIDGET_COUNT, MIN_WIDGET_COUNT, WIDGET_FRAME_TITLE, frameHeight } from "../options";

function ChoiceSelect({
  name,
  label,
  allLabel,
  options,
  value,
}: {
  name: string;
  label: string;
  allLabel: string;
  options: [string, string][];
  value: string | null;
}) {
  const id = `widget-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value ?? "all"}>
        <option value="all">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The widget's choices as a GET form; `municipalities` come from the loader to keep them out of the JavaScript. */
export function BuilderForm({ choice, municipalities }: { choice: BuilderChoice; municipalities: [string, string][] }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="flex flex-col gap-4"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">Wat wil je tonen?</legend>
        {(
          [
            ["events", "Komende events"],
            ["initiatieven", "Initiatieven"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="soort" value={value} defaultChecked={choice.kind === value} className="size-4 accent-primary" />
            {label}
          </label>
        ))}
      </fieldset>
      {/* The lists' MUNICIPALITY_PARAM, written out: its module carries the whole municipality list. */}
      <ChoiceSelect
        name="gemeente"
        label="Gemeente"
        allLabel="Alle gemeenten"
        options={municipalities}
        value={choice.municipality}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="widget-zoek">Zoekwoord (optioneel)</Label>
        <Input id="widget-zoek" name="zoek" type="search" defaultValue={choice.search ?? ""} aria-describedby="widget-zoek-hulp" />
        <p id="widget-zoek-hulp" className="text-muted-foreground text-sm">
          Bijvoorbeeld een wijk, dorp of onderwerp.
        </p>
      </div>
      <ChoiceSelect name="provincie" label="Provincie" allLabel="Alle provincies" options={enumOptions(provinceLabels)} value={choice.province} />
      <ChoiceSelect name="thema" label="Thema" allLabel="Alle thema's" options={enumOptions(themeLabels)} value={choice.theme} />
      <ChoiceSelect name="type" label="Soort event (alleen bij events)" allLabel="Alle soorten" options={enumOptions(eventTypeLabels)} value={choice.type} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="widget-aantal">Aantal in de lijst</Label>
        <Input
          id="widget-aantal"
          name="aantal"
          type="number"
          inputMode="numeric"
          min={MIN_WIDGET_COUNT}
          max={MAX_WIDGET_COUNT}
          defaultValue={choice.count}
          aria-describedby="widget-aantal-hulp"
          className="w-28"
        />
        <p id="widget-aantal-hulp" className="text-muted-foreground text-sm">
          Van {MIN_WIDGET_COUNT} tot {MAX_WIDGET_COUNT}.
        </p>
      </div>
      <Button type="submit" variant="secondary">
        Voorbeeld bijwerken
      </Button>
    </Form>
  );
}

/**
 * The widget in an <iframe> framed from our own origin; with JavaScript it follows the height the
 * widget reports (only messages from this site and this frame count).
 */
export function PreviewFrame({ src, choice }: { src: string; choice: BuilderChoice }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (data?.type === EMBED_HEIGHT_MESSAGE && typeof data.height === "number" && data.height > 0) setHeight(Math.ceil(data.height));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return (
    <iframe
      ref={frame}
      src={src}
      title={`Voorbeeld: ${WIDGET_FRAME_TITLE[choice.kind]}`}
      height={height ?? frameHeight(choice.count)}
      className="w-full rounded-lg border border-border bg-background"
    />
  );
}

const SNIPPET_ID = "widget-code";

export function SnippetBox({ snippet }: { snippet: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      const field = document.getElementById(SNIPPET_ID);
      if (field instanceof HTMLTextAreaElement) {
        field.focus();
        field.select();
      }
      notify("error", "Kopiëren lukte niet. De code is geselecteerd: kopieer hem zelf.");
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={SNIPPET_ID}>HTML-code voor je website</Label>
      <p id="widget-code-hulp" className="text-muted-foreground text-sm">
        Plak deze code in de HTML van je pagina, op de plek waar de lijst moet komen. Selecteer de code en kopieer hem, of
        gebruik de knop.
      </p>
      <Textarea
        id={SNIPPET_ID}
        readOnly
        value={snippet}
        rows={12}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        aria-describedby="widget-code-hulp"
        className="font-mono text-xs sm:text-xs"
      />
      <div>
        <Button type="button" variant="outline" onClick={() => void copy()} className="[@media(scripting:none)]:hidden">
          <Copy aria-hidden="true" />
          {copied ? "Gekopieerd" : "Kopieer code"}
          <span role="status" className="sr-only">
            {copied ? "De code is gekopieerd." : ""}
          </span>
        </Button>
      </div>
    </div>
  );
}
