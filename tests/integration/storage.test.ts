/**
 * File storage (docs/decisions/032-file-storage.md): one behaviour suite, run against the files
 * on disk and against an S3-compatible server this test starts itself (s3rver, in a temporary
 * folder, with a bucket it creates; tests/setup/s3-server.ts).
 */
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import {
  createFilesystemStorage,
  createS3Storage,
  fileStorage,
  InvalidStorageKeyError,
  type FileStorage,
} from "~/lib/storage.server";
import { startLocalS3Server } from "../setup/s3-server";

const BUCKET = "ddn-test-uploads";

interface Backend {
  storage: FileStorage;
  close(): Promise<void>;
}

async function filesystemBackend(): Promise<Backend & { root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "ddn-storage-fs-"));
  return { root, storage: createFilesystemStorage(root), close: () => rm(root, { recursive: true, force: true }) };
}

async function s3Backend(): Promise<Backend> {
  const server = await startLocalS3Server(BUCKET);
  // Configured the way an operator would, through S3_URL.
  const config = parseEnv({ S3_URL: `${server.url}&region=eu-west-1` }).STORAGE;
  if (config.kind !== "s3") throw new Error("S3_URL did not select S3 storage");
  return { storage: createS3Storage(config), close: () => server.close() };
}

const backends: [string, () => Promise<Backend>][] = [
  ["filesystem", filesystemBackend],
  ["s3", s3Backend],
];

