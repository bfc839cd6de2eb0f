-- service_totals follows every write on services (docs/decisions/004): statement-level triggers
-- with transition tables add up each statement's rows once, so a bulk insert of 250,000 services
-- costs one grouped upsert, and an update that moves no total writes nothing. The day is the
-- Bogotá calendar day (UTC-5 all year) of created_at.
-- Rows are spread over 8 slots per key (consecutive % 8) so concurrent creations rarely wait on
-- one row lock; a service always counts in the same slot, so a slot never goes below zero and
-- an emptied one is deleted (old days keep rows only for the statuses they still hold).
CREATE FUNCTION service_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_totals AS t (headquarter_id, day, status, slot, count, calculated_cost, total_cost)
  SELECT headquarter_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date, status, consecutive % 8,
    count(*), sum(calculated_cost), sum(calculated_cost + required_value)
  FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (headquarter_id, day, status, slot) DO UPDATE SET
    count = t.count + excluded.count,
    calculated_cost = t.calculated_cost + excluded.calculated_cost,
    total_cost = t.total_cost + excluded.total_cost;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION service_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE moved integer;
BEGIN
  INSERT INTO service_totals AS t (headquarter_id, day, status, slot, count, calculated_cost, total_cost)
  SELECT headquarter_id, day, status, slot, sum(n), sum(cost), sum(total)
  FROM (
    SELECT headquarter_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date AS day, status, consecutive % 8 AS slot,
      -1 AS n, -calculated_cost AS cost, -(calculated_cost + required_value) AS total FROM old_rows
    UNION ALL
    SELECT headquarter_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date, status, consecutive % 8,
      1, calculated_cost, calculated_cost + required_value FROM new_rows
  ) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR sum(cost) <> 0 OR sum(total) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (headquarter_id, day, status, slot) DO UPDATE SET
    count = t.count + excluded.count,
    calculated_cost = t.calculated_cost + excluded.calculated_cost,
    total_cost = t.total_cost + excluded.total_cost;
  GET DIAGNOSTICS moved = ROW_COUNT;
  IF moved > 0 THEN
    DELETE FROM service_totals t USING old_rows o
    WHERE t.headquarter_id = o.headquarter_id AND t.day = ((o.created_at AT TIME ZONE 'UTC') - interval '5 hours')::date
      AND t.status = o.status AND t.slot = o.consecutive % 8 AND t.count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A headquarter being deleted takes its totals with it (cascade): nothing to subtract then.
CREATE FUNCTION service_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_totals AS t (headquarter_id, day, status, slot, count, calculated_cost, total_cost)
  SELECT headquarter_id, ((created_at AT TIME ZONE 'UTC') - interval '5 hours')::date, status, consecutive % 8,
    -count(*), -sum(calculated_cost), -sum(calculated_cost + required_value)
  FROM old_rows o
  WHERE EXISTS (SELECT 1 FROM headquarters h WHERE h.id = o.headquarter_id)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (headquarter_id, day, status, slot) DO UPDATE SET
    count = t.count + excluded.count,
    calculated_cost = t.calculated_cost + excluded.calculated_cost,
    total_cost = t.total_cost + excluded.total_cost;
  DELETE FROM service_totals t USING old_rows o
  WHERE t.headquarter_id = o.headquarter_id AND t.day = ((o.created_at AT TIME ZONE 'UTC') - interval '5 hours')::date
    AND t.status = o.status AND t.slot = o.consecutive % 8 AND t.count = 0;
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
