/** /robots.txt (rules in app/modules/seo/sitemap.server.ts and docs/decisions/008-seo-structured-data.md). */
import { env } from "~/lib/env.server";
import { robotsTxt } from "~/modules/seo/sitemap.server";

/** The robots.txt as text/plain, cacheable for an hour. */
export function loader() {
  return new Response(robotsTxt(env().SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
