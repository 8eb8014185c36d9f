/**
 * The municipality page's radius search: a GET form for `bij` and `straal`, so it works without
 * JavaScript, and the way back to the municipality alone.
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import type { NearFilter } from "~/lib/list-params";

/** @param radii the radii to offer, km, the default first (from the loader, so the list rules stay on the server) */
export function NearbyForm({ slug, name, near, radii }: { slug: string; name: string; near: NearFilter | null; radii: readonly number[] }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={`Zoeken in de buurt van ${name}`}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="bij">In de buurt van</Label>
        <Input id="bij" type="text" name="bij" defaultValue={near?.text ?? name} placeholder="Postcode of plaats" autoComplete="off" maxLength={100} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="straal">Straal</Label>
        <NativeSelect id="straal" name="straal" defaultValue={String(near?.radiusKm ?? radii[0])}>
          {[...radii].sort((a, b) => a - b).map((km) => (
            <option key={km} value={km}>
              {km} km
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="secondary">
        Zoek in de buurt
      </Button>
      {near ? (
        <Link to={`/gemeente/${slug}`} className="text-sm text-primary underline">
          Alleen de gemeente {name}
        </Link>
      ) : null}
    </Form>
  );
}
