/** The home page's small "Voor jou" section for a member with a volunteer profile. */
import { ArrowRight, HandHeart } from "~/components/icons";
import { SiteLink } from "~/components/site-link";
import { FOR_YOU_PATH } from "../paths";

export function ForYouTeaser() {
  return (
    <section aria-labelledby="voor-jou" className="mx-auto max-w-6xl px-4 pt-10">
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <HandHeart className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 id="voor-jou" className="font-semibold text-xl">
              Voor jou
            </h2>
            <p className="text-sm text-muted-foreground">Vacatures en events die passen bij je vrijwilligersprofiel, met de reden erbij.</p>
          </div>
        </div>
        <SiteLink to={FOR_YOU_PATH} className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4">
          Bekijk wat bij je past
          <ArrowRight className="size-4" aria-hidden="true" />
        </SiteLink>
      </div>
    </section>
  );
}
