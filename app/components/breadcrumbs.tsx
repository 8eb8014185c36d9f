/** The breadcrumb trail above a page's title: links up the hierarchy, then the page itself. */
import { SiteLink } from "~/components/site-link";

/**
 * @param props.trail the pages above this one, from the home page down
 * @param props.current the shown page's name (not a link, `aria-current="page"`)
 */
export function Breadcrumbs({ trail, current }: { trail: readonly { to: string; label: string }[]; current: string }) {
  return (
    <nav aria-label="Kruimelpad" className="text-sm">
      <ol className="flex flex-wrap gap-1 text-muted-foreground">
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <SiteLink to={crumb.to} className="text-primary underline">
              {crumb.label}
            </SiteLink>{" "}
            /
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
