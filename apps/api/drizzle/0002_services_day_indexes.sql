CREATE INDEX "services_headquarter_created_idx" ON "services" USING btree ("headquarter_id","created_at");--> statement-breakpoint
CREATE INDEX "services_type_idx" ON "services" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "services_payment_method_idx" ON "services" USING btree ("payment_method_id");