/**
 * Server configuration from environment variables, validated once with Zod (DESIGN.md,
 * convention 5). A bad value stops the process at start with a message naming the variable.
 * `.env.example` documents every variable.
 */
import path from "node:path";
import { z } from "zod";

/**
 * Where uploaded files (pictures) are kept (docs/decisions/032-file-storage.md):
 * - "filesystem": under `root` (absolute: `$DATA_DIR/uploads`);
 * - "s3": an S3-compatible bucket. `endpoint` is set for a non-AWS server (then `forcePathStyle`,
 *   bucket in the path); `credentials` unset means the SDK's default chain (instance role, …).
 */
export type StorageConfig =
  | { kind: "filesystem"; root: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

/** Region when neither the URL nor S3_REGION/AWS_REGION names one (AWS's own default). */
const DEFAULT_S3_REGION = "us-east-1";

/** An S3 bucket name: 3-63 lowercase letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `S3_URL`: `s3://ACCESS_KEY:SECRET@host[:port]/bucket[?region=…&tls=false]`.
 * The server is reached over https unless `tls=false` (a local test server); user and password
 * are percent-encoded when they contain `/`, `+` or `@`. Without user and password the SDK's
 * default credential chain applies.
 */
const S3UrlSchema = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: "custom", message: "is geen geldige URL (s3://SLEUTEL:GEHEIM@host/bucket)" });
    return z.NEVER;
  }
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ""));
  const tls = url.searchParams.get("tls") ?? "true";
  const unknown = [...url.searchParams.keys()].filter((key) => key !== "region" && key !== "tls");
  const problems = [
    url.protocol !== "s3:" && "moet beginnen met s3://",
    !url.hostname && "mist de host (s3://SLEUTEL:GEHEIM@host/bucket)",
    !BUCKET_NAME.test(bucket) && "mist een geldige bucketnaam als pad (s3://SLEUTEL:GEHEIM@host/bucket)",
    Boolean(url.username) !== Boolean(url.password) && "heeft een sleutel zonder geheim of andersom",
    tls !== "true" && tls !== "false" && "tls moet true of false zijn",
    unknown.length > 0 && `kent de optie ${unknown.join(", ")} niet (alleen region en tls)`,
  ].filter((problem): problem is string => typeof problem === "string");
  if (problems.length > 0) {
    for (const message of problems) ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }
  const endpoint = `${tls === "false" ? "http" : "https"}://${url.host}`;
  return {
    bucket,
    endpoint,
    region: url.searchParams.get("region") || undefined,
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** TCP port to listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Address to listen on; unset listens on every interface. */
  HOST: z.string().min(1).optional(),
  /** A postgres:// URL selects PostgreSQL; unset selects the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "moet beginnen met postgres:// of postgresql://")
    .optional(),
  /** Folder for the embedded database and other local state. */
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Demo content on first start with an empty database: "1" always, "0" never; unset loads it
   * into the embedded database only.
   */
  DEMO_DATA: z.enum(["0", "1"]).optional(),
  /**
   * Server processes (Node cluster workers) sharing the port; more than 1 only with DATABASE_URL,
   * since the embedded database can be opened by one process only
   * (docs/decisions/010-performance.md).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Memory for the page cache of anonymous pages in MB per server process (rendered pages kept
   * compressed; docs/decisions/034-page-cache.md). 0 turns it off.
   */
  PAGE_CACHE_MB: z.coerce.number({ error: "moet een geheel getal zijn" }).int("moet een geheel getal zijn").min(0, "mag niet negatief zijn").max(4096).default(32),
  /** Connections in the PostgreSQL pool (only with DATABASE_URL). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Megabytes of the embedded database's page cache (PostgreSQL `shared_buffers` inside PGlite;
   * ignored with DATABASE_URL). See docs/decisions/036-memory.md.
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number({ error: "moet een geheel getal zijn" })
    .int("moet een geheel getal zijn")
    .min(1, "moet minstens 1 zijn")
    .max(4096, "mag hoogstens 4096 zijn")
    .default(32),
  /**
   * "1": the embedded database's WebAssembly runs on V8's baseline compiler only, never on its
   * optimising compiler: a start needs about half the memory, queries cost somewhat more CPU.
   * "0": the optimising compiler as well. Unset: "1" on a server (or container) with less than
   * 2 GiB of memory. Ignored with DATABASE_URL. See docs/decisions/048-baseline-compiler-for-pglite.md.
   */
  PGLITE_LOW_MEMORY: z.enum(["0", "1"], { error: "moet 0 of 1 zijn" }).optional(),
  /**
   * Public address of the site, used in e-mailed links and OAuth redirects, e.g.
   * https://ditdoetnederland.nl. Unset: http://localhost:$PORT.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Secret for signing session cookies and tokens, at least 32 characters. Unset: a random secret
   * is generated once and kept in $DATA_DIR/auth-secret (one machine only; several app processes
   * must share one AUTH_SECRET).
   */
  AUTH_SECRET: z.string().min(32, "moet minstens 32 tekens zijn").optional(),
  /** SMTP server for outgoing mail, e.g. smtps://user:pass@smtp.example.org:465. Unset: $DATA_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().min(3).default("Dit doet Nederland <noreply@ditdoetnederland.nl>"),
  /** Google sign-in: both set enables "Inloggen met Google". */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** "1" behind a load balancer: take the client address from X-Forwarded-For (one hop). */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /** Log threshold of the JSON log (app/lib/logger.server.ts reads it directly; validated here). */
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  /**
   * Moderation of new initiatives: "pre" (default) keeps a new initiative out of sight until a
   * moderator approves it; "post" publishes it at once and still lists it for review
   * (docs/decisions/021-review.md).
   */
  MODERATION: z.enum(["pre", "post"], { error: "moet pre of post zijn" }).default("pre"),
  /**
   * Requests per minute one IP address may make to the open-data API (/api/v1/*), for all app
   * processes together (docs/decisions/030-open-data-api.md).
   */
  API_RATE_LIMIT: z.coerce.number({ error: "moet een geheel getal zijn" }).int("moet een geheel getal zijn").min(1, "moet minstens 1 zijn").max(1_000_000).default(600),
  /** OpenID Connect issuer for Google sign-in (tests point it at a local server). */
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  /**
   * Uploaded files in an S3-compatible bucket, all in one URL (see S3UrlSchema). Unset (and no
   * S3_BUCKET): files on disk under $DATA_DIR/uploads.
   */
  S3_URL: S3UrlSchema.optional(),
  /** Uploaded files in this S3 bucket, the usual AWS variables way (alternative to S3_URL). */
  S3_BUCKET: z.string().regex(BUCKET_NAME, "is geen geldige bucketnaam (3-63 kleine letters, cijfers, punten, streepjes)").optional(),
  /** Address of a non-AWS S3-compatible server, e.g. http://localhost:9000 (path-style requests). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "moet een http:// of https:// adres zijn" }).optional(),
  /** Region of the bucket; AWS_REGION is read when unset. */
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, "is geen geldige regio (bijvoorbeeld eu-west-1)").optional(),
  AWS_REGION: z.string().regex(/^[a-z0-9-]+$/, "is geen geldige regio (bijvoorbeeld eu-west-1)").optional(),
  /** Bucket credentials; unset: the SDK's default chain (instance role, ~/.aws, …). */
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
}).superRefine((value, ctx) => {
  if (value.S3_URL && (value.S3_BUCKET || value.S3_ENDPOINT)) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_URL"],
      message: "kies S3_URL óf S3_BUCKET (met S3_ENDPOINT), niet allebei",
    });
  }
  if (value.S3_ENDPOINT && !value.S3_BUCKET && !value.S3_URL) {
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is nodig als S3_ENDPOINT is ingevuld" });
  }
  if (Boolean(value.AWS_ACCESS_KEY_ID) !== Boolean(value.AWS_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: "custom",
      path: [value.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"],
      message: "AWS_ACCESS_KEY_ID en AWS_SECRET_ACCESS_KEY horen samen",
    });
  }
  if (value.WEB_CONCURRENCY > 1 && !value.DATABASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["WEB_CONCURRENCY"],
      message:
        "meer dan 1 serverproces kan alleen met DATABASE_URL (PostgreSQL); de ingebouwde database kan maar door één proces tegelijk worden geopend",
    });
  }
});

