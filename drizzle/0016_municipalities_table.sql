-- The reference table of municipalities takes the name the code uses. Renaming a constraint renames
-- its index too, so a migrated database has the names a new table "municipalities" would get.
ALTER TABLE "gemeenten" RENAME TO "municipalities";--> statement-breakpoint
ALTER TABLE "municipalities" RENAME CONSTRAINT "gemeenten_pkey" TO "municipalities_pkey";--> statement-breakpoint
ALTER TABLE "municipalities" RENAME CONSTRAINT "gemeenten_name_unique" TO "municipalities_name_unique";--> statement-breakpoint
-- PostgreSQL 18 (and PGlite) also name the NOT NULL constraints after the table; older servers have none.
DO $$
DECLARE
	old_name text;
BEGIN
	FOR old_name IN
		SELECT conname FROM pg_constraint
		WHERE conrelid = '"municipalities"'::regclass AND contype = 'n' AND conname LIKE 'gemeenten\_%'
	LOOP
		EXECUTE format('ALTER TABLE "municipalities" RENAME CONSTRAINT %I TO %I', old_name, 'municipalities' || substr(old_name, length('gemeenten') + 1));
	END LOOP;
END
$$;
