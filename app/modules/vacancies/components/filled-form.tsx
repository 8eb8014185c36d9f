/**
 * The organizer's "Vervuld" switch on a vacancy page: plain form posts to /vacature/{id}/vervuld, so
 * it works without JavaScript; marking filled asks for confirmation by opening a disclosure first.
 */
import { Button } from "~/components/ui/button";

export function FilledForm({ vacancyId, filled }: { vacancyId: string; filled: boolean }) {
  const action = `/vacature/${vacancyId}/vervuld`;
  if (filled) {
    return (
      <form method="post" action={action} className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">Je hebt deze vacature als vervuld gemarkeerd; niemand kan nog reageren.</p>
        <input type="hidden" name="vervuld" value="nee" />
        <Button type="submit" variant="outline" className="self-start">
          Toch weer openzetten
        </Button>
      </form>
    );
  }
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Markeren als vervuld</summary>
      <form method="post" action={action} className="mt-3 flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          De vacature blijft zichtbaar met &ldquo;Vervuld&rdquo; en niemand kan nog reageren. Je kunt dit later ongedaan maken.
        </p>
        <input type="hidden" name="vervuld" value="ja" />
        <Button type="submit" className="self-start">
          Ja, deze vacature is vervuld
        </Button>
      </form>
    </details>
  );
}
