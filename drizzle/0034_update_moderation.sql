ALTER TYPE "public"."favorite_item_type" ADD VALUE 'update';--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "update_id" uuid GENERATED ALWAYS AS (case when item_type not in ('initiative', 'event', 'vacancy') then item_id end) STORED;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_update_fk" FOREIGN KEY ("update_id") REFERENCES "public"."initiative_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_update_idx" ON "reports" USING btree ("update_id");--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_item_type_check" CHECK ("favorites"."item_type" in ('initiative', 'event', 'vacancy'));