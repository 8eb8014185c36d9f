/** The command-line side of the admin channel. */
import net from "node:net";
import { adminSocketPath } from "./admin-channel.server";
import type { AdminAnswer, AdminCommand } from "./admin-commands.server";

/** Asks the running server to run `command`; null when no server listens; throws on a broken connection or non-JSON answer. */
export function askRunningServer(command: AdminCommand): Promise<AdminAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(adminSocketPath());
    let input = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(command)}\n`);
    });
    socket.on("data", (chunk: string) => {
      input += chunk;
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(input) as AdminAnswer);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(null);
      else reject(error);
    });
  });
}
