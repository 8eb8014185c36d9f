import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";

/** Footer links; /auth only when logged out. */
export function footerLinks(loggedIn: boolean) {
  return [
    { to: "/initiatieven", label: "Initiatieven" },
    { to: "/events", label: "Events" },
    { to: "/nieuw-initiatief", label: "Initiatief aanmelden" },
    ...(loggedIn ? [] : [{ to: "/auth", label: "Inloggen / Registreren" }]),
    { to: "/vacatures", label: "Doe Mee" },
    { to: "/gemeenten", label: "Gemeenten" },
    { to: "/faq", label: "FAQ" },
    { to: "/over-ons", label: "Over ons" },
    { to: "/contact", label: "Contact" },
    { to: "/op-je-eigen-site", label: "Op je eigen site" },
  ];
}

/**
 * The footer. `feedback` is the member's feedback button (a link below xl, a tab at the window's
 * edge from xl), composed by the root layout; none for visitors.
 */
export function SiteFooter({ loggedIn, feedback = null }: { loggedIn: boolean; feedback?: ReactNode }) {
  return (
    <footer className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div>
          <p className="font-bold text-primary text-lg">Dit doet Nederland</p>
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">
            Het gratis platform voor burgerinitiatieven in heel Nederland: ontdek wat er in jouw buurt gebeurt en doe mee.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {footerLinks(loggedIn).map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className="inline-block py-1.5 text-sm text-foreground underline-offset-4 hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
            {feedback ? <li>{feedback}</li> : null}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl border-t border-border px-4 pt-4 pb-10">
        <nav aria-label="Over dit platform">
          <ul className="flex flex-wrap gap-x-5 text-sm">
            <li>
              <SiteLink to="/privacy" className="inline-block py-1.5 underline-offset-4 hover:underline">
                Privacyverklaring
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/voorwaarden" className="inline-block py-1.5 underline-offset-4 hover:underline">
                Gebruiksvoorwaarden
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/toegankelijkheid" className="inline-block py-1.5 underline-offset-4 hover:underline">
                Toegankelijkheid
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/ontwikkelaars" className="inline-block py-1.5 underline-offset-4 hover:underline">
                Open data
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
