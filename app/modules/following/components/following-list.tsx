/** The rows of /volgend: each followed initiative with a link and "Niet meer volgen" (a form post to /volgen, as the initiative page's button). */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { followTexts } from "../texts";

export interface FollowingListItem {
  id: string;
  name: string;
  city: string | null;
  /** "Sinds 3 november 2026", written by the loader. */
  since: string;
  is_public: boolean;
}

export function FollowingList({ items }: { items: FollowingListItem[] }) {
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{followTexts.empty}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="flex min-w-0 flex-col">
            {item.is_public ? (
              <Link to={`/initiatief/${item.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span className="font-semibold">{item.name} (nu niet zichtbaar)</span>
            )}
            <span className="text-sm text-muted-foreground">{[item.city, item.since].filter(Boolean).join(" · ")}</span>
          </div>
          <Form method="post" action="/volgen" preventScrollReset>
            <input type="hidden" name="initiative_id" value={item.id} />
            <input type="hidden" name="following" value="nee" />
            <input type="hidden" name="returnTo" value="/volgend" />
            <Button type="submit" variant="outline" size="sm" aria-label={`Niet meer volgen: ${item.name}`}>
              Niet meer volgen
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
