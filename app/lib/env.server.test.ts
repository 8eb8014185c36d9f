import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.GOOGLE_ISSUER).toBe("https://accounts.google.com");
  });

  it("treats empty strings as unset and trims a trailing slash from PUBLIC_URL", () => {
    const env = parseEnv({ DATABASE_URL: "", PORT: "8080", PUBLIC_URL: "https://ditdoetnederland.example.org/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("https://ditdoetnederland.example.org");
  });

  it("names every invalid variable in one Dutch message", () => {
    expect(() => parseEnv({ PORT: "abc", DATABASE_URL: "mysql://x", DEMO_DATA: "ja", AUTH_SECRET: "kort" })).toThrow(
      /Ongeldige configuratie[\s\S]*PORT[\s\S]*DATABASE_URL[\s\S]*DEMO_DATA[\s\S]*AUTH_SECRET/,
    );
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });

  it("allows several server processes only with PostgreSQL (WEB_CONCURRENCY)", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://localhost/ddn" }).WEB_CONCURRENCY).toBe(4);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: meer dan 1 serverproces kan alleen met DATABASE_URL/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://localhost/ddn" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("moderates new initiatives before publication unless MODERATION=post", () => {
    expect(parseEnv({}).MODERATION).toBe("pre");
    expect(parseEnv({ MODERATION: "post" }).MODERATION).toBe("post");
    expect(() => parseEnv({ MODERATION: "achteraf" })).toThrow(/MODERATION: moet pre of post zijn/);
  });
});
