/**
 * The initiative page's sections that need no browser code, as HTML rendered on the server by React
 * (so every text is escaped): "Over dit initiatief" and "Nieuws". The page shows the HTML as-is and
 * ships none of their code, keeping it within its JavaScript budget
 * (docs/decisions/068-initiative-updates.md).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { DetailSection } from "~/components/detail-layout";
import { Paragraphs } from "~/components/paragraphs";
import { UpdateList } from "./components/update-list";
import type { UpdatePage } from "./queries.server";

/** @returns both sections' HTML, headings (ids `over` and `nieuws`) included */
export function renderInitiativeTextSections(props: {
  initiativeId: string;
  longDescription: string;
  updates: UpdatePage;
  canManage: boolean;
  feed: boolean;
}): string {
  const { longDescription, ...news } = props;
  return renderToStaticMarkup(
    <>
      <DetailSection id="over" title="Over dit initiatief" className="flex flex-col gap-3 leading-relaxed">
        <Paragraphs text={longDescription} />
      </DetailSection>
      <DetailSection id="nieuws" title="Nieuws">
        <UpdateList {...news} />
      </DetailSection>
    </>,
  );
}
