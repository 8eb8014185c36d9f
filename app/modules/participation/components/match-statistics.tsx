/** /beheer's tables of responses and matches per month and per municipality (counts only). */
import { formatCount } from "~/lib/format";

interface Row {
  responses: number;
  matches: number;
}

/** "november 2026" for "2026-11". */
function monthLabel(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("nl-NL", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, number - 1, 1)));
}

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: (Row & { label: string })[] }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {head}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Reacties
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Matches
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-border">
              <th scope="row" className="py-2 pr-4 font-normal">
                {row.label}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{formatCount(row.responses)}</td>
              <td className="py-2 text-right tabular-nums">{formatCount(row.matches)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * @param months per month, newest first
 * @param municipalities per municipality, most responses first; null is "Zonder gemeente"
 */
export function MatchStatistics({
  months,
  municipalities,
}: {
  months: ({ month: string } & Row)[];
  municipalities: ({ municipality: string | null } & Row)[];
}) {
  return (
    <section aria-labelledby="matches-titel" className="flex flex-col gap-3">
      <h2 id="matches-titel" className="font-semibold text-xl">
        Reacties en matches
      </h2>
      <p className="text-muted-foreground text-sm">
        Reacties op vacatures in de afgelopen 12 maanden, en hoeveel daarvan volgens de vrijwilliger of de organisator tot een match
        leidden. Ook in de open data: /api/v1/matches.
      </p>
      {months.length === 0 ? (
        <p>Nog geen reacties in de afgelopen 12 maanden.</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <CountTable caption="Reacties en matches per maand" head="Maand" rows={months.map((row) => ({ ...row, label: monthLabel(row.month) }))} />
          <CountTable
            caption="Reacties en matches per gemeente"
            head="Gemeente"
            rows={municipalities.slice(0, 25).map((row) => ({ ...row, label: row.municipality ?? "Zonder gemeente (landelijk, thuis of online)" }))}
          />
        </div>
      )}
    </section>
  );
}
