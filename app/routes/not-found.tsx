/** Any path without a route: the 404 page with a link home, HTTP 404. */
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
