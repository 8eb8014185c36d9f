CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "event_registrations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "event_registrations_event_user_key" UNIQUE("event_id","user_id"),
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('confirmed', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "mail_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"message" text NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"motivation" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_responses_vacancy_user_key" UNIQUE("vacancy_id","user_id"),
	CONSTRAINT "vacancy_responses_status_check" CHECK ("vacancy_responses"."status" in ('new', 'in_conversation', 'accepted', 'declined'))
);
--> statement-breakpoint
DROP VIEW "public"."events_public";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_current_participants_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "external_participants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The participant numbers typed before sign-up existed become the people registered elsewhere.
UPDATE "events" SET "external_participants" = "current_participants" WHERE "current_participants" > 0;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "confirmed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_responses" ADD CONSTRAINT "vacancy_responses_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_responses" ADD CONSTRAINT "vacancy_responses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_seq_idx" ON "event_registrations" USING btree ("event_id","status","seq");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("run_at") WHERE "mail_jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "mail_jobs_recipient_idx" ON "mail_jobs" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "vacancy_responses_vacancy_idx" ON "vacancy_responses" USING btree ("vacancy_id","created_at");--> statement-breakpoint
CREATE INDEX "vacancy_responses_user_idx" ON "vacancy_responses" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_calendar_token_key" UNIQUE("calendar_token");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_external_participants_check" CHECK ("events"."external_participants" >= 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_confirmed_count_check" CHECK ("events"."confirmed_count" >= 0);--> statement-breakpoint
CREATE VIEW "public"."events_public" AS (select "id", "title", "description", "long_description", "type", "theme", "province", "date", "end_date", "city", "location", "organizer_name", "max_participants", "confirmed_count" + "external_participants" as "current_participants", "registration_required", "registration_closed", "initiative_id", "created_by", "created_at" from "events" where "events"."status" = 'actief' and "events"."initiative_id" in (select "initiatives"."id" from "initiatives" where "initiatives"."status" = 'actief' and ("initiatives"."created_by" is null or "initiatives"."created_by" not in (select "user"."id" from "user" where "user"."blocked_at" is not null))));