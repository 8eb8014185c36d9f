import { Alert } from "~/components/ui/alert";

/** The list's notices about filter values it could not use (see `listFilterNotices`), above the count. */
export function FilterNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <Alert>
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </Alert>
  );
}
