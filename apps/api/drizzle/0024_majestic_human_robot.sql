CREATE TABLE "geo_zone_queue_entries" (
	"headquarter_id" uuid NOT NULL,
	"messenger_id" uuid NOT NULL,
	"queue_geo_zone_id" uuid NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "geo_zone_queue_entries_headquarter_id_messenger_id_pk" PRIMARY KEY("headquarter_id","messenger_id")
);
--> statement-breakpoint
ALTER TABLE "geo_zone_queue_entries" ADD CONSTRAINT "geo_zone_queue_entries_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_zone_queue_entries" ADD CONSTRAINT "geo_zone_queue_entries_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_zone_queue_entries" ADD CONSTRAINT "geo_zone_queue_entries_queue_geo_zone_id_queue_geo_zones_id_fk" FOREIGN KEY ("queue_geo_zone_id") REFERENCES "public"."queue_geo_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_zone_queue_entries_queue_idx" ON "geo_zone_queue_entries" USING btree ("queue_geo_zone_id","entered_at");