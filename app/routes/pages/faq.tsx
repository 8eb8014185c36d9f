/**
 * /faq: native `<details name="faq">` items, one open at a time without JavaScript, also published
 * as schema.org FAQPage data (docs/product-rules.md#dates-toasts-and-faq).
 */
import { ChevronDown, MessageCircleQuestion } from "~/components/icons";
import { Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { Button } from "~/components/ui/button";
import { env } from "~/lib/env.server";
import { seoMeta } from "~/lib/meta";
import { faqVisibility, type ModerationMode } from "~/modules/moderation/visibility";
import type { Route } from "./+types/faq";

/** Plain text (blank lines separate paragraphs) with optional links. */
export interface FaqItem {
  question: string;
  answer: string;
  links?: readonly { to: string; label: string }[];
}

/** The FAQ's questions in display order; `mode` decides when a new initiative is online. */
export function faqItems(mode: ModerationMode): readonly FaqItem[] {
  const visibility = faqVisibility(mode);
  return [
    {
      question: "Wat is Dit doet Nederland?",
      answer:
        "Dit doet Nederland is een online platform voor burgerinitiatieven in heel Nederland. Je vindt hier initiatieven van bewoners, buurtgroepen, verenigingen, stichtingen en coöperaties: van energiecoöperatie en voedselbank tot buurtmoestuin en repaircafé.\n\nNaast de initiatieven zelf zie je ook hun events en hun vacatures voor vrijwilligers. Zo ontdek je in één oogopslag wat er in jouw buurt gebeurt en hoe je mee kunt doen.",
      links: [{ to: "/over-ons", label: "Meer over ons" }],
    },
    {
      question: "Is Dit doet Nederland gratis?",
      answer:
        "Ja, Dit doet Nederland is helemaal gratis, voor bezoekers én voor initiatieven. Rondkijken, een account aanmaken, een initiatief aanmelden en events of vacatures plaatsen kost niets. Er zijn geen abonnementen en geen betaalde extra's.",
    },
    {
      question: "Wie kan een initiatief aanmelden?",
      answer:
        "Iedereen die samen met anderen iets doet voor de straat, de wijk, de gemeente of het hele land. Dat kan een formele organisatie zijn, zoals een vereniging, stichting of coöperatie, maar ook een informele groep zoals een buurtgroep, werkgroep of actiegroep. Een inschrijving bij de Kamer van Koophandel is niet nodig.\n\nDenk aan initiatieven rond energie, voedsel, zorg, onderwijs, cultuur, natuur, wonen, mobiliteit of de lokale economie.",
    },
    {
      question: "Hoe meld ik een initiatief aan?",
      answer:
        `Maak eerst een gratis account aan, of log in als je er al een hebt. Ga daarna naar ‘Initiatief aanmelden’ en vul het formulier in. Je geeft basisinformatie (zoals de naam, de organisatievorm en het thema), de locatie, contactgegevens en eventueel aanvullende informatie, zoals het jaar van oprichting en het aantal leden.\n\n${visibility.afterSending}`,
      links: [{ to: "/nieuw-initiatief", label: "Initiatief aanmelden" }],
    },
    {
      question: "Wanneer is mijn initiatief zichtbaar voor anderen?",
      answer:
        `${visibility.whenVisible}\n\nJe aangemelde initiatieven vind je zelf altijd terug onder ‘Mijn items’.`,
    },
    {
      question: "Hoe vind ik events en vacatures?",
      answer:
        "Onder ‘Events’ vind je bijeenkomsten, workshops, acties, festivals en trainingen van initiatieven, gesorteerd op datum. Je kunt zoeken en filteren op type, thema, provincie en datum.\n\nOnder ‘Doe Mee’ staan de vacatures: plekken waar initiatieven vrijwilligers, bestuursleden of stagiairs zoeken. Ook op de pagina van elk initiatief zie je direct de events en openstaande vacatures van dat initiatief.",
      links: [
        { to: "/events", label: "Bekijk alle events" },
        { to: "/vacatures", label: "Bekijk alle vacatures (Doe Mee)" },
      ],
    },
    {
      question: "Waarom zie ik geen contactgegevens?",
      answer:
        "E-mailadressen, telefoonnummers en websites van initiatieven, organisatoren en vacatures zijn alleen zichtbaar als je bent ingelogd. Zo beschermen we de privacy van de mensen achter de initiatieven en voorkomen we dat hun gegevens automatisch worden verzameld voor spam.\n\nEen account is gratis en snel aangemaakt. Daarna zie je de contactgegevens gewoon op de pagina.",
      links: [{ to: "/auth", label: "Inloggen of registreren" }],
    },
    {
      question: "Hoe word ik vrijwilliger of reageer ik op een vacature?",
      answer:
        "Zoek onder ‘Doe Mee’ een vacature die bij je past en open hem voor alle details, zoals wat er van je gevraagd wordt, het aantal uren per week en de duur. Log in om de contactgegevens te zien en neem dan rechtstreeks contact op met het initiatief, per e-mail of telefoon.\n\nDit doet Nederland brengt jullie met elkaar in contact; verdere afspraken maak je samen met het initiatief.",
      links: [{ to: "/vacatures", label: "Naar de vacatures" }],
    },
    {
      question: "Hoe werken favorieten?",
      answer:
        "Met de favorietenknop op een initiatief, event of vacature bewaar je het in je favorieten. Je vindt ze terug onder ‘Favorieten’ in je gebruikersmenu, netjes verdeeld over initiatieven, events en vacatures. Klik nogmaals op de knop om iets uit je favorieten te verwijderen.\n\nOm favorieten te bewaren moet je ingelogd zijn.",
    },
    {
      question: "Hoe plaats ik een event of vacature?",
      answer:
        "Events en vacatures plaats je altijd onder een eigen initiatief. Heb je nog geen initiatief op Dit doet Nederland, meld er dan eerst een aan.\n\nKies daarna ‘Nieuw event’ of ‘Nieuwe vacature’, selecteer het initiatief waar het bij hoort en vul de gegevens in. Je kunt alleen kiezen uit initiatieven die je zelf hebt aangemeld.",
      links: [
        { to: "/nieuw-event", label: "Nieuw event" },
        { to: "/vacature/nieuw", label: "Nieuwe vacature" },
      ],
    },
    {
      question: "Kan ik mijn initiatief, events en vacatures later nog aanpassen?",
      answer:
        "Ja. Onder ‘Mijn items’ in je gebruikersmenu staan al je initiatieven, events en vacatures bij elkaar. Daar kun je ze bewerken of verwijderen. Alleen degene die een initiatief heeft aangemeld, kan het wijzigen.",
      links: [{ to: "/mijn-items", label: "Naar Mijn items" }],
    },
    {
      question: "Wat doen jullie met mijn gegevens?",
      answer:
        "We bewaren alleen wat nodig is om het platform te laten werken: je naam, je e-mailadres en een veilig opgeslagen wachtwoord voor je account, de profielgegevens die je zelf invult (zoals woonplaats, geboortedatum en een korte bio), je favorieten en de initiatieven, events en vacatures die je plaatst. Contactgegevens van initiatieven tonen we alleen aan ingelogde gebruikers.\n\nWil je stoppen? Onder ‘Instellingen’ kun je je account verwijderen. Daarmee verwijderen we ook je profiel, je favorieten en alles wat je op het platform hebt geplaatst.",
      links: [{ to: "/instellingen", label: "Naar Instellingen" }],
    },
    {
      question: "Wat is de matchingtool?",
      answer:
        "We werken aan een matchingtool die je helpt om snel initiatieven en vacatures te vinden die bij jouw interesses en jouw buurt passen. De matchingtool is binnenkort beschikbaar.\n\nTot die tijd vind je alle openstaande vacatures onder ‘Doe Mee’ en kun je initiatieven zoeken op thema, provincie en plaats.",
    },
  ];
}

export function loader() {
  return { items: faqItems(env().MODERATION) };
}

export const meta: Route.MetaFunction = (args) => [
  ...seoMeta(args, {
    name: "Veelgestelde vragen",
    description:
      "Antwoorden op veelgestelde vragen over Dit doet Nederland: initiatieven aanmelden, events en vacatures vinden, privacy en meer.",
  }),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: (args.loaderData?.items ?? []).map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer.replace(/\n\s*\n/g, " ") },
      })),
    },
  },
];

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader
        title="Veelgestelde vragen"
        intro="Hier vind je antwoorden op de vragen die we het vaakst krijgen over Dit doet Nederland."
      />
      <div className="border-t border-border">
        {loaderData.items.map((item) => (
          // One shared name: opening a question closes the open one, no script needed.
          <details key={item.question} name="faq" className="group border-b border-border">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left hover:underline [&::-webkit-details-marker]:hidden">
              <h2 className="text-base font-medium">{item.question}</h2>
              <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <div className="flex flex-col gap-3 pb-4 text-sm leading-relaxed text-muted-foreground">
              {item.answer.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.links ? (
                <ul className="flex flex-wrap gap-x-5 gap-y-1">
                  {item.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="font-medium text-primary underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </details>
        ))}
      </div>
      <section
        aria-labelledby="vraag-niet-gevonden"
        className="mt-10 flex flex-col items-start gap-3 rounded-lg border border-border bg-muted p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <MessageCircleQuestion className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 id="vraag-niet-gevonden" className="font-semibold text-lg">
              Staat je vraag er niet bij?
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Stuur ons een bericht. We reageren binnen 3 werkdagen.</p>
          </div>
        </div>
        <Button asChild>
          <Link to="/contact">Neem contact op</Link>
        </Button>
      </section>
    </div>
  );
}
