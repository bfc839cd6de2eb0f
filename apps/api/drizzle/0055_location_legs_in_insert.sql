-- The legs trigger of migrations 0027, 0049 and 0054, now that the location batch's insert gives each point its leg
-- (from the courier's point before it, stored or in the batch; decision 038): a courier whose new points all have a
-- leg and come after every stored point of theirs costs one index probe, no read of the track and no update. The
-- legs are computed again, as before, from the point before the earliest new one on, only for a courier with a late
-- point (a stored point after it) or a new point without a leg (another insert that gives none, or a first point).
-- A corrected leg adds its correction to its hour, and each inserted point its leg (as inserted) and itself.
CREATE OR REPLACE FUNCTION messenger_location_legs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recomputed uuid[];
BEGIN
  SELECT array_agg(t.messenger_id) INTO recomputed
  FROM (SELECT messenger_id, min(coordinates_created_at) AS since, bool_or(leg_km IS NULL) AS legless FROM new_rows GROUP BY 1) t
  WHERE t.legless OR EXISTS (
    SELECT 1 FROM messenger_locations p
    WHERE p.messenger_id = t.messenger_id AND p.coordinates_created_at > t.since AND p.id NOT IN (SELECT id FROM new_rows)
  );
  -- In its own statement, so that the common batch plans no join of the track at all.
  IF recomputed IS NOT NULL THEN
    WITH span AS (
      SELECT t.messenger_id, coalesce((
        SELECT max(p.coordinates_created_at) FROM messenger_locations p
        WHERE p.messenger_id = t.messenger_id AND p.coordinates_created_at < t.since
      ), t.since) AS start
      FROM (SELECT messenger_id, min(coordinates_created_at) AS since FROM new_rows WHERE messenger_id = ANY (recomputed) GROUP BY 1) t
    ), legs AS (
      SELECT p.id, p.messenger_id, p.coordinates_created_at, p.leg_km AS was,
        great_circle_km(lag(p.latitude) OVER w, lag(p.longitude) OVER w, p.latitude, p.longitude) AS leg
      FROM messenger_locations p JOIN span s ON s.messenger_id = p.messenger_id AND p.coordinates_created_at >= s.start
      WINDOW w AS (PARTITION BY p.messenger_id ORDER BY p.coordinates_created_at, p.id)
    ), moved AS (
      UPDATE messenger_locations m SET leg_km = legs.leg FROM legs
      WHERE m.id = legs.id AND legs.leg IS NOT NULL AND m.leg_km IS DISTINCT FROM legs.leg
      RETURNING legs.messenger_id, legs.coordinates_created_at, legs.leg - coalesce(legs.was, 0) AS km
    )
    INSERT INTO courier_hourly_distance AS t (messenger_id, hour, km)
    SELECT messenger_id, date_trunc('hour', coordinates_created_at, 'UTC'), sum(km) FROM moved
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (messenger_id, hour) DO UPDATE SET km = t.km + excluded.km;
  END IF;
  INSERT INTO courier_hourly_distance AS t (messenger_id, hour, km, points)
  SELECT messenger_id, date_trunc('hour', coordinates_created_at, 'UTC'), sum(coalesce(leg_km, 0)), count(*) FROM new_rows
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (messenger_id, hour) DO UPDATE SET km = t.km + excluded.km, points = t.points + excluded.points;
  RETURN NULL;
END $$;
