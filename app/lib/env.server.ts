/** Environment configuration, validated once with Zod; every variable is documented in `.env.example`. */
import path from "node:path";
import { z } from "zod";

/** Where uploaded files are kept; s3 `credentials` unset means the SDK's default chain. */
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

const DEFAULT_S3_REGION = "us-east-1";

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `S3_URL`: `s3://KEY:SECRET@host[:port]/bucket[?region=…&tls=false]`, https unless `tls=false`. */
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

/** PDOK's BRT-Achtergrondkaart, grey, WMTS in EPSG:3857 (docs/decisions/059-map.md). */
export const DEFAULT_MAP_TILE_URL = "https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/grijs/EPSG:3857/{z}/{x}/{y}.png";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "moet beginnen met postgres:// of postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DEMO_DATA: z.enum(["0", "1"]).optional(),
  /** More than 1 only with DATABASE_URL: the embedded database opens in one process only. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PAGE_CACHE_MB: z.coerce.number({ error: "moet een geheel getal zijn" }).int("moet een geheel getal zijn").min(0, "mag niet negatief zijn").max(4096).default(32),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number({ error: "moet een geheel getal zijn" })
    .int("moet een geheel getal zijn")
    .min(1, "moet minstens 1 zijn")
    .max(4096, "mag hoogstens 4096 zijn")
    .default(32),
  PGLITE_LOW_MEMORY: z.enum(["0", "1"], { error: "moet 0 of 1 zijn" }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, "moet minstens 32 tekens zijn").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Dit doet Nederland <noreply@ditdoetnederland.nl>"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  MODERATION: z.enum(["pre", "post"], { error: "moet pre of post zijn" }).default("pre"),
  /** How often saved searches are checked for new items, seconds; "direct" alerts arrive within this plus a minute. */
  ALERT_CHECK_SECONDS: z.coerce.number({ error: "moet een geheel getal zijn" }).int("moet een geheel getal zijn").min(1, "moet minstens 1 zijn").max(3600, "mag hoogstens 3600 zijn").default(300),
  /** How often responses are looked at for a due match question, seconds. */
  MATCH_QUESTION_CHECK_SECONDS: z.coerce.number({ error: "moet een geheel getal zijn" }).int("moet een geheel getal zijn").min(1, "moet minstens 1 zijn").max(86_400, "mag hoogstens 86400 zijn").default(900),
  API_RATE_LIMIT: z.coerce.number({ error: "moet een geheel getal zijn" }).int("moet een geheel getal zijn").min(1, "moet minstens 1 zijn").max(1_000_000).default(600),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/, error: "moet een http:// of https:// adres zijn" })
    .refine((value) => ["{z}", "{x}", "{y}"].every((part) => value.includes(part)), "moet {z}, {x} en {y} bevatten")
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(200).default("Kaartgegevens © Kadaster"),
  S3_URL: S3UrlSchema.optional(),
  S3_BUCKET: z.string().regex(BUCKET_NAME, "is geen geldige bucketnaam (3-63 kleine letters, cijfers, punten, streepjes)").optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "moet een http:// of https:// adres zijn" }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, "is geen geldige regio (bijvoorbeeld eu-west-1)").optional(),
  AWS_REGION: z.string().regex(/^[a-z0-9-]+$/, "is geen geldige regio (bijvoorbeeld eu-west-1)").optional(),
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
  STORAGE: StorageConfig;
  /** PUBLIC_URL without a trailing slash, or http://localhost:$PORT. */
  SITE_URL: string;
};

let cached: Env | undefined;

/** Parses `source` (empty strings count as unset). @throws Error listing every invalid variable */
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
