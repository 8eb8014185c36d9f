/**
 * `npm run db:seed [-- --scale N | --refresh-dates]`: loads data into the configured database
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR). Without options: the municipalities and
 * the demo content (idempotent). With `--refresh-dates`: moves the demo events back to their
 * distance from today (`refreshDemoDates`; members' events are never touched). With `--scale N`: the municipalities and N synthetic initiatives with 10 events
 * and 2 vacancies each, plus N/2 members with 10 favourites each (every run adds more). Prints
 * the counts and the time taken.
 */
import { parseArgs } from "node:util";
import { closeDatabase, configuredDatabaseUrl, getDatabaseHandle } from "../app/lib/db.server";
import { analyzeDatabase } from "../app/lib/lifecycle.server";
import { hashPassword } from "better-auth/crypto";
import {
  SCALE_MEMBER_PASSWORD,
  scaleMemberEmail,
  seedDemo,
  seedMembers,
  seedMunicipalities,
  seedScale,
  refreshDemoDates,
} from "../app/db/seed/seed.server";
import { seedDemoImages } from "../app/modules/images/demo-images.server";

const HELP = `Gebruik: npm run db:seed [-- opties]

Vult de geconfigureerde database (DATABASE_URL, anders de ingebouwde database in DATA_DIR/db).

Zonder opties   Laadt de gemeenten en de demo-inhoud (initiatieven, events, vacatures).
                Nogmaals uitvoeren voegt niets dubbel toe.
--scale N       Laadt de gemeenten en N extra initiatieven met elk 10 events en 2 vacatures,
                samengesteld uit de demo-inhoud, plus N/2 geverifieerde leden met elk
                10 favorieten (voor last- en prestatietests; alle leden hebben het
                wachtwoord ${SCALE_MEMBER_PASSWORD}, dus nooit op een echte server).
                Elke keer uitvoeren voegt N initiatieven toe. Voorbeeld: --scale 10000.
--refresh-dates Zet de demo-events weer op hun afstand tot vandaag, zoals een verse demo ze
                zou plaatsen (een deel net voorbij, de rest in het komende halfjaar, elk op
                een dag die bij de tekst past). Events van leden blijven onaangeroerd. De
                server doet dit ook bij elke start als DEMO_DATA aan staat.
-h, --help      Toont deze hulp.

Let op: de ingebouwde database (PGlite) kan maar door één proces tegelijk worden geopend.
Stop een draaiende server (npm run dev / npm start) op dezelfde DATA_DIR voordat je dit uitvoert.

Voorbeelden:
  npm run db:seed
  npm run db:seed -- --refresh-dates
  DATA_DIR=/tmp/ddn npm run db:seed -- --scale 10000`;

type Command = { kind: "help" } | { kind: "demo" } | { kind: "refresh" } | { kind: "scale"; initiatives: number };

/** Parses the command line with node:util parseArgs. @throws Error with a Dutch message on bad arguments */
function parseCommand(args: string[]): Command {
  let values: { help?: boolean; "refresh-dates"?: boolean; scale?: string[] };
  try {
    ({ values } = parseArgs({
      args,
      options: { help: { type: "boolean", short: "h" }, "refresh-dates": { type: "boolean" }, scale: { type: "string", multiple: true } },
    }));
  } catch (error) {
    const option = error instanceof Error ? /'([^']+)'/.exec(error.message)?.[1] : undefined;
    throw new Error(option ? `Onbekende of onvolledige optie: ${option}` : "Onbekende optie.", { cause: error });
  }
  if (values.help) return { kind: "help" };
  if ((values.scale?.length ?? 0) > 1) throw new Error("--scale is meer dan eens opgegeven.");
  const value = values.scale?.[0];
  let scale: number | undefined;
  if (value !== undefined) {
    if (!/^\d+$/.test(value)) {
      throw new Error(`--scale verwacht een positief geheel getal, bijvoorbeeld --scale 10000 (kreeg: ${value || "niets"}).`);
    }
    scale = Number(value);
    if (!Number.isSafeInteger(scale) || scale < 1 || scale > 1_000_000) throw new Error("--scale moet tussen 1 en 1000000 liggen.");
  }
  const refresh = values["refresh-dates"] === true;
  if (refresh && scale !== undefined) throw new Error("--refresh-dates en --scale gaan niet samen.");
  if (refresh) return { kind: "refresh" };
  return scale === undefined ? { kind: "demo" } : { kind: "scale", initiatives: scale };
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function main(): Promise<void> {
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    process.exitCode = 2;
    return;
  }
  if (command.kind === "help") {
    console.log(HELP);
    return;
  }

  const started = performance.now();
  try {
    const url = configuredDatabaseUrl();
    const handle = await getDatabaseHandle();
    const target = handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${url}`;
    console.log(`Database: ${target} (geopend en bijgewerkt in ${seconds(started)})`);

    const municipalityCount = await seedMunicipalities(handle.db);
    console.log(`Gemeenten: ${municipalityCount}`);

    if (command.kind === "refresh") {
      const moved = await refreshDemoDates(handle.db);
      console.log(`Demo-events verschoven naar hun plek ten opzichte van vandaag: ${moved}`);
    } else if (command.kind === "demo") {
      const demoStarted = performance.now();
      const result = await seedDemo(handle.db);
      const pictures = await seedDemoImages(handle.db);
      console.log(
        `Demo-inhoud: ${result.initiatives} initiatieven, ${result.events} events, ${result.vacancies} vacatures, ${pictures} afbeeldingen (${seconds(demoStarted)}; de afbeeldingen worden verwerkt zodra de server draait)`,
      );
    } else {
      const scaleStarted = performance.now();
      let lastReport = 0;
      const result = await seedScale(handle.db, {
        initiatives: command.initiatives,
        onProgress: (done, total) => {
          if (done === total || performance.now() - lastReport > 5000) {
            lastReport = performance.now();
            console.log(`  ${done}/${total} initiatieven (${seconds(scaleStarted)})`);
          }
        },
      });
      console.log(
        `Toegevoegd: ${result.initiatives} initiatieven, ${result.events} events, ${result.vacancies} vacatures (${seconds(scaleStarted)})`,
      );
      const membersStarted = performance.now();
      const members = await seedMembers(handle.db, {
        members: Math.max(1, Math.floor(command.initiatives / 2)),
        passwordHash: await hashPassword(SCALE_MEMBER_PASSWORD),
      });
      console.log(
        `Toegevoegd: ${members.members} leden met ${members.favorites} favorieten (${seconds(membersStarted)}); inloggen als bijvoorbeeld ${scaleMemberEmail(1)} met wachtwoord ${SCALE_MEMBER_PASSWORD}`,
      );
    }
    // Fresh planner statistics for the new rows (PGlite has no autovacuum; ADR 055).
    const analyzeStarted = performance.now();
    await analyzeDatabase(handle.db);
    console.log(`Statistieken bijgewerkt (ANALYZE, ${seconds(analyzeStarted)})`);
    console.log(`Klaar in ${seconds(started)}.`);
  } catch (error) {
    console.error(`Vullen van de database mislukt: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && /lock|already in use|EBUSY/i.test(error.message)) {
      console.error("Draait er nog een server op dezelfde database? Stop die eerst (PGlite is single-process).");
    }
    process.exitCode = 1;
  } finally {
    await closeDatabase().catch((error: unknown) => {
      console.error(`Sluiten van de database mislukt: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    });
  }
}

await main();
