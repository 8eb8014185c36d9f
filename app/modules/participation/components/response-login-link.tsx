/**
 * The "Doe mee" section of a vacancy page for a visitor: a link "Log in om te reageren" to /auth,
 * which sends them back to the vacancy afterwards. No form and no validation code: it is part of
 * the JavaScript every visitor loads (docs/decisions/010-performance.md).
 */
import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { DetailSection } from "~/components/detail-layout";
import { Button } from "~/components/ui/button";
import { responseLoginHref } from "../paths";

/** The visitor's "Doe mee" section of vacancy `vacancyId`. */
export function ResponseLoginLink({ vacancyId }: { vacancyId: string }) {
  return (
    <DetailSection id="meedoen" title="Doe mee">
      <p className="text-muted-foreground">Wil je meedoen? Laat de organisator weten waarom, dan nemen ze contact met je op.</p>
      <div>
        <Button asChild>
          <Link to={responseLoginHref(vacancyId)} rel="nofollow">
            <LogIn aria-hidden="true" />
            Log in om te reageren
          </Link>
        </Button>
      </div>
    </DetailSection>
  );
}
