import { describe, expect, it } from "vitest";
import { durationInDutch, RATE_LIMIT_RETENTION_SECONDS, RESET_TTL, SESSION_MAX_AGE, VERIFICATION_TTL } from "./account-lifetimes";
import { RATE_LIMIT_PURGE_INTERVAL_MS } from "./rate-limit.server";

describe("durationInDutch", () => {
  it("writes the lifetimes the privacy statement names", () => {
    expect(durationInDutch(SESSION_MAX_AGE)).toBe("7 dagen");
    expect(durationInDutch(VERIFICATION_TTL)).toBe("24 uur");
    expect(durationInDutch(RESET_TTL)).toBe("1 uur");
    expect(durationInDutch(RATE_LIMIT_RETENTION_SECONDS)).toBe("1 uur");
  });

  it("the rate-limit purge runs well within the retention the privacy statement names", () => {
    expect(RATE_LIMIT_PURGE_INTERVAL_MS).toBeLessThan(RATE_LIMIT_RETENTION_SECONDS * 1000);
  });

  it("uses days from 2 days, hours for whole hours, minutes otherwise", () => {
    expect(durationInDutch(60 * 60 * 24 * 30)).toBe("30 dagen");
    expect(durationInDutch(60 * 60 * 36)).toBe("36 uur");
    expect(durationInDutch(60 * 5)).toBe("5 minuten");
    expect(durationInDutch(60)).toBe("1 minuut");
  });
});
