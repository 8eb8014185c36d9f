/**
 * `npm run db:restore -- FILE`: restores a backup of `npm run db:backup` into the configured
 * database, which must be empty (docs/decisions/025-operator-commands.md). PostgreSQL: `pg_restore`
 * into DATABASE_URL (no tables yet). Embedded database: into `$DATA_DIR/db`, which must not exist
 * or be empty, with no server running on this DATA_DIR. Exit codes: 0 restored, 1 refused or
 * failed, 2 wrong usage.
 */
import { parseArgs } from "node:util";
import { existsSync } from "node:fs";
import { configuredDatabaseUrl } from "../app/lib/db.server";
import { askRunningServer } from "../app/modules/operations/admin-client.server";
import { restoreEmbedded, restorePostgres } from "../app/modules/operations/backup.server";

async function main(): Promise<number> {
  let parsed: { values: { help: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ options: { help: { type: "boolean", short: "h", default: false } }, allowPositionals: true });
  } catch {
    parsed = { values: { help: true }, positionals: [] };
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0 || parsed.values.help) {
    console.error("Gebruik: npm run db:restore -- BESTAND\n\nZet een back-up van npm run db:backup terug in een lege database.");
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`Bestand niet gevonden: ${file}`);
    return 1;
  }
  const url = configuredDatabaseUrl();
  const postgres = /^postgres(ql)?:\/\//.test(url);
  if (!postgres && (await askRunningServer({ command: "list" }))) {
    console.error("Er draait een server op deze DATA_DIR. Stop die eerst: terugzetten kan alleen in een lege database.");
    return 1;
  }
  const result = postgres ? await restorePostgres(url, file) : await restoreEmbedded(url, file);
  if (result === "not_empty") {
    console.error("De database is niet leeg. Zet een back-up alleen terug in een lege database (een nieuwe DATABASE_URL of DATA_DIR).");
    return 1;
  }
  console.log(`Teruggezet: ${file}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Terugzetten is mislukt: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
