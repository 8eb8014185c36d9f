CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "vacancies_created_by_idx" ON "vacancies" USING btree ("created_by");