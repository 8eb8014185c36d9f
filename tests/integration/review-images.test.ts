/**
 * Moderators see an item's pictures in the review queue and remove one alone: the queue lists
 * each waiting item's images (role, description, picture) read in one query; "Afbeelding
 * verwijderen" detaches the image in a transaction with the audit entry "item.image_remove",
 * deletes its row and files after the commit and mails the owner, while the item keeps its status,
 * its wait for review and its other picture; an image id that is not the item's gets a Dutch 404,
 * a post without the confirmation a Dutch 400. The authorization table of the intent is with the
 * queue's other actions in review.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, images, initiatives, vacancies } from "~/db/schema";
import { fileStorage } from "~/lib/storage.server";
import { reviewTexts } from "~/modules/moderation/review";
import { processPendingImages } from "~/modules/images/worker.server";
import { action as reviewAction, loader as reviewLoader } from "~/routes/beheer/review";
import { stewardshipSnapshot } from "../setup/authz";
import { setupTestDatabase } from "../setup/database";
import { createInitiative, createVacancy } from "../setup/factories";
import { attachedTestImage } from "../setup/images";
import { createMember, type TestMember } from "../setup/members";
import { mailsTo } from "../setup/outbox";
import { asData, asRedirect, type Caller, get, post, toastOf } from "../setup/routes";
import { grantRole } from "../setup/stewards";

const database = setupTestDatabase();

async function moderator(): Promise<TestMember> {
  const member = await createMember();
  await grantRole(member.id, "moderator", database.db());
  return member;
}

/** A new initiative of `owner` waiting for review, with a logo and a cover photo (both processed). */
async function waitingInitiativeWithPictures(owner: TestMember) {
  const logo = await attachedTestImage(database.db(), owner.id, "initiative_logo", "Logo: een groene cirkel");
  const cover = await attachedTestImage(database.db(), owner.id, "initiative_cover", "Buren aan het werk in de moestuin");
  const initiative = await createInitiative(database.db(), {
    created_by: owner.id,
    status: "in_behandeling",
    review_requested_at: new Date(),
    logo_image_id: logo,
    cover_image_id: cover,
  });
  await processPendingImages();
  return { initiative, logo, cover };
}

/** Which of `keys` the file storage still holds. */
async function storedKeys(keys: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const key of keys) if (await fileStorage().get(key)) found.push(key);
  return found;
}

/** The storage keys of image `id`'s master and variants (empty once its row is gone). */
async function keysOf(id: string): Promise<string[]> {
  const [row] = await database.db().select().from(images).where(eq(images.id, id));
  return row ? [row.master_key, ...row.variants.map((variant) => variant.key)].filter((key): key is string => Boolean(key)) : [];
}

const review = (caller: Caller, fields: Record<string, string>) => reviewAction(post(caller, "/beheer/beoordelen", fields));

describe("pictures in the review queue", () => {
  it("lists each waiting item's pictures with role, description and srcset", async () => {
    const owner = await createMember();
    const mod = await moderator();
    const { initiative, logo, cover } = await waitingInitiativeWithPictures(owner);
    const bare = await createInitiative(database.db(), { created_by: owner.id, status: "in_behandeling", review_requested_at: new Date() });

    const queue = await reviewLoader(get(mod, "/beheer/beoordelen"));
    const item = queue.items.find((entry) => entry.id === initiative.id);
    expect(item?.images.map(({ id, role, alt, status }) => ({ id, role, alt, status }))).toEqual([
      { id: logo, role: "initiative_logo", alt: "Logo: een groene cirkel", status: "ready" },
      { id: cover, role: "initiative_cover", alt: "Buren aan het werk in de moestuin", status: "ready" },
    ]);
    expect(item?.images[1]?.picture?.srcset.avif).toMatch(new RegExp(`^/afbeelding/${cover}/\\S+ 320w`));
    expect(queue.items.find((entry) => entry.id === bare.id)?.images).toEqual([]);
  });
});

