/**
 * Prepares the configured database for `npm run dev`: migrates it and, when it is empty, loads
 * the reference data and (per DEMO_DATA) the demo content, exactly as the production server
 * does at start. Closes the database again so the dev server can open it.
 */
import { shutdown } from "../app/lib/lifecycle.server";
import { prepareDatabase } from "../app/startup.server";

try {
  const result = await prepareDatabase();
  console.log(`Database klaar (${result.database}${result.seeded ? ", demo-inhoud geladen" : ""})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await shutdown();
}
