/**
 * /privacy: the privacy statement ("Privacyverklaring") in plain Dutch (B1): who we are, what is
 * stored and why and for how long (one table), cookies, who sees what, deleting the account
 * (/instellingen), the data export ("Download mijn gegevens"), the rights under the AVG, the
 * sources of place data and how to reach us. Every statement describes what the product really does (app/db/schema/*.ts,
 * docs/decisions); change this page together with the data handling.
 */
import { Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { Section } from "~/components/page-section";
import { seoMeta } from "~/lib/meta";
import { PlaceDataSources } from "~/modules/privacy/components/place-data-sources";
import { dataRows, RATE_LIMIT_RETENTION, RESET_LIFETIME, SESSION_LIFETIME, VERIFICATION_LIFETIME } from "~/modules/privacy/data-rows";
import type { Route } from "./+types/privacy";

/** Reserved example domain (RFC 2606), never a real address. */
const PRIVACY_EMAIL = "privacy@ditdoetnederland.example.org";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Privacyverklaring", description:
    "Welke gegevens Dit doet Nederland bewaart, waarom en hoe lang, welke cookies we gebruiken en hoe je je gegevens inziet, downloadt of verwijdert.",
  });


const linkClass = "font-medium text-primary underline";
const cellClass = "px-3 py-3 align-top sm:px-4";

