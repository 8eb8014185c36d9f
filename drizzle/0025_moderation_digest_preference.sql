-- The moderators' digest choice moves from profiles.moderation_digest to mail_preferences
-- (topic "moderation_digest"); only "off" needs a row, "on" is the topic's default.
INSERT INTO "mail_preferences" ("user_id", "topic", "frequency", "updated_at")
SELECT "profiles"."id", 'moderation_digest', 'off', now()
FROM "profiles"
JOIN "user" ON "user"."id" = "profiles"."id"
WHERE "profiles"."moderation_digest" = false
ON CONFLICT ("user_id", "topic") DO NOTHING;
