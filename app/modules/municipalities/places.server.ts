/**
 * Places people type: a four-digit postcode ("3511", "3511 AB") or a municipality ("Utrecht",
 * "Den Haag"), resolved to a point from the reference tables `postcode_areas` and `municipalities`
 * (docs/product-rules.md#places).
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { municipalities, postcodeAreas } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { parsePostcode, postcodeMessages } from "~/lib/fields";
import { NEAR_ME, type NearFilter } from "~/lib/list-params";
import type { Point } from "~/lib/geo.server";
import { cbsNameOf } from "~/lib/municipality-names";
import { findMunicipality } from "./municipalities";

/** A resolved place: what to call it and its point (WGS84 degrees). */
export interface Place extends Point {
  /** "3511" for a postcode area, the CBS name for a municipality. */
  label: string;
  kind: "postcode" | "municipality";
}


/** The postcode area `pc4` ("3511") with its point and municipality code, or null when unknown. */
export async function postcodeArea(pc4: string, db?: Executor): Promise<{ pc4: string; lat: number; lon: number; municipality_code: string } | null> {
  const [row] = await (db ?? (await getDb())).select().from(postcodeAreas).where(eq(postcodeAreas.pc4, pc4)).limit(1);
  return row ?? null;
}

/** Whether `pc4` (four digits) is a known postcode area. */
export async function isKnownPostcode(pc4: string, db?: Executor): Promise<boolean> {
  return (await postcodeArea(pc4, db)) !== null;
}

/**
 * `schema` plus the rule only the server can check: a typed postcode (the output field `postcode`,
 * four digits or null) must be a known area, else {@link postcodeMessages}.unknown on that field.
 * Parse asynchronously (`handleForm` does).
 */
export function withKnownPostcode<Schema extends z.ZodType<{ postcode: string | null }>>(schema: Schema): Schema {
  return schema.superRefine(async (values, ctx) => {
    // The field's own rule may have failed, leaving the typed text: only four digits are looked up.
    const pc4 = typeof values.postcode === "string" && /^\d{4}$/.test(values.postcode) ? values.postcode : null;
    if (pc4 && !(await isKnownPostcode(pc4))) {
      ctx.addIssue({ code: "custom", path: ["postcode"], message: postcodeMessages.unknown });
    }
  }) as Schema;
}

/**
 * The place `text` denotes: a postcode (only its four digits count) or a municipality by CBS name,
 * slug or common name, accents and case ignored.
 * @returns the place, or null when it is empty, unknown, or its municipality has no centre yet
 */
export async function findPlace(text: string, db?: Executor): Promise<Place | null> {
  const typed = text.trim().slice(0, 100);
  if (!typed) return null;
  const executor = db ?? (await getDb());
  const pc4 = parsePostcode(typed);
  if (pc4) {
    const area = await postcodeArea(pc4, executor);
    return area ? { label: area.pc4, kind: "postcode", lat: area.lat, lon: area.lon } : null;
  }
  const municipality = findMunicipality(cbsNameOf(typed) ?? typed);
  if (!municipality) return null;
  const [row] = await executor
    .select({ lat: municipalities.lat, lon: municipalities.lon })
    .from(municipalities)
    .where(eq(municipalities.name, municipality.name))
    .limit(1);
  if (row?.lat == null || row.lon == null) return null;
  return { label: municipality.name, kind: "municipality", lat: row.lat, lon: row.lon };
}

/** Shown instead of the member's own postcode, which no page repeats. */
export const HOME_LABEL = "je postcode";

/**
 * `filters` with `near.place` filled in, or `near.missing` saying why it could not be: an unknown
 * place, or {@link NEAR_ME} without a signed-in member or without a saved home postcode.
 * @param options.homePostcode the viewer's home postcode lookup; absent where no member is known (feeds, API, embeds)
 */
export async function resolveNear<Filters extends { near: NearFilter | null }>(
  filters: Filters,
  options: { homePostcode?: () => Promise<string | null> } = {},
): Promise<Filters> {
  const near = filters.near;
  if (!near) return filters;
  const missing = (why: NonNullable<NearFilter["missing"]>) => ({ ...filters, near: { ...near, place: null, missing: why } });
  if (near.text.toLowerCase() === NEAR_ME) {
    if (!options.homePostcode) return missing("signed-out");
    const pc4 = await options.homePostcode();
    const area = pc4 ? await postcodeArea(pc4) : null;
    if (!area) return missing("no-home");
    return { ...filters, near: { ...near, place: { label: HOME_LABEL, lat: area.lat, lon: area.lon }, missing: null } };
  }
  const place = await findPlace(near.text);
  if (!place) return missing("unknown");
  return { ...filters, near: { ...near, place: { label: place.label, lat: place.lat, lon: place.lon }, missing: null } };
}
