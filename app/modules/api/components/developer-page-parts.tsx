/**
 * Building blocks of the /ontwikkelaars page (app/routes/pages/developers.tsx): a scrollable code
 * block, a titled section and the Dutch names of the API's lists.
 */
import type { ReactNode } from "react";

/** A block of code or output that scrolls sideways on its own on a small screen. */
export function Code({ label, children }: { label: string; children: string }) {
  return (
    <pre
      tabIndex={0}
      role="region"
      aria-label={label}
      className="overflow-x-auto rounded-md border border-border bg-muted p-4 text-sm leading-snug"
    >
      <code>{children}</code>
    </pre>
  );
}

/** A section with its own heading, labelled by it. */
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

/** Dutch names of the API's list endpoints, for the parameter tables. */
export const LIST_TITLES: Record<string, string> = {
  "/api/v1/initiatives": "Initiatieven",
  "/api/v1/events": "Events",
  "/api/v1/vacancies": "Vacatures",
};
