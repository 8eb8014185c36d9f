/** Uploaded files on disk or in S3 (ADR 032); keys are lowercase "images/<uuid>/<name>" parts, else it throws. */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type * as S3Sdk from "@aws-sdk/client-s3";
import { env, type StorageConfig } from "./env.server";

export interface FileStorage {
  readonly kind: "filesystem" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  deletePrefix(prefix: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKeyError";
  }
}

const KEY_PART = /^[a-z0-9][a-z0-9_.-]*$/;

/** Longest key, characters (S3 allows 1024 bytes; file systems 255 per name). */
const MAX_KEY_LENGTH = 512;

export function assertStorageKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !key.split("/").every((part) => KEY_PART.test(part))) {
    throw new InvalidStorageKeyError(key);
  }
}

/** A key, or a key followed by "/"; the empty prefix (every upload) is refused. */
function assertStoragePrefix(prefix: string): void {
  assertStorageKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/** Files under `root` with a `.name.type` sidecar; both renamed into place, sidecar first, never half a file. */
export function createFilesystemStorage(root: string): FileStorage {
  const absoluteRoot = path.resolve(root);
  const fileOf = (key: string) => path.join(absoluteRoot, ...key.split("/"));
  const sidecarOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.type`);

  async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    kind: "filesystem",

    async put(key, body, contentType) {
      assertStorageKey(key);
      const file = fileOf(key);
      // A concurrent deletePrefix may remove the emptied folder before the write; one retry recreates it.
      for (let attempt = 1; ; attempt++) {
        try {
          await mkdir(path.dirname(file), { recursive: true });
          await writeAtomically(sidecarOf(file), contentType);
          await writeAtomically(file, body);
          return;
        } catch (error) {
          if (attempt >= 2 || !isErrorCode(error, "ENOENT")) throw error;
        }
      }
    },

    async get(key) {
      assertStorageKey(key);
      const file = fileOf(key);
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch (error) {
        if (isErrorCode(error, "ENOENT") || isErrorCode(error, "EISDIR") || isErrorCode(error, "ENOTDIR")) return null;
        throw error;
      }
      const contentType = await readFile(sidecarOf(file), "utf8").catch((error: unknown) => {
        if (isErrorCode(error, "ENOENT")) return TYPES_BY_EXTENSION[path.extname(file)] ?? "application/octet-stream";
        throw error;
      });
      return { body, contentType };
    },

    async deletePrefix(prefix) {
      assertStoragePrefix(prefix);
      const folderKey = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      const folder = folderKey ? fileOf(folderKey) : absoluteRoot;
      const namePrefix = prefix.slice(prefix.lastIndexOf("/") + 1);
      if (namePrefix === "") {
        await rm(folder, { recursive: true, force: true });
        await removeEmptyFolders(path.dirname(folder), absoluteRoot);
        return;
      }
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if (isErrorCode(error, "ENOENT") || isErrorCode(error, "ENOTDIR")) return;
        throw error;
      }
      for (const entry of entries) {
        if (entry.name.startsWith(".") || !entry.name.startsWith(namePrefix)) continue;
        const target = path.join(folder, entry.name);
        await rm(target, { recursive: true, force: true });
        if (!entry.isDirectory()) await rm(sidecarOf(target), { force: true });
      }
      await removeEmptyFolders(folder, absoluteRoot);
    },
  };
}

/** Files in an S3 bucket; checksums only where required (the SDK's default ones are AWS-only); SDK loaded lazily. */
export function createS3Storage(config: Extract<StorageConfig, { kind: "s3" }>): FileStorage {
  let connected: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const Bucket = config.bucket;

  return {
    kind: "s3",

    async put(key, body, contentType) {
      assertStorageKey(key);
      const { client, sdk } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async get(key) {
      assertStorageKey(key);
      const { client, sdk } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        const bytes = await object.Body?.transformToByteArray();
        return {
          body: Buffer.from(bytes ?? new Uint8Array()),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissingObject(error, sdk.NoSuchKey)) return null;
        throw error;
      }
    },

    async deletePrefix(prefix) {
      assertStoragePrefix(prefix);
      const { client, sdk } = await connect();
      // A listing page holds at most 1000 keys, the most one DeleteObjects call accepts.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          const result = await client.send(
            new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          const failed = result.Errors ?? [];
          if (failed.length > 0) {
            const first = failed[0];
            throw new Error(
              `S3 could not delete ${failed.length} object(s), e.g. ${first?.Key}: ${first?.Code} ${first?.Message}`,
            );
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

const storages = new Map<string, FileStorage>();

/** The configured storage, one instance per configuration so the S3 client is shared. */
export function fileStorage(config: StorageConfig = env().STORAGE): FileStorage {
  const id = JSON.stringify(config);
  let storage = storages.get(id);
  if (!storage) {
    storage = config.kind === "s3" ? createS3Storage(config) : createFilesystemStorage(config.root);
    storages.set(id, storage);
  }
  return storage;
}

async function removeEmptyFolders(folder: string, root: string): Promise<void> {
  let current = folder;
  while (current.startsWith(root + path.sep)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
    current = path.dirname(current);
  }
}

/** "No such object": NoSuchKey, or a bare 404 not about a missing bucket (some servers send no body). */
function isMissingObject(error: unknown, noSuchKey: abstract new (...args: never[]) => Error): boolean {
  if (error instanceof noSuchKey) return true;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || ($metadata?.httpStatusCode === 404 && name !== "NoSuchBucket");
}

function isErrorCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}
