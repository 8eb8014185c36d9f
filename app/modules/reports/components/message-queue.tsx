/** A moderators' message queue: unread first with "Markeer als afgehandeld", then the latest handled. */
import { CheckCircle2 } from "~/components/icons";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import { formatDateTime } from "~/lib/format";
import type { Queue, QueueMessage } from "../queues.server";
import { HANDLE_MESSAGE_INTENT } from "../schemas";

function MessageCard({ message, handled }: { message: QueueMessage; handled: boolean }) {
  return (
    <li className={`flex flex-col gap-2 rounded-md border p-4 ${handled ? "bg-muted/50" : ""}`}>
      <p className="text-sm text-muted-foreground">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {message.name || message.email ? (
          <>
            {" · "}
            {message.name}
            {message.email ? (
              <>
                {" "}
                (<a href={`mailto:${message.email}`} className="text-primary underline">{message.email}</a>)
              </>
            ) : null}
          </>
        ) : null}
      </p>
      {message.subject ? <h3 className="font-semibold">{message.subject}</h3> : null}
      <p className="whitespace-pre-line">{message.message}</p>
      {handled ? (
        <p className="inline-flex items-center gap-1.5 text-sm text-success-soft-foreground">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Afgehandeld
          {message.handledAt ? (
            <>
              {" op "}
              <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
            </>
          ) : null}
          {" door "}
          {message.handledBy ?? "verwijderd lid"}
        </p>
      ) : (
        <Form method="post">
          <input type="hidden" name="id" value={message.id} />
          <SubmitButton intent={HANDLE_MESSAGE_INTENT} variant="outline" size="sm" pendingText="Bezig…">
            Markeer als afgehandeld
          </SubmitButton>
        </Form>
      )}
    </li>
  );
}

export function MessageQueue({ queue, empty }: { queue: Queue; empty: string }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="ongelezen" className="flex flex-col gap-3">
        <h2 id="ongelezen" className="font-semibold text-xl">
          Nog af te handelen ({queue.open.length})
        </h2>
        {queue.open.length === 0 ? <p className="text-muted-foreground">{empty}</p> : null}
        <ul className="flex flex-col gap-3">
          {queue.open.map((message) => (
            <MessageCard key={message.id} message={message} handled={false} />
          ))}
        </ul>
      </section>
      {queue.handled.length > 0 ? (
        <section aria-labelledby="afgehandeld" className="flex flex-col gap-3">
          <h2 id="afgehandeld" className="font-semibold text-xl">
            Afgehandeld
          </h2>
          <ul className="flex flex-col gap-3">
            {queue.handled.map((message) => (
              <MessageCard key={message.id} message={message} handled />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
