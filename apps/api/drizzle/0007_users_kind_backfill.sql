-- Business accounts were told apart by their business name; the profile kind says it now.
UPDATE "users" SET "kind" = 'business' WHERE "business_name" IS NOT NULL;
