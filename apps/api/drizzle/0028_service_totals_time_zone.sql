-- service_totals by the calendar day of the headquarter's time zone (settings.time_zone, decision 014), no longer
-- Bogotá's fixed UTC-5: each trigger joins the rows' headquarters once per statement. headquarter_zone() is the one
-- copy of the rule for a single value; rebuild_service_totals() recounts one headquarter when its zone changes.
CREATE FUNCTION headquarter_zone(settings jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(settings->>'time_zone', 'America/Bogota')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_totals AS t (headquarter_id, day, status, slot, count, calculated_cost, total_cost)
  SELECT n.headquarter_id, (n.created_at AT TIME ZONE headquarter_zone(h.settings))::date, n.status, n.consecutive % 8,
    count(*), sum(n.calculated_cost), sum(n.calculated_cost + n.required_value)
  FROM new_rows n JOIN headquarters h ON h.id = n.headquarter_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (headquarter_id, day, status, slot) DO UPDATE SET
    count = t.count + excluded.count,
    calculated_cost = t.calculated_cost + excluded.calculated_cost,
    total_cost = t.total_cost + excluded.total_cost;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE moved integer;
BEGIN
  INSERT INTO service_totals AS t (headquarter_id, day, status, slot, count, calculated_cost, total_cost)
  SELECT headquarter_id, day, status, slot, sum(n), sum(cost), sum(total)
  FROM (
    SELECT o.headquarter_id, (o.created_at AT TIME ZONE headquarter_zone(h.settings))::date AS day, o.status,
      o.consecutive % 8 AS slot, -1 AS n, -o.calculated_cost AS cost, -(o.calculated_cost + o.required_value) AS total
    FROM old_rows o JOIN headquarters h ON h.id = o.headquarter_id
    UNION ALL
    SELECT n.headquarter_id, (n.created_at AT TIME ZONE headquarter_zone(h.settings))::date, n.status, n.consecutive % 8,
      1, n.calculated_cost, n.calculated_cost + n.required_value
    FROM new_rows n JOIN headquarters h ON h.id = n.headquarter_id
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
    DELETE FROM service_totals t USING old_rows o JOIN headquarters h ON h.id = o.headquarter_id
    WHERE t.headquarter_id = o.headquarter_id AND t.day = (o.created_at AT TIME ZONE headquarter_zone(h.settings))::date
      AND t.status = o.status AND t.slot = o.consecutive % 8 AND t.count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A headquarter being deleted takes its totals with it (cascade): the join leaves its rows out.
CREATE OR REPLACE FUNCTION service_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_totals AS t (headquarter_id, day, status, slot, count, calculated_cost, total_cost)
  SELECT o.headquarter_id, (o.created_at AT TIME ZONE headquarter_zone(h.settings))::date, o.status, o.consecutive % 8,
    -count(*), -sum(o.calculated_cost), -sum(o.calculated_cost + o.required_value)
  FROM old_rows o JOIN headquarters h ON h.id = o.headquarter_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (headquarter_id, day, status, slot) DO UPDATE SET
    count = t.count + excluded.count,
    calculated_cost = t.calculated_cost + excluded.calculated_cost,
    total_cost = t.total_cost + excluded.total_cost;
  DELETE FROM service_totals t USING old_rows o JOIN headquarters h ON h.id = o.headquarter_id
  WHERE t.headquarter_id = o.headquarter_id AND t.day = (o.created_at AT TIME ZONE headquarter_zone(h.settings))::date
    AND t.status = o.status AND t.slot = o.consecutive % 8 AND t.count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rebuild_service_totals(headquarter uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM service_totals WHERE headquarter_id = headquarter;
  INSERT INTO service_totals (headquarter_id, day, status, slot, count, calculated_cost, total_cost)
  SELECT s.headquarter_id, (s.created_at AT TIME ZONE headquarter_zone(h.settings))::date, s.status, s.consecutive % 8,
    count(*), sum(s.calculated_cost), sum(s.calculated_cost + s.required_value)
  FROM services s JOIN headquarters h ON h.id = s.headquarter_id
  WHERE s.headquarter_id = headquarter
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT rebuild_service_totals(id) FROM headquarters WHERE headquarter_zone(settings) <> 'America/Bogota';
