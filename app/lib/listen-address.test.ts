import { describe, expect, it } from "vitest";
import { describeListenAddress } from "./listen-address";

describe("describeListenAddress", () => {
  it("names every address and the port when listening on all interfaces", () => {
    expect(describeListenAddress({ address: "::", family: "IPv6", port: 3000 }, "http://localhost:3000")).toBe(
      "http://localhost:3000 (alle adressen, poort 3000)",
    );
  });

  it("uses the real host and port, not localhost and PORT, when HOST is set", () => {
    expect(describeListenAddress({ address: "127.0.0.1", family: "IPv4", port: 8080 }, "http://localhost:8080")).toBe(
      "http://127.0.0.1:8080 (openbaar adres: http://localhost:8080)",
    );
    expect(describeListenAddress({ address: "::1", family: "IPv6", port: 4000 }, "http://[::1]:4000")).toBe("http://[::1]:4000");
  });

  it("adds the public address when PUBLIC_URL differs", () => {
    expect(describeListenAddress({ address: "0.0.0.0", family: "IPv4", port: 3000 }, "https://ditdoetnederland.nl")).toBe(
      "http://localhost:3000 (alle adressen, poort 3000; openbaar adres: https://ditdoetnederland.nl)",
    );
  });
});
