CREATE TABLE "postcode_areas" (
	"pc4" char(4) PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"municipality_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "pc4" char(4);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "pc4" char(4);--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "pc4" char(4);--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "postcode_areas" ADD CONSTRAINT "postcode_areas_municipality_code_municipalities_code_fk" FOREIGN KEY ("municipality_code") REFERENCES "public"."municipalities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postcode_areas_municipality_idx" ON "postcode_areas" USING btree ("municipality_code");--> statement-breakpoint
CREATE INDEX "events_point_idx" ON "events" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "initiatives_point_idx" ON "initiatives" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "vacancies_point_idx" ON "vacancies" USING btree ("lat","lon");--> statement-breakpoint
-- An initiative's point: its postcode area, else its municipality's centre; none when national.
CREATE FUNCTION "set_initiative_point"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lat := NULL;
  NEW.lon := NULL;
  IF NEW.scope = 'nationaal' THEN
    RETURN NEW;
  END IF;
  IF NEW.pc4 IS NOT NULL THEN
    SELECT a.lat, a.lon INTO NEW.lat, NEW.lon FROM postcode_areas a WHERE a.pc4 = NEW.pc4;
  END IF;
  IF NEW.lat IS NULL AND NEW.municipality IS NOT NULL THEN
    SELECT m.lat, m.lon INTO NEW.lat, NEW.lon FROM municipalities m WHERE m.name = NEW.municipality;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "initiatives_point" BEFORE INSERT OR UPDATE OF "scope", "municipality", "pc4" ON "initiatives" FOR EACH ROW EXECUTE FUNCTION "set_initiative_point"();--> statement-breakpoint
-- An event's or vacancy's point: its own postcode area, else its initiative's point.
CREATE FUNCTION "set_child_point"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lat := NULL;
  NEW.lon := NULL;
  IF NEW.pc4 IS NOT NULL THEN
    SELECT a.lat, a.lon INTO NEW.lat, NEW.lon FROM postcode_areas a WHERE a.pc4 = NEW.pc4;
  END IF;
  IF NEW.lat IS NULL THEN
    SELECT i.lat, i.lon INTO NEW.lat, NEW.lon FROM initiatives i WHERE i.id = NEW.initiative_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_point" BEFORE INSERT OR UPDATE OF "pc4", "initiative_id" ON "events" FOR EACH ROW EXECUTE FUNCTION "set_child_point"();--> statement-breakpoint
CREATE TRIGGER "vacancies_point" BEFORE INSERT OR UPDATE OF "pc4", "initiative_id" ON "vacancies" FOR EACH ROW EXECUTE FUNCTION "set_child_point"();--> statement-breakpoint
-- When an initiative's point moves (also by its own trigger), its events and vacancies follow; their
-- own postcode still wins.
CREATE FUNCTION "move_child_points"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET initiative_id = initiative_id WHERE initiative_id = NEW.id;
  UPDATE vacancies SET initiative_id = initiative_id WHERE initiative_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "initiatives_move_child_points" AFTER UPDATE ON "initiatives" FOR EACH ROW
  WHEN (OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lon IS DISTINCT FROM NEW.lon) EXECUTE FUNCTION "move_child_points"();
