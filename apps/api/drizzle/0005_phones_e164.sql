-- Phones stored as typed before the phone rule (packages/domain/src/phone.ts) become E.164: a
-- Colombian number written without its country code (a mobile from 3, or a 60x landline) gains +57.
-- An anonymous customer whose +57 form already exists in its headquarter keeps its phone as it was,
-- since a headquarter holds one anonymous customer per phone.
UPDATE "services" SET "phone_number" = '+57' || "phone_number"
WHERE "phone_number" ~ '^(3[0-9]{9}|60[1-8][0-9]{7})$';--> statement-breakpoint
UPDATE "customers" SET "phone_number" = '+57' || "phone_number"
WHERE "phone_number" ~ '^(3[0-9]{9}|60[1-8][0-9]{7})$';--> statement-breakpoint
UPDATE "anonymous_customers" AS a SET "phone_number" = '+57' || a."phone_number"
WHERE a."phone_number" ~ '^(3[0-9]{9}|60[1-8][0-9]{7})$'
  AND NOT EXISTS (
    SELECT 1 FROM "anonymous_customers" AS o
    WHERE o."headquarter_id" = a."headquarter_id" AND o."phone_number" = '+57' || a."phone_number"
  );
