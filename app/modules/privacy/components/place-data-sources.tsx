/** The privacy statement's credit of the place data: the CBS municipalities and the GeoNames postcode areas (CC BY 4.0). */
import { Section } from "~/components/page-section";

/** "Bronnen van plaatsgegevens" of /privacy; `linkClass` styles its links like the rest of the page. */
export function PlaceDataSources({ linkClass }: { linkClass: string }) {
  return (
    <Section id="bronnen" title="Bronnen van plaatsgegevens">
      <p>
        Welke gemeenten er zijn en in welke provincie ze liggen, komt van het Centraal Bureau voor de Statistiek (CBS). Het
        middelpunt van elk postcodegebied (de vier cijfers van een postcode) komt van{" "}
        <a href="https://www.geonames.org" className={linkClass} rel="noreferrer">
          GeoNames
        </a>
        , onder de licentie{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/deed.nl" className={linkClass} rel="noreferrer">
          Creative Commons Naamsvermelding 4.0
        </a>
        . Daarmee berekenen we afstanden; we gebruiken er geen adressen voor.
      </p>
    </Section>
  );
}
