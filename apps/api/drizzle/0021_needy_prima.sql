CREATE TABLE "business_service_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"business_user_id" uuid NOT NULL,
	"service_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_store_cities" (
	"business_store_id" uuid NOT NULL,
	"location_area_id" integer NOT NULL,
	CONSTRAINT "business_store_cities_business_store_id_location_area_id_pk" PRIMARY KEY("business_store_id","location_area_id")
);
--> statement-breakpoint
CREATE TABLE "business_store_service_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"business_store_id" uuid NOT NULL,
	"business_service_type_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_service_types" ADD CONSTRAINT "business_service_types_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_service_types" ADD CONSTRAINT "business_service_types_business_user_id_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_service_types" ADD CONSTRAINT "business_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_store_cities" ADD CONSTRAINT "business_store_cities_business_store_id_business_stores_id_fk" FOREIGN KEY ("business_store_id") REFERENCES "public"."business_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_store_cities" ADD CONSTRAINT "business_store_cities_location_area_id_location_areas_id_fk" FOREIGN KEY ("location_area_id") REFERENCES "public"."location_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_store_service_types" ADD CONSTRAINT "business_store_service_types_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_store_service_types" ADD CONSTRAINT "business_store_service_types_business_store_id_business_stores_id_fk" FOREIGN KEY ("business_store_id") REFERENCES "public"."business_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_store_service_types" ADD CONSTRAINT "business_store_service_types_business_service_type_id_business_service_types_id_fk" FOREIGN KEY ("business_service_type_id") REFERENCES "public"."business_service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_service_types_uq" ON "business_service_types" USING btree ("business_user_id","service_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_store_service_types_uq" ON "business_store_service_types" USING btree ("business_store_id","business_service_type_id");--> statement-breakpoint
ALTER TABLE "business_stores" DROP COLUMN "active_cities";