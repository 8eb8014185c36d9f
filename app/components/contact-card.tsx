import { Globe, Lock, Mail, Phone } from "~/components/icons";
import { Fragment } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

export interface ContactData {
  name?: string | null;
  email: string;
  phone: string | null;
  website: string | null;
}

/** A long address that offers line breaks after "/" and before ".", "@", "?", "#" or "&". */
export function BreakableAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=\/)|(?=[.@?#&])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A website address as shown: without "http(s)://" and without a trailing slash. */
export function shownWebsite(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

/**
 * The contact card of a detail page; a visitor (`contact` null, the server sent nothing) gets a
 * sign-in link instead (docs/product-rules.md#contact-visibility).
 */
export function ContactCard({ title = "Contact", contact }: { title?: string; contact: ContactData | null }) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-semibold text-lg">{title}</h2>
      {contact ? (
        <ul className="flex flex-col gap-2 text-sm">
          {contact.name ? <li className="font-medium">{contact.name}</li> : null}
          <li className="flex items-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <a href={`mailto:${contact.email}`} className="min-w-0 text-primary underline [overflow-wrap:anywhere]">
              <BreakableAddress text={contact.email} />
            </a>
          </li>
          {contact.phone ? (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:${contact.phone.replace(/\s+/g, "")}`} className="text-primary underline">
                {contact.phone}
              </a>
            </li>
          ) : null}
          {contact.website ? (
            <li className="flex items-center gap-2">
              <Globe className="size-4 shrink-0" aria-hidden="true" />
              <a href={contact.website} className="min-w-0 text-primary underline [overflow-wrap:anywhere]" rel="noopener noreferrer nofollow">
                <BreakableAddress text={shownWebsite(contact.website)} />
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <p className="flex items-start gap-2 text-muted-foreground">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Meld je aan om contactgegevens te bekijken
          </p>
          <Button asChild size="sm">
            <Link to="/auth">Inloggen of registreren</Link>
          </Button>
        </div>
      )}
    </Card>
  );
}
