ALTER TYPE "public"."image_role" ADD VALUE 'update_image';--> statement-breakpoint
CREATE TABLE "initiative_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"initiative_id" uuid NOT NULL,
	"created_by" uuid,
	"body" text NOT NULL,
	"image_id" uuid,
	"status" "initiative_status" DEFAULT 'actief' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"public_since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initiative_updates_body_check" CHECK (char_length("initiative_updates"."body") between 10 and 2000)
);
--> statement-breakpoint
ALTER TABLE "initiative_updates" ADD CONSTRAINT "initiative_updates_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_updates" ADD CONSTRAINT "initiative_updates_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_updates" ADD CONSTRAINT "initiative_updates_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "initiative_updates_initiative_idx" ON "initiative_updates" USING btree ("initiative_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "initiative_updates_public_since_idx" ON "initiative_updates" USING btree ("public_since");--> statement-breakpoint
CREATE INDEX "initiative_updates_created_by_idx" ON "initiative_updates" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "initiative_updates_image_idx" ON "initiative_updates" USING btree ("image_id");--> statement-breakpoint
CREATE VIEW "public"."initiative_updates_public" AS (select "id", "initiative_id", "body", "created_at", "updated_at", "public_since", (select jsonb_build_object('alt', "alt", 'variants', "variants") from "images" where "id" = "image_id" and "status" = 'ready') as "picture" from "initiative_updates" where "initiative_updates"."status" = 'actief' and "initiative_updates"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
-- Custom SQL: page-cache data version, public_since triggers.
-- Every write to updates changes the initiative page, its feed and the API.
CREATE TRIGGER "initiative_updates_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "initiative_updates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
-- An update shown again after hiding is new from that moment, like initiatives and events.
CREATE TRIGGER "initiative_updates_public_since" BEFORE UPDATE OF "status" ON "initiative_updates" FOR EACH ROW EXECUTE FUNCTION "set_public_since"();--> statement-breakpoint
-- An initiative turning public makes its public events, vacancies and updates new too.
CREATE OR REPLACE FUNCTION "set_children_public_since"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'actief' AND OLD.status <> 'actief' THEN
    UPDATE "events" SET "public_since" = now() WHERE "initiative_id" = NEW.id AND "status" = 'actief';
    UPDATE "vacancies" SET "public_since" = now() WHERE "initiative_id" = NEW.id AND "status" = 'actief' AND "is_active";
    UPDATE "initiative_updates" SET "public_since" = now() WHERE "initiative_id" = NEW.id AND "status" = 'actief';
  END IF;
  RETURN NULL;
END
$$;
