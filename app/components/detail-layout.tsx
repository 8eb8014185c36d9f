/**
 * The one layout of the detail pages (initiative, event, vacancy): the JSON-LD block, an optional
 * status notice for the owner of an item visitors cannot see, a link back to the list, and a two-column grid (one column on a phone) whose main column starts with the
 * item's picture when it has one (`media`), then a header (badges left, actions such as
 * "Bewerken" and the favourite button right, the h1 with an initiative's logo before it, then
 * the page's own intro lines) followed by the page's sections; the side column holds the contact
 * card.
 */
import { ArrowLeft } from "~/components/icons";
import type * as React from "react";
import { Link } from "react-router";
import { JsonLd } from "./json-ld";

/** A section of a detail page: an h2 (`id` labels the section) and its content. */
export function DetailSection({ id, title, className, children }: { id: string; title: string; className?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={className ?? "flex flex-col gap-3"}>
      <h2 id={id} className="font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A detail page: see the module comment for the parts and their places. */
export function DetailLayout({
  jsonLd,
  back,
  badges,
  actions,
  title,
  logo,
  media,
  intro,
  aside,
  notice,
  children,
}: {
  /** schema.org data built by the loader; null for a page that is not public (no structured data). */
  jsonLd: object | null;
  /** A status notice above everything else, e.g. for the owner of an inactive vacancy. */
  notice?: React.ReactNode;
  /** The link back to the list, e.g. `{ to: "/events", label: "Alle events" }`. */
  back: { to: string; label: string };
  badges: React.ReactNode;
  actions: React.ReactNode;
  /** The h1. */
  title: string;
  /** A small square picture before the h1 (an initiative's logo). */
  logo?: React.ReactNode;
  /** The item's picture, above the header (the page's first and largest picture). */
  media?: React.ReactNode;
  /** Lines under the h1 (description, place, date, initiative). */
  intro?: React.ReactNode;
  /** The side column (contact card). */
  aside: React.ReactNode;
  /** The sections of the main column. */
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      {notice}
      <Link to={back.to} className="mb-4 inline-flex items-center gap-1 text-sm text-primary underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {back.label}
      </Link>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {media}
          <header className="flex flex-col gap-3">
            <div className="flex flex-wrap items-start justify-between gap-3">
              {badges}
              <div className="flex items-center gap-2">{actions}</div>
            </div>
            {logo ? (
              <div className="flex items-center gap-4">
                {logo}
                <h1 className="min-w-0 font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
              </div>
            ) : (
              <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
            )}
            {intro}
          </header>
          {children}
        </div>
        <aside className="flex flex-col gap-4">{aside}</aside>
      </div>
    </article>
  );
}
