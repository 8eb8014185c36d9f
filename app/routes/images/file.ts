/**
 * GET /afbeelding/:id/:file: a processed image file (master or variant) of a ready image, served
 * immutable (app/modules/images/serve.server.ts). Anything else answers 404 with a Dutch text.
 */
import { imageFileResponse } from "~/modules/images/serve.server";
import type { Route } from "./+types/file";

/** @returns the file (200 or 304) or 404 "Deze afbeelding bestaat niet (meer)." */
export async function loader({ request, params }: Route.LoaderArgs) {
  return imageFileResponse({ id: params.id, file: params.file, request });
}
