DROP INDEX "events_point_idx";--> statement-breakpoint
CREATE INDEX "events_point_idx" ON "events" USING btree ("lat","lon","ends_at","status","initiative_id","date","id","cancelled_at");