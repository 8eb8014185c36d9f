-- The page cache of anonymous pages (docs/decisions/034-page-cache.md) keeps the data version in
-- the memory of every app process. The bump (migration 0004) now also announces the new version
-- with NOTIFY on the channel "data_version"; PostgreSQL delivers it to every listening process
-- when the writing transaction commits, never for a rolled-back one.
CREATE OR REPLACE FUNCTION "advance_data_version"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	new_version bigint;
BEGIN
	UPDATE "data_version" SET "version" = "version" + 1 RETURNING "version" INTO new_version;
	PERFORM pg_notify('data_version', new_version::text);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "advance_data_version"();
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Public pages also show participant counts (sign-ups), pictures (set by the image worker when a
-- picture is ready) and favourite state: writes to those tables change them too. Their workers run
-- UPDATEs that often touch no row (the image worker's claim on every poll), and a statement-level
-- trigger fires even then, which would empty every page cache each poll: these triggers see the
-- statement's rows (a transition table, one trigger per event as PostgreSQL requires) and bump
-- only when there is one.
CREATE OR REPLACE FUNCTION "bump_data_version_if_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "changed_rows") THEN
		PERFORM "advance_data_version"();
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_registrations_insert_data_version" AFTER INSERT ON "event_registrations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "event_registrations_update_data_version" AFTER UPDATE ON "event_registrations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "event_registrations_delete_data_version" AFTER DELETE ON "event_registrations" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "images_insert_data_version" AFTER INSERT ON "images" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "images_update_data_version" AFTER UPDATE ON "images" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "images_delete_data_version" AFTER DELETE ON "images" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "favorites_insert_data_version" AFTER INSERT ON "favorites" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "favorites_update_data_version" AFTER UPDATE ON "favorites" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_changed"();--> statement-breakpoint
CREATE TRIGGER "favorites_delete_data_version" AFTER DELETE ON "favorites" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_changed"();
