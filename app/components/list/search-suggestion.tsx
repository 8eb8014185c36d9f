/** "Bedoelde je …?" under an empty search result: a link to the same list, filters kept, with the suggested term. */
import { Link, useLocation } from "react-router";

/** The current list URL with `zoek` set to `term` and back on the first page. */
export function withSearchTerm(search: string, term: string): string {
  const params = new URLSearchParams(search);
  params.set("zoek", term);
  params.delete("pagina");
  return `?${params.toString()}`;
}

export function SearchSuggestion({ term }: { term: string }) {
  const location = useLocation();
  return (
    <p className="mt-3 text-center">
      Bedoelde je{" "}
      <Link to={{ pathname: location.pathname, search: withSearchTerm(location.search, term) }} className="font-medium underline">
        {term}
      </Link>
      ?
    </p>
  );
}
