/** The member search of /beheer/leden (a GET form, so results have an address) and its results. */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { formatDate } from "~/lib/format";
import { roleLabels } from "../role-forms";

/** Dates as ISO 8601 strings after serialisation. */
export interface MemberListRow {
  id: string;
  name: string;
  email: string;
  createdAt: string | Date;
  blockedAt: string | Date | null;
  roles: ("moderator" | "admin")[];
}

export function MemberSearch({ query, min }: { query: string; min: number }) {
  return (
    <Form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end" role="search">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor="leden-zoek">Naam of e-mailadres</Label>
        <Input id="leden-zoek" name="q" type="search" defaultValue={query} minLength={min} maxLength={100} />
      </div>
      <Button type="submit">Zoeken</Button>
    </Form>
  );
}

export function MemberList({ members }: { members: MemberListRow[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {members.map((member) => (
        <li key={member.id} className="flex flex-col gap-1 rounded-md border p-4">
          <Link to={`/beheer/leden/${member.id}`} className="font-medium text-primary underline">
            {member.name}
          </Link>
          <p className="text-sm text-muted-foreground">{member.email}</p>
          <p className="text-sm">
            Lid sinds {formatDate(member.createdAt)}
            {member.roles.length > 0 ? ` · ${member.roles.map((role) => roleLabels[role]).join(", ")}` : null}
            {member.blockedAt ? <strong className="font-medium text-destructive"> · Geblokkeerd sinds {formatDate(member.blockedAt)}</strong> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
