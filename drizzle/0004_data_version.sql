-- A data version for exact cached counts (docs/decisions/010-performance.md): every statement that
-- writes initiatives, events or vacancies bumps it, in the same transaction as the write.
CREATE TABLE IF NOT EXISTS "data_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "data_version" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "initiatives_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "initiatives" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "events_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "vacancies_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vacancies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
