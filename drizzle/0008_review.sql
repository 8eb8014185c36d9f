ALTER TABLE "events" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "events_review_idx" ON "events" USING btree ("review_requested_at") WHERE "events"."review_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "initiatives_review_idx" ON "initiatives" USING btree ("review_requested_at") WHERE "initiatives"."review_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "vacancies_review_idx" ON "vacancies" USING btree ("review_requested_at") WHERE "vacancies"."review_requested_at" is not null;