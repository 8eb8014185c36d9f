/**
 * `npm run admin -- grant EMAIL moderator|admin`, `npm run admin -- revoke EMAIL ROLE`,
 * `npm run admin -- list`: roles from the command line; `npm run admin -- mail`: the mail queue's
 * waiting and failed jobs; on either database
 * (docs/decisions/025-operator-commands.md). PostgreSQL: the command connects itself. The
 * embedded database, which only one process may open: when a server is running on the same
 * DATA_DIR, the command asks it through its local channel (`$DATA_DIR/admin.sock`); otherwise it
 * opens the files itself. It says which on stderr. Exit codes: 0 done, 1 refused or failed, 2
 * wrong usage.
 */
import { parseArgs } from "node:util";
import { closeDatabase, configuredDatabaseUrl, getDatabaseHandle } from "../app/lib/db.server";
import { askRunningServer } from "../app/modules/operations/admin-client.server";
import { type AdminAnswer, type AdminCommand, runAdminCommand } from "../app/modules/operations/admin-commands.server";

const HELP = `Gebruik:
  npm run admin -- grant E-MAILADRES moderator|admin   Geeft een lid een rol.
  npm run admin -- revoke E-MAILADRES ROL               Neemt een rol af (niet van de laatste beheerder).
  npm run admin -- list                                 Toont wie welke rol heeft.
  npm run admin -- mail                                 Toont wachtende en mislukte e-mails.

Werkt op de geconfigureerde database (DATABASE_URL, anders de ingebouwde in DATA_DIR), ook
terwijl de server draait.`;

/** Parses the arguments. @returns the command, or null for wrong usage or --help */
function parseCommand(args: string[]): AdminCommand | null {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
  if (values.help) return null;
  const [command, email, role, ...rest] = positionals;
  if (rest.length > 0) return null;
  if ((command === "list" || command === "mail") && email === undefined) return { command };
  if ((command === "grant" || command === "revoke") && email && role) return { command, email, role };
  return null;
}

/** Runs `command` in this process on the configured database. */
async function directly(command: AdminCommand): Promise<AdminAnswer> {
  await getDatabaseHandle();
  try {
    return await runAdminCommand(command);
  } finally {
    await closeDatabase();
  }
}

async function main(): Promise<number> {
  let command: AdminCommand | null;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch {
    command = null;
  }
  if (!command) {
    console.error(HELP);
    return 2;
  }
  const embedded = !/^postgres(ql)?:\/\//.test(configuredDatabaseUrl());
  let answer: AdminAnswer | null = null;
  if (embedded) {
    answer = await askRunningServer(command);
    if (answer) console.error("Ingebouwde database: opdracht uitgevoerd door de draaiende server.");
    else console.error("Ingebouwde database: geen server actief, de database is rechtstreeks geopend.");
  } else {
    console.error("PostgreSQL: rechtstreeks verbonden.");
  }
  answer ??= await directly(command);
  for (const line of answer.lines) (answer.exitCode === 0 ? console.log : console.error)(line);
  return answer.exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`De opdracht is mislukt: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
