/**
 * The "Doe Mee" section of a vacancy page for a visitor: a link "Log in om te reageren" to /auth,
 * which sends them back to the vacancy afterwards. No form and no validation code: it is part of
 * the JavaScript every visitor loads (docs/decisions/010-performance.md).
 */
import { Link } from "react-router";
import { DetailSection } from "~/components/detail-layout";
import { Button } from "~/components/ui/button";

/**
 * The visitor's "Doe Mee" section.
 * @param props.href the sign-in address the loader built (`responseLoginHref`), so this chunk
 *   carries no address code of its own
 */
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
