/**
 * Review under MODERATION=post (docs/decisions/021-review.md): a new initiative is public at once
 * and still waits in the review queue; approving only takes it out of the queue, rejecting takes
 * it down with the reason. The mode is read once per process, so this file sets it before any
 * module reads the configuration.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initiatives, initiativesPublic } from "~/db/schema";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { env } from "~/lib/env.server";
import { reviewTexts } from "~/modules/moderation/review";
import { action as reviewAction, loader as reviewLoader } from "~/routes/beheer/review";
import { action as newInitiativeAction, loader as newInitiativeLoader } from "~/routes/initiatives/new";
import { setupTestDatabase } from "../setup/database";
import { validInitiativeForm } from "../setup/forms";
import { createMember } from "../setup/members";
import { asRedirect, get, post, toastOf } from "../setup/routes";
import { grantRole } from "../setup/stewards";

vi.hoisted(() => {
  process.env.MODERATION = "post";
});

const database = setupTestDatabase();

beforeAll(async () => {
  await seedMunicipalities(database.db());
});

describe("MODERATION=post", () => {
  it("publishes a new initiative at once and lists it for review; approving and rejecting both end the wait", async () => {
    expect(env().MODERATION).toBe("post");
    const db = database.db();
    const owner = await createMember();
    const mod = await createMember();
    await grantRole(mod.id, "moderator", db);

    const form = await newInitiativeLoader(get(owner, "/nieuw-initiatief"));
    expect(form.moderation).toBe("post");
    const submit = async () => {
      const name = `Repaircafé ${crypto.randomUUID().slice(0, 8)}`;
      const response = asRedirect(await newInitiativeAction(post(owner, "/nieuw-initiatief", validInitiativeForm({ name }))));
      const [row] = await db.select().from(initiatives).where(eq(initiatives.name, name));
      if (!row) throw new Error("initiative not stored");
      return { row, toast: await toastOf(response) };
    };

    const first = await submit();
    expect(first.toast?.message).toBe("Je initiatief is succesvol aangemaakt!");
    expect(first.row).toMatchObject({ status: "actief" });
    expect(first.row.review_requested_at).not.toBeNull();
    expect(await db.$count(initiativesPublic, eq(initiativesPublic.id, first.row.id))).toBe(1);
    expect((await reviewLoader(get(mod, "/beheer/beoordelen"))).items.map((item) => item.id)).toContain(first.row.id);

    asRedirect(await reviewAction(post(mod, "/beheer/beoordelen", { intent: "approve", item_type: "initiative", item_id: first.row.id })));
    const [approved] = await db.select().from(initiatives).where(eq(initiatives.id, first.row.id));
    expect(approved).toMatchObject({ status: "actief", review_requested_at: null });

    const second = await submit();
    const rejected = asRedirect(
      await reviewAction(post(mod, "/beheer/beoordelen", { intent: "reject", item_type: "initiative", item_id: second.row.id, reason: "Geen burgerinitiatief" })),
    );
    expect(await toastOf(rejected)).toEqual({ type: "success", message: reviewTexts.rejected });
    expect(await db.$count(initiativesPublic, eq(initiativesPublic.id, second.row.id))).toBe(0);
    expect((await reviewLoader(get(mod, "/beheer/beoordelen"))).items.map((item) => item.id)).not.toContain(second.row.id);
  });
});
