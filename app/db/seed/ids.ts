/**
 * Name-based ids of the seeded rows, shared by the seeder and the demo pictures (a module of its own
 * so that neither imports the other).
 */
import { createHash } from "node:crypto";

/** Namespace of the seed's name-based UUIDs (a fixed random UUID). */
const SEED_NAMESPACE = "5b0e7f52-3c1d-4e8a-9f61-2d7c4a9b8e10";

/**
 * A name-based UUID (version 5, SHA-1) in the seed's namespace.
 * @param name any string, e.g. "initiative:buurtenergie-oosterpark"
 * @returns the same lower-case UUID for the same name, every time
 */
export function seedUuid(name: string): string {
  const hash = createHash("sha1").update(Buffer.from(SEED_NAMESPACE.replaceAll("-", ""), "hex")).update(name).digest();
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6);
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Row id of a demo initiative, event or vacancy, from its content key. */
export function demoId(kind: "initiative" | "event" | "vacancy", key: string): string {
  return seedUuid(`${kind}:${key}`);
}
