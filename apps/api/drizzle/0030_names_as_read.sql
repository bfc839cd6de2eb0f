DROP INDEX "customers_headquarter_idx";--> statement-breakpoint
DROP INDEX "customers_business_user_idx";--> statement-breakpoint
CREATE INDEX "anonymous_customers_name_idx" ON "anonymous_customers" USING btree ("headquarter_id","name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "customers_headquarter_idx" ON "customers" USING btree ("headquarter_id","name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "customers_business_user_idx" ON "customers" USING btree ("business_user_id","name" collate "und-x-icu");