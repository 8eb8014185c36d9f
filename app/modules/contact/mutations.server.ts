/**
 * Writes of the contact module: every valid message of the contact form is stored in
 * `contact_messages` for the moderators' queue (/beheer/berichten).
 * docs/decisions/022-reports-and-queues.md.
 */
import { contactMessages } from "~/db/schema";
import { getDb } from "~/lib/db.server";

/**
 * Stores one contact message. Plain text as given (validate and trim it with `ContactSchema`
 * first); whoever shows it must escape it (React does).
 * @param options.userId the signed-in sender's id (UUID), or null for a visitor
 * @returns the new row's id (UUID)
 * @throws Error when the database refuses the insert or cannot be reached
 */
export async function storeContactMessage(options: {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
}): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ name: options.name, email: options.email, subject: options.subject, message: options.message, user_id: options.userId })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("storeContactMessage: insert returned no row");
  return row.id;
}
