import type { ReactNode } from "react";

/**
 * A section of a text page (privacy, terms, the developers' page): an h2 that names it, so it is a
 * labelled region screen readers can jump to.
 * @param id the heading's id (unique on the page)
 */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-semibold text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
