CREATE TABLE "link_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"token" text NOT NULL,
	"name" text NOT NULL,
	"service_type_ids" uuid[] NOT NULL,
	"payment_method_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_services_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "service_tracking" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"link_service_id" uuid,
	"rating" double precision,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_tracking_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "customer_gateways" (
	"headquarter_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notifications_once" UNIQUE("service_id","event","channel")
);
--> statement-breakpoint
ALTER TABLE "link_services" ADD CONSTRAINT "link_services_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_services" ADD CONSTRAINT "link_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tracking" ADD CONSTRAINT "service_tracking_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tracking" ADD CONSTRAINT "service_tracking_link_service_id_link_services_id_fk" FOREIGN KEY ("link_service_id") REFERENCES "public"."link_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_gateways" ADD CONSTRAINT "customer_gateways_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_services_headquarter_idx" ON "link_services" USING btree ("headquarter_id","created_at");