/**
 * The outbox (no SMTP server configured): a queued job's message is one file named after the job,
 * and a process killed while writing it never leaves half a message that would pass for sent.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";
import { beforeEach, describe, expect, it } from "vitest";
import { deleteOutboxMailTo, outboxDir, removeStalePartialMail, sendMail } from "~/lib/mail.server";
import { mailsTo, outboxMessages } from "../setup/outbox";

const message = {
  to: "outbox-test@voorbeeld.example.org",
  subject: "Je bent aangemeld",
  text: "Tot zaterdag.",
  html: "<!doctype html><p>Tot zaterdag.</p>",
};
const job = { id: 987_654, createdAt: new Date("2026-11-25T10:00:00.000Z") };
const jobFile = "2026-11-25T10-00-00.000Z-job-987654.eml";

beforeEach(async () => {
  delete process.env.SMTP_URL;
  await rm(outboxDir(), { recursive: true, force: true });
  await mkdir(outboxDir(), { recursive: true });
});

describe("the outbox", () => {
  it("replaces a half-written file of a job that is sent again after a crash", async () => {
    // What a SIGKILL in the middle of the write used to leave under the final name.
    await writeFile(path.join(outboxDir(), jobFile), "From: Dit doet Nederland\r\nTo: outbox-te");
    await sendMail(message, { job });
    const mail = await PostalMime.parse(await readFile(path.join(outboxDir(), jobFile)));
    expect(mail.to?.[0]?.address).toBe(message.to);
    expect(mail.subject).toBe(message.subject);
    expect(mail.text?.trim()).toBe(message.text);
  });

  it("keeps one file per job when the job is sent twice, and no temporary files", async () => {
    await sendMail(message, { job });
    await sendMail(message, { job });
    expect(await readdir(outboxDir())).toEqual([jobFile]);
  });

  it("deletes a member's messages, also a temporary file left by a killed write", async () => {
    await sendMail(message, { job });
    await writeFile(path.join(outboxDir(), `.${jobFile}.0a1b2c3d.partial`), `To: ${message.to}\r\nSubj`);
    await sendMail({ ...message, to: "iemand-anders@voorbeeld.example.org" });
    expect(await deleteOutboxMailTo(message.to.toUpperCase())).toBe(2);
    const left = await readdir(outboxDir());
    expect(left).toHaveLength(1);
    expect(left[0]).not.toContain("job");
  });
});

describe("temporary outbox files", () => {
  it("are removed when older than 10 minutes, and only then", async () => {
    await writeFile(path.join(outboxDir(), `.${jobFile}.0a1b2c3d.partial`), "To: iemand");
    await sendMail(message, { job });
    expect(await removeStalePartialMail()).toBe(0);
    expect(await removeStalePartialMail(Date.now() + 11 * 60 * 1000)).toBe(1);
    expect(await readdir(outboxDir())).toEqual([jobFile]);
  });
});

describe("reading the outbox in tests", () => {
  it("counts only complete messages, never a write in progress", async () => {
    await writeFile(path.join(outboxDir(), `.${jobFile}.0a1b2c3d.partial`), `To: ${message.to}\r\nSubject: ${message.subject}\r\n\r\nTot`);
    expect(await mailsTo(message.to)).toHaveLength(0);
    await sendMail(message, { job });
    expect((await outboxMessages()).map(({ name }) => name)).toEqual([jobFile]);
    expect(await mailsTo(message.to)).toHaveLength(1);
  });
});
