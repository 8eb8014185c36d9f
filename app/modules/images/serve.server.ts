/**
 * Serving processed images: only the files listed on a ready image, never a raw upload; names carry a
 * content hash, so they are cached as immutable. Anything else is a Dutch 404.
 */
import { eq } from "drizzle-orm";
import { images } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import { fileStorage } from "~/lib/storage.server";
import { imageMessages } from "./types";
import { isNotModified } from "~/lib/conditional-get.server";

export const IMMUTABLE = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response(imageMessages.notFound, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The response for `/afbeelding/<id>/<file>`: 200, 304 on a matching If-None-Match, or 404.
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
