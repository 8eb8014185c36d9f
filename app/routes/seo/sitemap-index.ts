/** /sitemap.xml: the sitemap index (issue #5 §3; app/modules/seo/sitemap.server.ts). */
import { env } from "~/lib/env.server";
import { sitemapIndexXml } from "~/modules/seo/sitemap.server";

/** The index as application/xml, cacheable for an hour. */
export async function loader() {
  const xml = await sitemapIndexXml(env().SITE_URL);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
