/**
 * Crash safety of the embedded database, small version of `npm run chaos` (issue #6 §3): three
 * SIGKILLs while members create initiatives and events; after each, the database opens, every acknowledged
 * write is present exactly once, and nothing is half-written (bench/lib/chaos.ts).
 */
import { describe, expect, it } from "vitest";
import { runChaos } from "../../bench/lib/chaos";

describe("crash safety (PGlite, SIGKILL)", () => {
  // Seven database opens (three starts, three inspections, one final start): slow on a busy machine.
  it("keeps every acknowledged write exactly once over three crashes", { timeout: 300_000 }, async () => {
    const report = await runChaos({ cycles: 3, members: 3, killAfterMs: [400, 1_200] });
    expect(report.failures).toEqual([]);
    expect(report.cycles).toHaveLength(3);
    // The writers really wrote before each kill.
    expect(report.totalAcknowledged).toBeGreaterThan(0);
    expect(report.stored).toBeGreaterThanOrEqual(report.totalAcknowledged);
  });
});
