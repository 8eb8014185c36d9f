/** /sitemap/{type}/{page}.xml: one sitemap file of the index; anything else, or a page past the last, is a 404. */
import { env } from "~/lib/env.server";
import { sitemapPageXml } from "~/modules/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

/** The sitemap as application/xml, cacheable for an hour. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file);
  const xml = match ? await sitemapPageXml(env().SITE_URL, params.type, Number(match[1])) : null;
  if (xml === null) {
    return new Response("Deze sitemap bestaat niet.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
