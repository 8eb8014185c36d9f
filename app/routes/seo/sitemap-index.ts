/** /sitemap.xml: the sitemap index (app/modules/seo/sitemap.server.ts; docs/decisions/008-seo-structured-data.md). */
import { env } from "~/lib/env.server";
import { sitemapIndexXml } from "~/modules/seo/sitemap.server";

/** The index as application/xml, cacheable for an hour. */
export async function loader() {
  const xml = await sitemapIndexXml(env().SITE_URL);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
