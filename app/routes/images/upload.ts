/**
 * POST /afbeelding/uploaden: receives one image ahead of its form, for the preview and progress
 * the forms show with JavaScript (docs/decisions/033-images.md). Members only; the Origin check of
 * every form applies (app/lib/http.server.ts). Fields: `file` and `role` (initiative_logo,
 * initiative_cover, event_image or vacancy_image). The same checks as a file posted with the form
 * (app/modules/images/upload.server.ts); the answer's id goes into the form's `<prefix>_upload`.
 */
import { data } from "react-router";
import { readFormData } from "~/lib/form-data";
import { getSessionUser } from "~/lib/session.server";
import { receiveUpload } from "~/modules/images/upload.server";
import type { Route } from "./+types/upload";

/**
 * @returns 200 `{ id }` (the staged image's UUID); 400 `{ error }` with the Dutch refusal; 401
 *   `{ error }` for a visitor; 500 `{ error }` when storing fails
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await getSessionUser(request);
  if (!member) return data({ error: "Log in om een afbeelding te uploaden." }, { status: 401 });
  const formData = await readFormData(request);
  const answer = await receiveUpload({ formData, userId: member.id });
  return data(answer.ok ? { id: answer.id } : { error: answer.message }, { status: answer.status });
}

/** A GET has nothing to show: 405 with a Dutch text. */
export function loader() {
  return new Response("Gebruik het formulier om een afbeelding te uploaden.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
