CREATE TABLE "courier_service_types" (
	"headquarter_id" uuid NOT NULL,
	"messenger_id" uuid NOT NULL,
	"service_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_service_types_headquarter_id_messenger_id_service_type_id_pk" PRIMARY KEY("headquarter_id","messenger_id","service_type_id")
);
--> statement-breakpoint
ALTER TABLE "courier_service_types" ADD CONSTRAINT "courier_service_types_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_service_types" ADD CONSTRAINT "courier_service_types_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_service_types" ADD CONSTRAINT "courier_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_service_types_type_idx" ON "courier_service_types" USING btree ("service_type_id");