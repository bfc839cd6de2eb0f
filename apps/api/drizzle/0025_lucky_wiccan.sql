CREATE TABLE "fake_location_captures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"messenger_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_detected_at" timestamp with time zone NOT NULL,
	"detections" integer NOT NULL,
	"points" jsonb NOT NULL,
	"evidence_counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fake_location_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"messenger_id" uuid NOT NULL,
	"capture_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fake_location_captures" ADD CONSTRAINT "fake_location_captures_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_location_evidence" ADD CONSTRAINT "fake_location_evidence_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_location_evidence" ADD CONSTRAINT "fake_location_evidence_capture_id_fake_location_captures_id_fk" FOREIGN KEY ("capture_id") REFERENCES "public"."fake_location_captures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fake_location_captures_open_idx" ON "fake_location_captures" USING btree ("messenger_id") WHERE "fake_location_captures"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "fake_location_captures_recent_idx" ON "fake_location_captures" USING btree ("messenger_id","ended_at");--> statement-breakpoint
CREATE INDEX "fake_location_evidence_capture_idx" ON "fake_location_evidence" USING btree ("capture_id","at");