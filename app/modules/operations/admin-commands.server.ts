/** The operator commands, one implementation whether the command or the running server runs them. */
import { backupEmbedded } from "./backup.server";
import { mailQueueStatus } from "~/lib/mail-queue.server";
import { grantRole, listRoleHolders, revokeRole, roleChangeMessages } from "~/modules/moderation/roles.server";

export type AdminCommand =
  | { command: "grant"; email: string; role: string }
  | { command: "revoke"; email: string; role: string }
  | { command: "list" }
  | { command: "mail" }
  | { command: "backup" };

/** Dutch lines to print and the exit code (0 done, 1 refused). */
export interface AdminAnswer {
  exitCode: number;
  lines: string[];
}

/** Runs one command against the process database; refusals are exit code 1 with the Dutch reason, database failures throw. */
export async function runAdminCommand(command: AdminCommand): Promise<AdminAnswer> {
  if (command.command === "backup") {
    const file = await backupEmbedded();
    return { exitCode: 0, lines: [file] };
  }
  if (command.command === "mail") {
    const status = await mailQueueStatus();
    return {
      exitCode: 0,
      lines: [
        `Wachtende e-mails: ${status.waiting}`,
        `Mislukte e-mails: ${status.failedTotal}`,
        ...status.failed.map(
          (job) => `#${job.id}\t${job.failedAt.toISOString()}\t${job.attempts} pogingen\t${job.error ?? "onbekende fout"}`,
        ),
      ],
    };
  }
  if (command.command === "list") {
    const holders = await listRoleHolders();
    if (holders.length === 0) return { exitCode: 0, lines: ["Niemand heeft een rol."] };
    return { exitCode: 0, lines: holders.map((holder) => `${holder.email}\t${holder.name}\t${holder.roles.join(", ")}`) };
  }
  const change =
    command.command === "grant"
      ? await grantRole({ email: command.email, role: command.role, actorId: null })
      : await revokeRole({ email: command.email, role: command.role, actorId: null });
  if (change.status !== "ok") return { exitCode: 1, lines: [roleChangeMessages[change.status]] };
  const done = command.command === "grant" ? "heeft nu de rol" : "heeft niet langer de rol";
  return { exitCode: 0, lines: [`${change.member.email} ${done} ${command.role}.`] };
}
