/**
 * Pictures in the item forms and their lifetime (app/modules/images/slots.server.ts, the create and
 * edit actions of initiatives, events and vacancies, the delete paths):
 * - a file posted with the form is checked and staged; when another field fails, the answer is
 *   400 with the field errors and the staged id in `<prefix>_upload`, and posting that id attaches
 *   the image without choosing it again;
 * - every refusal is a Dutch field error with status 400 and the typed values kept (wrong type,
 *   bomb, missing or too long alt text, a staged id of another member);
 * - replacing or removing an image deletes the old one's row and files; deleting an item, its
 *   initiative or the account deletes its images' rows and files;
 * - the upload endpoint answers JSON `{ id }` or a Dutch error, and only to members.
 */
import { eq } from "drizzle-orm";
import exifr from "exifr";
import { unzipSync } from "fflate";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { events, images, initiatives, vacancies } from "~/db/schema";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { fileStorage } from "~/lib/storage.server";
import { deleteAccount } from "~/modules/accounts/account-deletion.server";
import { deleteEvent } from "~/modules/events/delete.server";
import { deleteOrphanImages, UNATTACHED_TTL_MS } from "~/modules/images/cleanup.server";
import { imageMessages } from "~/modules/images/types";
import { deleteInitiative } from "~/modules/initiatives/delete.server";
import { getInitiative, listInitiatives } from "~/modules/initiatives/queries.server";
import { processPendingImages } from "~/modules/images/worker.server";
import { action as editEventAction } from "~/routes/events/edit";
import { action as newEventAction } from "~/routes/events/new";
import { action as uploadAction } from "~/routes/images/upload";
import { loader as exportLoader } from "~/routes/settings/export";
import { action as newInitiativeAction } from "~/routes/initiatives/new";
import { action as newVacancyAction } from "~/routes/vacancies/new";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative } from "../setup/factories";
import { validEventForm, validInitiativeForm, validVacancyForm } from "../setup/forms";
import { fileOf, jpegWithGps, png, pngBomb } from "../setup/images";
import { createMember, type TestMember } from "../setup/members";

const database = setupTestDatabase();

beforeAll(async () => {
  await seedMunicipalities(database.db());
});

/** Action arguments of a multipart POST (as a browser sends a form with a file input). */
function multipart(member: TestMember | null, path: string, fields: Record<string, string | File>, params: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const headers = new Headers();
  if (member) headers.set("Cookie", member.cookie);
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers, body });
  // biome-ignore lint: the route's generated argument type is structural
  return { request, url: new URL(request.url), params, pattern: path, context: new RouterContextProvider() } as never;
}

/** The data() answer of an action: status, Conform's errors and initial values. */
function answer(result: unknown) {
  if (result instanceof Response) throw new Error(`expected data(), got a ${result.status} response`);
  const value = result as { init: { status?: number } | null; data: { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } } };
  return { status: value.init?.status ?? 200, errors: value.data.result.error ?? {}, initial: value.data.result.initialValue ?? {} };
}

async function photo(name = "foto.jpg") {
  return fileOf(await jpegWithGps({ width: 900, height: 600 }), name, "image/jpeg");
}

/** Every stored key under the image's folder that the storage can give back (master and variants). */
async function storedFiles(id: string): Promise<number> {
  const [row] = await database.db().select().from(images).where(eq(images.id, id));
  const keys = row ? [row.master_key, row.original_key, ...row.variants.map((v) => v.key)].filter((k): k is string => Boolean(k)) : [];
  let found = 0;
  for (const key of keys) if (await fileStorage().get(key)) found += 1;
  return found;
}

