/** The visitor's "Doe Mee" section: a sign-in link. No form or validation code: every visitor loads it. */
import { Link } from "react-router";
import { DetailSection } from "~/components/detail-layout";
import { Button } from "~/components/ui/button";

/** @param props.href built by the loader (`responseLoginHref`), so this chunk carries no address code */
export function ResponseLoginLink({ href }: { href: string }) {
  return (
    <DetailSection id="meedoen" title="Doe Mee">
      <p className="text-muted-foreground">Wil je meedoen? Laat de organisator weten waarom, dan nemen ze contact met je op.</p>
      <div>
        <Button asChild>
          <Link to={href} rel="nofollow">
            Log in om te reageren
          </Link>
        </Button>
      </div>
    </DetailSection>
  );
}
