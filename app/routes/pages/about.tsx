/** /over-ons: about the platform, ending with a call to action to /initiatieven and /nieuw-initiatief. */
import { Building2, CalendarDays, HandHeart, Heart, Lightbulb, Search, Users } from "~/components/icons";
import { Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { seoMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    name: "Over ons", description:
    "Dit doet Nederland maakt burgerinitiatieven zichtbaar en brengt mensen samen die zich willen inzetten voor hun buurt.",
  });

const activities = [
  {
    icon: Search,
    title: "Initiatieven vindbaar maken",
    text: "Eén overzicht van burgerinitiatieven in heel Nederland, te doorzoeken op thema, provincie, plaats en organisatievorm.",
  },
  {
    icon: CalendarDays,
    title: "Events in de kijker",
    text: "Bijeenkomsten, workshops, acties en festivals van initiatieven, zodat je weet waar je morgen al kunt aanschuiven.",
  },
  {
    icon: HandHeart,
    title: "Doe Mee: vrijwilligers vinden",
    text: "Initiatieven plaatsen vacatures voor vrijwilligers, bestuursleden en stagiairs; jij reageert rechtstreeks.",
  },
  {
    icon: Heart,
    title: "Gratis en zonder drempels",
    text: "Rondkijken kan zonder account. Met een gratis account meld je een initiatief aan, bewaar je favorieten en zie je contactgegevens.",
  },
] as const;

const audiences = [
  {
    icon: Users,
    title: "Inwoners",
    text: "Ontdek wat er in je straat, wijk of gemeente gebeurt en vind een plek waar jij je steentje kunt bijdragen.",
  },
  {
    icon: Lightbulb,
    title: "Initiatiefnemers",
    text: "Laat zien waar jullie aan werken, kondig je events aan en vind de mensen die je nodig hebt om te groeien.",
  },
  {
    icon: HandHeart,
    title: "Vrijwilligers",
    text: "Zoek vrijwilligerswerk dat past bij je tijd en interesses, van een paar uur per maand tot een bestuursfunctie.",
  },
  {
    icon: Building2,
    title: "Gemeenten en maatschappelijke organisaties",
    text: "Krijg zicht op wat inwoners zelf in beweging zetten, en vind initiatieven om mee samen te werken of te ondersteunen.",
  },
] as const;

export default function AboutRoute() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        title="Over ons"
        intro="Overal in Nederland zetten mensen zich in voor hun buurt. Dit doet Nederland laat zien wat zij samen voor elkaar krijgen."
      />
      <div className="flex flex-col gap-10 leading-relaxed">
        <section aria-labelledby="missie" className="flex flex-col gap-3">
          <h2 id="missie" className="font-semibold text-2xl">
            Missie
          </h2>
          <p>
            Dit doet Nederland wil burgerinitiatieven zichtbaar maken en mensen met elkaar verbinden. Van de energiecoöperatie
            in het dorp tot de moestuin om de hoek: we willen dat iedereen kan ontdekken wat er in de buurt gebeurt, en
            makkelijk kan meedoen.
          </p>
          <p>
            Initiatiefnemers doen vaak ontzettend waardevol werk, maar zijn lang niet altijd goed te vinden. Wij geven ze een
            plek waar ze hun verhaal kunnen vertellen, hun activiteiten kunnen aankondigen en nieuwe mensen kunnen vinden.
          </p>
        </section>

        <section aria-labelledby="visie" className="flex flex-col gap-3">
          <h2 id="visie" className="font-semibold text-2xl">
            Visie
          </h2>
          <p>
            Wij geloven dat veel maatschappelijke opgaven het best worden aangepakt door mensen die dicht bij elkaar wonen en
            werken. Buurtbewoners weten wat er speelt en hebben de energie om er iets aan te doen. Samen maken zij wijken
            groener, zorgzamer en hechter.
          </p>
          <p>
            Een sterke samenleving begint daarom bij initiatieven die elkaar kunnen vinden, van elkaar leren en op elkaar
            kunnen rekenen. Dit doet Nederland wil daarvoor de gezamenlijke, vrij toegankelijke plek zijn.
          </p>
        </section>

        <section aria-labelledby="wat-we-doen" className="flex flex-col gap-4">
          <h2 id="wat-we-doen" className="font-semibold text-2xl">
            Wat we doen
          </h2>
          <p>
            Dit doet Nederland is een gratis online platform met drie onderdelen: initiatieven, events en vacatures. Zo vind
            je niet alleen wie er actief is, maar ook wanneer je kunt langskomen en waar ze je hulp goed kunnen gebruiken.
          </p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {activities.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="flex h-full gap-3 p-5">
                  <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="voor-wie" className="flex flex-col gap-4">
          <h2 id="voor-wie" className="font-semibold text-2xl">
            Voor wie
          </h2>
          <p>Dit doet Nederland is er voor iedereen die iets wil betekenen voor zijn of haar omgeving, en in het bijzonder voor:</p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {audiences.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="flex h-full gap-3 p-5">
                  <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="doe-mee-cta"
          className="flex flex-col gap-4 rounded-lg bg-primary-soft p-6 text-primary-soft-foreground"
        >
          <h2 id="doe-mee-cta" className="font-semibold text-2xl">
            Doe Mee
          </h2>
          <p>
            Ben je benieuwd wat er bij jou in de buurt gebeurt, of zet je zelf iets op? Bekijk de initiatieven of meld jouw
            initiatief gratis aan.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/initiatieven">Bekijk initiatieven</Link>
            </Button>
            <Button asChild variant="accent">
              <Link to="/nieuw-initiatief">Meld je initiatief aan</Link>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
