/**
 * A local S3-compatible server (s3rver) as its own process, for tests of the bucket storage:
 * `node --openssl-legacy-provider tests/setup/s3-server-process.ts DIRECTORY BUCKET`. Prints
 * `{"port":…}` on one line once it listens on 127.0.0.1, and stops on SIGTERM.
 *
 * Its own process because s3rver encrypts listing continuation tokens with DES, which Node's
 * OpenSSL 3 offers only with the legacy provider (a flag of the whole process).
 */
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error("usage: s3-server-process.ts DIRECTORY BUCKET");

const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on("SIGTERM", () => {
  server.close().then(() => process.exit(0), () => process.exit(1));
});
