ALTER TABLE "service_files" RENAME COLUMN "url" TO "storage_key";--> statement-breakpoint
-- The stored public URL (/uploads/services/… on disk, <bucket address>/services/… on S3) becomes its key.
UPDATE "service_files" SET "storage_key" = substring("storage_key" from '(services/[^/?#]+)$') WHERE "storage_key" ~ 'services/[^/?#]+$';
