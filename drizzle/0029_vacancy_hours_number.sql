DROP VIEW "public"."vacancies_public";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "hours_note" text;--> statement-breakpoint
-- Hand-written data conversion (docs/product-rules.md#vacancy-form). The old free text becomes the
-- number where it is a single number of 0.5 to 20 in steps of 0.5 ("4", "4,5", "4.5", "4 uur",
-- "4 uur per week": the forms app/lib/hours-per-week.ts reads); any other text, ranges such as
-- "2-4" included, is kept as the note and the number stays empty.
ALTER TABLE "vacancies" ADD COLUMN "hours_parsed" numeric;--> statement-breakpoint
UPDATE "vacancies"
SET "hours_parsed" = replace(substring(lower(btrim("hours_per_week")) from '^(\d{1,3}(?:[.,]\d+)?)(?:\s*(?:uur|uren)(?:\s+per\s+week)?)?$'), ',', '.')::numeric
WHERE "hours_per_week" IS NOT NULL;--> statement-breakpoint
UPDATE "vacancies"
SET "hours_parsed" = NULL, "hours_note" = left(btrim("hours_per_week"), 100)
WHERE btrim("hours_per_week") <> ''
  AND NOT coalesce("hours_parsed" between 0.5 and 20 and mod("hours_parsed", 0.5) = 0, false);--> statement-breakpoint
ALTER TABLE "vacancies" ALTER COLUMN "hours_per_week" SET DATA TYPE numeric(3, 1) USING "hours_parsed";--> statement-breakpoint
ALTER TABLE "vacancies" DROP COLUMN "hours_parsed";--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_hours_per_week_check" CHECK ("vacancies"."hours_per_week" between 0.5 and 20 and mod("vacancies"."hours_per_week", 0.5) = 0);--> statement-breakpoint
CREATE VIEW "public"."vacancies_public" AS (select "id", "title", "description", "type", "category", "requirements", "hours_per_week", "hours_note", "duration", "availability", "commitment", "skills", "suitable_for", "vog_required", "closes_on", "filled_at", "city", "pc4", "municipality", "is_remote", "lat", "lon", "initiative_id", "created_by", "is_active", "created_at", "public_since", "search_vector", "search_text", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "vacancies" where "vacancies"."is_active" and "vacancies"."status" = 'actief' and "vacancies"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));