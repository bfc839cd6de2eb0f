CREATE TABLE "covenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"business_store_id" uuid NOT NULL,
	"provider_store_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "priority_group_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"covenant_id" uuid NOT NULL,
	"is_enabled_by_store" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "priority_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"business_store_id" uuid NOT NULL,
	"priority" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "covenants" ADD CONSTRAINT "covenants_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenants" ADD CONSTRAINT "covenants_business_store_id_business_stores_id_fk" FOREIGN KEY ("business_store_id") REFERENCES "public"."business_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covenants" ADD CONSTRAINT "covenants_provider_store_id_business_stores_id_fk" FOREIGN KEY ("provider_store_id") REFERENCES "public"."business_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_group_members" ADD CONSTRAINT "priority_group_members_group_id_priority_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."priority_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_group_members" ADD CONSTRAINT "priority_group_members_covenant_id_covenants_id_fk" FOREIGN KEY ("covenant_id") REFERENCES "public"."covenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_groups" ADD CONSTRAINT "priority_groups_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_groups" ADD CONSTRAINT "priority_groups_business_store_id_business_stores_id_fk" FOREIGN KEY ("business_store_id") REFERENCES "public"."business_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "covenants_headquarter_idx" ON "covenants" USING btree ("headquarter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "covenants_live_pair_uq" ON "covenants" USING btree ("business_store_id","provider_store_id") WHERE "covenants"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "priority_group_members_covenant_uq" ON "priority_group_members" USING btree ("covenant_id");--> statement-breakpoint
CREATE INDEX "priority_groups_store_idx" ON "priority_groups" USING btree ("business_store_id","priority");