/**
 * The text search columns of initiatives, events and vacancies (docs/decisions/058-dutch-text-search.md):
 * a stored weighted `tsvector` in the `public.dutch_unaccent` configuration and the stored accent-free
 * text a trigram index covers. Migration 0021 creates the configuration and `public.immutable_unaccent`.
 */
import { type SQL, sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL's `tsvector`, read as its text form. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** The text search configuration: Dutch stemming on accent-free words; schema-qualified so a restore finds it. */
export const SEARCH_CONFIG = "public.dutch_unaccent";

/** Text columns by weight: A the name, B place and municipality, C the descriptions. */
export type WeightedColumns = Partial<Record<"A" | "B" | "C", string[]>>;

function joined(columns: string[]): string {
  return columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `);
}

/** The generated column's expression: each weight's columns as one weighted vector, concatenated. */
export function searchVectorExpression(weighted: WeightedColumns): SQL {
  const parts = Object.entries(weighted).map(
    ([weight, columns]) => `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, ${joined(columns)}), '${weight}')`,
  );
  return sql.raw(parts.join(" || "));
}

/** The accent-free text of `columns` joined by spaces: the generated `search_text` column, trigram-indexed. */
export function searchTextExpression(columns: string[]): SQL {
  return sql.raw(`public.immutable_unaccent(${joined(columns)})`);
}

/** Columns of the accent-free text, per table. */
export const SEARCH_TEXT_COLUMNS = {
  initiatives: ["name", "description", "city", "municipality"],
  events: ["title", "description", "city", "municipality"],
  vacancies: ["title", "description", "city", "municipality"],
} as const satisfies Record<string, string[]>;
