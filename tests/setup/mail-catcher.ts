/**
 * A real SMTP server for the browser tests (the `smtp-server` package): the app sends through it
 * (SMTP_URL), and every message is written as `<dir>/<n>.eml` for the tests to read.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface MailCatcher {
  /** smtp://127.0.0.1:<port> */
  url: string;
  stop: () => Promise<void>;
}

/** Starts the SMTP server on a free loopback port, storing messages in `dir`. */
export async function startMailCatcher(dir: string): Promise<MailCatcher> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        // Written under another name first: a reader never sees half a message.
        const file = path.join(dir, `${String(count).padStart(4, "0")}-${Date.now()}.eml`);
        writeFileSync(`${file}.part`, Buffer.concat(chunks));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
