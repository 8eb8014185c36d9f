/** A titled card section of a settings-style page (member settings, calendar feed). */
import type * as React from "react";
import { TriangleAlert } from "~/components/icons";
import { Card } from "~/components/ui/card";

/** A titled card; `danger` draws it red with a warning icon (the "Gevarenzone"). */
export function SectionCard({
  id,
  title,
  intro,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className={danger ? "flex flex-col gap-4 border-2! border-destructive! p-5 sm:p-6" : "flex flex-col gap-4 p-5 sm:p-6"}>
        <div className="flex flex-col gap-1">
          <h2 id={id} className={danger ? "flex items-center gap-2 font-semibold text-destructive text-xl" : "font-semibold text-xl"}>
            {danger ? <TriangleAlert className="size-5 shrink-0" aria-hidden="true" /> : null}
            {title}
          </h2>
          {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </Card>
    </section>
  );
}
