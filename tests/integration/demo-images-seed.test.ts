/**
 * The demo content's pictures (app/db/seed/images, manifest.json): seedDemoImages attaches them to
 * the seeded demo items as pending platform images, and the image worker makes them ready, so the
 * public views show them.
 */
import { eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, eventsPublic, images, initiatives, initiativesPublic, vacancies } from "~/db/schema";
import { demoImages, seedDemoImages } from "~/modules/images/demo-images.server";
import { demoId, seedDemo, seedMunicipalities, seedUuid } from "~/db/seed/seed.server";
import { fileStorage } from "~/lib/storage.server";
import { originalKey } from "~/modules/images/upload.server";
import { processPendingImages } from "~/modules/images/worker.server";
import { setupTestDatabase } from "../setup/database";

const { db } = setupTestDatabase();
const manifest = demoImages();

describe("seedDemoImages", () => {
  it("attaches every manifest picture to its demo item as a pending platform image with its text alternative", async () => {
    await seedMunicipalities(db());
    await seedDemo(db());
    expect(await seedDemoImages(db())).toBe(manifest.length);

    const rows = await db().select().from(images);
    expect(rows).toHaveLength(manifest.length);
    expect(rows.every((row) => row.status === "pending" && row.created_by === null && row.attached_at !== null)).toBe(true);

    const logo = manifest.find((image) => image.kind === "initiative" && image.prefix === "logo")!;
    const [initiative] = await db().select().from(initiatives).where(eq(initiatives.id, demoId("initiative", logo.key)));
    const [logoRow] = await db().select().from(images).where(eq(images.id, initiative!.logo_image_id!));
    expect(logoRow).toMatchObject({ role: "initiative_logo", alt: logo.alt });
    expect((await fileStorage().get(originalKey(logoRow!.id)))?.body.length).toBeGreaterThan(0);

    const [withEventImage] = await db().select({ n: sql<number>`count(*)::int` }).from(events).where(isNotNull(events.image_id));
    const [withVacancyImage] = await db().select({ n: sql<number>`count(*)::int` }).from(vacancies).where(isNotNull(vacancies.image_id));
    expect(withEventImage!.n).toBe(manifest.filter((image) => image.kind === "event").length);
    expect(withVacancyImage!.n).toBe(manifest.filter((image) => image.kind === "vacancy").length);
  });

  it("adds nothing when run again", async () => {
    expect(await seedDemoImages(db())).toBe(0);
    expect(await db().select({ id: images.id }).from(images)).toHaveLength(manifest.length);
  });

  it("leaves a slot alone that already holds another image", async () => {
    const cover = manifest.find((image) => image.kind === "initiative" && image.prefix === "cover")!;
    const itemId = demoId("initiative", cover.key);
    const [before] = await db().select({ cover: initiatives.cover_image_id }).from(initiatives).where(eq(initiatives.id, itemId));
    await db().update(initiatives).set({ cover_image_id: null }).where(eq(initiatives.id, itemId));
    await db().delete(images).where(eq(images.id, before!.cover!));
    // The slot is empty again: seeding fills it; a filled slot is kept.
    expect(await seedDemoImages(db())).toBe(1);
    expect(await seedDemoImages(db())).toBe(0);
  });

  it("becomes ready pictures in the public views once the worker ran", async () => {
    const event = manifest.find((image) => image.kind === "event")!;
    const logo = manifest.find((image) => image.kind === "initiative" && image.prefix === "logo")!;
    // Two of them: making every variant of all demo pictures takes minutes of CPU.
    const keep = [`image:event:${event.key}:image`, `image:initiative:${logo.key}:logo`].map(seedUuid);
    await db().delete(images).where(notInArray(images.id, keep));
    const run = await processPendingImages();
    expect(run).toMatchObject({ ready: 2, failed: 0 });

    const [publicEvent] = await db().select().from(eventsPublic).where(eq(eventsPublic.id, demoId("event", event.key)));
    expect(publicEvent?.picture?.alt).toBe(event.alt);

    const [publicInitiative] = await db().select().from(initiativesPublic).where(eq(initiativesPublic.id, demoId("initiative", logo.key)));
    expect(publicInitiative?.logo_picture?.alt).toBe(logo.alt);
    expect(publicInitiative?.logo_picture?.variants.length).toBeGreaterThan(0);
  }, 120_000);
});
