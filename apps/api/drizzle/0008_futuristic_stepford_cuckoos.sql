ALTER TABLE "users" ADD COLUMN "employment_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_name_uq" ON "roles" USING btree ("company_id",lower("name"));