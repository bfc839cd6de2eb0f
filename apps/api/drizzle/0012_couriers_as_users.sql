-- Catalog couriers become courier accounts: a user of kind 'messenger' (no company, a derived
-- username, a password hash nothing verifies: they sign in after a password reset) reusing the
-- courier's uuid, and an 'affiliated' affiliation with their former headquarter, online as they were.
INSERT INTO "users" ("id", "company_id", "username", "email", "password_hash", "kind", "first_name", "last_name", "image_url")
SELECT m."id", NULL, 'mensajero_' || replace(m."id"::text, '-', ''), 'mensajero_' || replace(m."id"::text, '-', '') || '@mensajeros.invalid',
  '!', 'messenger', m."first_name", m."last_name", m."image_url"
FROM "messengers" m
WHERE m."user_id" IS NULL;
--> statement-breakpoint
UPDATE "messengers" SET "user_id" = "id" WHERE "user_id" IS NULL;
--> statement-breakpoint
INSERT INTO "affiliations" ("messenger_id", "headquarter_id", "status", "is_online", "online_changed_at", "affiliated_at")
SELECT m."id", m."headquarter_id", 'affiliated', m."is_online", CASE WHEN m."is_online" THEN now() END, m."created_at"
FROM "messengers" m
WHERE m."headquarter_id" IS NOT NULL
ON CONFLICT DO NOTHING;
