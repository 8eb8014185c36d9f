/**
 * The posts of /instellingen/zoekopdrachten: save a search from a list (or the profile alert),
 * rename it and set how often, delete it. Each answers with a redirect and a toast, or a Dutch
 * message with a 4xx; nothing of another member's searches can be reached.
 */
import { data } from "react-router";
import { intentOf } from "~/lib/form-action.server";
import { isUuid } from "~/lib/list-params";
import { safeRedirect } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { type AlertFrequency, SAVED_SEARCH_INTENTS } from "./saved-searches";
import { deleteSavedSearch, saveSearch, updateSavedSearch } from "./saved-searches.server";
import { SAVED_SEARCHES_PATH } from "./topics";

const { save: SAVE_SEARCH_INTENT, update: UPDATE_SEARCH_INTENT, delete: DELETE_SEARCH_INTENT } = SAVED_SEARCH_INTENTS;


/** What a refused post shows: the message and where to go back. */
export interface SavedSearchRefusal {
  error: string;
  back: string;
}

const NOT_FOUND = "Deze zoekopdracht bestaat niet (meer).";

function refuse(error: string, status: 400 | 404, back = SAVED_SEARCHES_PATH) {
  return data<SavedSearchRefusal>({ error, back }, { status });
}

/** How often, inside a sentence: lower-casing the labels would write "eén" instead of "één". */
const FREQUENCY_IN_SENTENCE: Record<AlertFrequency, string> = {
  direct: "direct (binnen een kwartier)",
  daily: "één keer per dag",
  weekly: "één keer per week",
  off: "nooit",
};

function savedText(frequency: AlertFrequency): string {
  return frequency === "off"
    ? "Je krijgt er geen e-mail over."
    : `Nieuwe resultaten krijg je per e-mail: ${FREQUENCY_IN_SENTENCE[frequency]}. Wijzigen kan bij Meldingen per e-mail.`;
}

/**
 * Handles one post of member `userId`.
 * @returns a redirect with a toast, or 400 (unknown intent, bad name or frequency, no confirmation,
 *   the limit reached) or 404 (not the member's search) with `{ error, back }`
 */
export async function handleSavedSearchPost(userId: string, formData: FormData) {
  const intent = intentOf(formData, [SAVE_SEARCH_INTENT, UPDATE_SEARCH_INTENT, DELETE_SEARCH_INTENT]);
  const id = String(formData.get("id") ?? "");
  if (intent === SAVE_SEARCH_INTENT) {
    const back = safeRedirect(formData.get("terug"), SAVED_SEARCHES_PATH);
    const query = formData.get("zoekopdracht");
    const saved = await saveSearch(userId, formData.get("soort"), typeof query === "string" ? query : "");
    if (!saved.ok) return refuse(saved.message, 400, back);
    const message = saved.created ? `Zoekopdracht bewaard. ${savedText(saved.search.frequency)}` : "Deze zoekopdracht had je al bewaard.";
    return redirectWithToast(back, { type: "success", message });
  }
  if (intent === UPDATE_SEARCH_INTENT) {
    if (!isUuid(id)) return refuse(NOT_FOUND, 404);
    const refused = await updateSavedSearch(userId, id, { name: formData.get("naam"), frequency: formData.get("frequentie") });
    if (refused === "not-found") return refuse(NOT_FOUND, 404);
    if (refused) return refuse(refused, 400);
    return redirectWithToast(SAVED_SEARCHES_PATH, { type: "success", message: "Zoekopdracht opgeslagen." });
  }
  if (intent === DELETE_SEARCH_INTENT) {
    if (!isUuid(id)) return refuse(NOT_FOUND, 404);
    if (formData.get("confirm") !== "ja") return refuse("Bevestig dat je deze zoekopdracht wilt verwijderen.", 400);
    if (!(await deleteSavedSearch(userId, id))) return refuse(NOT_FOUND, 404);
    return redirectWithToast(SAVED_SEARCHES_PATH, { type: "success", message: "Zoekopdracht verwijderd." });
  }
  return refuse("Onbekende actie.", 400);
}
