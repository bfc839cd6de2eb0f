-- Headquarters created before the time-zone setting get Bogotá's (spec §1).
UPDATE "headquarters"
SET "settings" = '{"time_zone": "America/Bogota"}'::jsonb || "settings";
