CREATE TABLE "service_totals" (
	"headquarter_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"count" bigint NOT NULL,
	"calculated_cost" bigint NOT NULL,
	"total_cost" bigint NOT NULL,
	CONSTRAINT "service_totals_headquarter_id_day_status_slot_pk" PRIMARY KEY("headquarter_id","day","status","slot")
);
--> statement-breakpoint
ALTER TABLE "service_totals" ADD CONSTRAINT "service_totals_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_totals_status_idx" ON "service_totals" USING btree ("headquarter_id","status","day");