/**
 * The routes of following and the notification centre: an authorization table per caller
 * (visitor, another member, the owner of the follow or notification) for /volgend, /volgen,
 * /meldingen, /meldingen/:id and /meldingen/gelezen; bad input is a Dutch refusal, never a 500;
 * the initiative page shows the follower count to its owner only; follows and notifications are in
 * the data export and go with the account.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { follows, notifications } from "~/db/schema";
import { deleteAccount } from "~/modules/accounts/account-deletion.server";
import { exportMemberData } from "~/modules/accounts/data-export.server";
import { isFollowing } from "~/modules/following/follows.server";
import { notifyMembers } from "~/modules/notifications/center.server";
import { loader as followingLoader } from "~/routes/following/list";
import { action as followAction } from "~/routes/following/toggle";
import { loader as initiativeLoader } from "~/routes/initiatives/detail";
import { loader as notificationsLoader } from "~/routes/notifications/list";
import { loader as openLoader } from "~/routes/notifications/open";
import { action as readAllAction } from "~/routes/notifications/read-all";
import { statusOf } from "../setup/authz";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { asData, get, post, responseOf, thrownResponse, toastOf } from "../setup/routes";

const database = setupTestDatabase();

async function notificationOf(member: TestMember): Promise<string> {
  const db = database.db();
  await db.transaction((tx) => notifyMembers(tx, { userIds: [member.id], type: "moderation_decision", title: "Je initiatief", path: "/mijn-items", mailed: true }));
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.user_id, member.id));
  return row!.id;
}

describe("authorization of following and notifications", () => {
  it("answers each caller as the table says, and a visitor is sent to sign in", async () => {
    const [owner, other] = await Promise.all([createMember(), createMember()]);
    const initiative = await createInitiative(database.db());
    const id = await notificationOf(owner);
    const follow = (caller: TestMember | null) =>
      followAction(post(caller, "/volgen", { initiative_id: initiative.id, following: "ja", returnTo: `/initiatief/${initiative.id}` }));
    const table: [string, (caller: TestMember | null) => Promise<unknown>, Record<"visitor" | "other" | "owner", number>][] = [
      ["GET /volgend", (caller) => followingLoader(get(caller, "/volgend")), { visitor: 302, other: 200, owner: 200 }],
      ["POST /volgen", follow, { visitor: 302, other: 302, owner: 302 }],
      ["GET /meldingen", (caller) => notificationsLoader(get(caller, "/meldingen")), { visitor: 302, other: 200, owner: 200 }],
      ["GET /meldingen/:id", (caller) => openLoader(get(caller, `/meldingen/${id}`, { params: { id }, pattern: "/meldingen/:id" })), { visitor: 302, other: 404, owner: 302 }],
      ["POST /meldingen/gelezen", (caller) => readAllAction(post(caller, "/meldingen/gelezen", {})), { visitor: 302, other: 302, owner: 302 }],
    ];
    for (const [name, call, expected] of table) {
      const got = { visitor: await statusOf(call(null)), other: await statusOf(call(other)), owner: await statusOf(call(owner)) };
      expect({ name, ...got }).toEqual({ name, ...expected });
    }
    // The visitor's follow changed nothing and went to sign in; the other member's notification list is empty.
    expect(await isFollowing(other.id, initiative.id)).toBe(true);
    const visitor = await responseOf(followAction(post(null, "/volgen", { initiative_id: initiative.id, following: "ja", returnTo: "/" })));
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\?.*melding=volgen/);
    expect(asData(await notificationsLoader(get(other, "/meldingen"))).items).toEqual([]);
    const opened = await thrownResponse(openLoader(get(owner, `/meldingen/${id}`, { params: { id }, pattern: "/meldingen/:id" })));
    expect(opened.headers.get("Location")).toBe("/mijn-items");
  });

  it("refuses a malformed or hidden initiative with a Dutch message, never a 500", async () => {
    const member = await createMember();
    const hidden = await createInitiative(database.db(), { status: "verborgen" });
    for (const form of [
      { initiative_id: "nope", following: "ja", returnTo: "/" },
      { initiative_id: hidden.id, following: "ja", returnTo: "/" },
      { initiative_id: hidden.id, following: "misschien", returnTo: "/" },
    ]) {
      const response = (await followAction(post(member, "/volgen", form))) as Response;
      expect(response.status).toBe(302);
      expect((await toastOf(response))?.message).toBe("Dit initiatief kun je niet volgen.");
    }
    expect(await database.db().$count(follows, eq(follows.user_id, member.id))).toBe(0);
  });

  it("shows the initiative's follower count to its owner only, and the follow state to the member", async () => {
    const [owner, member] = await Promise.all([createMember(), createMember()]);
    const initiative = await createInitiative(database.db(), { created_by: owner.id });
    await followAction(post(member, "/volgen", { initiative_id: initiative.id, following: "ja", returnTo: "/" }));
    const page = (caller: TestMember | null) => initiativeLoader(get(caller, `/initiatief/${initiative.id}`, { params: { id: initiative.id }, pattern: "/initiatief/:id" }));
    // The follow form is HTML from the loader: "Volgen" posts following=ja, "Niet meer volgen" following=nee.
    const followForm = (html: string | null) => (html?.includes('name="following" value="nee"') ? "Niet meer volgen" : html?.includes('name="following" value="ja"') ? "Volgen" : null);
    const [ownerPage, memberPage, visitorPage] = [await page(owner), await page(member), await page(null)];
    expect({ followers: ownerPage.followers, form: followForm(ownerPage.followHtml) }).toEqual({ followers: "1 volger", form: "Volgen" });
    expect({ followers: memberPage.followers, form: followForm(memberPage.followHtml) }).toEqual({ followers: null, form: "Niet meer volgen" });
    expect({ followers: visitorPage.followers, form: followForm(visitorPage.followHtml) }).toEqual({ followers: null, form: "Volgen" });
  });
});

describe("privacy", () => {
  it("exports follows and notifications, and deletes them with the account", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db(), { name: "Repair Café Zuid" });
    await followAction(post(member, "/volgen", { initiative_id: initiative.id, following: "ja", returnTo: "/" }));
    await notificationOf(member);
    const exported = await exportMemberData({ userId: member.id });
    expect(exported.follows).toEqual([{ initiative_id: initiative.id, initiative_name: "Repair Café Zuid", created_at: expect.any(String) }]);
    expect(exported.notifications).toEqual([expect.objectContaining({ type: "moderation_decision", title: "Je initiatief", path: "/mijn-items" })]);
    await deleteAccount({ userId: member.id, email: member.email });
    expect(await database.db().$count(follows, eq(follows.user_id, member.id))).toBe(0);
    expect(await database.db().$count(notifications, eq(notifications.user_id, member.id))).toBe(0);
  });
});
