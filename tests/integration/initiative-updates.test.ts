/**
 * Initiative updates ("Nieuws", docs/product-rules.md#initiative-updates) on a real database: the
 * form's bounds and Dutch messages, the daily limit, who may post, edit and delete (everyone else
 * gets a 404 and nothing changes), visibility under moderation and review, `public_since`, the page
 * cache's data version, the initiative page, its Atom feed and the API.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { initiativeUpdates, initiatives } from "~/db/schema";
import { dataVersion } from "~/lib/count-cache.server";
import { deleteAccount } from "~/modules/accounts/account-deletion.server";
import { exportMemberData } from "~/modules/accounts/data-export.server";
import { createUpdate } from "~/modules/updates/mutations.server";
import { listInitiativeUpdates, listPublicUpdatesAfter } from "~/modules/updates/queries.server";
import { UPDATE_LIMITS, updateTexts } from "~/modules/updates/schemas";
import { loader as detailLoader } from "~/routes/initiatives/detail";
import { action as editAction, loader as editLoader } from "~/routes/initiatives/update-edit";
import { action as newAction, loader as newLoader } from "~/routes/initiatives/update-new";
import { loader as feedLoader } from "~/routes/feeds/initiative-updates-atom";
import { loader as apiLoader } from "~/routes/api/v1/initiative-updates";
import { grantRole } from "../setup/stewards";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { asData, get, post, responseOf, thrownStatus, toastOf } from "../setup/routes";

const database = setupTestDatabase();

const TEXT = "Zaterdag planten we tien nieuwe bomen in het park. Kom je ook?";

const newArgs = (member: TestMember | null, initiativeId: string, form?: Record<string, string>) =>
  form
    ? post(member, `/initiatief/${initiativeId}/nieuws/nieuw`, form, { pattern: "/initiatief/:id/nieuws/nieuw", params: { id: initiativeId } })
    : get(member, `/initiatief/${initiativeId}/nieuws/nieuw`, { pattern: "/initiatief/:id/nieuws/nieuw", params: { id: initiativeId } });

const editArgs = (member: TestMember | null, initiativeId: string, updateId: string, form?: Record<string, string>) => {
  const path = `/initiatief/${initiativeId}/nieuws/${updateId}/bewerken`;
  const options = { pattern: "/initiatief/:id/nieuws/:updateId/bewerken", params: { id: initiativeId, updateId } };
  return form ? post(member, path, form, options) : get(member, path, options);
};

async function ownedInitiative(overrides: Partial<typeof initiatives.$inferInsert> = {}) {
  const owner = await createMember();
  const initiative = await createInitiative(database.db(), { created_by: owner.id, ...overrides });
  return { owner, initiative };
}

const rowsOf = (initiativeId: string) =>
  database.db().select().from(initiativeUpdates).where(eq(initiativeUpdates.initiative_id, initiativeId)).orderBy(initiativeUpdates.created_at);

type Reply = { result?: { error?: Record<string, string[] | null | undefined>; initialValue?: Record<string, unknown> } | null; failure?: string };

/** What a data() answer carries. */
const replyOf = (result: unknown): Reply => (asData(result) as { data: Reply }).data;

function fieldErrors(result: unknown): Record<string, string[] | null | undefined> {
  return replyOf(result).result?.error ?? {};
}

/** The status of a returned or thrown Response or data() answer. */
async function statusOf(pending: Promise<unknown>): Promise<number> {
  try {
    const result = await pending;
    if (result instanceof Response) return result.status;
    return (result as { init?: { status?: number } | null }).init?.status ?? 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } | null }).init?.status ?? 500;
  }
}

