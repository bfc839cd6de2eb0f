ALTER TABLE "messengers" ALTER COLUMN "headquarter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "company_id" DROP NOT NULL;