import type { AddressInfo } from "node:net";

/**
 * The start log's address line: where the server really listens and, when it differs, the public
 * address that links and cookies use.
 * @param address what `server.address()` returned once listening (a string only for a pipe)
 * @param publicUrl the configured public address (PUBLIC_URL, or http://localhost:$PORT), no trailing slash
 * @returns e.g. "http://localhost:3000 (alle adressen, poort 3000)" or
 *   "http://127.0.0.1:8080 (openbaar adres: https://ditdoetnederland.nl)"
 */
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
