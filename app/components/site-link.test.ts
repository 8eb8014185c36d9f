import { describe, expect, it } from "vitest";
import { isActivePath } from "./site-link";

describe("isActivePath (as NavLink without `end` decides it)", () => {
  it("marks the page itself and pages below it", () => {
    expect(isActivePath("/events", "/events")).toBe(true);
    expect(isActivePath("/events/nieuw", "/events")).toBe(true);
  });
  it("does not mark a path that only starts with the same letters", () => {
    expect(isActivePath("/events.ics", "/events")).toBe(false);
    expect(isActivePath("/eventsx", "/events")).toBe(false);
    expect(isActivePath("/event/123", "/events")).toBe(false);
  });
  it("marks the home page only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/events", "/")).toBe(false);
  });
});
