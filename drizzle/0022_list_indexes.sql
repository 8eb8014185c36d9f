DROP INDEX "events_point_idx";--> statement-breakpoint
DROP INDEX "vacancies_point_idx";--> statement-breakpoint
CREATE INDEX "events_duration_idx" ON "events" USING btree (("ends_at" - "date"));--> statement-breakpoint
CREATE INDEX "events_point_idx" ON "events" USING btree ("lat","lon","ends_at","status","initiative_id","date","id");--> statement-breakpoint
CREATE INDEX "vacancies_point_idx" ON "vacancies" USING btree ("lat","lon","is_active","status","initiative_id");