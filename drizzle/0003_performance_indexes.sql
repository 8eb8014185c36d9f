DROP INDEX "initiatives_status_created_at_idx";--> statement-breakpoint
DROP INDEX "initiatives_theme_idx";--> statement-breakpoint
DROP INDEX "initiatives_province_idx";--> statement-breakpoint
DROP INDEX "initiatives_scope_idx";--> statement-breakpoint
DROP INDEX "initiatives_created_by_idx";--> statement-breakpoint
DROP INDEX "vacancies_active_created_at_idx";--> statement-breakpoint
DROP INDEX "vacancies_initiative_idx";--> statement-breakpoint
DROP INDEX "vacancies_category_idx";--> statement-breakpoint
CREATE INDEX "vacancies_active_initiative_idx" ON "vacancies" USING btree ("is_active","initiative_id");--> statement-breakpoint
CREATE INDEX "initiatives_status_created_at_idx" ON "initiatives" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "initiatives_theme_idx" ON "initiatives" USING btree ("theme","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "initiatives_province_idx" ON "initiatives" USING btree ("province","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "initiatives_scope_idx" ON "initiatives" USING btree ("scope","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "initiatives_created_by_idx" ON "initiatives" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vacancies_active_created_at_idx" ON "vacancies" USING btree ("is_active","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vacancies_initiative_idx" ON "vacancies" USING btree ("initiative_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vacancies_category_idx" ON "vacancies" USING btree ("category","created_at" DESC NULLS FIRST);