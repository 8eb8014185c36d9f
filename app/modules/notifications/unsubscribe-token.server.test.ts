import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const USER = "5f0b7a1e-8c1d-4b8e-9a51-2f3c4d5e6f70";

describe("unsubscribe tokens", () => {
  it("verify for the member and topic they were signed for, and are URL-safe", () => {
    const token = signUnsubscribeToken(USER, "event_reminders", SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ userId: USER, topic: "event_reminders" });
    expect(signUnsubscribeToken(USER, "event_reminders", SECRET)).toBe(token);
  });

  it("refuse a changed payload, a changed signature, another secret and malformed input", () => {
    const token = signUnsubscribeToken(USER, "event_reminders", SECRET);
    const [payload, signature] = token.split(".") as [string, string];
    const otherTopic = Buffer.from(`${USER}:moderation_digest`).toString("base64url");
    expect(verifyUnsubscribeToken(`${otherTopic}.${signature}`, SECRET)).toBeNull();
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    expect(verifyUnsubscribeToken(`${payload}.${flipped}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(`${payload}.${signature.slice(0, 10)}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(token, `${SECRET}-other`)).toBeNull();
    for (const bad of ["", ".", "abc", `${payload}.`, `.${signature}`, `${token}.x`, "ä.ö", "x".repeat(400)]) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull();
    }
  });

  it("refuse a genuine signature over an unknown topic", () => {
    const token = signUnsubscribeToken(USER, "event_reminders", SECRET);
    const forged = token.replace(/^[^.]+/, Buffer.from(`${USER}:nieuwsbrief`).toString("base64url"));
    expect(verifyUnsubscribeToken(forged, SECRET)).toBeNull();
  });

  it("name an initiative to stop following, and refuse a malformed initiative id", () => {
    const initiativeId = "0b6f7a1e-8c1d-4b8e-9a51-2f3c4d5e6f71";
    const token = signUnsubscribeToken(USER, { unfollowInitiativeId: initiativeId }, SECRET);
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ userId: USER, unfollowInitiativeId: initiativeId });
    const bad = signUnsubscribeToken(USER, { unfollowInitiativeId: "not-a-uuid" }, SECRET);
    expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull();
  });
});
