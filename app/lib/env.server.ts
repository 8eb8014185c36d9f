/**
 * Server configuration from environment variables, validated once with Zod (DESIGN.md,
 * convention 5). A bad value stops the process at start with a message naming the variable.
 * `.env.example` documents every variable.
 */
import path from "node:path";
import { z } from "zod";

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
  /** Connections in the PostgreSQL pool (only with DATABASE_URL). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
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
}).superRefine((value, ctx) => {
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
  return {
    ...data,
    DATA_DIR_ABSOLUTE: path.resolve(data.DATA_DIR),
    SITE_URL: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ""),
  };
}

/** The process configuration, parsed on first use. @throws Error on an invalid variable */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
