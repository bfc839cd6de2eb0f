CREATE TABLE "activation_geo_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"geo_zone_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"polygon" jsonb NOT NULL,
	"area_m2" double precision NOT NULL,
	"west" double precision NOT NULL,
	"south" double precision NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_geo_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"geo_zone_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activation_geo_zones" ADD CONSTRAINT "activation_geo_zones_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_geo_zones" ADD CONSTRAINT "activation_geo_zones_geo_zone_id_geo_zones_id_fk" FOREIGN KEY ("geo_zone_id") REFERENCES "public"."geo_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_zones" ADD CONSTRAINT "geo_zones_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_geo_zones" ADD CONSTRAINT "queue_geo_zones_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_geo_zones" ADD CONSTRAINT "queue_geo_zones_geo_zone_id_geo_zones_id_fk" FOREIGN KEY ("geo_zone_id") REFERENCES "public"."geo_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activation_geo_zones_geo_zone_uq" ON "activation_geo_zones" USING btree ("geo_zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "geo_zones_headquarter_name_uq" ON "geo_zones" USING btree ("headquarter_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "queue_geo_zones_geo_zone_uq" ON "queue_geo_zones" USING btree ("geo_zone_id");