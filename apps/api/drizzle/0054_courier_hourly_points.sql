-- A courier's track and locations (GET /users/messengers/{id}/track/ and …/locations/) counted a range's points by
-- reading every one of them (100,000 for a long day): courier_hourly_distance now also counts the points of each hour,
-- so the whole hours of a range are summed and only the partial hours at its edges are counted point by point.
ALTER TABLE "courier_hourly_distance" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The points reported fake, apart: a sampled track keeps every one of them without reading the others.
CREATE INDEX "messenger_locations_fake_idx" ON "messenger_locations" USING btree ("messenger_id","coordinates_created_at","id") WHERE using_fake_location;--> statement-breakpoint
-- The legs trigger of migration 0049, adding each inserted point to its hour's count in the same statement.
CREATE OR REPLACE FUNCTION messenger_location_legs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (
    SELECT messenger_id, min(coordinates_created_at) AS since FROM new_rows GROUP BY messenger_id
  ), span AS (
    SELECT t.messenger_id, coalesce((
      SELECT max(p.coordinates_created_at) FROM messenger_locations p
      WHERE p.messenger_id = t.messenger_id AND p.coordinates_created_at < t.since
    ), t.since) AS start
    FROM touched t
  ), legs AS (
    SELECT p.id, p.messenger_id, p.coordinates_created_at, p.leg_km AS was,
      great_circle_km(lag(p.latitude) OVER w, lag(p.longitude) OVER w, p.latitude, p.longitude) AS leg
    FROM messenger_locations p JOIN span s ON s.messenger_id = p.messenger_id AND p.coordinates_created_at >= s.start
    WINDOW w AS (PARTITION BY p.messenger_id ORDER BY p.coordinates_created_at, p.id)
  ), moved AS (
    UPDATE messenger_locations m SET leg_km = legs.leg FROM legs
    WHERE m.id = legs.id AND legs.leg IS NOT NULL AND m.leg_km IS DISTINCT FROM legs.leg
    RETURNING legs.messenger_id, legs.coordinates_created_at, legs.leg - coalesce(legs.was, 0) AS km
  ), changes AS (
    SELECT messenger_id, coordinates_created_at, km, 0 AS points FROM moved
    UNION ALL
    SELECT messenger_id, coordinates_created_at, 0, 1 FROM new_rows
  )
  INSERT INTO courier_hourly_distance AS t (messenger_id, hour, km, points)
  SELECT messenger_id, date_trunc('hour', coordinates_created_at, 'UTC'), sum(km), sum(points) FROM changes
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (messenger_id, hour) DO UPDATE SET km = t.km + excluded.km, points = t.points + excluded.points;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO courier_hourly_distance AS t (messenger_id, hour, km, points)
SELECT messenger_id, date_trunc('hour', coordinates_created_at, 'UTC'), 0, count(*)
FROM messenger_locations GROUP BY 1, 2
ON CONFLICT (messenger_id, hour) DO UPDATE SET points = excluded.points;
