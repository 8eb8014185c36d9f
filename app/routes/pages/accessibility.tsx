/**
 * /toegankelijkheid: the accessibility statement (docs/decisions/009-accessibility.md). It must match
 * what the product and its e2e tests really do: change it with them and update its written-out date
 * (not `Intl`, which would cost a long task while hydrating).
 */
import { Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { seoMeta } from "~/lib/meta";
import type { Route } from "./+types/accessibility";


export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Toegankelijkheid",
    description:
      "Hoe Dit doet Nederland werkt aan toegankelijkheid: de norm (WCAG 2.2 AA), hoe we testen, wat nog niet goed werkt en hoe je een probleem meldt.",
  });

export default function AccessibilityRoute() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader
        title="Toegankelijkheid"
        intro="Iedereen moet Dit doet Nederland kunnen gebruiken: met een muis of alleen met een toetsenbord, op een grote monitor of een kleine telefoon, met een schermlezer of met vergroting."
      />
      <div className="flex flex-col gap-10 leading-relaxed">
        <section aria-labelledby="norm" className="flex flex-col gap-3">
          <h2 id="norm" className="font-semibold text-2xl">
            Welke norm we volgen
          </h2>
          <p>
            We bouwen het platform volgens de Web Content Accessibility Guidelines (WCAG) 2.2, niveau AA. Daarmee voldoen
            we ook aan WCAG 2.1 AA, de eis uit de Europese norm EN 301 549 die Nederlandse overheden moeten volgen.
          </p>
        </section>

        <section aria-labelledby="getest" className="flex flex-col gap-3">
          <h2 id="getest" className="font-semibold text-2xl">
            Hoe we testen
          </h2>
          <p>Bij elke wijziging aan het platform draaien deze controles automatisch:</p>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              <strong>axe-core</strong> controleert elke pagina op de regels van WCAG 2.0, 2.1 en 2.2 (niveau A en AA): als
              bezoeker en als ingelogd lid, met lege zoekresultaten, met foutmeldingen in formulieren, met open vensters
              en op een schermbreedte van 375 en 1280 pixels. Een nieuwe pagina kan niet aan die controle ontsnappen.
            </li>
            <li>
              <strong>Alleen met het toetsenbord</strong> doorlopen we de hele weg van registreren tot het bewaren van een
              favoriet: account aanmaken, e-mailadres bevestigen, een initiatief en een event aanmaken en het event
              terugvinden bij je favorieten. Daarbij controleren we de zichtbare focus, de link ‘Naar de inhoud’, de
              vensters en de veelgestelde vragen.
            </li>
            <li>
              <strong>Op een smal scherm</strong> (320 pixels) controleren we dat geen enkele pagina horizontaal schuift,
              en met de tekst vergroot tot 200% dat de belangrijkste pagina’s passen. Met de instelling ‘minder beweging’
              staan animaties stil.
            </li>
            <li>
              <strong>Lighthouse</strong> meet de toegankelijkheid van de belangrijkste pagina’s op een mobiel profiel.
            </li>
          </ul>
          <p>
            Daarnaast controleren we met de hand: op een telefoon van 320 en 375 pixels breed en met de pagina in de
            browser ingezoomd tot 200%.
          </p>
        </section>

        <section aria-labelledby="beperkingen" className="flex flex-col gap-3">
          <h2 id="beperkingen" className="font-semibold text-2xl">
            Wat nog niet goed werkt
          </h2>
          <p>We zijn eerlijk over wat nog beter kan:</p>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              Meldingen die kort in beeld komen (bijvoorbeeld ‘opgeslagen’) verdwijnen na 4 seconden. Een schermlezer leest
              ze voor, maar wie ze rustig wil nalezen, moet snel zijn. Wat je hebt gedaan, zie je ook terug op de pagina
              zelf, zoals bij ‘Mijn items’ of ‘Favorieten’.
            </li>
            <li>
              Initiatieven schrijven hun eigen teksten. Wij kunnen niet garanderen dat die teksten altijd duidelijk zijn of
              dat links van initiatieven naar andere websites toegankelijk zijn.
            </li>
            <li>Een automatische test vindt niet alles. Daarom horen we graag wat jij tegenkomt.</li>
          </ul>
        </section>

        <section aria-labelledby="melden" className="flex flex-col gap-3">
          <h2 id="melden" className="font-semibold text-2xl">
            Een probleem melden
          </h2>
          <p>
            Loop je ergens tegenaan, of kun je iets niet gebruiken? Laat het ons weten via het{" "}
            <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
              contactformulier
            </Link>
            . Ben je ingelogd, dan kun je ook de knop ‘Feedback’ linksonder op elke pagina gebruiken. Vertel ons op welke
            pagina het was en wat er misging. We reageren binnen 3 werkdagen.
          </p>
        </section>

        <section aria-labelledby="datum" className="flex flex-col gap-3">
          <h2 id="datum" className="font-semibold text-2xl">
            Datum van deze verklaring
          </h2>
          <p>
            Deze verklaring is voor het laatst bijgewerkt op <time dateTime="2026-11-22">22 november 2026</time>.
          </p>
        </section>
      </div>
    </div>
  );
}
