/**
 * Loading the demo content with its pictures: the seed (app/db/seed) and the images module
 * together. Imported dynamically by app/startup.server.ts only when demo data is on.
 */
import type { Database } from "./lib/db.server";
import type { FileStorage } from "./lib/storage.server";
import { seedMunicipalities } from "./db/seed/municipalities.server";
import { isDatabaseEmpty, refreshDemoDates, seedDemo } from "./db/seed/seed.server";
import { seedDemoImages } from "./modules/images/demo-images.server";

/**
 * Start-up seeding: always the municipalities; the demo content and its pictures only when `demo`
 * is true and there are no initiatives yet. `storage` is for a server with another DATA_DIR.
 */
export async function seedIfEmpty(
  db: Database,
  { demo, storage }: { demo: boolean; storage?: FileStorage },
): Promise<{ seeded: boolean }> {
  await seedMunicipalities(db);
  if (!demo || !(await isDatabaseEmpty(db))) return { seeded: false };
  await seedDemo(db);
  await seedDemoImages(db, storage ? { storage } : {});
  return { seeded: true };
}

/**
 * The start's seeding with demo data on: the municipalities, then the demo content and pictures
 * into an empty database, or else the demo events moved back to their distance from today.
 */
export async function seedDemoAtStartup(db: Database): Promise<{ seeded: boolean; refreshedDemoEvents: number }> {
  const { seeded } = await seedIfEmpty(db, { demo: true });
  return { seeded, refreshedDemoEvents: seeded ? 0 : await refreshDemoDates(db) };
}
