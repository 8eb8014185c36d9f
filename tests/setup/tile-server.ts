/**
 * A stand-in for the map tile service in the browser tests, which never reach the internet: any
 * GET answers one small grey PNG, and every path asked is counted.
 */
import { createServer } from "node:http";

/** A 1×1 grey PNG; the map stretches it over each 256×256 tile. */
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=", "base64");

/** Starts the server on a free loopback port; `url` is a tile template for MAP_TILE_URL. */
export async function startTileServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { "Content-Type": "image/png", "Content-Length": TILE.length, "Cache-Control": "max-age=3600" });
    response.end(request.method === "HEAD" ? undefined : TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
