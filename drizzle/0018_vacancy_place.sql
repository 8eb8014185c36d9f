DROP VIEW "public"."events_public";--> statement-breakpoint
DROP VIEW "public"."initiatives_public";--> statement-breakpoint
DROP VIEW "public"."vacancies_public";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "is_remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE VIEW "public"."events_public" AS (select "id", "title", "description", "long_description", "type", "theme", "province", "date", "end_date", "ends_at", "city", "pc4", "lat", "lon", "location", "organizer_name", "max_participants", "confirmed_count" + "external_participants" as "current_participants", "registration_required", "registration_closed", "initiative_id", "created_by", "created_at", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "events" where "events"."status" = 'actief' and "events"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
CREATE VIEW "public"."initiatives_public" AS (select "id", "name", "formality", "formal_type", "informal_type", "theme", "scope", "province", "city", "municipality", "pc4", "lat", "lon", "description", "long_description", "established", "member_count", "volunteer_count", "created_by", "status", "created_at", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "logo_image_id" and "status" = 'ready') as "logo_picture", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "cover_image_id" and "status" = 'ready') as "cover_picture" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null)));--> statement-breakpoint
CREATE VIEW "public"."vacancies_public" AS (select "id", "title", "description", "type", "category", "requirements", "hours_per_week", "duration", "city", "pc4", "is_remote", "lat", "lon", "initiative_id", "created_by", "is_active", "created_at", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "vacancies" where "vacancies"."is_active" and "vacancies"."status" = 'actief' and "vacancies"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
-- A vacancy's point: none for work at home or online; else its own postcode area, else its initiative's point.
CREATE FUNCTION "set_vacancy_point"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lat := NULL;
  NEW.lon := NULL;
  IF NEW.is_remote THEN
    RETURN NEW;
  END IF;
  IF NEW.pc4 IS NOT NULL THEN
    SELECT a.lat, a.lon INTO NEW.lat, NEW.lon FROM postcode_areas a WHERE a.pc4 = NEW.pc4;
  END IF;
  IF NEW.lat IS NULL THEN
    SELECT i.lat, i.lon INTO NEW.lat, NEW.lon FROM initiatives i WHERE i.id = NEW.initiative_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "vacancies_point" ON "vacancies";--> statement-breakpoint
CREATE TRIGGER "vacancies_point" BEFORE INSERT OR UPDATE OF "pc4", "is_remote", "initiative_id" ON "vacancies" FOR EACH ROW EXECUTE FUNCTION "set_vacancy_point"();