describe("create forms", () => {
  it("keeps a staged logo when another field fails, then attaches it from the hidden field", async () => {
    const member = await createMember();
    const form = validInitiativeForm({ name: "" });
    const first = answer(await newInitiativeAction(multipart(member, "/nieuw-initiatief", { ...form, logo: await photo(), logo_alt: "Logo van de moestuin" })));
    expect(first.status).toBe(400);
    expect(first.errors.name).toBeTruthy();
    expect(first.errors.logo).toBeUndefined();
    const staged = first.initial.logo_upload;
    expect(typeof staged).toBe("string");
    expect(first.initial.logo_alt).toBe("Logo van de moestuin");
    const second = await newInitiativeAction(
      multipart(member, "/nieuw-initiatief", { ...validInitiativeForm({ name: "Moestuin met logo" }), logo_upload: String(staged), logo_alt: "Logo van de moestuin" }),
    );
    expect(second).toBeInstanceOf(Response);
    const [row] = await database.db().select().from(initiatives).where(eq(initiatives.name, "Moestuin met logo"));
    expect(row?.logo_image_id).toBe(staged);
    const [image] = await database.db().select().from(images).where(eq(images.id, String(staged)));
    expect(image).toMatchObject({ alt: "Logo van de moestuin", role: "initiative_logo", created_by: member.id });
    expect(image?.attached_at).not.toBeNull();
    // Once processed, the owner's page and the public list show it.
    await processPendingImages();
    await database.db().update(initiatives).set({ status: "actief" }).where(eq(initiatives.id, row?.id ?? ""));
    const detail = await getInitiative({ id: row?.id ?? "", viewer: null });
    expect(detail?.logo).toMatchObject({ alt: "Logo van de moestuin", width: 320, height: 320 });
    expect(detail?.cover).toBeNull();
    const list = await listInitiatives({ filters: { page: 1 } as never });
    expect(list.items.find((item) => item.id === row?.id)?.logo?.srcset.avif).toMatch(/^\/afbeelding\//);
  });

  it("refuses a missing or too long alt text, a renamed text file and a bomb with Dutch field errors, keeping the values", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: member.id });
    const base = validEventForm(initiative.id, { title: "Event met foto" });
    const noAlt = answer(await newEventAction(multipart(member, "/nieuw-event", { ...base, image: await photo(), image_alt: "  " })));
    expect(noAlt.status).toBe(400);
    expect(noAlt.errors.image_alt).toEqual([imageMessages.altRequired]);
    expect(noAlt.initial.title).toBe("Event met foto");
    expect(typeof noAlt.initial.image_upload).toBe("string");
    const longAlt = answer(await newEventAction(multipart(member, "/nieuw-event", { ...base, image: await photo(), image_alt: "x".repeat(251) })));
    expect(longAlt.errors.image_alt).toEqual([imageMessages.altTooLong]);
    const text = fileOf(Buffer.from("geen foto\n".repeat(100)), "foto.jpg", "image/jpeg");
    const renamed = answer(await newEventAction(multipart(member, "/nieuw-event", { ...base, image: text, image_alt: "Een foto" })));
    expect(renamed.errors.image).toEqual([imageMessages.notAnImage]);
    expect(renamed.initial.image_alt).toBe("Een foto");
    const bomb = answer(await newEventAction(multipart(member, "/nieuw-event", { ...base, image: fileOf(pngBomb(), "b.png", "image/png"), image_alt: "Bom" })));
    expect(bomb.errors.image).toEqual([imageMessages.tooManyPixels]);
    expect(await database.db().select().from(events).where(eq(events.title, "Event met foto"))).toHaveLength(0);
  });

  it("refuses a staged id of another member", async () => {
    const owner = await createMember();
    const thief = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: thief.id });
    const upload = await uploadAction(multipart(owner, "/afbeelding/uploaden", { file: await photo(), role: "vacancy_image" }));
    const id = (upload as unknown as { data: { id: string } }).data.id;
    const refused = answer(
      await newVacancyAction(multipart(thief, "/vacature/nieuw", { ...validVacancyForm(initiative.id), image_upload: id, image_alt: "Gestolen" })),
    );
    expect(refused.status).toBe(400);
    expect(refused.errors.image).toEqual([imageMessages.uploadGone]);
    expect(refused.initial.image_upload).toBeUndefined();
    const [image] = await database.db().select().from(images).where(eq(images.id, id));
    expect(image?.attached_at).toBeNull();
    expect(await database.db().select().from(vacancies).where(eq(vacancies.initiative_id, initiative.id))).toHaveLength(0);
  });
});

