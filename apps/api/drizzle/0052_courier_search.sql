-- Issue 21: the courier lists search and order one headquarter's couriers on the affiliations' own indexes.
-- search_fold is the one rule of what a search compares: lower case without accents ("Ramírez" is found by
-- "ramirez"); unaccent is STABLE only because its dictionary could change, so it is called with the
-- dictionary named and wrapped IMMUTABLE, the form an index and the triggers below need.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, value))
$$;--> statement-breakpoint
DROP INDEX "messengers_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "affiliations" ADD COLUMN "courier_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliations" ADD COLUMN "courier_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliations" ADD COLUMN "courier_search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An affiliation takes its courier's names and search text when written (or touched: SET messenger_id =
-- messenger_id); a change of the courier's names, username, document or phone touches all of the courier's
-- affiliations, so the copies are computed in one place.
CREATE OR REPLACE FUNCTION affiliation_courier_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.first_name, u.last_name, search_fold(concat_ws(' ', u.first_name, u.last_name, u.username, m.nuip, m.phone_number))
    INTO NEW.courier_first_name, NEW.courier_last_name, NEW.courier_search_text
    FROM messengers m JOIN users u ON u.id = m.user_id
    WHERE m.id = NEW.messenger_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER affiliations_courier_text BEFORE INSERT OR UPDATE OF messenger_id ON affiliations
  FOR EACH ROW EXECUTE FUNCTION affiliation_courier_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION courier_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  courier uuid := CASE TG_TABLE_NAME WHEN 'users' THEN (SELECT id FROM messengers WHERE user_id = NEW.id) ELSE NEW.id END;
BEGIN
  UPDATE affiliations SET messenger_id = messenger_id WHERE messenger_id = courier;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_courier_text AFTER UPDATE OF first_name, last_name, username ON users
  FOR EACH ROW WHEN (OLD.kind = 'messenger' OR NEW.kind = 'messenger') EXECUTE FUNCTION courier_text_changed();--> statement-breakpoint
CREATE TRIGGER messengers_courier_text AFTER UPDATE OF nuip, phone_number, user_id ON messengers
  FOR EACH ROW EXECUTE FUNCTION courier_text_changed();--> statement-breakpoint
UPDATE affiliations SET messenger_id = messenger_id;--> statement-breakpoint
CREATE INDEX "affiliations_list_order_idx" ON "affiliations" USING btree ("headquarter_id","is_online" DESC NULLS FIRST,"courier_first_name" collate "und-x-icu","courier_last_name" collate "und-x-icu","messenger_id","status","courier_search_text");--> statement-breakpoint
CREATE INDEX "affiliations_search_trgm_idx" ON "affiliations" USING gin ("courier_search_text" gin_trgm_ops);
