CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "saved_searches_user_kind_query_key" UNIQUE("user_id","kind","query"),
	CONSTRAINT "saved_searches_kind_check" CHECK ("saved_searches"."kind" in ('initiatives', 'events', 'vacancies', 'profile')),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('direct', 'daily', 'weekly', 'off')),
	CONSTRAINT "saved_searches_name_check" CHECK (char_length("saved_searches"."name") between 1 and 80)
);
--> statement-breakpoint
DROP VIEW "public"."events_public";--> statement-breakpoint
DROP VIEW "public"."initiatives_public";--> statement-breakpoint
DROP VIEW "public"."vacancies_public";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "public_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "public_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "public_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","checked_until");--> statement-breakpoint
CREATE INDEX "events_public_since_idx" ON "events" USING btree ("public_since");--> statement-breakpoint
CREATE INDEX "initiatives_public_since_idx" ON "initiatives" USING btree ("public_since");--> statement-breakpoint
CREATE INDEX "vacancies_public_since_idx" ON "vacancies" USING btree ("public_since");--> statement-breakpoint
CREATE VIEW "public"."events_public" AS (select "id", "title", "description", "long_description", "type", "theme", "province", "date", "end_date", "ends_at", "city", "pc4", "municipality", "lat", "lon", "location", "organizer_name", "max_participants", "confirmed_count" + "external_participants" as "current_participants", "registration_required", "registration_closed", "initiative_id", "created_by", "created_at", "public_since", "search_vector", "search_text", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "events" where "events"."status" = 'actief' and "events"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
CREATE VIEW "public"."initiatives_public" AS (select "id", "name", "formality", "formal_type", "informal_type", "theme", "scope", "province", "city", "municipality", "pc4", "lat", "lon", "description", "long_description", "established", "member_count", "volunteer_count", "created_by", "status", "created_at", "public_since", "search_vector", "search_text", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "logo_image_id" and "status" = 'ready') as "logo_picture", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "cover_image_id" and "status" = 'ready') as "cover_picture" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null)));--> statement-breakpoint
CREATE VIEW "public"."vacancies_public" AS (select "id", "title", "description", "type", "category", "requirements", "hours_per_week", "duration", "availability", "commitment", "skills", "suitable_for", "vog_required", "closes_on", "filled_at", "city", "pc4", "municipality", "is_remote", "lat", "lon", "initiative_id", "created_by", "is_active", "created_at", "public_since", "search_vector", "search_text", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "vacancies" where "vacancies"."is_active" and "vacancies"."status" = 'actief' and "vacancies"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
UPDATE "initiatives" SET "public_since" = "created_at";--> statement-breakpoint
UPDATE "events" SET "public_since" = "created_at";--> statement-breakpoint
UPDATE "vacancies" SET "public_since" = "created_at";--> statement-breakpoint
-- An item turning public (approved, shown again, a vacancy opened again) is new from that moment.
CREATE FUNCTION "set_public_since"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'actief' AND OLD.status <> 'actief' THEN
    NEW.public_since := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "set_vacancy_public_since"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'actief' AND NEW.is_active AND (OLD.status <> 'actief' OR NOT OLD.is_active) THEN
    NEW.public_since := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "initiatives_public_since" BEFORE UPDATE OF "status" ON "initiatives" FOR EACH ROW EXECUTE FUNCTION "set_public_since"();--> statement-breakpoint
CREATE TRIGGER "events_public_since" BEFORE UPDATE OF "status" ON "events" FOR EACH ROW EXECUTE FUNCTION "set_public_since"();--> statement-breakpoint
CREATE TRIGGER "vacancies_public_since" BEFORE UPDATE OF "status", "is_active" ON "vacancies" FOR EACH ROW EXECUTE FUNCTION "set_vacancy_public_since"();--> statement-breakpoint
-- An initiative turning public makes its public events and vacancies new too.
CREATE FUNCTION "set_children_public_since"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'actief' AND OLD.status <> 'actief' THEN
    UPDATE "events" SET "public_since" = now() WHERE "initiative_id" = NEW.id AND "status" = 'actief';
    UPDATE "vacancies" SET "public_since" = now() WHERE "initiative_id" = NEW.id AND "status" = 'actief' AND "is_active";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "initiatives_children_public_since" AFTER UPDATE OF "status" ON "initiatives" FOR EACH ROW EXECUTE FUNCTION "set_children_public_since"();
