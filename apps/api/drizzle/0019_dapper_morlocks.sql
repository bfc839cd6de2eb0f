CREATE TABLE "services_tags" (
	"service_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "services_tags_service_id_tag_id_pk" PRIMARY KEY("service_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "services_tags" ADD CONSTRAINT "services_tags_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services_tags" ADD CONSTRAINT "services_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_tags_tag_idx" ON "services_tags" USING btree ("tag_id");--> statement-breakpoint
INSERT INTO "services_tags" ("service_id", "tag_id") SELECT s."id", t."id" FROM "services" s JOIN "tags" t ON t."headquarter_id" = s."headquarter_id" AND lower(t."name") IN (SELECT lower(n) FROM unnest(s."tags") n) ON CONFLICT DO NOTHING;
