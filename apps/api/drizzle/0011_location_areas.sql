CREATE TABLE "countries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"search_name" text NOT NULL,
	"bounds" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "headquarters" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "headquarters" ADD COLUMN "allow_linkage" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "location_areas" ADD CONSTRAINT "location_areas_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_areas" ADD CONSTRAINT "location_areas_parent_id_location_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."location_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_areas_country_idx" ON "location_areas" USING btree ("country_id","search_name");--> statement-breakpoint
ALTER TABLE "headquarters" ADD CONSTRAINT "headquarters_city_id_location_areas_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."location_areas"("id") ON DELETE no action ON UPDATE no action;