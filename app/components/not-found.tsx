import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** A centred message with one way back: used by the 404 page and the not-found states of §2. */
export function NotFound({
  title,
  children,
  backTo,
  backLabel,
}: {
  title: string;
  children?: React.ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="font-bold text-3xl">{title}</h1>
      {children ? <p className="text-muted-foreground">{children}</p> : null}
      <Button asChild>
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </section>
  );
}