describe("posting", () => {
  it("refuses 9 and 2,001 characters and HTML with Dutch messages (400, the text kept), accepts 10 and 2,000", async () => {
    const { owner, initiative } = await ownedInitiative();
    expect(await statusOf(newAction(newArgs(owner, initiative.id, { intent: "save", body: "123456789" })))).toBe(400);
    const shortResult = await newAction(newArgs(owner, initiative.id, { intent: "save", body: "123456789" }));
    expect(fieldErrors(shortResult).body).toEqual([updateTexts.bodyTooShort]);
    const longResult = await newAction(newArgs(owner, initiative.id, { intent: "save", body: "a".repeat(2001) }));
    expect(fieldErrors(longResult).body).toEqual([updateTexts.bodyTooLong]);
    const htmlResult = await newAction(newArgs(owner, initiative.id, { intent: "save", body: "<script>alert(1)</script> hallo" }));
    expect(fieldErrors(htmlResult).body).toEqual([updateTexts.bodyHtml]);
    // The refused post's text comes back with the answer, so the form shows it again.
    expect(replyOf(htmlResult).result?.initialValue?.body).toBe("<script>alert(1)</script> hallo");
    expect(await rowsOf(initiative.id)).toHaveLength(0);

    const ten = await responseOf(newAction(newArgs(owner, initiative.id, { intent: "save", body: "1234567890" })));
    expect(ten.status).toBe(302);
    expect(ten.headers.get("Location")).toBe(`/initiatief/${initiative.id}#nieuws`);
    expect((await toastOf(ten))?.message).toBe(updateTexts.created);
    const max = await responseOf(newAction(newArgs(owner, initiative.id, { intent: "save", body: "b".repeat(2000) })));
    expect(max.status).toBe(302);
    const rows = await rowsOf(initiative.id);
    expect(rows.map((r) => r.body.length)).toEqual([10, 2000]);
    expect(rows.every((r) => r.created_by === owner.id && r.status === "actief")).toBe(true);
  });

  it("requires a text alternative with a picture", async () => {
    const { owner, initiative } = await ownedInitiative();
    const { png, fileOf } = await import("../setup/images");
    const body = new FormData();
    body.set("intent", "save");
    body.set("body", TEXT);
    body.set("image", fileOf(await png({ width: 600, height: 400 }), "foto.png", "image/png"));
    const request = new Request(`http://localhost:3000/initiatief/${initiative.id}/nieuws/nieuw`, { method: "POST", headers: { Cookie: owner.cookie }, body });
    const args = { ...newArgs(owner, initiative.id, { intent: "save" }), request };
    const result = await newAction(args);
    expect(fieldErrors(result).image_alt).toEqual(["Geef een beschrijving van de afbeelding"]);
    // The received picture is kept for the next post, so it is never chosen twice.
    expect(replyOf(result).result?.initialValue?.image_upload).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowsOf(initiative.id)).toHaveLength(0);
  });

  it(`allows ${UPDATE_LIMITS.perDay} updates per initiative in a rolling 24 hours, then answers 429 in Dutch and keeps the text`, async () => {
    const { owner, initiative } = await ownedInitiative();
    const start = new Date(Date.now() - 23 * 3_600_000);
    for (let i = 0; i < UPDATE_LIMITS.perDay; i++) {
      const created = await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body: `${TEXT} ${i}` }, now: new Date(start.getTime() + i * 60_000) });
      expect(created.status).toBe("ok");
    }
    const refused = await newAction(newArgs(owner, initiative.id, { intent: "save", body: `${TEXT} elf` }));
    expect(await statusOf(newAction(newArgs(owner, initiative.id, { intent: "save", body: `${TEXT} elf` })))).toBe(429);
    const data = replyOf(refused);
    expect(data.result?.error?.[""]).toEqual([updateTexts.rateLimited]);
    expect(updateTexts.rateLimited).toBe("Je kunt per initiatief maximaal 10 berichten per dag plaatsen. Probeer het morgen opnieuw.");
    expect(data.result?.initialValue?.body).toBe(`${TEXT} elf`);
    expect(await rowsOf(initiative.id)).toHaveLength(UPDATE_LIMITS.perDay);
    // Once the first one is more than 24 hours old, there is room for one more.
    await database.db().execute(sql`update initiative_updates set created_at = created_at - interval '2 hours' where initiative_id = ${initiative.id} and body = ${`${TEXT} 0`}`);
    expect((await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body: `${TEXT} elf` } })).status).toBe("ok");
    expect((await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body: `${TEXT} twaalf` } })).status).toBe("rate_limited");
  });
});

