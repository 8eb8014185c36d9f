/**
 * Crash safety of the embedded database, small version of `npm run chaos`: three SIGKILLs while
 * members create initiatives and events, at moments drawn from a fixed seed; after each, the
 * database opens, every acknowledged write is present exactly once, and nothing is half-written
 * (bench/lib/chaos.ts); every acknowledged registration's mail survives in the queue or the
 * outbox and is sent exactly once after the last restart. The kills must hit writes in flight,
 * or the run would prove nothing.
 */
import { describe, expect, it } from "vitest";
import { chaosKillTimes, runChaos } from "../../bench/lib/chaos";

const SEED = 7_031;
const KILL_AFTER_MS: [number, number] = [400, 1_200];

describe("crash safety (PGlite, SIGKILL)", () => {
  it("draws the same kill moments from the same seed", () => {
    const times = chaosKillTimes(SEED, 3, KILL_AFTER_MS);
    expect(chaosKillTimes(SEED, 3, KILL_AFTER_MS)).toEqual(times);
    expect(chaosKillTimes(SEED + 1, 3, KILL_AFTER_MS)).not.toEqual(times);
    for (const ms of times) {
      expect(ms).toBeGreaterThanOrEqual(KILL_AFTER_MS[0]);
      expect(ms).toBeLessThanOrEqual(KILL_AFTER_MS[1]);
    }
  });

  // Seven database opens (three starts, three inspections, one final start): slow on a busy machine.
  it("keeps every acknowledged write exactly once over three crashes that hit writes in flight", { timeout: 300_000 }, async () => {
    const report = await runChaos({ cycles: 3, members: 3, killAfterMs: KILL_AFTER_MS, seed: SEED });
    expect(report.failures).toEqual([]);
    expect(report.cycles).toHaveLength(3);
    // The kills came at the seeded moments.
    expect(report.seed).toBe(SEED);
    expect(report.cycles.map((c) => c.killedAfterMs)).toEqual(chaosKillTimes(SEED, 3, KILL_AFTER_MS));
    // Every kill landed while writes were sent and not yet answered: the crash hit them mid-way.
    for (const cycle of report.cycles) expect(cycle.inFlightAtKill, `cycle ${cycle.cycle}`).toBeGreaterThan(0);
    // The writers really wrote before each kill.
    expect(report.totalAcknowledged).toBeGreaterThan(0);
    expect(report.stored).toBeGreaterThanOrEqual(report.totalAcknowledged);
    // Registrations were acknowledged, and their queued mails reached the outbox once each
    // (checked inside runChaos; a loss or a second copy is a failure above).
    expect(report.registrations).toBeGreaterThan(0);
  });
});
