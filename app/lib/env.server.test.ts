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

  it("takes PDOK's grey base map for the map tiles unless MAP_TILE_URL (with {z}, {x} and {y}) says otherwise", () => {
    expect(parseEnv({})).toMatchObject({
      MAP_TILE_URL: "https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/grijs/EPSG:3857/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "Kaartgegevens © Kadaster",
    });
    expect(parseEnv({ MAP_TILE_URL: "https://tegels.example.org/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Voorbeeld" })).toMatchObject({
      MAP_TILE_URL: "https://tegels.example.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© Voorbeeld",
    });
    expect(() => parseEnv({ MAP_TILE_URL: "https://tegels.example.org/kaart.png" })).toThrow(/MAP_TILE_URL: moet \{z\}, \{x\} en \{y\} bevatten/);
    expect(() => parseEnv({ MAP_TILE_URL: "ftp://tegels.example.org/{z}/{x}/{y}.png" })).toThrow(/MAP_TILE_URL/);
  });

  it("allows several server processes only with PostgreSQL (WEB_CONCURRENCY)", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://localhost/ddn" }).WEB_CONCURRENCY).toBe(4);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: meer dan 1 serverproces kan alleen met DATABASE_URL/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://localhost/ddn" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("sizes the embedded database's page cache from PGLITE_SHARED_BUFFERS_MB (default 32)", () => {
    expect(parseEnv({}).PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(parseEnv({ PGLITE_SHARED_BUFFERS_MB: "128" }).PGLITE_SHARED_BUFFERS_MB).toBe(128);
    expect(() => parseEnv({ PGLITE_SHARED_BUFFERS_MB: "0" })).toThrow(/PGLITE_SHARED_BUFFERS_MB: moet minstens 1 zijn/);
    expect(() => parseEnv({ PGLITE_SHARED_BUFFERS_MB: "veel" })).toThrow(/PGLITE_SHARED_BUFFERS_MB: moet een geheel getal zijn/);
  });

  it("reads PGLITE_LOW_MEMORY as 0 or 1, unset by default (then decided by the server's memory)", () => {
    expect(parseEnv({}).PGLITE_LOW_MEMORY).toBeUndefined();
    expect(parseEnv({ PGLITE_LOW_MEMORY: "1" }).PGLITE_LOW_MEMORY).toBe("1");
    expect(parseEnv({ PGLITE_LOW_MEMORY: "0" }).PGLITE_LOW_MEMORY).toBe("0");
    expect(() => parseEnv({ PGLITE_LOW_MEMORY: "ja" })).toThrow(/PGLITE_LOW_MEMORY: moet 0 of 1 zijn/);
  });

  it("moderates new initiatives before publication unless MODERATION=post", () => {
    expect(parseEnv({}).MODERATION).toBe("pre");
    expect(parseEnv({ MODERATION: "post" }).MODERATION).toBe("post");
    expect(() => parseEnv({ MODERATION: "achteraf" })).toThrow(/MODERATION: moet pre of post zijn/);
  });

  it("keeps uploads on disk under DATA_DIR/uploads unless a bucket is configured", () => {
    expect(parseEnv({ DATA_DIR: "/srv/ddn" }).STORAGE).toEqual({ kind: "filesystem", root: "/srv/ddn/uploads" });
  });

  it("reads an S3-compatible bucket from S3_URL: https unless tls=false, path-style off AWS", () => {
    expect(parseEnv({ S3_URL: "s3://SLEUTEL:ge%2Fheim@objects.example.nl/ddn-uploads?region=eu-west-1" }).STORAGE).toEqual({
      kind: "s3",
      bucket: "ddn-uploads",
      region: "eu-west-1",
      endpoint: "https://objects.example.nl",
      forcePathStyle: true,
      credentials: { accessKeyId: "SLEUTEL", secretAccessKey: "ge/heim" },
    });
    expect(parseEnv({ S3_URL: "s3://a:b@localhost:9000/ddn?tls=false" }).STORAGE).toMatchObject({
      endpoint: "http://localhost:9000",
      region: "us-east-1",
    });
    // No key pair in the URL: the AWS variables, else the SDK's default chain.
    expect(
      parseEnv({ S3_URL: "s3://s3.eu-west-1.amazonaws.com/ddn-uploads", AWS_REGION: "eu-west-1" }).STORAGE,
    ).toEqual({
      kind: "s3",
      bucket: "ddn-uploads",
      region: "eu-west-1",
      endpoint: "https://s3.eu-west-1.amazonaws.com",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("reads a bucket from the usual variables, path-style only for a non-AWS endpoint", () => {
    expect(
      parseEnv({ S3_BUCKET: "ddn-uploads", S3_REGION: "eu-central-1", AWS_ACCESS_KEY_ID: "id", AWS_SECRET_ACCESS_KEY: "geheim" })
        .STORAGE,
    ).toEqual({
      kind: "s3",
      bucket: "ddn-uploads",
      region: "eu-central-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: { accessKeyId: "id", secretAccessKey: "geheim" },
    });
    expect(parseEnv({ S3_BUCKET: "ddn", S3_ENDPOINT: "http://127.0.0.1:9000" }).STORAGE).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      region: "us-east-1",
    });
  });

  it("names an invalid bucket configuration in Dutch", () => {
    expect(() => parseEnv({ S3_URL: "https://a:b@host/bucket" })).toThrow(/S3_URL: moet beginnen met s3:\/\//);
    expect(() => parseEnv({ S3_URL: "s3://a:b@host" })).toThrow(/S3_URL: mist een geldige bucketnaam/);
    expect(() => parseEnv({ S3_URL: "s3://a:b@host/b?tls=nee" })).toThrow(/S3_URL: mist een geldige bucketnaam[\s\S]*tls moet true of false zijn/);
    expect(() => parseEnv({ S3_URL: "s3://a@host/bucket" })).toThrow(/S3_URL: heeft een sleutel zonder geheim/);
    expect(() => parseEnv({ S3_URL: "s3://a:b@host/bucket?pathstyle=1" })).toThrow(/S3_URL: kent de optie pathstyle niet/);
    expect(() => parseEnv({ S3_URL: "s3://a:b@host/bucket", S3_BUCKET: "other" })).toThrow(/S3_URL: kies S3_URL óf S3_BUCKET/);
    expect(() => parseEnv({ S3_BUCKET: "Hoofdletters_Niet" })).toThrow(/S3_BUCKET: is geen geldige bucketnaam/);
    expect(() => parseEnv({ S3_ENDPOINT: "http://localhost:9000" })).toThrow(/S3_BUCKET: is nodig als S3_ENDPOINT/);
    expect(() => parseEnv({ S3_BUCKET: "ddn", S3_ENDPOINT: "ftp://x" })).toThrow(/S3_ENDPOINT: moet een http/);
    expect(() => parseEnv({ S3_BUCKET: "ddn", AWS_ACCESS_KEY_ID: "id" })).toThrow(/AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID en/);
  });
});
