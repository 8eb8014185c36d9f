DROP INDEX "vacancies_active_initiative_idx";--> statement-breakpoint
CREATE INDEX "vacancies_active_initiative_idx" ON "vacancies" USING btree ("is_active","initiative_id","status","closes_on");