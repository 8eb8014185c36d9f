/**
 * The list's notices about filter values it could not use (see `listFilterNotices`), above the
 * count. Plain markup in the info alert's colours: the list pages' JavaScript budget has no room
 * for the alert component's chunk.
 */
export function FilterNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary-soft p-4 text-sm text-primary-soft-foreground">
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  );
}
