CREATE TYPE "public"."report_reason" AS ENUM('spam', 'ongepast', 'onjuist', 'anders');--> statement-breakpoint
ALTER TYPE "public"."initiative_status" ADD VALUE 'verborgen';--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"item_type" "favorite_item_type",
	"item_id" uuid,
	"item_title" text,
	"item_owner_id" uuid,
	"target_user_id" uuid,
	"reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_type" "favorite_item_type" NOT NULL,
	"item_id" uuid NOT NULL,
	"initiative_id" uuid GENERATED ALWAYS AS (case when item_type = 'initiative' then item_id end) STORED,
	"event_id" uuid GENERATED ALWAYS AS (case when item_type = 'event' then item_id end) STORED,
	"vacancy_id" uuid GENERATED ALWAYS AS (case when item_type = 'vacancy' then item_id end) STORED,
	"reason" "report_reason" NOT NULL,
	"message" text,
	"reported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"outcome" text
);
--> statement-breakpoint
DROP VIEW "public"."events_public";--> statement-breakpoint
DROP VIEW "public"."initiatives_public";--> statement-breakpoint
DROP VIEW "public"."vacancies_public";--> statement-breakpoint
DROP INDEX "events_initiative_date_idx";--> statement-breakpoint
DROP INDEX "vacancies_active_initiative_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" "initiative_status" DEFAULT 'actief' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moderation_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moderation_digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "status" "initiative_status" DEFAULT 'actief' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_item_owner_id_user_id_fk" FOREIGN KEY ("item_owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_by_user_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_initiative_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_event_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_vacancy_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_user_id_idx" ON "two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_secret_idx" ON "two_factor" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_item_owner_idx" ON "audit_log" USING btree ("item_owner_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_user_idx" ON "audit_log" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reports_open_item_idx" ON "reports" USING btree ("item_type","item_id") WHERE "reports"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "reports_reported_by_idx" ON "reports" USING btree ("reported_by");--> statement-breakpoint
CREATE INDEX "reports_initiative_idx" ON "reports" USING btree ("initiative_id");--> statement-breakpoint
CREATE INDEX "reports_event_idx" ON "reports" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "reports_vacancy_idx" ON "reports" USING btree ("vacancy_id");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_blocked_idx" ON "user" USING btree ("id") WHERE "user"."blocked_at" is not null;--> statement-breakpoint
CREATE INDEX "initiatives_public_ids_idx" ON "initiatives" USING btree ("status","id","created_by");--> statement-breakpoint
CREATE INDEX "feedback_open_idx" ON "feedback" USING btree ("created_at") WHERE "feedback"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "events_initiative_date_idx" ON "events" USING btree ("initiative_id","date","status");--> statement-breakpoint
CREATE INDEX "vacancies_active_initiative_idx" ON "vacancies" USING btree ("is_active","initiative_id","status");--> statement-breakpoint
CREATE VIEW "public"."events_public" AS (select "id", "title", "description", "long_description", "type", "theme", "province", "date", "end_date", "city", "location", "organizer_name", "max_participants", "current_participants", "registration_required", "initiative_id", "created_by", "created_at" from "events" where "events"."status" = 'actief' and "events"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
CREATE VIEW "public"."initiatives_public" AS (select "id", "name", "formality", "formal_type", "informal_type", "theme", "scope", "province", "city", "municipality", "description", "long_description", "established", "member_count", "volunteer_count", "created_by", "status", "created_at" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null)));--> statement-breakpoint
CREATE VIEW "public"."vacancies_public" AS (select "id", "title", "description", "type", "category", "requirements", "hours_per_week", "duration", "initiative_id", "created_by", "is_active", "created_at" from "vacancies" where "vacancies"."is_active" and "vacancies"."status" = 'actief' and "vacancies"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));--> statement-breakpoint
-- Blocking or unblocking a member changes what the public views show: bump the data version
-- (migration 0004) so cached counts and pages follow.
CREATE TRIGGER "user_blocked_data_version" AFTER UPDATE OF "blocked_at" ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