describe("upload endpoint", () => {
  it("answers { id } to a member, a Dutch error to a bad file or role, 401 to a visitor", async () => {
    const member = await createMember();
    const ok = (await uploadAction(multipart(member, "/afbeelding/uploaden", { file: await photo(), role: "event_image" }))) as unknown as {
      data: { id?: string };
      init: { status: number };
    };
    expect(ok.init.status).toBe(200);
    expect(ok.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const bad = (await uploadAction(multipart(member, "/afbeelding/uploaden", { file: fileOf(Buffer.from("GIF89a"), "x.gif", "image/gif"), role: "event_image" }))) as unknown as {
      data: { error?: string };
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.error).toBe(imageMessages.notAnImage);
    const role = (await uploadAction(multipart(member, "/afbeelding/uploaden", { file: await photo(), role: "avatar" }))) as unknown as { data: { error?: string } };
    expect(role.data.error).toBe(imageMessages.unknownRole);
    const visitor = (await uploadAction(multipart(null, "/afbeelding/uploaden", { file: await photo(), role: "event_image" }))) as unknown as { init: { status: number } };
    expect(visitor.init.status).toBe(401);
  });

  it("refuses a member's 51st file within the hour with 429 and a Dutch wait, refused files counted; others may go on", async () => {
    const member = await createMember();
    const gif = () => fileOf(Buffer.from("GIF89a"), "x.gif", "image/gif");
    for (let attempt = 1; attempt <= 50; attempt++) {
      const refused = (await uploadAction(multipart(member, "/afbeelding/uploaden", { file: gif(), role: "event_image" }))) as unknown as { init: { status: number } };
      expect(refused.init.status, `attempt ${attempt}`).toBe(400);
    }
    const over = (await uploadAction(multipart(member, "/afbeelding/uploaden", { file: await photo(), role: "event_image" }))) as unknown as {
      data: { error?: string };
      init: { status: number };
    };
    expect(over.init.status).toBe(429);
    expect(over.data.error).toMatch(/^Te veel pogingen\. Probeer het over \d+ minuten? opnieuw\.$/);
    const other = (await uploadAction(multipart(await createMember(), "/afbeelding/uploaden", { file: await photo(), role: "event_image" }))) as unknown as {
      init: { status: number };
    };
    expect(other.init.status).toBe(200);
  });
});

describe("replacing, removing and deleting", () => {
  it("edit: keeps with a changed alt, replaces (old files gone), removes (files gone)", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: member.id });
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: member.id });
    const form = validEventForm(initiative.id);
    const path = `/event/${event.id}/bewerken`;
    const save = (fields: Record<string, string | File>) => editEventAction(multipart(member, path, { ...form, ...fields }, { id: event.id }));
    expect(await save({ image: await photo(), image_alt: "Eerste foto" })).toBeInstanceOf(Response);
    await processPendingImages();
    const first = (await database.db().select().from(events).where(eq(events.id, event.id)))[0]?.image_id ?? "";
    expect(await storedFiles(first)).toBe(10);
    // Keeping it without alt text is refused; with a new alt text the alt is saved.
    expect(answer(await save({ image_alt: "" })).errors.image_alt).toEqual([imageMessages.altRequired]);
    expect(await save({ image_alt: "Eerste foto, nieuwe tekst" })).toBeInstanceOf(Response);
    expect((await database.db().select().from(images).where(eq(images.id, first)))[0]?.alt).toBe("Eerste foto, nieuwe tekst");
    const [firstRow] = await database.db().select().from(images).where(eq(images.id, first));
    // Replacing deletes the old row and its files.
    expect(await save({ image: await photo("tweede.jpg"), image_alt: "Tweede foto" })).toBeInstanceOf(Response);
    const second = (await database.db().select().from(events).where(eq(events.id, event.id)))[0]?.image_id ?? "";
    expect(second).not.toBe(first);
    expect(await database.db().select().from(images).where(eq(images.id, first))).toHaveLength(0);
    expect(await fileStorage().get(firstRow?.master_key ?? "")).toBeNull();
    // Removing clears the column and deletes the image.
    expect(await save({ image_alt: "Tweede foto", image_remove: "on" })).toBeInstanceOf(Response);
    expect((await database.db().select().from(events).where(eq(events.id, event.id)))[0]?.image_id).toBeNull();
    expect(await database.db().select().from(images).where(eq(images.id, second))).toHaveLength(0);
  });

  it("deleting an event, an initiative (with its events) and an account deletes their images and files", async () => {
    const member = await createMember();
    const initiativeResponse = await newInitiativeAction(
      multipart(member, "/nieuw-initiatief", {
        ...validInitiativeForm({ name: "Initiatief om te verwijderen" }),
        logo: await photo(),
        logo_alt: "Logo",
        cover: fileOf(await png({ width: 1200, height: 600 }), "c.png", "image/png"),
        cover_alt: "Omslag",
      }),
    );
    expect(initiativeResponse).toBeInstanceOf(Response);
    const [initiative] = await database.db().select().from(initiatives).where(eq(initiatives.name, "Initiatief om te verwijderen"));
    if (!initiative?.logo_image_id || !initiative.cover_image_id) throw new Error("images not attached");
    const eventOf = async (title: string) => {
      await newEventAction(multipart(member, "/nieuw-event", { ...validEventForm(initiative.id, { title }), image: await photo(), image_alt: title }));
      const [row] = await database.db().select().from(events).where(eq(events.title, title));
      if (!row?.image_id) throw new Error("event image not attached");
      return row;
    };
    const lone = await eventOf("Los event");
    const withInitiative = await eventOf("Event van het initiatief");
    await processPendingImages();
    const ids = [initiative.logo_image_id, initiative.cover_image_id, lone.image_id ?? "", withInitiative.image_id ?? ""];
    for (const id of ids) expect(await storedFiles(id)).toBeGreaterThan(5);
    const masters = await database.db().select({ id: images.id, key: images.master_key }).from(images);
    const masterOf = (id: string) => masters.find((m) => m.id === id)?.key ?? "";

    expect(await deleteEvent({ id: lone.id, viewer: member })).toEqual({ status: "ok" });
    expect(await database.db().select().from(images).where(eq(images.id, lone.image_id ?? ""))).toHaveLength(0);
    expect(await fileStorage().get(masterOf(lone.image_id ?? ""))).toBeNull();

    expect(await deleteInitiative({ id: initiative.id, viewer: member })).toEqual({ status: "ok" });
    for (const id of ids.slice(1)) {
      expect(await database.db().select().from(images).where(eq(images.id, id))).toHaveLength(0);
      expect(await fileStorage().get(masterOf(id))).toBeNull();
    }

    // The account: an attached image and a staged one, both gone with their files.
    const other = await createInitiative(database.db(), { created_by: member.id });
    await newEventAction(multipart(member, "/nieuw-event", { ...validEventForm(other.id, { title: "Laatste event" }), image: await photo(), image_alt: "Laatste" }));
    const staged = (await uploadAction(multipart(member, "/afbeelding/uploaden", { file: await photo(), role: "event_image" }))) as unknown as { data: { id: string } };
    await processPendingImages();
    const left = await database.db().select({ id: images.id, key: images.master_key }).from(images).where(eq(images.created_by, member.id));
    expect(left.map((row) => row.id)).toContain(staged.data.id);
    await deleteAccount({ userId: member.id, email: member.email });
    for (const row of left) {
      expect(await database.db().select().from(images).where(eq(images.id, row.id))).toHaveLength(0);
      expect(await fileStorage().get(row.key ?? "")).toBeNull();
    }
  });

  it("deletes an upload never attached after 24 hours, not before", async () => {
    const member = await createMember();
    const staged = (await uploadAction(multipart(member, "/afbeelding/uploaden", { file: await photo(), role: "event_image" }))) as unknown as { data: { id: string } };
    expect(await deleteOrphanImages()).not.toContain(staged.data.id);
    const later = new Date(Date.now() + UNATTACHED_TTL_MS + 60_000);
    expect(await deleteOrphanImages({ now: later })).toContain(staged.data.id);
    expect(await database.db().select().from(images).where(eq(images.id, staged.data.id))).toHaveLength(0);
  });
});