describe("authorization", () => {
  it("lets the owner and a content manager post, edit and delete; another member, a moderator and a visitor are refused and nothing changes", async () => {
    const { owner, initiative } = await ownedInitiative();
    const other = await createMember();
    const moderator = await createMember();
    await grantRole(moderator.id, "moderator", database.db());
    const created = await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body: TEXT } });
    if (created.status !== "ok") throw new Error("not created");
    const before = JSON.stringify(await rowsOf(initiative.id));

    for (const caller of [other, moderator]) {
      expect(await thrownStatus(newLoader(newArgs(caller, initiative.id)))).toBe(404);
      expect(await thrownStatus(newAction(newArgs(caller, initiative.id, { intent: "save", body: TEXT })))).toBe(404);
      expect(await thrownStatus(editLoader(editArgs(caller, initiative.id, created.id)))).toBe(404);
      expect(await thrownStatus(editAction(editArgs(caller, initiative.id, created.id, { intent: "save", body: `${TEXT} gewijzigd` })))).toBe(404);
      expect(await thrownStatus(editAction(editArgs(caller, initiative.id, created.id, { intent: "delete", confirm: "ja" })))).toBe(404);
      const page = await detailLoader(get(caller, `/initiatief/${initiative.id}`, { pattern: "/initiatief/:id", params: { id: initiative.id } }));
      expect(page.canEdit).toBe(false);
    }
    for (const pending of [
      newLoader(newArgs(null, initiative.id)),
      newAction(newArgs(null, initiative.id, { intent: "save", body: TEXT })),
      editLoader(editArgs(null, initiative.id, created.id)),
      editAction(editArgs(null, initiative.id, created.id, { intent: "delete", confirm: "ja" })),
    ]) {
      const response = await responseOf(pending);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/auth\?/);
    }
    // The update under another initiative's address is not found either.
    const { owner: otherOwner, initiative: otherInitiative } = await ownedInitiative();
    expect(await thrownStatus(editLoader(editArgs(otherOwner, otherInitiative.id, created.id)))).toBe(404);
    expect(JSON.stringify(await rowsOf(initiative.id))).toBe(before);

    const edited = await responseOf(editAction(editArgs(owner, initiative.id, created.id, { intent: "save", body: `${TEXT} Gewijzigd.` })));
    expect(edited.status).toBe(302);
    expect((await rowsOf(initiative.id))[0]?.body).toBe(`${TEXT} Gewijzigd.`);
    const unconfirmed = editAction(editArgs(owner, initiative.id, created.id, { intent: "delete" }));
    expect(await statusOf(unconfirmed)).toBe(400);
    expect(await rowsOf(initiative.id)).toHaveLength(1);
    const deleted = await responseOf(editAction(editArgs(owner, initiative.id, created.id, { intent: "delete", confirm: "ja" })));
    expect(deleted.status).toBe(302);
    expect((await toastOf(deleted))?.message).toBe(updateTexts.deleted);
    expect(await rowsOf(initiative.id)).toHaveLength(0);

    // Whoever may edit the initiative may post: a role that manages all content, if any.
    const admin = await createMember();
    await grantRole(admin.id, "admin", database.db());
    const canManage = (await detailLoader(get(admin, `/initiatief/${initiative.id}`, { pattern: "/initiatief/:id", params: { id: initiative.id } }))).canEdit;
    expect(await statusOf(newLoader(newArgs(admin, initiative.id)))).toBe(canManage ? 200 : 404);
  });
});

