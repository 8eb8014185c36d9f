/**
 * POST /afbeelding/uploaden: one image ahead of its form, for the preview with JavaScript, with
 * the same checks as a file posted with the form. Members only.
 */
import { data } from "react-router";
import { readFormData } from "~/lib/form-data";
import { getSessionUser } from "~/lib/session.server";
import { receiveUpload } from "~/modules/images/upload.server";
import type { Route } from "./+types/upload";

/** @returns 200 `{ id }` of the staged image; 400, 401 or 500 `{ error }` with a Dutch text */
export async function action({ request }: Route.ActionArgs) {
  const member = await getSessionUser(request);
  if (!member) return data({ error: "Log in om een afbeelding te uploaden." }, { status: 401 });
  const formData = await readFormData(request);
  const answer = await receiveUpload({ formData, userId: member.id });
  return data(answer.ok ? { id: answer.id } : { error: answer.message }, { status: answer.status });
}

export function loader() {
  return new Response("Gebruik het formulier om een afbeelding te uploaden.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
