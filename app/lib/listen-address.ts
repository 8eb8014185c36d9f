import type { AddressInfo } from "node:net";

/** The start log's address line: where the server listens and, when it differs, the public address. */
export function describeListenAddress(address: AddressInfo | string | null, publicUrl: string): string {
  if (!address || typeof address === "string") return `${address ?? "onbekend adres"} (openbaar adres: ${publicUrl})`;
  const unspecified = address.address === "::" || address.address === "0.0.0.0";
  const host = unspecified ? "localhost" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  const local = `http://${host}:${address.port}`;
  const notes = [
    ...(unspecified ? [`alle adressen, poort ${address.port}`] : []),
    ...(publicUrl !== local ? [`openbaar adres: ${publicUrl}`] : []),
  ];
  return notes.length ? `${local} (${notes.join("; ")})` : local;
}