describe.each(backends)("file storage: %s", (kind, start) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await start();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

  it("says which backend it is", () => {
    expect(storage.kind).toBe(kind);
  });

  it("returns what was put, with its content type", async () => {
    await storage.put("images/0a1b/640.jpg", jpeg, "image/jpeg");
    const file = await storage.get("images/0a1b/640.jpg");
    expect(file?.contentType).toBe("image/jpeg");
    expect(file?.body.equals(jpeg)).toBe(true);
  });

  it("keeps a content type that the name does not tell", async () => {
    const body = Buffer.from("binary original");
    await storage.put("images/0a1b/original", body, "image/webp");
    expect(await storage.get("images/0a1b/original")).toEqual({ body, contentType: "image/webp" });
  });

  it("replaces a file under the same key, body and type", async () => {
    await storage.put("images/replace/a.bin", Buffer.from("first version, longer"), "application/octet-stream");
    await storage.put("images/replace/a.bin", Buffer.from("second"), "image/png");
    const file = await storage.get("images/replace/a.bin");
    expect(file?.body.toString()).toBe("second");
    expect(file?.contentType).toBe("image/png");
  });

  it("stores an empty file and a large one unchanged", async () => {
    const large = Buffer.alloc(3 * 1024 * 1024, 7);
    large.write("end", large.length - 3);
    await storage.put("images/sizes/empty", Buffer.alloc(0), "application/octet-stream");
    await storage.put("images/sizes/large.webp", large, "image/webp");
    expect((await storage.get("images/sizes/empty"))?.body.length).toBe(0);
    expect((await storage.get("images/sizes/large.webp"))?.body.equals(large)).toBe(true);
  });

  it("returns null for a missing key, also under a missing folder or at a folder", async () => {
    await storage.put("images/present/a.jpg", jpeg, "image/jpeg");
    expect(await storage.get("images/present/b.jpg")).toBeNull();
    expect(await storage.get("images/absent/a.jpg")).toBeNull();
    expect(await storage.get("images/present")).toBeNull();
    expect(await storage.get("images/present/a.jpg/deeper")).toBeNull();
  });

  it("deletes every key under a prefix and nothing else", async () => {
    const keys = ["images/del-1/a.jpg", "images/del-1/b.webp", "images/del-1/sub/c.avif", "images/del-10/a.jpg", "images/del-2/a.jpg"];
    for (const key of keys) await storage.put(key, Buffer.from(key), "image/jpeg");

    await storage.deletePrefix("images/del-1/");
    expect(await storage.get("images/del-1/a.jpg")).toBeNull();
    expect(await storage.get("images/del-1/b.webp")).toBeNull();
    expect(await storage.get("images/del-1/sub/c.avif")).toBeNull();
    expect((await storage.get("images/del-10/a.jpg"))?.body.toString()).toBe("images/del-10/a.jpg");
    expect((await storage.get("images/del-2/a.jpg"))?.body.toString()).toBe("images/del-2/a.jpg");

    // A prefix that is not a whole folder matches by characters, like an S3 listing.
    await storage.deletePrefix("images/del-");
    expect(await storage.get("images/del-10/a.jpg")).toBeNull();
    expect(await storage.get("images/del-2/a.jpg")).toBeNull();
  });

  it("deletes more keys than fit in one listing page", async () => {
    const keys = Array.from({ length: 1005 }, (_, index) => `images/many/${String(index).padStart(4, "0")}.jpg`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(keys.slice(start, start + 50).map((key) => storage.put(key, jpeg, "image/jpeg")));
    }
    await storage.deletePrefix("images/many/");
    expect(await storage.get(keys[0]!)).toBeNull();
    expect(await storage.get(keys[1004]!)).toBeNull();
  }, 120_000);

  it("does nothing, without error, when no key has the prefix", async () => {
    await expect(storage.deletePrefix("images/never-used/")).resolves.toBeUndefined();
    await expect(storage.deletePrefix("nothing-here")).resolves.toBeUndefined();
  });

  it("can put again under a prefix that was deleted", async () => {
    await storage.put("images/again/a.jpg", jpeg, "image/jpeg");
    await storage.deletePrefix("images/again/");
    await storage.put("images/again/a.jpg", Buffer.from("new"), "image/jpeg");
    expect((await storage.get("images/again/a.jpg"))?.body.toString()).toBe("new");
  });

  const invalidKeys = [
    "",
    "/images/a.jpg",
    "../secret",
    "images/../../etc/passwd",
    "images/./a.jpg",
    "images//a.jpg",
    "images/a.jpg/",
    "images/.hidden",
    "Images/a.jpg",
    "images/a b.jpg",
    "images\\a.jpg",
    "images/ä.jpg",
    "-images/a.jpg",
    `images/${"a".repeat(600)}`,
  ];

  it.each(invalidKeys)("refuses the key %j for put and get", async (key) => {
    await expect(storage.put(key, jpeg, "image/jpeg")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it("refuses an invalid or empty prefix for deletePrefix", async () => {
    for (const prefix of ["", "/", "../", "images/../", "images//"]) {
      await expect(storage.deletePrefix(prefix)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
});

describe("file storage in a bucket that does not exist", () => {
  let server: Awaited<ReturnType<typeof startLocalS3Server>>;
  beforeAll(async () => {
    server = await startLocalS3Server(BUCKET);
  });
  afterAll(() => server.close());

  it("throws instead of answering that a file is missing", async () => {
    const config = parseEnv({ S3_URL: server.url.replace(`/${BUCKET}?`, "/no-such-bucket?") }).STORAGE;
    if (config.kind !== "s3") throw new Error("S3_URL did not select S3 storage");
    await expect(createS3Storage(config).get("images/a/b.jpg")).rejects.toThrow();
  });
});

describe("file storage on disk", () => {
  let backend: Awaited<ReturnType<typeof filesystemBackend>>;
  beforeAll(async () => {
    backend = await filesystemBackend();
  });
  afterAll(() => backend.close());

  it("keeps each file as a plain file under its key and leaves no temporary files", async () => {
    await backend.storage.put("images/plain/640.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    const names = await readdir(path.join(backend.root, "images", "plain"));
    expect(names.sort()).toEqual([".640.jpg.type", "640.jpg"]);
  });

  it("falls back to the extension's type when the type file is gone", async () => {
    await backend.storage.put("images/nosidecar/320.webp", Buffer.from("webp bytes"), "image/webp");
    await rm(path.join(backend.root, "images", "nosidecar", ".320.webp.type"));
    expect((await backend.storage.get("images/nosidecar/320.webp"))?.contentType).toBe("image/webp");
  });

  it("removes a folder emptied by deletePrefix, including a temporary file left by a killed write", async () => {
    await backend.storage.put("images/gone/a.jpg", Buffer.from("a"), "image/jpeg");
    await writeFile(path.join(backend.root, "images", "gone", ".a.jpg.4f2c.tmp"), "half");
    await backend.storage.deletePrefix("images/gone/");
    expect(await readdir(path.join(backend.root, "images"))).not.toContain("gone");
  });
});

describe("fileStorage()", () => {
  it("is on disk under $DATA_DIR/uploads by default, one instance per configuration", () => {
    const config = parseEnv({ DATA_DIR: "/srv/ddn" }).STORAGE;
    expect(config).toEqual({ kind: "filesystem", root: path.resolve("/srv/ddn/uploads") });
    expect(fileStorage(config).kind).toBe("filesystem");
    expect(fileStorage(config)).toBe(fileStorage({ ...config }));
    expect(fileStorage({ kind: "filesystem", root: "/srv/other" })).not.toBe(fileStorage(config));
  });

  it("uses the process configuration when called without one", () => {
    expect(fileStorage()).toBe(fileStorage(parseEnv().STORAGE));
  });
});
