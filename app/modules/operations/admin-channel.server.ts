/**
 * A Unix socket (mode 0600) through which `npm run admin` reaches the running server, since only one
 * process may open the embedded database (docs/decisions/025-operator-commands.md).
 */
import { chmodSync, existsSync, mkdirSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { type AdminAnswer, type AdminCommand, runAdminCommand } from "./admin-commands.server";

export function adminSocketPath(): string {
  return path.join(env().DATA_DIR_ABSOLUTE, "admin.sock");
}

let server: net.Server | undefined;

function isAdminCommand(value: unknown): value is AdminCommand {
  if (!value || typeof value !== "object") return false;
  const c = value as Record<string, unknown>;
  if (c.command === "list" || c.command === "backup" || c.command === "mail") return true;
  return (c.command === "grant" || c.command === "revoke") && typeof c.email === "string" && typeof c.role === "string";
}

function answer(socket: net.Socket): void {
  let input = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    input += chunk;
    if (input.length > 10_000) socket.destroy();
    if (!input.includes("\n")) return;
    const line = input.slice(0, input.indexOf("\n"));
    void (async () => {
      let reply: AdminAnswer;
      try {
        const command: unknown = JSON.parse(line);
        reply = isAdminCommand(command)
          ? await runAdminCommand(command)
          : { exitCode: 2, lines: ["Onbekende opdracht."] };
      } catch (error) {
        logger.error({ err: error }, "admin channel: command failed");
        reply = { exitCode: 1, lines: ["De opdracht is mislukt; zie het serverlog."] };
      }
      socket.end(`${JSON.stringify(reply)}\n`);
    })();
  });
  socket.on("error", () => socket.destroy());
}

/** Starts listening, replacing a socket left by a server that did not stop cleanly; throws when it cannot. */
export async function startAdminChannel(): Promise<void> {
  if (server) return;
  const socketPath = adminSocketPath();
  mkdirSync(path.dirname(socketPath), { recursive: true });
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const listening = net.createServer(answer);
  await new Promise<void>((resolve, reject) => {
    listening.once("error", reject);
    listening.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  server = listening;
}

/** Stops the channel and removes the socket file. Safe to call more than once. */
export async function stopAdminChannel(): Promise<void> {
  const listening = server;
  server = undefined;
  if (!listening) return;
  await new Promise<void>((resolve) => listening.close(() => resolve()));
  try {
    unlinkSync(adminSocketPath());
  } catch {
    // Already gone.
  }
}
