ALTER TABLE "service_types" ADD COLUMN "proof_rules" jsonb DEFAULT '{"pickup":{"photo":"off","signature":"off","pin":"off"},"drop_off":{"photo":"optional","signature":"optional","pin":"off"}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "pickup_data" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "customer_pin" text DEFAULT lpad(floor(random() * 1e4)::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "pin_failures" smallint DEFAULT 0 NOT NULL;