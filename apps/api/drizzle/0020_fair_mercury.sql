CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "messengers_search_trgm_idx" ON "messengers" USING gin ((coalesce("nuip", '') || ' ' || coalesce("phone_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "username") gin_trgm_ops);