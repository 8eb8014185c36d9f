/**
 * GET /healthz for load balancers: 200 "ok" when the process is up and the database answers,
 * 503 otherwise. No HTML, no caching.
 */
import { sql } from "drizzle-orm";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

export async function loader() {
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return new Response("ok", { headers });
  } catch (error) {
    logger.error({ err: error }, "healthz: database unreachable");
    return new Response("database unreachable", { status: 503, headers });
  }
}
