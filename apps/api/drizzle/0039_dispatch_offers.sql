CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"messenger_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"accepted_km" double precision,
	"stalled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_service_messenger_uq" ON "offers" USING btree ("service_id","messenger_id");--> statement-breakpoint
CREATE INDEX "offers_open_messenger_idx" ON "offers" USING btree ("messenger_id") WHERE "offers"."answer" is null;--> statement-breakpoint
CREATE INDEX "offers_open_deadline_idx" ON "offers" USING btree ("deadline") WHERE "offers"."answer" is null;--> statement-breakpoint
CREATE INDEX "offers_headquarter_idx" ON "offers" USING btree ("headquarter_id","sent_at");--> statement-breakpoint
CREATE INDEX "offers_accepted_unflagged_idx" ON "offers" USING btree ("answered_at") WHERE "offers"."answer" = 'accepted' and "offers"."stalled_at" is null;