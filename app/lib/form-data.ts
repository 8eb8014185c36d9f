/**
 * Reading a posted form safely (docs/decisions/013-fuzzing.md): NUL is removed from text values
 * (PostgreSQL cannot store it), a body that is not a form answers 400, and an unreadable Conform
 * intent is dropped, since a crafted one makes `parseWithZod` throw.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";

export const unreadableFormMessage = "Het formulier kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.";

/** Conform's intent field (`INTENT` in @conform-to/dom). */
export const CONFORM_INTENT_FIELD = "__intent__";

const anyFields = z.object({});

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
 * The posted form, cleaned; files pass unchanged. Consumes the body.
 * @throws `data({ message }, 400)` with {@link unreadableFormMessage} for a body that is not a form
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
