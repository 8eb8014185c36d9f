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
  /** Connections in the PostgreSQL pool (only with DATABASE_URL). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR_ABSOLUTE: string };

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
  return { ...result.data, DATA_DIR_ABSOLUTE: path.resolve(result.data.DATA_DIR) };
}

/** The process configuration, parsed on first use. @throws Error on an invalid variable */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
