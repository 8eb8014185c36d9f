/**
 * /ontwikkelaars: open data for developers (docs/decisions/030-open-data-api.md): the read API
 * /api/v1 with example requests and answers, its parameters (read from the generated OpenAPI
 * document), pagination, limits, caching, errors and the licence, plus the feeds and the widgets.
 * Server-rendered, no JavaScript needed. The data comes from app/modules/api/developer-page.server.ts.
 */
import { Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { env } from "~/lib/env.server";
import { formatCount } from "~/lib/format";
import { seoMeta } from "~/lib/meta";
import { Code, ENDPOINTS, LIST_TITLES, Section } from "~/modules/api/components/developer-page-parts";
import { developerPageData } from "~/modules/api/developer-page.server";
import type { Route } from "./+types/developers";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Open data voor ontwikkelaars",
    description:
      "Gebruik de initiatieven, events en vacatures van Dit doet Nederland in je eigen website of app: een open API in JSON, agenda- en nieuwsfeeds en widgets.",
  });

export function loader() {
  return developerPageData(env().SITE_URL);
}

export default function DevelopersRoute({ loaderData }: Route.ComponentProps) {
  const { siteUrl, rateLimit, rateWindowSeconds, defaultLimit, maxLimit, parameters, exampleEventPage, exampleProblem } = loaderData;
  const code = "rounded bg-muted px-1 py-0.5 text-[0.9em]";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader
        title="Open data voor ontwikkelaars"
        intro="De initiatieven, events en vacatures op Dit doet Nederland zijn open data. Gebruik ze in je eigen website, app of onderzoek: via de API, als agenda- of nieuwsfeed, of als widget."
      />
      <div className="flex flex-col gap-10 leading-relaxed">
        <Section id="in-het-kort" title="In het kort">
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              Alleen openbare items: geen initiatieven die nog beoordeeld worden, geen verborgen items en{" "}
              <strong>nooit contactgegevens</strong> (e-mailadressen, telefoonnummers en websites zien alleen ingelogde
              leden op de site).
            </li>
            <li>Geen sleutel en geen account nodig. Alleen lezen, met GET.</li>
            <li>
              JSON met vaste Engelse veldnamen; tijden in ISO 8601 met de Nederlandse tijdzone, bijvoorbeeld{" "}
              <code className={code}>2026-05-09T10:00:00+02:00</code>.
            </li>
            <li>
              De volledige beschrijving staat in het OpenAPI 3.1-document{" "}
              <a href="/api/v1/openapi.json" className="text-primary underline underline-offset-4">
                /api/v1/openapi.json
              </a>
              : geschikt voor Swagger UI, Postman of een codegenerator.
            </li>
          </ul>
        </Section>

        <Section id="licentie" title="Licentie">
          <p>
            Je mag de gegevens gebruiken, delen en bewerken, ook voor commerciële toepassingen, onder de licentie{" "}
            <a href="https://creativecommons.org/licenses/by/4.0/deed.nl" className="text-primary underline underline-offset-4">
              Creative Commons Naamsvermelding 4.0 (CC BY 4.0)
            </a>
            . Vermeld daarbij <strong>‘Bron: Dit doet Nederland’</strong>, het liefst met een link naar de pagina van het
            item (het veld <code className={code}>url</code>). De teksten zijn geschreven door de initiatieven zelf; zij
            blijven verantwoordelijk voor de inhoud.
          </p>
        </Section>

        <Section id="endpoints" title="Endpoints">
          <div className="overflow-x-auto" role="region" aria-label="Endpoints" tabIndex={0}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Adres
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Geeft
                  </th>
                </tr>
              </thead>
              <tbody>
                {ENDPOINTS.map(([path, what]) => (
                  <tr key={path} className="border-b border-border align-top">
                    <td className="py-2 pr-4">
                      <code className={code}>{path}</code>
                    </td>
                    <td className="py-2">{what}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>Een voorbeeld: de eerstvolgende workshop.</p>
          <Code label="Voorbeeldverzoek">{`curl '${siteUrl}/api/v1/events?type=workshop&limit=1'`}</Code>
          <p>Antwoord (ingekort tot één event):</p>
          <Code label="Voorbeeldantwoord">{exampleEventPage}</Code>
        </Section>

        <Section id="parameters" title="Filters">
          <p>
            De lijsten kennen dezelfde filters als de lijsten op de site, met dezelfde namen: een adres als{" "}
            <code className={code}>/events?thema=zorg&amp;provincie=utrecht</code> wordt{" "}
            <code className={code}>/api/v1/events?thema=zorg&amp;provincie=utrecht</code>. Anders dan op de site is de
            API streng: een onbekende parameter of waarde geeft een foutmelding in plaats van een ongefilterde lijst, zodat
            een tikfout opvalt. Laat een parameter weg om niet te filteren.
          </p>
          {Object.entries(parameters).map(([path, rows]) => (
            <div key={path} className="flex flex-col gap-2">
              <h3 className="font-semibold text-lg">
                {LIST_TITLES[path]} (<code className={code}>{path}</code>)
              </h3>
              <dl className="flex flex-col gap-2 text-sm">
                {rows.map((row) => (
                  <div key={row.name}>
                    <dt>
                      <code className={code}>{row.name}</code>
                    </dt>
                    <dd className="pl-4">
                      {row.description}
                      {row.values.length > 0 ? <> Waarden: {row.values.join(", ")}.</> : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </Section>

        <Section id="paginering" title="Pagina's">
          <p>
            Een lijst geeft standaard {defaultLimit} items; met <code className={code}>limit</code> vraag je er 1 tot en met{" "}
            {maxLimit}. Is er meer, dan staat het adres van de volgende pagina in het veld <code className={code}>next</code>{" "}
            en in de header <code className={code}>{'Link: <…>; rel="next"'}</code>. Volg die link tot{" "}
            <code className={code}>next</code> <code className={code}>null</code> is. De cursor in dat adres onthoudt waar je
            was: ook als er tijdens het doorlopen items bijkomen, krijg je elk item dat er bij de start was precies één
            keer.
          </p>
          <Code label="Alle events in een gemeente doorlopen">{`url='${siteUrl}/api/v1/events?gemeente=utrecht&limit=100'
while [ "$url" != "null" ]; do
  page=$(curl -s "$url")
  echo "$page" | jq -r '.items[].title'
  url=$(echo "$page" | jq -r '.next')
done`}</Code>
        </Section>

        <Section id="limieten" title="Limieten en caching">
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              Hoogstens <strong>{formatCount(rateLimit)} verzoeken per minuut</strong> per IP-adres. Elk antwoord
              zegt hoeveel er nog over zijn, in de headers <code className={code}>RateLimit-Policy</code> (bijvoorbeeld{" "}
              <code className={code}>{`"api";q=${rateLimit};w=${rateWindowSeconds}`}</code>) en{" "}
              <code className={code}>RateLimit</code> (<code className={code}>{`"api";r=…;t=…`}</code>: resterende
              verzoeken en seconden tot de teller opnieuw begint). Daarboven krijg je 429 met{" "}
              <code className={code}>Retry-After</code> in seconden.
            </li>
            <li>
              Elk antwoord heeft een <code className={code}>ETag</code>. Stuur die terug in{" "}
              <code className={code}>If-None-Match</code>; is er niets veranderd, dan krijg je 304 zonder inhoud. Antwoorden
              mogen een minuut bewaard worden (<code className={code}>Cache-Control: public, max-age=60</code>).
            </li>
            <li>
              De API werkt vanuit elke website in de browser (CORS:{" "}
              <code className={code}>Access-Control-Allow-Origin: *</code>), zonder cookies.
            </li>
          </ul>
          <Code label="Voorbeeld met ETag">{`curl -i '${siteUrl}/api/v1/gemeenten'
# ETag: "…"
curl -i -H 'If-None-Match: "…"' '${siteUrl}/api/v1/gemeenten'
# HTTP/1.1 304 Not Modified`}</Code>
        </Section>

        <Section id="fouten" title="Foutmeldingen">
          <p>
            Fouten komen als <code className={code}>application/problem+json</code> (RFC 9457) met een Nederlandse uitleg in{" "}
            <code className={code}>detail</code>: 400 bij een ongeldige parameter (met per parameter de reden in{" "}
            <code className={code}>errors</code>), 404 bij een onbekend of niet openbaar item, 405 bij een andere methode dan
            GET, 429 boven de limiet en 503 als de gegevens even niet bereikbaar zijn.
          </p>
          <Code label="Voorbeeld van een foutmelding">{`curl '${siteUrl}/api/v1/events?type=concert'
${exampleProblem}`}</Code>
        </Section>

        <Section id="feeds" title="Agenda- en nieuwsfeeds">
          <p>
            Wil je geen code schrijven? De lijsten bestaan ook als feed, met dezelfde filters in het adres:
          </p>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              <code className={code}>{`${siteUrl}/events.ics?gemeente=utrecht`}</code>: een agenda-abonnement voor Google
              Agenda, Outlook of Apple Agenda.
            </li>
            <li>
              <code className={code}>{`${siteUrl}/events.atom?thema=natuur`}</code>,{" "}
              <code className={code}>{`${siteUrl}/initiatieven.atom`}</code> en{" "}
              <code className={code}>{`${siteUrl}/vacatures.atom?categorie=vrijwilliger`}</code>: nieuwsfeeds (Atom) voor
              een feedlezer of een koppeling.
            </li>
          </ul>
        </Section>

        <Section id="widgets" title="Widgets op je eigen site">
          <p>
            Toon events of initiatieven uit je gemeente op je eigen website met een widget:{" "}
            <a href="/embed/events" className="text-primary underline underline-offset-4">
              /embed/events
            </a>{" "}
            en{" "}
            <a href="/embed/initiatieven" className="text-primary underline underline-offset-4">
              /embed/initiatieven
            </a>
            . Op de pagina{" "}
            <a href="/op-je-eigen-site" className="text-primary underline underline-offset-4">
              Op je eigen site
            </a>{" "}
            stel je de widget samen en kopieer je de code.
          </p>
        </Section>

        <Section id="vragen" title="Vragen">
          <p>
            Bouw je iets met deze gegevens, of mis je iets? Laat het ons weten via{" "}
            <Link to="/contact" className="text-primary underline underline-offset-4">
              de contactpagina
            </Link>
            .
          </p>
        </Section>
      </div>
    </div>
  );
}
