CREATE TABLE "fake_location_checks" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_events" ALTER COLUMN "headquarter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_event_consumers" ADD COLUMN "names" text[];--> statement-breakpoint
ALTER TABLE "fake_location_checks" ADD CONSTRAINT "fake_location_checks_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;