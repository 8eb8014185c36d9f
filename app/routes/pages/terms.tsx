/**
 * /voorwaarden: the terms of use ("Gebruiksvoorwaarden") in plain Dutch (B1): what the platform
 * is, that it is free, the account rules, what may be published, how contact details may be used,
 * removal of content and accounts that break the rules, liability, changes, Dutch law and
 * contact. What it says about review of new initiatives follows the `MODERATION` mode.
 */
import { Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { Section } from "~/components/page-section";
import { env } from "~/lib/env.server";
import { seoMeta } from "~/lib/meta";
import { termsVisibility } from "~/modules/moderation/visibility";
import type { Route } from "./+types/terms";

/** The example address of the contact card: a reserved example domain (RFC 2606), never real. */
const CONTACT_EMAIL = "info@ditdoetnederland.example.org";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Gebruiksvoorwaarden", description:
    "De spelregels van Dit doet Nederland: je account, wat je mag plaatsen, hoe je contactgegevens gebruikt en wat er gebeurt als iemand zich niet aan de regels houdt.",
  });

/** @returns `{ review }`: the sentence about review of new initiatives under `MODERATION` */
export function loader() {
  return { review: termsVisibility(env().MODERATION) };
}

const linkClass = "font-medium text-primary underline";

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader
        title="Gebruiksvoorwaarden"
        intro="Dit zijn de spelregels van Dit doet Nederland. Ze gelden voor iedereen die het platform gebruikt. Door een account te maken of het platform te gebruiken, ga je akkoord met deze voorwaarden."
      />
      <p className="-mt-3 mb-8 text-sm text-muted-foreground">
        Laatst bijgewerkt: <time dateTime="2026-11-27">27 november 2026</time>
      </p>

      <div className="flex flex-col gap-10 leading-relaxed">
        <Section id="wat-is-het-platform" title="Wat is Dit doet Nederland">
          <p>
            Dit doet Nederland is een online platform voor burgerinitiatieven in Nederland. Initiatieven laten hier zien wat
            ze doen. Ze plaatsen hun events en hun vacatures voor vrijwilligers, bestuursleden en stagiairs. Iedereen kan
            rondkijken en ontdekken wat er in de buurt gebeurt.
          </p>
          <p>
            Het platform brengt mensen en initiatieven met elkaar in contact. Afspraken maak je daarna zelf, samen met het
            initiatief.
          </p>
        </Section>

        <Section id="gratis" title="Gratis">
          <p>
            Dit doet Nederland is gratis, voor bezoekers en voor initiatieven. Rondkijken, een account maken, een initiatief
            aanmelden en events of vacatures plaatsen kost niets.
          </p>
        </Section>

        <Section id="je-account" title="Je account">
          <p>Met een gratis account kun je meer: contactgegevens zien, initiatieven aanmelden en favorieten bewaren.</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>Een account is voor één persoon. Deel je account niet met anderen.</li>
            <li>Gebruik je echte naam en je eigen e-mailadres. Geef geen onjuiste gegevens op.</li>
            <li>
              Houd je wachtwoord geheim en kies een wachtwoord dat je nergens anders gebruikt. Denk je dat iemand anders je
              account gebruikt? Verander dan meteen je wachtwoord bij Instellingen en laat het ons weten.
            </li>
            <li>Je bent zelf verantwoordelijk voor wat er met je account gebeurt.</li>
          </ul>
          <p>
            Je kunt je account op elk moment verwijderen bij{" "}
            <Link to="/instellingen" className={linkClass}>
              Instellingen
            </Link>
            . Wat er dan met je gegevens gebeurt, lees je in onze{" "}
            <Link to="/privacy" className={linkClass}>
              privacyverklaring
            </Link>
            .
          </p>
        </Section>

        <Section id="wat-mag-je-plaatsen" title="Wat je mag plaatsen">
          <p>Op Dit doet Nederland plaats je:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              echte burgerinitiatieven: groepen mensen die samen iets doen voor hun straat, wijk, gemeente of voor heel
              Nederland;
            </li>
            <li>events van die initiatieven, zoals bijeenkomsten, workshops, acties en festivals;</li>
            <li>vacatures van die initiatieven, voor vrijwilligers, bestuursleden of stagiairs.</li>
          </ul>
          <p>
            Plaats alleen iets namens een initiatief als je daar zelf bij hoort of als het initiatief je toestemming heeft
            gegeven. Zorg dat de informatie klopt en houd die actueel. Je bent zelf verantwoordelijk voor wat je plaatst.
          </p>
          <p>Dit mag je niet plaatsen:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>reclame of commerciële aanbiedingen;</li>
            <li>haatdragende, discriminerende, bedreigende of beledigende teksten;</li>
            <li>
              persoonlijke gegevens van anderen, zoals een naam, e-mailadres of telefoonnummer, zonder hun toestemming;
            </li>
            <li>informatie die niet klopt of die mensen misleidt;</li>
            <li>iets wat in strijd is met de wet.</li>
          </ul>
          <p>
            Contactgegevens die je bij een initiatief, event of vacature invult, zijn te zien voor iedereen die is ingelogd.
          </p>
        </Section>

        <Section id="contactgegevens" title="Contactgegevens gebruiken">
          <p>
            Als je bent ingelogd, zie je de contactgegevens van initiatieven, organisatoren en vacatures. Die mag je alleen
            gebruiken om contact op te nemen met het initiatief, over het initiatief, het event of de vacature.
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>Stuur geen spam en geen reclame.</li>
            <li>Zet contactgegevens niet in een eigen adressenlijst of mailinglijst.</li>
            <li>Verkoop contactgegevens niet en geef ze niet door aan anderen.</li>
            <li>Verzamel contactgegevens niet automatisch, bijvoorbeeld met een programma.</li>
          </ul>
        </Section>

        <Section id="regels-overtreden" title="Als iemand zich niet aan de regels houdt">
          <p>
            {loaderData.review} Zie je iets wat niet klopt of wat niet op het platform hoort? Laat het ons weten via de{" "}
            <Link to="/contact" className={linkClass}>
              contactpagina
            </Link>
            .
          </p>
          <p>
            Houdt iemand zich niet aan deze voorwaarden, dan mogen wij initiatieven, events en vacatures verwijderen. We
            mogen ook een account afsluiten.
          </p>
        </Section>

        <Section id="aansprakelijkheid" title="Aansprakelijkheid">
          <p>
            De initiatieven, events en vacatures op dit platform worden geplaatst door de initiatieven zelf. Wij controleren
            ze niet vooraf. We kunnen daarom niet garanderen dat de informatie klopt, dat een initiatief doet wat het belooft
            of dat een event doorgaat. Neem bij twijfel of vragen direct contact op met het initiatief.
          </p>
          <p>
            Afspraken die je maakt met een initiatief, bijvoorbeeld over vrijwilligerswerk, maak je met het initiatief zelf.
            Dit doet Nederland is daarbij geen partij.
          </p>
          <p>
            We doen ons best om het platform goed te laten werken. We kunnen niet beloven dat het altijd zonder storingen
            beschikbaar is.
          </p>
        </Section>

        <Section id="wijzigingen" title="Wijzigingen">
          <p>
            We kunnen deze voorwaarden aanpassen, bijvoorbeeld als het platform verandert. Bovenaan deze pagina zie je
            wanneer de voorwaarden voor het laatst zijn bijgewerkt. Gebruik je het platform na een wijziging, dan gelden de
            nieuwe voorwaarden.
          </p>
        </Section>

        <Section id="nederlands-recht" title="Nederlands recht">
          <p>
            Op deze voorwaarden en op het gebruik van Dit doet Nederland is Nederlands recht van toepassing. Komen we er
            samen niet uit, dan beslist de bevoegde rechter in Nederland.
          </p>
        </Section>

        <Section id="contact" title="Contact">
          <p>
            Heb je een vraag over deze voorwaarden? Stuur ons een bericht via de{" "}
            <Link to="/contact" className={linkClass}>
              contactpagina
            </Link>{" "}
            of mail naar{" "}
            <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
              {CONTACT_EMAIL}
            </a>
            .
          </p>
        </Section>
      </div>
    </div>
  );
}