describe("Afbeelding verwijderen", () => {
  it("removes one picture: row and files gone, the item and its other picture intact, an audit entry, a mail", async () => {
    const db = database.db();
    const owner = await createMember();
    const mod = await moderator();
    const { initiative, logo, cover } = await waitingInitiativeWithPictures(owner);
    const coverKeys = await keysOf(cover);
    expect(await storedKeys(coverKeys)).toHaveLength(coverKeys.length);
    expect(coverKeys.length).toBeGreaterThan(5);

    const done = asRedirect(
      await review(mod, { intent: "remove-image", item_type: "initiative", item_id: initiative.id, image_id: cover, confirm: "ja" }),
    );
    expect(done.headers.get("Location")).toBe("/beheer/beoordelen");
    expect(await toastOf(done)).toEqual({ type: "success", message: "Afbeelding verwijderd" });

    const [after] = await db.select().from(initiatives).where(eq(initiatives.id, initiative.id));
    expect(after).toMatchObject({ status: "in_behandeling", logo_image_id: logo, cover_image_id: null, name: initiative.name });
    expect(after?.review_requested_at?.toISOString()).toBe(initiative.review_requested_at?.toISOString());
    expect(await db.select().from(images).where(eq(images.id, cover))).toHaveLength(0);
    expect(await storedKeys(coverKeys)).toEqual([]);
    expect(await db.$count(images, eq(images.id, logo))).toBe(1);

    expect(await db.select().from(auditLog).where(eq(auditLog.item_id, initiative.id))).toMatchObject([
      { action: "item.image_remove", actor_id: mod.id, item_type: "initiative", item_title: initiative.name, item_owner_id: owner.id },
    ]);
    const [mail] = await mailsTo(owner.email, (subject) => subject.startsWith("Afbeelding verwijderd"));
    expect(mail?.subject).toBe(`Afbeelding verwijderd bij je initiatief "${initiative.name}"`);
    expect(mail?.text).toContain(`http://localhost:3000/initiatief/${initiative.id}`);

    // Still waiting, now with the logo only.
    const queue = await reviewLoader(get(mod, "/beheer/beoordelen"));
    expect(queue.items.find((entry) => entry.id === initiative.id)?.images.map((image) => image.id)).toEqual([logo]);
  });

  it("removes a vacancy's image that is not under review, leaving it public", async () => {
    const db = database.db();
    const owner = await createMember();
    const mod = await moderator();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const image = await attachedTestImage(database.db(), owner.id, "vacancy_image", "Een vrijwilliger met een prikstok");
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: owner.id, image_id: image });
    asRedirect(await review(mod, { intent: "remove-image", item_type: "vacancy", item_id: vacancy.id, image_id: image, confirm: "ja" }));
    const [after] = await db.select().from(vacancies).where(eq(vacancies.id, vacancy.id));
    expect(after).toMatchObject({ status: "actief", image_id: null, review_requested_at: null });
    expect(await db.$count(images, eq(images.id, image))).toBe(0);
  });

  it("refuses an image of another item (404) and a post without confirmation (400) in Dutch, changing nothing", async () => {
    const db = database.db();
    const owner = await createMember();
    const mod = await moderator();
    const { initiative, logo } = await waitingInitiativeWithPictures(owner);
    const other = await waitingInitiativeWithPictures(owner);
    const before = await stewardshipSnapshot(db);

    const wrong = asData(
      await review(mod, { intent: "remove-image", item_type: "initiative", item_id: initiative.id, image_id: other.logo, confirm: "ja" }),
    );
    expect(wrong.init?.status).toBe(404);
    expect(wrong.data.result?.error).toEqual({ "": [reviewTexts.imageNotOfItem] });
    const wrongKind = asData(
      await review(mod, { intent: "remove-image", item_type: "event", item_id: initiative.id, image_id: logo, confirm: "ja" }),
    );
    expect(wrongKind.init?.status).toBe(404);
    expect(wrongKind.data.result?.error).toEqual({ "": [reviewTexts.notFound] });
    const unconfirmed = asData(await review(mod, { intent: "remove-image", item_type: "initiative", item_id: initiative.id, image_id: logo }));
    expect(unconfirmed.init?.status).toBe(400);
    expect(unconfirmed.data.result?.error?.confirm).toEqual(["Bevestig eerst dat je de afbeelding wilt verwijderen."]);
    const malformed = asData(
      await review(mod, { intent: "remove-image", item_type: "initiative", item_id: initiative.id, image_id: "logo", confirm: "ja" }),
    );
    expect(malformed.init?.status).toBe(400);
    expect(malformed.data.result?.error?.image_id).toEqual(["Onbekende afbeelding"]);

    expect(await stewardshipSnapshot(db)).toBe(before);
    expect(await db.$count(images, eq(images.id, other.logo))).toBe(1);
  });
});
