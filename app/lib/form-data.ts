/** Reading a posted form safely: NUL removed, 400 for a non-form body, a crafted Conform intent dropped (ADR 013). */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";

export const unreadableFormMessage = "Het formulier kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.";

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

/** The posted form, cleaned. @throws `data({ message }, 400)` for a body that is not a form */
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
