/**
 * Reading a posted form safely in a route action (docs/decisions/013-fuzzing.md; found by
 * tests/integration/fuzz-forms.test.ts, see docs/decisions/013-fuzzing.md):
 *
 * - NUL characters are removed from every text value. PostgreSQL cannot store them in text
 *   columns ("invalid byte sequence for encoding UTF8: 0x00"), nobody types one, and a crafted
 *   post with one used to answer 500 on every form that saves text (the event form already
 *   removed them in its schema; now every action does, in one place).
 * - A body that is not a form answers 400 with a Dutch message instead of 500.
 * - Conform's hidden `__intent__` field (validate one field, reset, …) arrives as JSON the browser
 *   wrote. A crafted post can put anything there, and Conform's `parseWithZod` then throws
 *   (`SyntaxError`, "Unknown form control intent"), which also answered 500. An unreadable intent
 *   is dropped, so the post counts as a plain submit (what a browser without JavaScript sends).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";

/** The answer to a body that is not a form (wrong content type, broken multipart). */
export const unreadableFormMessage = "Het formulier kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.";

/** The field name Conform uses for intents (`INTENT` in @conform-to/dom). */
export const CONFORM_INTENT_FIELD = "__intent__";

const anyFields = z.object({});

/** Whether Conform can read the form's intent (or there is none). */
function hasReadableIntent(formData: FormData): boolean {
  if (!formData.has(CONFORM_INTENT_FIELD)) return true;
  try {
    parseWithZod(formData, { schema: anyFields });
    return true;
  } catch {
    return false;
  }
}

/**
 * The posted form, cleaned: NUL characters removed from text values, an unreadable Conform intent
 * dropped. Files and everything else are passed on unchanged.
 * @param request the action's request (its body is consumed)
 * @returns a FormData to hand to `parseWithZod` or to read fields from
 * @throws `data({ message }, 400)` with {@link unreadableFormMessage} for a body that is not a form
 *   (a JSON or text body, a multipart body without its boundary), which used to answer 500
 */
export async function readFormData(request: Request): Promise<FormData> {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    throw data({ message: unreadableFormMessage }, { status: 400 });
  }
  const cleaned = new FormData();
  for (const [name, value] of posted) cleaned.append(name, typeof value === "string" ? value.replaceAll("\u0000", "") : value);
  if (hasReadableIntent(cleaned)) return cleaned;
  const withoutIntent = new FormData();
  for (const [name, value] of cleaned) if (name !== CONFORM_INTENT_FIELD) withoutIntent.append(name, value);
  return withoutIntent;
}
