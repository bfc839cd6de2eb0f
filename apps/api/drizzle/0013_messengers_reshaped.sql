ALTER TABLE "messengers" DROP CONSTRAINT "messengers_headquarter_id_headquarters_id_fk";
--> statement-breakpoint
DROP INDEX "messengers_headquarter_idx";--> statement-breakpoint
ALTER TABLE "messengers" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messengers" DROP COLUMN "headquarter_id";--> statement-breakpoint
ALTER TABLE "messengers" DROP COLUMN "first_name";--> statement-breakpoint
ALTER TABLE "messengers" DROP COLUMN "last_name";--> statement-breakpoint
ALTER TABLE "messengers" DROP COLUMN "image_url";--> statement-breakpoint
ALTER TABLE "messengers" DROP COLUMN "is_online";