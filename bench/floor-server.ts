/**
 * The floor of the benchmark (docs/decisions/053-benchmark.md): a bare Node `http` server
 * that answers every request with the same 10 KB HTML body, gzip-compressed once at start
 * (`Content-Encoding: gzip`, `Content-Length`). Nothing the platform does per request can be
 * cheaper than this on the same machine, so every benchmark figure is reported as a share of it.
 * Listens on 127.0.0.1:$PORT (0: a free port) and prints `listening <port>` when ready.
 * Run by bench/lib/floor.ts; plain erasable TypeScript for Node 24.
 */
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { floorBody } from "./lib/floor-body.ts";

const body = gzipSync(floorBody());
const server = createServer((_request, response) => {
  response.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Encoding": "gzip",
    "Content-Length": body.length,
    Vary: "Accept-Encoding",
  });
  response.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.close(() => process.exit(0)));
