-- The daily statistics triggers of migration 0043 turned every written row of services into a JSON object (the whole
-- row) before adding them up: a statement of a million services (a large import, the benchmarks' seed) went past
-- PostgreSQL's 256 MB limit for one jsonb value and failed, and a small one paid for every column. The rows are now
-- grouped first, by what the statistics count them by (headquarter, its day, status, type, payment method, courier),
-- so the delta holds one object per group, already counted and summed.
CREATE OR REPLACE FUNCTION service_stats_apply(delta jsonb) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT x.headquarter_id, x.day, x.status, x.type_id, x.payment_method_id, x.messenger_id, x.n, x.cost
    FROM jsonb_to_recordset(delta) AS x(headquarter_id uuid, day date, status text, type_id text, payment_method_id text,
      messenger_id text, n bigint, cost bigint)
  ), by_type AS (
    INSERT INTO service_daily_stats AS t (headquarter_id, day, status, type_id, payment_method_id, count, calculated_cost)
    SELECT headquarter_id, day, status, type_id, payment_method_id, sum(n), sum(cost)
    FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(cost) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (headquarter_id, day, status, type_id, payment_method_id) DO UPDATE SET
      count = t.count + excluded.count, calculated_cost = t.calculated_cost + excluded.calculated_cost
  )
  INSERT INTO courier_daily_stats AS t (headquarter_id, day, messenger_id, status, count)
  SELECT headquarter_id, day, messenger_id, status, sum(n)
  FROM d WHERE messenger_id <> '' GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (headquarter_id, day, messenger_id, status) DO UPDATE SET count = t.count + excluded.count;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION services_stats_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta jsonb := '[]';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta || coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
      SELECT r.headquarter_id, (r.created_at AT TIME ZONE headquarter_zone(h.settings))::date AS day, r.status,
        coalesce(r.type_id::text, '') AS type_id, coalesce(r.payment_method_id::text, '') AS payment_method_id,
        coalesce(r.messenger_id::text, '') AS messenger_id, count(*) AS n, sum(r.calculated_cost) AS cost
      FROM new_rows r JOIN headquarters h ON h.id = r.headquarter_id GROUP BY 1, 2, 3, 4, 5, 6) g), '[]');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta || coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
      SELECT r.headquarter_id, (r.created_at AT TIME ZONE headquarter_zone(h.settings))::date AS day, r.status,
        coalesce(r.type_id::text, '') AS type_id, coalesce(r.payment_method_id::text, '') AS payment_method_id,
        coalesce(r.messenger_id::text, '') AS messenger_id, -count(*) AS n, -sum(r.calculated_cost) AS cost
      FROM old_rows r JOIN headquarters h ON h.id = r.headquarter_id GROUP BY 1, 2, 3, 4, 5, 6) g), '[]');
  END IF;
  PERFORM service_stats_apply(delta);
  RETURN NULL;
END $$;
