/**
 * A personal API key seeded for the browser tests' crawler (docs/decisions/072-personal-api-keys.md):
 * a member with one key, written straight to the database before the server opens it. The key and
 * its hash must never appear in anything a visitor receives.
 */
import { createHash, randomBytes } from "node:crypto";
import { apiKeys, user } from "~/db/schema";
import type { Database } from "~/lib/db.server";

/** Seeds the member and the key. @returns the key and its stored hash (the values to search for) */
export async function seedApiKey(db: Database): Promise<string[]> {
  const key = `ddn_${randomBytes(32).toString("base64url")}`;
  const hash = createHash("sha256").update(key).digest("hex");
  const [member] = await db
    .insert(user)
    .values({ name: "Sleutel Houder", email: "sleutel-houder@e2e.example.org", emailVerified: true })
    .returning({ id: user.id });
  if (!member) throw new Error("seedApiKey: member not created");
  await db.insert(apiKeys).values({ user_id: member.id, name: "Crawlertest", key_hash: hash });
  return [key, hash];
}
