import { ChevronLeft, ChevronRight } from "~/components/icons";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/utils";

/** The current URL with `pagina` set to `page` (page 1 drops the parameter). */
function pageHref(search: string, pathname: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("pagina");
  else params.set("pagina", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const linkClass =
  "inline-flex h-10 items-center gap-1 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted";

/** "Vorige / Pagina x van y / Volgende" links that keep every filter in the URL. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { search, pathname } = useLocation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginering" className="mt-6 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={pageHref(search, pathname, page - 1)} className={linkClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" /> Vorige
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Pagina {page} van {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(search, pathname, page + 1)} className={cn(linkClass)} rel="next">
          Volgende <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
