/** /op-je-eigen-site: choose what a widget shows, see it live and copy the snippet; a GET form, so no JavaScript needed. */
import { PageHeader } from "~/components/list/page-header";
import { env } from "~/lib/env.server";
import { seoMeta } from "~/lib/meta";
import { BuilderForm, PreviewFrame, SnippetBox } from "~/modules/embeds/components/builder";
import { builderWidgetQuery, municipalityOptions, parseBuilderChoice } from "~/modules/embeds/choices.server";
import { embedSnippet, widgetPath } from "~/modules/embeds/options";
import type { Route } from "./+types/builder";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Op je eigen site",
    description:
      "Zet de initiatieven en events uit jouw gemeente op je eigen website: kies wat je wilt tonen, bekijk het voorbeeld en kopieer de code.",
  });

/** The choices from the address, the preview's address, the snippet and the municipalities for the form. */
export function loader({ request }: Route.LoaderArgs) {
  const choice = parseBuilderChoice(new URL(request.url).searchParams);
  const query = builderWidgetQuery(choice);
  return {
    choice,
    previewSrc: widgetPath(choice.kind, query),
    snippet: embedSnippet({ siteUrl: env().SITE_URL, kind: choice.kind, query }),
    municipalities: municipalityOptions(),
  };
}

export default function OwnSite({ loaderData }: Route.ComponentProps) {
  const { choice, previewSrc, snippet, municipalities } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title="Op je eigen site"
        intro="Laat op de website van je gemeente, wijk of organisatie zien welke initiatieven en events er zijn. Kies wat je wilt tonen, bekijk het voorbeeld en kopieer de code. De lijst blijft vanzelf actueel en is gratis te gebruiken."
      />
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <section aria-labelledby="keuzes" className="flex flex-col gap-4">
          <h2 id="keuzes" className="font-semibold text-xl">
            Jouw keuzes
          </h2>
          <BuilderForm choice={choice} municipalities={municipalities} />
        </section>
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="voorbeeld" className="flex flex-col gap-3">
            <h2 id="voorbeeld" className="font-semibold text-xl">
              Voorbeeld
            </h2>
            <PreviewFrame key={previewSrc} src={previewSrc} choice={choice} />
          </section>
          <section aria-labelledby="code" className="flex flex-col gap-3">
            <h2 id="code" className="font-semibold text-xl">
              Code
            </h2>
            <SnippetBox snippet={snippet} />
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground text-sm">
              <li>De lijst past zich aan de breedte van je pagina aan en werkt ook zonder JavaScript.</li>
              <li>
                Het stukje met <code>&lt;script&gt;</code> is optioneel: het laat de hoogte van de lijst meebewegen met de inhoud.
                Zonder dat stukje heeft de lijst een vaste hoogte.
              </li>
              <li>Elke titel opent de volledige pagina op Dit doet Nederland in een nieuw tabblad.</li>
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
