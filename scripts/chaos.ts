/**
 * `npm run chaos [-- --cycles N] [--members M] [--seed S]`: crash safety of the embedded database.
 * Repeatedly kills the production server with SIGKILL (at moments drawn from the seed S, so a run
 * can be repeated with the same kill times) while members create initiatives and events,
 * and checks after each crash that the database opens, every acknowledged write is there exactly
 * once and nothing is half-written (see bench/lib/chaos.ts). Prints the cycles and acknowledged
 * writes, writes bench/results/chaos-<timestamp>.json, exits 1 when a check failed.
 * Needs the production build (`npm run build`).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_CHAOS_SEED, runChaos } from "../bench/lib/chaos.ts";
import { repositoryRoot } from "../bench/lib/server-process.ts";
import { readOptions } from "../bench/lib/cli.ts";

const USAGE = `Gebruik: npm run chaos -- [--cycles N] [--members M] [--seed S]
(gehele getallen, N en M minstens 1; S bepaalt de momenten van de kills, standaard ${DEFAULT_CHAOS_SEED})`;

const values = readOptions(USAGE, {
  cycles: "10",
  members: "4",
  seed: String(DEFAULT_CHAOS_SEED),
});
const cycles = Number(values.cycles);
const members = Number(values.members);
const seed = Number(values.seed);
if (!Number.isInteger(cycles) || cycles < 1 || !Number.isInteger(members) || members < 1 || !Number.isSafeInteger(seed)) {
  console.error(USAGE);
  process.exit(2);
}

console.log(`Chaos op de ingebouwde database: ${cycles} cycli, ${members} leden tegelijk, seed ${seed}`);
const report = await runChaos({ cycles, members, seed, log: (line) => console.log(`  ${line}`) });
console.log("");
console.log("| cyclus | kill na (ms) | onderweg bij kill | bevestigd | zonder antwoord | daarvan opgeslagen | geweigerd |");
console.log("|---:|---:|---:|---:|---:|---:|---:|");
for (const c of report.cycles) {
  console.log(
    `| ${c.cycle} | ${c.killedAfterMs} | ${c.inFlightAtKill} | ${c.acknowledged} | ${c.unanswered} | ${c.unansweredStored} | ${c.refused} |`,
  );
}
console.log("");
console.log(`Cycli: ${report.cycles.length}; bevestigde schrijfacties: ${report.totalAcknowledged}; items (initiatieven en events) in de database: ${report.stored}`);
const outDir = path.join(repositoryRoot, "bench/results");
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `chaos-${new Date().toISOString().replaceAll(":", "-").slice(0, 19)}.json`);
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`);
console.log(`Rapport: ${path.relative(repositoryRoot, file)}`);
if (!report.cycles.some((c) => c.inFlightAtKill > 0)) {
  report.failures.push("geen enkele kill viel tijdens een schrijfactie: de run bewijst niets; kies meer leden of een andere --seed");
}
if (report.failures.length > 0) {
  console.error(`\n✗ ${report.failures.length} controle(s) mislukt:`);
  for (const failure of report.failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log("✓ Na elke crash: database opent, elke bevestigde schrijfactie precies één keer, niets half geschreven");