describe("visibility", () => {
  it("shows updates of a public initiative at once, hides a hidden one and those of a non-public initiative", async () => {
    const { owner, initiative } = await ownedInitiative();
    const first = await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body: `${TEXT} Eén.` } });
    const second = await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body: `${TEXT} Twee.` } });
    if (first.status !== "ok" || second.status !== "ok") throw new Error("not created");
    const visitorPage = () => listInitiativeUpdates({ initiativeId: initiative.id, page: 1, includeNonPublic: false });
    expect((await visitorPage()).items.map((u) => u.id)).toEqual([second.id, first.id]);

    await database.db().update(initiativeUpdates).set({ status: "verborgen", status_reason: "Reclame" }).where(eq(initiativeUpdates.id, first.id));
    expect((await visitorPage()).items.map((u) => u.id)).toEqual([second.id]);
    const ownerView = await listInitiativeUpdates({ initiativeId: initiative.id, page: 1, includeNonPublic: true });
    expect(ownerView.items.find((u) => u.id === first.id)).toMatchObject({ status: "verborgen", statusReason: "Reclame" });

    await database.db().update(initiatives).set({ status: "in_behandeling" }).where(eq(initiatives.id, initiative.id));
    expect((await visitorPage()).items).toEqual([]);
    expect((await listPublicUpdatesAfter({ initiativeId: initiative.id, limit: 10 })).items).toEqual([]);
  });

  it("paginates newest first by ?nieuws=", async () => {
    const { owner, initiative } = await ownedInitiative();
    const base = Date.now() - 20 * 3_600_000;
    for (let i = 0; i < UPDATE_LIMITS.pageSize + 2; i++) {
      await database.db().insert(initiativeUpdates).values({ initiative_id: initiative.id, created_by: owner.id, body: `${TEXT} nummer ${i}`, created_at: new Date(base + i * 60_000) });
    }
    const args = (query: string) => get(null, `/initiatief/${initiative.id}${query}`, { pattern: "/initiatief/:id", params: { id: initiative.id } });
    const first = await detailLoader(args(""));
    expect(first.updates).toMatchObject({ page: 1, pageCount: 2, total: UPDATE_LIMITS.pageSize + 2 });
    expect(first.updatesHtml).toContain(`${TEXT} nummer ${UPDATE_LIMITS.pageSize + 1}`);
    expect(first.updatesHtml).toContain(`href="/initiatief/${initiative.id}?nieuws=2#nieuws"`);
    expect(first.updatesHtml).not.toContain(`${TEXT} nummer 1<`);
    const second = await detailLoader(args("?nieuws=2"));
    const secondPage = await listInitiativeUpdates({ initiativeId: initiative.id, page: 2, includeNonPublic: false });
    expect(secondPage.items.map((u) => u.paragraphs[0]?.[0]?.text)).toEqual([`${TEXT} nummer 1`, `${TEXT} nummer 0`]);
    expect(second.updatesHtml).toContain(`${TEXT} nummer 0`);
    expect((await detailLoader(args("?nieuws=abc"))).updates.page).toBe(1);
    expect((await detailLoader(args("?nieuws=99"))).updates.page).toBe(2);
  });

  it("sets public_since on insert, when shown again, and when the initiative becomes public", async () => {
    const { owner, initiative } = await ownedInitiative({ status: "in_behandeling" });
    const created = await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body: TEXT } });
    if (created.status !== "ok") throw new Error("not created");
    expect(created.initiativeStatus).toBe("in_behandeling");
    const since = async () => (await database.db().select({ at: initiativeUpdates.public_since }).from(initiativeUpdates).where(eq(initiativeUpdates.id, created.id)))[0]?.at;
    const old = new Date("2026-01-01T10:00:00Z");
    await database.db().update(initiativeUpdates).set({ public_since: old }).where(eq(initiativeUpdates.id, created.id));
    await database.db().update(initiatives).set({ status: "actief" }).where(eq(initiatives.id, initiative.id));
    expect((await since())?.getTime()).toBeGreaterThan(old.getTime());

    await database.db().update(initiativeUpdates).set({ status: "verborgen", public_since: old }).where(eq(initiativeUpdates.id, created.id));
    expect((await since())?.getTime()).toBe(old.getTime());
    await database.db().update(initiativeUpdates).set({ status: "actief" }).where(eq(initiativeUpdates.id, created.id));
    expect((await since())?.getTime()).toBeGreaterThan(old.getTime());
    // An edit is not a new publication.
    await database.db().update(initiativeUpdates).set({ public_since: old }).where(eq(initiativeUpdates.id, created.id));
    await database.db().update(initiativeUpdates).set({ body: `${TEXT} Bijgewerkt.` }).where(eq(initiativeUpdates.id, created.id));
    expect((await since())?.getTime()).toBe(old.getTime());
  });

  it("advances the data version on every write, so cached initiative pages are rebuilt", async () => {
    const { owner, initiative } = await ownedInitiative();
    const v0 = await dataVersion(database.db());
    const created = await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body: TEXT } });
    if (created.status !== "ok") throw new Error("not created");
    const v1 = await dataVersion(database.db());
    expect(v1).not.toBe(v0);
    await database.db().update(initiativeUpdates).set({ body: `${TEXT} Anders.` }).where(eq(initiativeUpdates.id, created.id));
    const v2 = await dataVersion(database.db());
    expect(v2).not.toBe(v1);
    await database.db().delete(initiativeUpdates).where(eq(initiativeUpdates.id, created.id));
    expect(await dataVersion(database.db())).not.toBe(v2);
  });
});

describe("the initiative page", () => {
  it("sends the text as segments with safe links only", async () => {
    const { owner, initiative } = await ownedInitiative();
    await createUpdate({
      initiativeId: initiative.id,
      viewer: owner,
      values: { body: "Lees https://example.org/plan?a=1&b=2 of javascript:alert(1) en mail info@example.org.\n\nTweede alinea." },
    });
    const page = await detailLoader(get(null, `/initiatief/${initiative.id}`, { pattern: "/initiatief/:id", params: { id: initiative.id } }));
    const [update] = (await listInitiativeUpdates({ initiativeId: initiative.id, page: 1, includeNonPublic: false })).items;
    expect(update?.paragraphs).toEqual([
      [
        { text: "Lees " },
        { text: "https://example.org/plan?a=1&b=2", href: "https://example.org/plan?a=1&b=2" },
        { text: " of javascript:alert(1) en mail " },
        { text: "info@example.org", href: "mailto:info@example.org" },
        { text: "." },
      ],
      [{ text: "Tweede alinea." }],
    ]);
    expect(update?.dateLabel).toMatch(/\d{4}$/);
    // The page's HTML: escaped text, only the safe addresses as links, with their rel.
    expect(page.updatesHtml).toContain('<a href="https://example.org/plan?a=1&amp;b=2" rel="nofollow ugc noopener"');
    expect(page.updatesHtml).toContain('<a href="mailto:info@example.org" rel="nofollow ugc noopener"');
    expect(page.updatesHtml).not.toContain('href="javascript:');
  });
});

