/**
 * The content of the privacy statement's table "Welke gegevens we bewaren, waarom en hoe lang"
 * (/privacy) and the lifetimes the page names, taken from the settings the code uses, so the
 * statement cannot drift from what the platform does.
 */
import {
  durationInDutch,
  FAILED_MAIL_RETENTION_SECONDS,
  RATE_LIMIT_RETENTION_SECONDS,
  RESET_TTL,
  SESSION_MAX_AGE,
  VERIFICATION_TTL,
} from "~/lib/account-lifetimes";

/** The lifetimes as the page names them ("7 dagen", "24 uur", "1 uur"), from the settings the code uses. */
export const SESSION_LIFETIME = durationInDutch(SESSION_MAX_AGE);
export const VERIFICATION_LIFETIME = durationInDutch(VERIFICATION_TTL);
export const RESET_LIFETIME = durationInDutch(RESET_TTL);
export const RATE_LIMIT_RETENTION = durationInDutch(RATE_LIMIT_RETENTION_SECONDS);
export const FAILED_MAIL_LIFETIME = durationInDutch(FAILED_MAIL_RETENTION_SECONDS);

/** One row of the "what we store" table. */
export interface DataRow {
  what: string;
  details: string;
  why: string;
  howLong: string;
}

export const dataRows: readonly DataRow[] = [
  {
    what: "Je account",
    details:
      "Je volledige naam, je e-mailadres, je wachtwoord, of je e-mailadres bevestigd is en de datum waarop je het account hebt gemaakt. Je wachtwoord bewaren we nooit zelf: we bewaren alleen een hash (een versleutelde afdruk, gemaakt met scrypt). Daaruit kan niemand je wachtwoord terughalen, ook wij niet.",
    why: "Zodat je kunt inloggen en wij weten welk account van jou is.",
    howLong: "Tot je je account verwijdert.",
  },
  {
    what: "Inloggen met Google",
    details:
      "Kies je voor ‘Inloggen met Google’, dan bewaren we je Google-account-id en de sleutels (tokens) die Google ons bij het inloggen geeft. Je hebt dan bij ons geen wachtwoord.",
    why: "Zodat je met je Google-account kunt inloggen.",
    howLong: "Tot je je account verwijdert.",
  },
  {
    what: "Sessies (ingelogd blijven)",
    details: "Een sessiesleutel, en per sessie het IP-adres en de browser (user agent) waarmee je inlogde.",
    why: "Zodat je ingelogd blijft terwijl je het platform gebruikt, en om je account te beveiligen.",
    howLong: `Tot je uitlogt, of tot de sessie verloopt: na ${SESSION_LIFETIME} zonder gebruik. Als je uitlogt, beëindigen we al je sessies, ook op andere apparaten.`,
  },
  {
    what: "Eenmalige links",
    details: "Een code in de link om je e-mailadres te bevestigen, of om een nieuw wachtwoord in te stellen.",
    why: "Zodat alleen jij je e-mailadres kunt bevestigen of je wachtwoord kunt herstellen.",
    howLong: `Een bevestigingslink werkt ${VERIFICATION_LIFETIME}. Een link voor een nieuw wachtwoord werkt ${RESET_LIFETIME} en maar één keer. Daarna werkt de link niet meer.`,
  },
  {
    what: "Je profiel (als je dat invult)",
    details:
      "Wat je zelf invult bij Instellingen: voornaam, achternaam, een korte tekst over jezelf (bio), e-mailadres, geboortedatum, woonplaats en de postcode van waar je woont (alleen de vier cijfers). Alle velden zijn niet verplicht. Je postcode ziet niemand behalve jij; we gebruiken hem alleen om voor jou in de buurt te zoeken.",
    why: "Zodat je je profiel kunt aanvullen zoals jij dat wilt.",
    howLong: "Tot je het aanpast of je account verwijdert.",
  },
  {
    what: "Wat je publiceert",
    details:
      "Je initiatieven (met contact-e-mailadres, telefoonnummer en website), je events (met naam, e-mailadres, telefoonnummer en website van de organisator) en je vacatures (met contact-e-mailadres en telefoonnummer).",
    why: "Zodat anderen je initiatief, events en vacatures kunnen vinden en contact met je kunnen opnemen.",
    howLong: "Tot je het zelf verwijdert of je account verwijdert.",
  },
  {
    what: "Aanmeldingen voor events",
    details:
      "Voor welke events je je aanmeldt, of je een plek hebt of op de wachtlijst staat, en wanneer. De organisator van dat event ziet je naam en e-mailadres, en kan ze downloaden; andere bezoekers en leden zien alleen het aantal deelnemers.",
    why: "Zodat de organisator weet wie er komt, je bericht kan sturen over het event, en zodat we je een bevestiging en een herinnering kunnen mailen.",
    howLong: "Tot je je afmeldt, het event verwijderd wordt of je je account verwijdert.",
  },
  {
    what: "Reacties op vacatures",
    details:
      "Als je op een vacature reageert met ‘Ik doe mee’: je motivatie, je telefoonnummer als je dat invult, de status die de organisator kiest en wanneer. De organisator van die vacature ziet ze met je naam en e-mailadres; niemand anders.",
    why: "Zodat de organisator contact met je kan opnemen over het vrijwilligerswerk.",
    howLong: "Tot je je reactie intrekt, de vacature verwijderd wordt of je je account verwijdert.",
  },
  {
    what: "Agenda-abonnement",
    details: "Een geheime link waarmee je agenda-app de events ophaalt waarvoor je je hebt aangemeld.",
    why: "Zodat je aanmeldingen vanzelf in je eigen agenda staan.",
    howLong: "Tot je een nieuwe link maakt (de oude werkt dan niet meer) of je account verwijdert.",
  },
  {
    what: "E-mails die nog verstuurd worden",
    details:
      "Een e-mail aan jou (zoals een bevestiging of herinnering) staat kort in een wachtrij tot onze mailserver hem heeft verstuurd. Lukt versturen ook na herhaalde pogingen niet, dan bewaren we hem met de foutmelding, zodat een beheerder kan zien wat er misging.",
    why: "Zodat geen e-mail verloren gaat als de mailserver even niet bereikbaar is.",
    howLong: `Tot de e-mail verstuurd is; een e-mail die niet te versturen was ${FAILED_MAIL_LIFETIME}, of korter als je je account verwijdert.`,
  },
  {
    what: "Favorieten",
    details: "Welke initiatieven, events en vacatures je als favoriet hebt bewaard.",
    why: "Zodat je ze later makkelijk terugvindt.",
    howLong: "Tot je ze weghaalt of je account verwijdert.",
  },
  {
    what: "Feedback",
    details: "De berichten die je ons stuurt met de feedbackknop, met je naam en e-mailadres.",
    why: "Zodat we je feedback kunnen lezen en het platform beter kunnen maken.",
    howLong: "Tot je je account verwijdert.",
  },
  {
    what: "Meldingen",
    details:
      "Als je een initiatief, event of vacature meldt: de reden, je toelichting en het tijdstip. Ben je ingelogd, dan bewaren we ook bij welk account de melding hoort. De eigenaar van het item ziet nooit wie er meldde; moderatoren zien alleen de reden, de toelichting en de datum.",
    why: "Zodat een moderator kan beoordelen of een item op het platform hoort, en om misbruik van het meldformulier te beperken.",
    howLong: "Tot je je account verwijdert, of tot het gemelde item verwijderd wordt.",
  },
  {
    what: "Contactberichten",
    details:
      "De berichten die je met het contactformulier stuurt: naam, e-mailadres, onderwerp en bericht, en je account als je bent ingelogd.",
    why: "Zodat een moderator je bericht kan lezen en beantwoorden.",
    howLong: "Tot je je account verwijdert. Stuurde je het zonder in te loggen, vraag ons dan via het contactformulier om het te verwijderen.",
  },
  {
    what: "Rol op het platform",
    details: "Alleen als je een taak op het platform hebt, zoals moderator of beheerder.",
    why: "Zodat je die taak kunt uitvoeren.",
    howLong: "Tot je je account verwijdert.",
  },
  {
    what: "Tweestapsverificatie",
    details:
      "Als je inloggen met een code uit een authenticator-app aanzet: de geheime sleutel en je back-upcodes, versleuteld opgeslagen.",
    why: "Zodat alleen jij kunt inloggen, ook als iemand je wachtwoord kent.",
    howLong: "Tot je tweestapsverificatie uitzet of je account verwijdert.",
  },
  {
    what: "Moderatie",
    details:
      "Als een moderator een item van jou goedkeurt, afwijst of verbergt, of je account blokkeert: wat er gebeurde, wanneer en de reden die je te horen kreeg.",
    why: "Zodat moderatoren verantwoording kunnen afleggen over wat ze doen, en jij kunt zien waarom.",
    howLong: "Zolang het platform bestaat; na het verwijderen van je account staat je naam er niet meer bij.",
  },
  {
    what: "Bescherming tegen misbruik",
    details:
      "Tellers van het aantal pogingen om in te loggen of te registreren, per IP-adres en per e-mailadres; van het aantal meldingen, contactberichten en feedback per IP-adres of per account; en van reacties, berichten en wijzigingen die een ander een e-mail sturen, per account, vacature of event.",
    why: "Om te voorkomen dat iemand eindeloos wachtwoorden probeert, heel veel nepaccounts maakt of anderen met e-mails overspoelt.",
    howLong: `We verwijderen de tellers automatisch zodra de periode voorbij is, binnen ${RATE_LIMIT_RETENTION}.`,
  },
];
