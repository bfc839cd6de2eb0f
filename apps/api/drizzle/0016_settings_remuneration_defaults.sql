-- Headquarters created before the activation and remuneration settings get their defaults.
UPDATE "headquarters"
SET "settings" = '{"remuneration_mode": "per_service", "remuneration_value": 0, "activation_requirements": []}'::jsonb || "settings";
