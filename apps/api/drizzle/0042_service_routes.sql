CREATE TABLE "service_route_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"location_position" smallint NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"messenger_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_route_stops" ADD CONSTRAINT "service_route_stops_route_id_service_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."service_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_route_stops" ADD CONSTRAINT "service_route_stops_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_routes" ADD CONSTRAINT "service_routes_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_routes" ADD CONSTRAINT "service_routes_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_route_stops_location_uq" ON "service_route_stops" USING btree ("service_id","location_position");--> statement-breakpoint
CREATE INDEX "service_route_stops_route_idx" ON "service_route_stops" USING btree ("route_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "service_routes_headquarter_code_uq" ON "service_routes" USING btree ("headquarter_id",lower("code"));--> statement-breakpoint
CREATE INDEX "service_routes_headquarter_created_idx" ON "service_routes" USING btree ("headquarter_id","created_at");