describe("data export", () => {
  it("holds the metadata-free master of each ready image, listed in the JSON with its alt text", async () => {
    const member = await createMember();
    const initiative = await createInitiative(database.db(), { created_by: member.id });
    await newEventAction(multipart(member, "/nieuw-event", { ...validEventForm(initiative.id, { title: "Event voor export" }), image: await photo(), image_alt: "Foto voor de export" }));
    await processPendingImages();
    const [event] = await database.db().select().from(events).where(eq(events.title, "Event voor export"));
    const request = new Request("http://localhost:3000/instellingen/gegevens", { headers: { Cookie: member.cookie } });
    const response = await exportLoader({ request, url: new URL(request.url), params: {}, pattern: "/instellingen/gegevens", context: new RouterContextProvider() } as never);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const exported = JSON.parse(new TextDecoder().decode(files["gegevens.json"]));
    expect(exported.images).toEqual([
      expect.objectContaining({ id: event?.image_id, role: "event_image", alt: "Foto voor de export", width: 900, height: 600, file: `afbeeldingen/${event?.image_id}.jpg` }),
    ]);
    const master = files[`afbeeldingen/${event?.image_id}.jpg`];
    expect(master?.length).toBeGreaterThan(1000);
    expect(await exifr.parse(Buffer.from(master ?? new Uint8Array()), { gps: true }).catch(() => undefined)).toBeUndefined();
  });
});