describe("the Atom feed and the API", () => {
  it("list public updates only, newest first, with 304 and cursor pages; 404 for a non-public initiative", async () => {
    const { owner, initiative } = await ownedInitiative({ name: "Buurttuin <Oost> & Co" });
    const base = Date.now() - 10 * 3_600_000;
    for (let i = 0; i < 3; i++) {
      await database.db().insert(initiativeUpdates).values({ initiative_id: initiative.id, created_by: owner.id, body: `Bericht ${i}: <b>geen HTML</b> https://example.org/${i}`, created_at: new Date(base + i * 60_000) });
    }
    await database.db().insert(initiativeUpdates).values({ initiative_id: initiative.id, created_by: owner.id, body: "Verborgen bericht van moderatie", status: "verborgen" });
    const feedArgs = (headers: Record<string, string> = {}) => {
      const args = get(null, `/initiatief/${initiative.id}/nieuws.atom`, { pattern: "/initiatief/:id/nieuws.atom", params: { id: initiative.id } });
      for (const [name, value] of Object.entries(headers)) args.request.headers.set(name, value);
      return args;
    };
    const feed = await feedLoader(feedArgs());
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain("Buurttuin &lt;Oost&gt; &amp; Co");
    // Entries are HTML: the text arrives escaped, so a reader shows it as written.
    expect(xml).not.toContain("<b>");
    expect(xml).toContain("&lt;b&gt;geen HTML&lt;/b&gt;");
    expect(xml).not.toContain("Verborgen bericht");
    expect(xml.indexOf("Bericht 2")).toBeLessThan(xml.indexOf("Bericht 0"));
    expect((xml.match(/<entry>/g) ?? []).length).toBe(3);
    const etag = feed.headers.get("ETag") ?? "";
    expect((await feedLoader(feedArgs({ "If-None-Match": etag }))).status).toBe(304);

    const apiArgs = (query = "") =>
      get(null, `/api/v1/initiatives/${initiative.id}/updates${query}`, { pattern: "/api/v1/initiatives/:id/updates", params: { id: initiative.id }, clientIp: `10.9.${Math.floor(Math.random() * 250)}.1` });
    const first = await apiLoader(apiArgs("?limit=2"));
    expect(first.status).toBe(200);
    expect(first.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const body = (await first.json()) as { items: { text: string; url: string; image: unknown }[]; next: string | null };
    expect(body.items.map((i) => i.text.slice(0, 9))).toEqual(["Bericht 2", "Bericht 1"]);
    expect(body.items[0]?.url).toMatch(new RegExp(`/initiatief/${initiative.id}#nieuws-`));
    expect(body.items[0]?.image).toBeNull();
    expect(body.next).toBeTruthy();
    const next = new URL(body.next ?? "");
    const second = await apiLoader(apiArgs(next.search));
    expect(((await second.json()) as { items: { text: string }[]; next: string | null }).items.map((i) => i.text.slice(0, 9))).toEqual(["Bericht 0"]);
    expect((await apiLoader(apiArgs("?onbekend=1"))).status).toBe(400);

    await database.db().update(initiatives).set({ status: "afgewezen" }).where(eq(initiatives.id, initiative.id));
    expect(await thrownStatus(feedLoader(feedArgs()))).toBe(404);
    expect((await apiLoader(apiArgs())).status).toBe(404);
  });
});

describe("privacy", () => {
  it("puts a member's updates in their data export and deletes them with the account, like the initiative", async () => {
    const { owner, initiative } = await ownedInitiative();
    const created = await createUpdate({ initiativeId: initiative.id, viewer: owner, values: { body: TEXT } });
    if (created.status !== "ok") throw new Error("not created");
    const exported = await exportMemberData({ userId: owner.id });
    expect(exported.initiative_updates).toEqual([expect.objectContaining({ id: created.id, initiative_id: initiative.id, body: TEXT, status: "actief" })]);
    const other = await createMember();
    expect((await exportMemberData({ userId: other.id })).initiative_updates).toEqual([]);

    await deleteAccount({ userId: owner.id, email: owner.email });
    expect(await rowsOf(initiative.id)).toEqual([]);
  });
});
