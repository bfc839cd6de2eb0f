-- A courier in disaffiliation may be online nowhere (domain onlineRefusal): those left online by an earlier
-- request to leave go offline, kept in the activation history.
INSERT INTO "messenger_activations" ("messenger_id", "headquarter_id", "online")
SELECT "messenger_id", "headquarter_id", false FROM "affiliations" WHERE "status" = 'in_disaffiliation' AND "is_online";--> statement-breakpoint
UPDATE "affiliations" SET "is_online" = false, "online_changed_at" = now() WHERE "status" = 'in_disaffiliation' AND "is_online";
