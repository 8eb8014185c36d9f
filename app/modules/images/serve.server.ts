/**
 * Serving processed images (docs/decisions/033-images.md): only the master and the variants listed
 * on a ready image are served, never a raw upload, each with its own content type and
 * `Cache-Control: public, max-age=31536000, immutable` (the names carry a content hash, so a file at
 * a URL never changes). Any other request answers 404 with a Dutch text. `X-Content-Type-Options:
 * nosniff` comes from the server, as on every response (app/lib/http.server.ts).
 */
import { eq } from "drizzle-orm";
import { images } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import { fileStorage } from "~/lib/storage.server";
import { imageMessages } from "./types";
import { isNotModified } from "~/lib/conditional-get.server";

/** Cache-Control of a served image file. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The Dutch 404. */
function notFound(): Response {
  return new Response(imageMessages.notFound, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The response for `/afbeelding/<id>/<file>`.
 * @param options.id the image's id from the URL (anything)
 * @param options.file the file name from the URL (anything)
 * @param options.request the request (a matching If-None-Match answers 304)
 * @returns 200 with the bytes, 304, or 404 with "Deze afbeelding bestaat niet (meer)."
 * @throws Error when the database or storage fails (the server answers 500)
 */
export async function imageFileResponse({ id, file, request }: { id: string | undefined; file: string | undefined; request: Request }): Promise<Response> {
  if (!isUuid(id) || !file || !/^[0-9a-f]{16}-(?:\d{1,5}|master)\.(?:avif|webp|jpg|png)$/.test(file)) return notFound();
  const db = await getDb();
  const [row] = await db
    .select({ status: images.status, master_key: images.master_key, variants: images.variants })
    .from(images)
    .where(eq(images.id, id.toLowerCase()))
    .limit(1);
  if (!row || row.status !== "ready") return notFound();
  const key = `images/${id.toLowerCase()}/${file}`;
  const listed = row.master_key === key || row.variants.some((variant) => variant.key === key);
  if (!listed) return notFound();
  const etag = `"${file.slice(0, 16)}"`;
  const headers = { "Cache-Control": IMMUTABLE, ETag: etag };
  if (isNotModified(request, { etag })) return new Response(null, { status: 304, headers });
  const stored = await fileStorage().get(key);
  if (!stored) return notFound();
  return new Response(new Uint8Array(stored.body), {
    status: 200,
    headers: { ...headers, "Content-Type": stored.contentType, "Content-Length": String(stored.body.length) },
  });
}