export type Env = z.infer<typeof EnvSchema> & {
  DATA_DIR_ABSOLUTE: string;
  /** Where uploaded files are kept, from S3_URL / S3_BUCKET / DATA_DIR. */
  STORAGE: StorageConfig;
  /** PUBLIC_URL without a trailing slash, or http://localhost:$PORT. */
  SITE_URL: string;
};

let cached: Env | undefined;

/**
 * Parses `source` (default `process.env`) into the typed configuration.
 * Empty strings count as unset.
 * @throws Error listing every invalid variable, in Dutch and English-neutral form
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Ongeldige configuratie (zie .env.example):\n${lines.join("\n")}`);
  }
  const data = result.data;
  const dataDir = path.resolve(data.DATA_DIR);
  return {
    ...data,
    DATA_DIR_ABSOLUTE: dataDir,
    STORAGE: storageConfig(data, dataDir),
    SITE_URL: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ""),
  };
}

/** The process configuration, parsed on first use. @throws Error on an invalid variable */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** The storage choice from validated variables (docs/decisions/032-file-storage.md). */
function storageConfig(data: z.infer<typeof EnvSchema>, dataDir: string): StorageConfig {
  const region = data.S3_REGION ?? data.AWS_REGION;
  if (data.S3_URL) {
    const { bucket, endpoint, credentials } = data.S3_URL;
    const host = new URL(endpoint).hostname;
    return {
      kind: "s3",
      bucket,
      region: data.S3_URL.region ?? region ?? DEFAULT_S3_REGION,
      endpoint,
      forcePathStyle: !isAwsHost(host),
      credentials: credentials ?? awsCredentials(data),
    };
  }
  if (data.S3_BUCKET) {
    return {
      kind: "s3",
      bucket: data.S3_BUCKET,
      region: region ?? DEFAULT_S3_REGION,
      endpoint: data.S3_ENDPOINT,
      forcePathStyle: data.S3_ENDPOINT !== undefined && !isAwsHost(new URL(data.S3_ENDPOINT).hostname),
      credentials: awsCredentials(data),
    };
  }
  return { kind: "filesystem", root: path.join(dataDir, "uploads") };
}

function isAwsHost(host: string): boolean {
  return host === "amazonaws.com" || host.endsWith(".amazonaws.com");
}

function awsCredentials(data: z.infer<typeof EnvSchema>): { accessKeyId: string; secretAccessKey: string } | undefined {
  return data.AWS_ACCESS_KEY_ID && data.AWS_SECRET_ACCESS_KEY
    ? { accessKeyId: data.AWS_ACCESS_KEY_ID, secretAccessKey: data.AWS_SECRET_ACCESS_KEY }
    : undefined;
}
