ALTER TABLE "offers" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "stop" integer;--> statement-breakpoint
CREATE INDEX "offers_bundle_idx" ON "offers" USING btree ("bundle_id") WHERE "offers"."bundle_id" is not null;