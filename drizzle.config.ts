import { defineConfig } from "drizzle-kit";

/** drizzle-kit: generates SQL migrations from app/db/schema into ./drizzle (never `push`). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema/index.ts",
  out: "./drizzle",
});
