/**
 * `npm run chaos [-- --cycles N] [--members M]`: crash safety of the embedded database (issue #6
 * §3). Repeatedly kills the production server with SIGKILL while members create initiatives and events,
 * and checks after each crash that the database opens, every acknowledged write is there exactly
 * once and nothing is half-written (see bench/lib/chaos.ts). Prints the cycles and acknowledged
 * writes, writes bench/results/chaos-<timestamp>.json, exits 1 when a check failed.
 * Needs the production build (`npm run build`).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runChaos } from "../bench/lib/chaos.ts";
import { repositoryRoot } from "../bench/lib/server-process.ts";
import { readOptions } from "../bench/lib/cli.ts";

const USAGE = "Gebruik: npm run chaos -- [--cycles N] [--members M] (gehele getallen, minstens 1)";

const values = readOptions(USAGE, {
  cycles: "10",
  members: "4",
});
const cycles = Number(values.cycles);
const members = Number(values.members);
if (!Number.isInteger(cycles) || cycles < 1 || !Number.isInteger(members) || members < 1) {
  console.error(USAGE);
  process.exit(2);
}

console.log(`Chaos op de ingebouwde database: ${cycles} cycli, ${members} leden tegelijk`);
const report = await runChaos({ cycles, members, log: (line) => console.log(`  ${line}`) });
console.log("");
console.log("| cyclus | kill na (ms) | bevestigd | zonder antwoord | daarvan opgeslagen | geweigerd |");
console.log("|---:|---:|---:|---:|---:|---:|");
for (const c of report.cycles) {
  console.log(`| ${c.cycle} | ${c.killedAfterMs} | ${c.acknowledged} | ${c.unanswered} | ${c.unansweredStored} | ${c.refused} |`);
}
console.log("");
console.log(`Cycli: ${report.cycles.length}; bevestigde schrijfacties: ${report.totalAcknowledged}; items (initiatieven en events) in de database: ${report.stored}`);
const outDir = path.join(repositoryRoot, "bench/results");
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `chaos-${new Date().toISOString().replaceAll(":", "-").slice(0, 19)}.json`);
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`);
console.log(`Rapport: ${path.relative(repositoryRoot, file)}`);
if (report.failures.length > 0) {
  console.error(`\n✗ ${report.failures.length} controle(s) mislukt:`);
  for (const failure of report.failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log("✓ Na elke crash: database opent, elke bevestigde schrijfactie precies één keer, niets half geschreven");
