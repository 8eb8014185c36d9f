/**
 * The rows of /meldingen, newest first: unread ones marked, each a link through /meldingen/:id
 * (which marks it read and goes to its item), and "Alles gelezen" as a plain form post.
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { NOTIFICATIONS_PATH, notificationTexts } from "../notification-types";

export interface NotificationListItem {
  id: string;
  label: string;
  title: string;
  summary: string;
  /** Written by the loader, e.g. "29 nov. 2026 11:04". */
  when: string;
  read: boolean;
}

export function MarkAllReadForm() {
  return (
    <Form method="post" action={`${NOTIFICATIONS_PATH}/gelezen`}>
      <Button type="submit" variant="outline" size="sm">
        Alles gelezen
      </Button>
    </Form>
  );
}

export function NotificationList({ items }: { items: NotificationListItem[] }) {
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{notificationTexts.empty}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
      {items.map((item) => (
        <li key={item.id} className={cn("p-4", !item.read && "bg-muted/60")}>
          <Link to={`${NOTIFICATIONS_PATH}/${item.id}`} className="flex flex-col gap-0.5 rounded-sm focus-visible:outline-2">
            <span className="text-sm text-muted-foreground">
              {item.read ? null : <span className="mr-2 font-semibold text-primary">Nieuw</span>}
              {item.label}
            </span>
            <span className="font-semibold text-primary underline-offset-4 hover:underline">{item.title}</span>
            {item.summary ? <span className="text-sm">{item.summary}</span> : null}
            <span className="text-xs text-muted-foreground">{item.when}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
