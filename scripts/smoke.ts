import { openDatabase } from "../app/lib/db.server";
import { sql } from "drizzle-orm";
const t=Date.now();
const h = await openDatabase("memory://");
console.log("migrated in", Date.now()-t, "ms");
console.log(await h.db.execute(sql`select count(*) from pg_extension where extname='pg_trgm'`));
await h.close();
