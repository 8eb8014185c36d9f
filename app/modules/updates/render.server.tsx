/**
 * The "Nieuws" section as HTML, rendered on the server by React (so every text is escaped): the
 * initiative page shows it as-is and ships none of its code to the browser, keeping the page
 * within its JavaScript budget (docs/decisions/068-initiative-updates.md).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { UpdateList } from "./components/update-list";
import type { UpdatePage } from "./queries.server";

/** @returns the section's HTML (no surrounding heading) */
export function renderUpdatesHtml(props: { initiativeId: string; updates: UpdatePage; canManage: boolean; feed: boolean }): string {
  return renderToStaticMarkup(<UpdateList {...props} />);
}
