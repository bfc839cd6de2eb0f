CREATE TABLE "massive_file_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"data" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service" jsonb,
	"service_id" uuid
);
--> statement-breakpoint
CREATE TABLE "massive_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text DEFAULT 'validating' NOT NULL,
	"error" text,
	"validate_job_id" uuid,
	"confirm_job_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "massive_file_rows" ADD CONSTRAINT "massive_file_rows_file_id_massive_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."massive_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "massive_file_rows" ADD CONSTRAINT "massive_file_rows_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "massive_file_rows" ADD CONSTRAINT "massive_file_rows_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "massive_files" ADD CONSTRAINT "massive_files_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "massive_files" ADD CONSTRAINT "massive_files_validate_job_id_jobs_id_fk" FOREIGN KEY ("validate_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "massive_files" ADD CONSTRAINT "massive_files_confirm_job_id_jobs_id_fk" FOREIGN KEY ("confirm_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "massive_files" ADD CONSTRAINT "massive_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "massive_file_rows_line_idx" ON "massive_file_rows" USING btree ("file_id","line");--> statement-breakpoint
CREATE INDEX "massive_files_headquarter_idx" ON "massive_files" USING btree ("headquarter_id","created_at");