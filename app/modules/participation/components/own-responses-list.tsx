/**
 * A member's own responses to vacancies (rows of `listResponsesOf`), each with "Intrekken" behind the
 * shared confirmation, which returns to `redirectTo`. Works without JavaScript.
 */
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/format";
import type { OwnResponseRow } from "../responses.server";
import { ResponseStatusBadge } from "./response-status-badge";
import { WithdrawResponse } from "./withdraw-response";

export type OwnResponseRowData = Omit<OwnResponseRow, "created_at"> & { created_at: Date | string };

/**
 * The member's responses as given, or an empty state linking to /vacatures.
 * @param props.redirectTo the local path of the page the list is on
 */
export function OwnResponsesList({ responses, redirectTo }: { responses: OwnResponseRowData[]; redirectTo: string }) {
  if (responses.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
        <p className="font-medium">Je hebt nog nergens op gereageerd.</p>
        <p className="max-w-md text-sm text-muted-foreground">Zoek een vacature die bij je past en laat weten dat je mee wilt doen.</p>
        <Button asChild>
          <Link to="/vacatures">Vacatures bekijken</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {responses.map((response) => (
        <li key={response.vacancy_id}>
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1.5">
                <h3 className="font-semibold text-lg leading-snug break-words">
                  {response.is_public ? (
                    <Link to={`/vacature/${response.vacancy_id}`} className="text-primary underline-offset-4 hover:underline">
                      {response.title}
                    </Link>
                  ) : (
                    response.title
                  )}
                </h3>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
                  <ResponseStatusBadge status={response.status} />
                  <span>Bij {response.initiative_name}</span>
                  <span>
                    Verstuurd op <time dateTime={new Date(response.created_at).toISOString()}>{formatDate(response.created_at)}</time>
                  </span>
                  {response.is_public ? null : <span>Vacature niet meer actief</span>}
                </div>
              </div>
              <div className="flex max-w-full flex-wrap items-start gap-2">
                <WithdrawResponse vacancyId={response.vacancy_id} title={response.title} redirectTo={redirectTo} triggerText="Intrekken" size="sm" />
              </div>
            </div>
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">Je motivatie</summary>
              <p className="mt-2 whitespace-pre-line break-words">{response.motivation}</p>
            </details>
          </Card>
        </li>
      ))}
    </ul>
  );
}