export default function PrivacyRoute() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader
        title="Privacyverklaring"
        intro="In deze verklaring lees je welke gegevens Dit doet Nederland over je bewaart, waarom we dat doen en hoe lang. Ook lees je wat je zelf met je gegevens kunt doen."
      />
      <p className="-mt-3 mb-8 text-sm text-muted-foreground">
        Laatst bijgewerkt: <time dateTime="2026-11-28">28 november 2026</time>
      </p>

      <div className="flex flex-col gap-10 leading-relaxed">
        <Section id="wie-zijn-wij" title="Wie zijn wij">
          <p>
            Dit doet Nederland is een gratis online platform voor burgerinitiatieven in Nederland. Je vindt hier
            initiatieven, hun events en hun vacatures voor vrijwilligers. Wij zijn verantwoordelijk voor de gegevens die je
            op dit platform achterlaat.
          </p>
          <p>
            We gaan zuinig met je gegevens om. We bewaren alleen wat nodig is om het platform te laten werken. We volgen je
            niet, we tonen geen advertenties en we verkopen je gegevens niet.
          </p>
        </Section>

        <Section id="welke-gegevens" title="Welke gegevens we bewaren en waarom">
          <p>
            Rondkijken kan zonder account. In de tabel hieronder zie je welke gegevens we bewaren als je een account maakt
            of gebruikt, waarom we dat doen en hoe lang.
          </p>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full border-collapse text-left text-sm [overflow-wrap:anywhere] hyphens-auto">
              <caption className="sr-only">Welke gegevens we bewaren, waarom en hoe lang</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className={`${cellClass} font-semibold`}>
                    Gegevens
                  </th>
                  <th scope="col" className={`${cellClass} font-semibold`}>
                    Waarom
                  </th>
                  <th scope="col" className={`${cellClass} font-semibold`}>
                    Hoe lang
                  </th>
                </tr>
              </thead>
              <tbody>
                {dataRows.map((row) => (
                  <tr key={row.what} className="border-t border-border">
                    <th scope="row" className={`${cellClass} font-normal`}>
                      <span className="block font-semibold">{row.what}</span>
                      <span className="mt-1 block text-muted-foreground">{row.details}</span>
                    </th>
                    <td className={cellClass}>{row.why}</td>
                    <td className={cellClass}>{row.howLong}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>

        <Section id="cookies" title="Cookies">
          <p>
            Een cookie is een klein bestandje dat een website in je browser bewaart. Wij gebruiken alleen cookies die nodig
            zijn om het platform te laten werken:
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong className="font-semibold">Een sessiecookie.</strong> Als je inlogt, bewaren we hierin je
              sessiesleutel. Zo blijf je ingelogd. Scripts op de pagina kunnen deze cookie niet lezen (HttpOnly). De cookie
              werkt tot je uitlogt of tot de sessie verloopt na {SESSION_LIFETIME} zonder gebruik.
            </li>
            <li>
              <strong className="font-semibold">Een kort levende cookie voor meldingen.</strong> Als je een formulier
              verstuurt, laten we daarna een melding zien, bijvoorbeeld dat het gelukt is. Deze cookie is alleen bedoeld om
              die melding op de volgende pagina te tonen.
            </li>
          </ul>
          <p>
            We gebruiken geen cookies om je te volgen, geen cookies voor statistieken (analytics) en geen cookies voor
            advertenties.
          </p>
        </Section>

        <Section id="wie-ziet-wat" title="Wie kan wat zien">
          <ul className="list-disc space-y-2 pl-6">
            <li>Initiatieven, events en vacatures zijn openbaar: iedereen kan ze zien, ook zonder account.</li>
            <li>
              De contactgegevens daarbij (e-mailadres, telefoonnummer en website) zien alleen mensen die zijn ingelogd.
              Zo maken we het moeilijker om deze gegevens te verzamelen voor spam.
            </li>
            <li>Je wachtwoord kan niemand zien, ook wij niet.</li>
          </ul>
          <p>
            We verkopen je gegevens niet en we delen ze niet met andere partijen. Er is één uitzondering: e-mails van het
            platform, zoals de link om je e-mailadres te bevestigen, versturen we via onze e-maildienst. Die krijgt daarvoor
            je e-mailadres.
          </p>
          <p>
            Kies je voor ‘Inloggen met Google’, dan ziet Google dat je inlogt bij Dit doet Nederland. Google ziet verder
            niets van wat je op het platform doet. Log je in met je e-mailadres en wachtwoord, dan komt Google er niet aan te
            pas.
          </p>
          <p>
            Open je de kaart bij een lijst, dan haalt je browser de kaartachtergrond op bij PDOK, een dienst van het
            Kadaster. PDOK ziet dan je IP-adres en welk stuk van de kaart je bekijkt, niet wat je verder op het platform doet.
          </p>
        </Section>

        <Section id="hoe-lang" title="Hoe lang we je gegevens bewaren">
          <p>
            We bewaren je gegevens zolang je een account hebt. Verwijder je je account, dan verwijderen we meteen alles wat
            we over je bewaren. Een paar gegevens bewaren we korter:
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>Sessies eindigen als je uitlogt, of na {SESSION_LIFETIME} zonder gebruik.</li>
            <li>
              Een bevestigingslink werkt {VERIFICATION_LIFETIME}. Een link voor een nieuw wachtwoord werkt {RESET_LIFETIME}.
            </li>
            <li>Tellers van pogingen om in te loggen of te registreren verdwijnen automatisch, binnen {RATE_LIMIT_RETENTION}.</li>
          </ul>
        </Section>

        <Section id="account-verwijderen" title="Je account verwijderen">
          <p>
            Je kunt je account op elk moment zelf verwijderen. Ga naar{" "}
            <Link to="/instellingen" className={linkClass}>
              Instellingen
            </Link>{" "}
            en kies ‘Account verwijderen’.
          </p>
          <p>We verwijderen dan meteen:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>je account en al je sessies;</li>
            <li>de koppeling met je Google-account, als je met Google inlogde;</li>
            <li>
              je profiel, je favorieten, je feedback, je meldingen, je contactberichten, je tweestapsverificatie en je rol
              op het platform;
            </li>
            <li>je initiatieven, met de events en vacatures die daarbij horen.</li>
          </ul>
          <p>Let op: dit is definitief. Wil je je gegevens bewaren? Download ze dan eerst (zie hieronder).</p>
        </Section>

        <Section id="gegevens-downloaden" title="Je gegevens downloaden">
          <p>
            Wil je weten wat we over je bewaren, of wil je je gegevens meenemen? Ga naar{" "}
            <Link to="/instellingen" className={linkClass}>
              Instellingen
            </Link>{" "}
            en kies ‘Download mijn gegevens’. Je krijgt dan een ZIP-bestand met alles wat we over je bewaren (als JSON-bestand) en je
            afbeeldingen zonder metagegevens zoals locatie, ook je
            meldingen, je contactberichten, of tweestapsverificatie aanstaat (niet de sleutel zelf) en wat moderatoren met
            je items deden en waarom (niet wie het deed). Dit is je recht op dataportabiliteit uit de AVG (artikel 20).
          </p>
        </Section>

        <Section id="je-rechten" title="Je rechten">
          <p>
            De Algemene verordening gegevensbescherming (AVG) geeft je rechten over je eigen gegevens. Je hebt het recht op:
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong className="font-semibold">Inzage:</strong> je mag weten welke gegevens we over je bewaren. Met
              ‘Download mijn gegevens’ zie je ze meteen.
            </li>
            <li>
              <strong className="font-semibold">Rectificatie:</strong> klopt er iets niet? Je past je gegevens zelf aan bij
              Instellingen.
            </li>
            <li>
              <strong className="font-semibold">Verwijdering:</strong> je kunt je account met alle gegevens verwijderen.
            </li>
            <li>
              <strong className="font-semibold">Dataportabiliteit:</strong> je kunt je gegevens downloaden en meenemen.
            </li>
            <li>
              <strong className="font-semibold">Bezwaar:</strong> ben je het niet eens met hoe we je gegevens gebruiken?
              Laat het ons weten.
            </li>
          </ul>
          <p>
            Ben je niet tevreden over hoe we met je gegevens omgaan? Neem dan eerst contact met ons op. Je mag ook een klacht
            indienen bij de{" "}
            <a href="https://autoriteitpersoonsgegevens.nl" className={linkClass} rel="noreferrer">
              Autoriteit Persoonsgegevens
            </a>
            .
          </p>
        </Section>

        <PlaceDataSources linkClass={linkClass} />

        <Section id="contact" title="Contact">
          <p>
            Heb je een vraag over je gegevens of over deze verklaring? Stuur ons een bericht via de{" "}
            <Link to="/contact" className={linkClass}>
              contactpagina
            </Link>{" "}
            of mail naar{" "}
            <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
              {PRIVACY_EMAIL}
            </a>
            .
          </p>
          <p>
            Lees ook onze{" "}
            <Link to="/voorwaarden" className={linkClass}>
              gebruiksvoorwaarden
            </Link>
            .
          </p>
        </Section>
      </div>
    </div>
  );
}
