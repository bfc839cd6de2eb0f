ALTER TABLE "jobs" ADD COLUMN "once" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_once_idx" ON "jobs" USING btree ("kind","headquarter_id") WHERE once;