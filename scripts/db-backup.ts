/**
 * `npm run db:backup`: writes one consistent backup of the configured database under
 * `$DATA_DIR/backups/`, also while the server runs (docs/decisions/025-operator-commands.md).
 * PostgreSQL: `pg_dump` (custom format). Embedded database: the running server writes PGlite's
 * dump through its local channel; with no server running, this command opens the files and
 * writes it. Prints the file's path; exit code 0, or 1 on failure.
 */
import { closeDatabase, configuredDatabaseUrl } from "../app/lib/db.server";
import { askRunningServer } from "../app/modules/operations/admin-client.server";
import { runAdminCommand } from "../app/modules/operations/admin-commands.server";
import { backupPostgres } from "../app/modules/operations/backup.server";

async function main(): Promise<number> {
  const url = configuredDatabaseUrl();
  if (/^postgres(ql)?:\/\//.test(url)) {
    console.error("PostgreSQL: pg_dump maakt de back-up.");
    console.log(await backupPostgres(url));
    return 0;
  }
  let answer = await askRunningServer({ command: "backup" });
  if (answer) console.error("Ingebouwde database: de draaiende server maakt de back-up.");
  else {
    console.error("Ingebouwde database: geen server actief, de database is rechtstreeks geopend.");
    try {
      answer = await runAdminCommand({ command: "backup" });
    } finally {
      await closeDatabase();
    }
  }
  for (const line of answer.lines) (answer.exitCode === 0 ? console.log : console.error)(line);
  return answer.exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`De back-up is mislukt: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
