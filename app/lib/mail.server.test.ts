import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";

const FROM = "Dit doet Nederland <noreply@ditdoetnederland.nl>";
const LINK = "https://ditdoetnederland.nl/api/auth/reset-password/abc123?callbackURL=%2Fwachtwoord";
const message = {
  to: "anna@example.org",
  subject: "Stel een nieuw wachtwoord in — één keer",
  text: `Hoi Anna,\n\n${LINK}\n`,
  html: `<!DOCTYPE html><html lang="nl"><body><p>Hoi Anna,</p><a href="${LINK}">Nieuw wachtwoord</a></body></html>`,
  link: LINK,
};

/**
 * A fresh copy of the module under the current environment: `env()` caches its parse and the
 * mail module keeps its transporter, so both are re-imported after `vi.resetModules()`.
 */
async function loadMail() {
  vi.resetModules();
  return import("./mail.server");
}

/** Captures the lines the mail module logs (the process logger is one instance per process). */
async function spyLog() {
  const { logger } = await import("./logger.server");
  return vi.spyOn(logger, "info").mockImplementation(() => {});
}

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "ddn-mail-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("MAIL_FROM", FROM);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.resetModules();
  await rm(dataDir, { recursive: true, force: true });
});

describe("without SMTP_URL (outbox)", () => {
  beforeAll(() => {
    vi.stubEnv("SMTP_URL", undefined);
  });

  test("writes the full message to $DATA_DIR/outbox and logs the file, the link only in development", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const { sendMail, outboxDir } = await loadMail();
    const log = await spyLog();
    expect(outboxDir()).toBe(path.join(dataDir, "outbox"));

    await sendMail(message);

    const files = await readdir(outboxDir());
    expect(files).toHaveLength(1);
    const [name = ""] = files;
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(path.join(outboxDir(), name));
    expect(raw.includes("\r\n")).toBe(false);

    const parsed = await PostalMime.parse(raw);
    expect(parsed.from).toMatchObject({ name: "Dit doet Nederland", address: "noreply@ditdoetnederland.nl" });
    expect(parsed.to).toEqual([expect.objectContaining({ address: "anna@example.org" })]);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text.trim());
    expect(parsed.html?.trim()).toBe(message.html);

    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      `E-mail opgeslagen in ${path.join(outboxDir(), name)} — link: ${LINK}`,
    );
  });

  test("never logs the link (a one-time token) in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const { sendMail } = await loadMail();
    const log = await spyLog();
    await sendMail(message);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/^E-mail opgeslagen in .+\.eml$/);
    expect(JSON.stringify(log.mock.calls)).not.toContain("abc123");
    vi.stubEnv("NODE_ENV", "test");
  });

  test("logs no link part when the message has none, and keeps every message in its own file", async () => {
    const { sendMail, outboxDir } = await loadMail();
    const log = await spyLog();
    const before = await readdir(outboxDir());

    await sendMail({ ...message, link: undefined });
    await sendMail({ ...message, link: undefined });

    expect(await readdir(outboxDir())).toHaveLength(before.length + 2);
    expect(log).toHaveBeenCalledTimes(2);
    for (const [line] of log.mock.calls) {
      expect(line).toMatch(/^E-mail opgeslagen in .+\.eml$/);
      // Logs outlive accounts: no address in them.
      expect(line).not.toContain("anna@example.org");
    }
  });
});

describe("with SMTP_URL", () => {
  const received: { from: string; to: string[]; raw: Buffer }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    const address = server.server.address();
    if (address === null || typeof address === "string") throw new Error("SMTP test server has no port");
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${address.port}`);
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test("delivers the message through the SMTP server, from MAIL_FROM, without touching the outbox", async () => {
    const { sendMail, outboxDir } = await loadMail();
    const log = await spyLog();
    const outboxBefore = await readdir(outboxDir()).catch(() => []);

    await sendMail(message);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("noreply@ditdoetnederland.nl");
    expect(mail?.to).toEqual(["anna@example.org"]);
    const parsed = await PostalMime.parse(mail?.raw ?? Buffer.alloc(0));
    expect(parsed.from).toMatchObject({ name: "Dit doet Nederland", address: "noreply@ditdoetnederland.nl" });
    expect(parsed.to).toEqual([expect.objectContaining({ address: "anna@example.org" })]);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text.trim());
    expect(parsed.html?.trim()).toBe(message.html);

    expect(log).not.toHaveBeenCalled();
    expect(await readdir(outboxDir()).catch(() => [])).toEqual(outboxBefore);
  });

  test("rejects when the SMTP server cannot be reached", async () => {
    const closedPort = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => (address && typeof address !== "string" ? resolve(address.port) : reject(new Error("no port"))));
      });
    });
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${closedPort}`);
    try {
      const { sendMail } = await loadMail();
      await expect(sendMail(message)).rejects.toMatchObject({ code: "ESOCKET", originalCode: "ECONNREFUSED" });
    } finally {
      const address = server.server.address();
      if (address && typeof address !== "string") vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${address.port}`);
    }
  });
});
