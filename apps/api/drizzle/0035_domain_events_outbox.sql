CREATE TABLE "domain_event_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"last_txid" bigint DEFAULT 0 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_event_failures" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_event_failures_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL,
	"name" text NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_event_failures" ADD CONSTRAINT "domain_event_failures_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_order_idx" ON "domain_events" USING btree ("txid","id");--> statement-breakpoint
CREATE FUNCTION "notify_domain_events"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('domain_events', ''); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER "domain_events_notify" AFTER INSERT ON "domain_events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_domain_events"();
