/**
 * The "Nieuws" section of an initiative page: its updates newest first (links already found on the
 * server), each public one with "Melden", with page links that need no JavaScript. Rendered to static HTML on the server
 * (../render.server.tsx), so it adds nothing to the page's JavaScript: plain anchors, no hooks.
 */
import { ItemPictureView, pictureSizes } from "~/modules/images/components/picture";
import type { LinkedParagraph } from "../linkify.server";
import type { UpdatePage, UpdateView } from "../queries.server";

/** Links in members' text: not endorsed, user content, no access to this page. */
export const UPDATE_LINK_REL = "nofollow ugc noopener";

/** The initiative page's address of page `page` of its updates. */
export function updatesPageHref(initiativeId: string, page: number): string {
  return page <= 1 ? `/initiatief/${initiativeId}#nieuws` : `/initiatief/${initiativeId}?nieuws=${page}#nieuws`;
}

function LinkedText({ paragraphs }: { paragraphs: LinkedParagraph[] }) {
  return (
    <>
      {paragraphs.map((segments, p) => (
        <p key={p} className="whitespace-pre-line break-words">
          {segments.map((segment, s) =>
            "href" in segment ? (
              <a key={s} href={segment.href} rel={UPDATE_LINK_REL} className="text-primary underline underline-offset-4">
                {segment.text}
              </a>
            ) : (
              segment.text
            ),
          )}
        </p>
      ))}
    </>
  );
}

const pageLinkClass = "inline-flex h-10 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted";

/** One update: date, moderator's note for its owner, text, picture, and its links. */
function UpdateEntry({ initiativeId, update, canManage, reportable }: { initiativeId: string; update: UpdateView; canManage: boolean; reportable: boolean }) {
  return (
    <li>
      <article id={`nieuws-${update.id}`} aria-labelledby={`nieuws-${update.id}-datum`} className="flex flex-col gap-2 rounded-lg border border-border p-4">
        <p className="text-sm text-muted-foreground">
          <time id={`nieuws-${update.id}-datum`} dateTime={update.createdAt}>
            {update.dateLabel}
          </time>
          {update.editedLabel ? <span> · {update.editedLabel}</span> : null}
        </p>
        {update.status !== "actief" ? (
          <p className="text-sm font-medium text-destructive">
            Verborgen door een moderator{update.statusReason ? `: ${update.statusReason}` : ""}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 leading-relaxed">
          <LinkedText paragraphs={update.paragraphs} />
        </div>
        {update.image ? (
          <ItemPictureView picture={update.image} sizes={pictureSizes.detail} aspect="banner" className="w-full rounded-md" />
        ) : null}
        {canManage || reportable ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {canManage ? (
              <a href={`/initiatief/${initiativeId}/nieuws/${update.id}/bewerken`} className="text-primary underline underline-offset-4">
                Bewerken of verwijderen<span className="sr-only">: bericht van {update.dateLabel}</span>
              </a>
            ) : null}
            {reportable ? (
              <a href={`/melden?type=update&id=${update.id}`} rel="nofollow" className="text-muted-foreground underline underline-offset-4">
                Melden<span className="sr-only">: bericht van {update.dateLabel}</span>
              </a>
            ) : null}
          </p>
        ) : null}
      </article>
    </li>
  );
}

export function UpdateList({
  initiativeId,
  updates,
  canManage,
  feed,
}: {
  initiativeId: string;
  updates: UpdatePage;
  /** The viewer may post, edit and delete (checked again by every action). */
  canManage: boolean;
  /** The initiative is public: link its Atom feed, and "Melden" on each public update. */
  feed: boolean;
}) {
  const { items, page, pageCount } = updates;
  return (
    <div className="flex flex-col gap-3">
      {canManage ? (
        <p>
          <a href={`/initiatief/${initiativeId}/nieuws/nieuw`} className={`${pageLinkClass} self-start`}>
            Nieuwsbericht plaatsen
          </a>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-muted-foreground">Dit initiatief heeft nog geen nieuws geplaatst.</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Nieuwsberichten, nieuwste eerst">
          {items.map((update) => (
            <UpdateEntry key={update.id} initiativeId={initiativeId} update={update} canManage={canManage} reportable={feed && update.status === "actief"} />
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Pagina's met nieuws" className="flex items-center justify-between gap-2">
          {page > 1 ? (
            <a href={updatesPageHref(initiativeId, page - 1)} className={pageLinkClass} rel="prev">
              Nieuwer
            </a>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted-foreground">
            Pagina {page} van {pageCount}
          </p>
          {page < pageCount ? (
            <a href={updatesPageHref(initiativeId, page + 1)} className={pageLinkClass} rel="next">
              Ouder
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {feed && items.length > 0 ? (
        <p className="text-sm">
          <a href={`/initiatief/${initiativeId}/nieuws.atom`} type="application/atom+xml" className="text-muted-foreground underline">
            Nieuws volgen in je feedlezer (Atom)
          </a>
        </p>
      ) : null}
    </div>
  );
}
