/**
 * Account deletion removes exactly the member's traces: verification rows naming the member's
 * address or id, not those of another member whose address merely contains it; the unsent mail to
 * the member in the outbox; the rate-limit counters keyed by the member's id or address; and the
 * outbox log never held the address in the first place.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { mailJobs, rateLimits, verification } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail.server";
import { accountAttemptKey, consumeRateLimits } from "~/lib/rate-limit.server";
import { enqueueMail, processMailQueue } from "~/lib/mail-queue.server";
import { deleteAccount } from "~/modules/accounts/account-deletion.server";
import { setupTestDatabase } from "../setup/database";
import { createMember } from "../setup/members";
import { outboxMessages } from "../setup/outbox";

const database = setupTestDatabase();

/** The outbox messages whose To: header is exactly `address`, after the queue sent what is due. */
async function outboxTo(address: string): Promise<string[]> {
  await processMailQueue();
  return (await outboxMessages())
    .filter(({ raw }) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "m").test(raw))
    .map(({ name }) => name);
}

describe("account deletion", () => {
  it("deletes verification rows naming the member exactly, and keeps those of an address containing theirs", async () => {
    const u = crypto.randomUUID().slice(0, 6);
    const member = await createMember({ email: `an-${u}@voorbeeld.example.org` });
    const neighbour = await createMember({ email: `jan-${u}@voorbeeld.example.org` });
    const hour = new Date(Date.now() + 3600_000);
    await database.db().insert(verification).values([
      { identifier: `email-verification:${member.email}`, value: "token-lid", expiresAt: hour },
      { identifier: `state-${crypto.randomUUID()}`, value: JSON.stringify({ email: member.email.toUpperCase() }), expiresAt: hour },
      { identifier: `email-verification:${neighbour.email}`, value: "token-buur", expiresAt: hour },
      { identifier: `state-${crypto.randomUUID()}`, value: JSON.stringify({ email: neighbour.email }), expiresAt: hour },
      { identifier: `reset-password:${crypto.randomUUID()}`, value: neighbour.id, expiresAt: hour },
    ]);

    await deleteAccount({ userId: member.id, email: member.email });

    const rows = await database.db().select().from(verification);
    const text = JSON.stringify(rows).toLowerCase();
    expect(text).not.toContain(`"${member.email}`);
    expect(text).not.toContain(`:${member.email}`);
    expect(rows.filter((row) => row.identifier === `email-verification:${neighbour.email}`)).toHaveLength(1);
    expect(rows.filter((row) => row.value === JSON.stringify({ email: neighbour.email }))).toHaveLength(1);
    expect(await database.db().$count(verification, eq(verification.value, neighbour.id))).toBe(1);
  });

  it("removes the member's unsent mail from the outbox, and the log never names the address", async () => {
    const u = crypto.randomUUID().slice(0, 6);
    const member = await createMember({ email: `post-${u}@voorbeeld.example.org` });
    const neighbour = await createMember({ email: `xpost-${u}@voorbeeld.example.org` });
    const info = vi.spyOn(logger, "info");
    for (const subject of ["Eerste", "Tweede"]) {
      for (const to of [member.email, neighbour.email]) await sendMail({ to, subject, text: "Hallo", html: "<p>Hallo</p>" });
    }
    expect(JSON.stringify(info.mock.calls)).not.toContain(member.email);
    info.mockRestore();
    expect(await outboxTo(member.email)).toHaveLength(2);
    const neighbours = await outboxTo(neighbour.email);
    expect(neighbours).toHaveLength(2);

    await deleteAccount({ userId: member.id, email: member.email });

    expect(await outboxTo(member.email)).toEqual([]);
    expect(await outboxTo(neighbour.email)).toEqual(neighbours);
  });

  it("removes the member's mail still waiting in the queue, and keeps a neighbour's", async () => {
    const u = crypto.randomUUID().slice(0, 6);
    const member = await createMember({ email: `wacht-${u}@voorbeeld.example.org` });
    const neighbour = await createMember({ email: `xwacht-${u}@voorbeeld.example.org` });
    const later = new Date(Date.now() + 3_600_000);
    for (const to of [member.email, `Lid <${neighbour.email.toUpperCase()}>`]) {
      await enqueueMail(database.db(), { to, subject: "Later", text: "Hallo", html: "<p>Hallo</p>" }, { runAt: later });
    }
    const waiting = (address: string) => database.db().$count(mailJobs, eq(mailJobs.recipient, address));
    expect(await waiting(member.email)).toBe(1);
    const neighbours = await waiting(neighbour.email);
    expect(neighbours).toBe(1);

    await deleteAccount({ userId: member.id, email: member.email });

    expect(await waiting(member.email)).toBe(0);
    expect(await waiting(neighbour.email)).toBe(neighbours);
  });

  it("removes the rate-limit counters keyed by the member's id or address, and keeps a neighbour's", async () => {
    const member = await createMember();
    const neighbour = await createMember();
    await consumeRateLimits([["uploadAccount", member.id]]);
    await consumeRateLimits([["reportAccount", member.id]]);
    await consumeRateLimits([["signInAccountIp", accountAttemptKey(member.email, "10.4.0.1")]]);
    await consumeRateLimits([["uploadAccount", neighbour.id]]);
    const keys = async () => (await database.db().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(await keys()).toEqual(expect.arrayContaining([`uploadAccount:${member.id}`, `reportAccount:${member.id}`]));

    await deleteAccount({ userId: member.id, email: member.email });

    const left = await keys();
    expect(left.filter((key) => key.includes(member.id) || key.includes(member.email))).toEqual([]);
    expect(left).toContain(`uploadAccount:${neighbour.id}`);
  });
});
