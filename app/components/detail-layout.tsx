/** The one layout of the detail pages (initiative, event, vacancy): main column and a contact card aside. */
import { ArrowLeft } from "~/components/icons";
import type * as React from "react";
import { Link } from "react-router";
import { JsonLd } from "./json-ld";

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
  /** Null for a page that is not public (no structured data). */
  jsonLd: object | null;
  notice?: React.ReactNode;
  back: { to: string; label: string };
  badges: React.ReactNode;
  actions: React.ReactNode;
  title: string;
  /** A small square picture before the h1 (an initiative's logo). */
  logo?: React.ReactNode;
  /** The page's first and largest picture, above the header. */
  media?: React.ReactNode;
  intro?: React.ReactNode;
  aside: React.ReactNode;
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
