-- service_totals follows every write on services (docs/decisions/004): statement-level triggers
-- with transition tables add up each statement's rows once, so a bulk insert of 250,000 services
-- costs one grouped upsert, and an update that moves no total writes nothing. The day is the
-- Bogotá calendar day (UTC-5 all year) of created_at.
-- Rows are spread over 8 slots per key (consecutive % 8) so concurrent creations rarely wait on
-- one row lock; a service always counts in the same slot, so a slot never goes below zero and
-- an emptied one is deleted (old days keep rows only for the statuses they still hold).
CREATE FUNCTION service_totals_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO service_totals AS t (headquarter_id, day, status, slot, count, calculated_cost, total_cost)
  SELECT (c->>'headquarter_id')::uuid, (c->>'day')::date, c->>'status', (c->>'slot')::smallint,
    (c->>'count')::bigint, (c->>'calculated_cost')::bigint, (c->>'total_cost')::bigint
  FROM jsonb_array_elements(changes) AS c
  WHERE EXISTS (SELECT 1 FROM headquarters h WHERE h.id = (c->>'headquarter_id')::uuid)
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (headquarter_id, day, status, slot) DO UPDATE SET
    count = t.count + excluded.count,
    calculated_cost = t.calculated_cost + excluded.calculated_cost,
    total_cost = t.total_cost + excluded.total_cost;
  DELETE FROM service_totals t USING jsonb_array_elements(changes) AS c
  WHERE t.headquarter_id = (c->>'headquarter_id')::uuid AND t.day = (c->>'day')::date AND t.status = c->>'status'
    AND t.slot = (c->>'slot')::smallint AND t.count = 0
$$;
--> statement-breakpoint
CREATE FUNCTION service_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM service_totals_apply((
    SELECT coalesce(jsonb_agg(g), '[]') FROM (
      SELECT headquarter_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date AS day, status, consecutive % 8 AS slot,
        count(*) AS count, sum(calculated_cost) AS calculated_cost, sum(calculated_cost + required_value) AS total_cost
      FROM new_rows GROUP BY 1, 2, 3, 4) g));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION service_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM service_totals_apply((
    SELECT coalesce(jsonb_agg(g), '[]') FROM (
      SELECT headquarter_id, day, status, slot, sum(n) AS count, sum(cost) AS calculated_cost, sum(total) AS total_cost
      FROM (
        SELECT headquarter_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date AS day, status, consecutive % 8 AS slot,
          -1 AS n, -calculated_cost AS cost, -(calculated_cost + required_value) AS total FROM old_rows
        UNION ALL
        SELECT headquarter_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date, status, consecutive % 8,
          1, calculated_cost, calculated_cost + required_value FROM new_rows
      ) d
      GROUP BY 1, 2, 3, 4
      HAVING sum(n) <> 0 OR sum(cost) <> 0 OR sum(total) <> 0) g));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION service_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM service_totals_apply((
    SELECT coalesce(jsonb_agg(g), '[]') FROM (
      SELECT headquarter_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date AS day, status, consecutive % 8 AS slot,
        -count(*) AS count, -sum(calculated_cost) AS calculated_cost, -sum(calculated_cost + required_value) AS total_cost
      FROM old_rows GROUP BY 1, 2, 3, 4) g));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_totals_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_totals_after_insert();
--> statement-breakpoint
CREATE TRIGGER services_totals_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER services_totals_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_totals_after_delete();
--> statement-breakpoint
INSERT INTO service_totals (headquarter_id, day, status, slot, count, calculated_cost, total_cost)
SELECT headquarter_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date, status, consecutive % 8,
  count(*), sum(calculated_cost), sum(calculated_cost + required_value)
FROM services GROUP BY 1, 2, 3, 4;
