/**
 * The server's composition root: registers the hooks (app/compose.server.ts) when loaded, and
 * starts and stops the database, the seeding and the background workers. The build's entry module
 * (app/entry.server.tsx) re-exports {@link startup} and {@link shutdown} for server.ts.
 */
import { composeApp } from "./compose.server";
import { seedMunicipalities } from "./db/seed/municipalities.server";
import type { Database } from "./lib/db.server";
import { startDataVersionWatch, stopDataVersionWatch } from "./lib/data-version.server";
import { shutdown as closeLifecycle, startup as openLifecycle } from "./lib/lifecycle.server";
import { startMailWorker, stopMailWorker } from "./lib/mail-queue.server";
import { startImageWorker, stopImageWorker } from "./modules/images/worker.server";
import { startModerationDigests, stopModerationDigests } from "./modules/moderation/digest.server";
import { startSavedSearchAlerts, stopSavedSearchAlerts } from "./modules/notifications/alerts.server";
import { startNotificationWorker, stopNotificationWorker } from "./modules/notifications/delivery.server";
import { startAdminChannel, stopAdminChannel } from "./modules/operations/admin-channel.server";
import { startMatchQuestions, stopMatchQuestions } from "./modules/participation/match-questions.server";
import { startEventReminders, stopEventReminders } from "./modules/participation/reminders.server";

// On load, not in startup: the dev server renders through the entry without calling startup.
composeApp();

/**
 * Start-up seeding: always the municipalities; with demo data on, the demo content (loaded only
 * then, so a production start without demo data never reads it).
 */
export async function seedAtStartup(db: Database, demo: boolean): Promise<{ seeded: boolean; refreshedDemoEvents: number }> {
  if (!demo) {
    await seedMunicipalities(db);
    return { seeded: false, refreshedDemoEvents: 0 };
  }
  const { seedDemoAtStartup } = await import("./demo-data.server");
  return seedDemoAtStartup(db);
}

/** Opens, migrates and seeds the database, without workers (also `npm run dev`'s preparation). @throws Error on bad config or no database */
export function prepareDatabase(): ReturnType<typeof openLifecycle> {
  return openLifecycle(seedAtStartup);
}

/** Prepares the database, starts the data-version watch, workers, timers and (PGlite only) the admin channel. */
export async function startup(): ReturnType<typeof openLifecycle> {
  const started = await prepareDatabase();
  await startDataVersionWatch();
  if (started.database === "pglite") await startAdminChannel();
  startMailWorker();
  startImageWorker();
  startModerationDigests();
  startEventReminders();
  startMatchQuestions();
  startSavedSearchAlerts();
  startNotificationWorker();
  return started;
}

/** Stops the timers and workers (waiting for work under way) and closes the database. Safe to call twice. */
export async function shutdown(): Promise<void> {
  stopModerationDigests();
  stopEventReminders();
  stopMatchQuestions();
  await stopSavedSearchAlerts();
  await stopNotificationWorker();
  await stopMailWorker();
  await stopImageWorker();
  await stopAdminChannel();
  await stopDataVersionWatch();
  await closeLifecycle();
}
