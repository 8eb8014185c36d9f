/** Building blocks of the /ontwikkelaars page. */
export { Section } from "~/components/page-section";

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


/** Dutch names of the API's list endpoints, for the parameter tables. */
export const LIST_TITLES: Record<string, string> = {
  "/api/v1/initiatives": "Initiatieven",
  "/api/v1/events": "Events",
  "/api/v1/vacancies": "Vacatures",
};
