CREATE TABLE "affiliations" (
	"messenger_id" uuid NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"status" text NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"online_changed_at" timestamp with time zone,
	"payroll_paid" boolean DEFAULT false NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"affiliated_at" timestamp with time zone,
	"disaffiliated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliations_messenger_id_headquarter_id_pk" PRIMARY KEY("messenger_id","headquarter_id")
);
--> statement-breakpoint
CREATE TABLE "messenger_excluded_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"messenger_id" uuid NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messenger_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"messenger_id" uuid NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"online" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messenger_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"messenger_id" uuid NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"blocked_by" uuid,
	"unblocked_at" timestamp with time zone,
	"unblocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messenger_locations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"messenger_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"speed" double precision,
	"using_fake_location" boolean DEFAULT false NOT NULL,
	"coordinates_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messenger_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"messenger_id" uuid NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messenger_working_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"messenger_id" uuid NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motorcycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"messenger_id" uuid NOT NULL,
	"license_plate" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"line" text,
	"color" text,
	"cylindrical" integer,
	"insurance_start_date" date,
	"insurance_expiration_date" date,
	"techno_mechanical_start_date" date,
	"techno_mechanical_expiration_date" date,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_petitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"messenger_id" uuid NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"is_association" boolean NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"action" text DEFAULT 'new' NOT NULL,
	"from_headquarter" boolean NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"motorcycle_id" uuid,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messengers" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "messengers" ADD COLUMN "nuip" text;--> statement-breakpoint
ALTER TABLE "messengers" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "messengers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "messengers" ADD COLUMN "rating_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messengers" ADD COLUMN "using_fake_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_excluded_hours" ADD CONSTRAINT "messenger_excluded_hours_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_excluded_hours" ADD CONSTRAINT "messenger_excluded_hours_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_activations" ADD CONSTRAINT "messenger_activations_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_activations" ADD CONSTRAINT "messenger_activations_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_blocks" ADD CONSTRAINT "messenger_blocks_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_blocks" ADD CONSTRAINT "messenger_blocks_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_blocks" ADD CONSTRAINT "messenger_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_blocks" ADD CONSTRAINT "messenger_blocks_unblocked_by_users_id_fk" FOREIGN KEY ("unblocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_locations" ADD CONSTRAINT "messenger_locations_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_payments" ADD CONSTRAINT "messenger_payments_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_payments" ADD CONSTRAINT "messenger_payments_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_payments" ADD CONSTRAINT "messenger_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_working_hours" ADD CONSTRAINT "messenger_working_hours_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_working_hours" ADD CONSTRAINT "messenger_working_hours_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motorcycles" ADD CONSTRAINT "motorcycles_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_petitions" ADD CONSTRAINT "membership_petitions_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_petitions" ADD CONSTRAINT "membership_petitions_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_petitions" ADD CONSTRAINT "membership_petitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_petitions" ADD CONSTRAINT "membership_petitions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_petitions" ADD CONSTRAINT "membership_petitions_motorcycle_id_motorcycles_id_fk" FOREIGN KEY ("motorcycle_id") REFERENCES "public"."motorcycles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliations_headquarter_idx" ON "affiliations" USING btree ("headquarter_id","status","is_online");--> statement-breakpoint
CREATE INDEX "messenger_excluded_hours_idx" ON "messenger_excluded_hours" USING btree ("headquarter_id","messenger_id","starts_at");--> statement-breakpoint
CREATE INDEX "messenger_activations_headquarter_idx" ON "messenger_activations" USING btree ("headquarter_id","created_at","messenger_id");--> statement-breakpoint
CREATE INDEX "messenger_blocks_headquarter_idx" ON "messenger_blocks" USING btree ("headquarter_id","messenger_id","unblocked_at");--> statement-breakpoint
CREATE INDEX "messenger_locations_idx" ON "messenger_locations" USING btree ("messenger_id","coordinates_created_at");--> statement-breakpoint
CREATE INDEX "messenger_payments_idx" ON "messenger_payments" USING btree ("headquarter_id","messenger_id","created_at");--> statement-breakpoint
CREATE INDEX "messenger_working_hours_idx" ON "messenger_working_hours" USING btree ("headquarter_id","messenger_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "motorcycles_plate_uq" ON "motorcycles" USING btree (upper("license_plate"));--> statement-breakpoint
CREATE INDEX "motorcycles_messenger_idx" ON "motorcycles" USING btree ("messenger_id");--> statement-breakpoint
CREATE INDEX "petitions_headquarter_idx" ON "membership_petitions" USING btree ("headquarter_id","is_association","status","created_at");--> statement-breakpoint
CREATE INDEX "petitions_messenger_idx" ON "membership_petitions" USING btree ("messenger_id","headquarter_id");--> statement-breakpoint
CREATE INDEX "working_hours_headquarter_idx" ON "working_hours" USING btree ("headquarter_id","weekday");--> statement-breakpoint
ALTER TABLE "messengers" ADD CONSTRAINT "messengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messengers" ADD CONSTRAINT "messengers_user_id_unique" UNIQUE("user_id");