DROP VIEW "public"."events_public";--> statement-breakpoint
DROP VIEW "public"."vacancies_public";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "municipality" text;--> statement-breakpoint
CREATE INDEX "events_municipality_idx" ON "events" USING btree ("municipality","date");--> statement-breakpoint
CREATE INDEX "vacancies_municipality_idx" ON "vacancies" USING btree ("municipality","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE VIEW "public"."events_public" AS (select "id", "title", "description", "long_description", "type", "theme", "province", "date", "end_date", "ends_at", "city", "pc4", "municipality", "lat", "lon", "location", "organizer_name", "max_participants", "confirmed_count" + "external_participants" as "current_participants", "registration_required", "registration_closed", "initiative_id", "created_by", "created_at", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "events" where "events"."status" = 'actief' and "events"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
CREATE VIEW "public"."vacancies_public" AS (select "id", "title", "description", "type", "category", "requirements", "hours_per_week", "duration", "city", "pc4", "municipality", "is_remote", "lat", "lon", "initiative_id", "created_by", "is_active", "created_at", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "vacancies" where "vacancies"."is_active" and "vacancies"."status" = 'actief' and "vacancies"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
-- An event's point and municipality: its own postcode area's, else its initiative's.
CREATE OR REPLACE FUNCTION "set_child_point"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lat := NULL;
  NEW.lon := NULL;
  NEW.municipality := NULL;
  IF NEW.pc4 IS NOT NULL THEN
    SELECT a.lat, a.lon, m.name INTO NEW.lat, NEW.lon, NEW.municipality
      FROM postcode_areas a JOIN municipalities m ON m.code = a.municipality_code WHERE a.pc4 = NEW.pc4;
  END IF;
  IF NEW.lat IS NULL THEN
    SELECT i.lat, i.lon, i.municipality INTO NEW.lat, NEW.lon, NEW.municipality FROM initiatives i WHERE i.id = NEW.initiative_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A vacancy's: the same, but work at home or online has no point (it keeps its initiative's municipality).
CREATE OR REPLACE FUNCTION "set_vacancy_point"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lat := NULL;
  NEW.lon := NULL;
  NEW.municipality := NULL;
  IF NEW.pc4 IS NOT NULL AND NOT NEW.is_remote THEN
    SELECT a.lat, a.lon, m.name INTO NEW.lat, NEW.lon, NEW.municipality
      FROM postcode_areas a JOIN municipalities m ON m.code = a.municipality_code WHERE a.pc4 = NEW.pc4;
  END IF;
  IF NEW.municipality IS NULL THEN
    SELECT i.lat, i.lon, i.municipality INTO NEW.lat, NEW.lon, NEW.municipality FROM initiatives i WHERE i.id = NEW.initiative_id;
  END IF;
  IF NEW.is_remote THEN
    NEW.lat := NULL;
    NEW.lon := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "initiatives_move_child_points" ON "initiatives";--> statement-breakpoint
CREATE TRIGGER "initiatives_move_child_points" AFTER UPDATE ON "initiatives" FOR EACH ROW
  WHEN (OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lon IS DISTINCT FROM NEW.lon OR OLD.municipality IS DISTINCT FROM NEW.municipality)
  EXECUTE FUNCTION "move_child_points"();--> statement-breakpoint
UPDATE "events" SET "initiative_id" = "initiative_id";--> statement-breakpoint
UPDATE "vacancies" SET "initiative_id" = "initiative_id";
