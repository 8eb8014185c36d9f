/**
 * "Bewaar deze zoekopdracht" on a list: a plain form post of the list's URL query (the server keeps
 * only the search and filters); a visitor gets a link to sign in first.
 */
import { Form, Link, useLocation } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Mail } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import type { SavedSearchKind } from "../saved-searches";

const LABEL = "Bewaar deze zoekopdracht";

export function SaveSearchButton({ kind, isMember }: { kind: SavedSearchKind; isMember: boolean }) {
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}`;
  if (!isMember) {
    const signIn = `/auth?${new URLSearchParams({ redirectTo: back, melding: "zoekopdracht" }).toString()}`;
    return (
      <Link to={signIn} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Mail aria-hidden="true" />
        {LABEL}
      </Link>
    );
  }
  return (
    <Form method="post" action="/instellingen/zoekopdrachten">
      <input type="hidden" name="soort" value={kind} />
      <input type="hidden" name="zoekopdracht" value={search} />
      <input type="hidden" name="terug" value={back} />
      <SubmitButton intent="save-search" variant="outline" size="sm" pendingText="Bewaren…">
        <Mail aria-hidden="true" />
        {LABEL}
      </SubmitButton>
    </Form>
  );
}
