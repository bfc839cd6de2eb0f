-- A courier's track sampled by cells of time (docs/decisions/055): each point's track level is the number of sizes of
-- the cells of 1, 2, 4, 8… seconds (aligned on 1970) in which it is the first of its courier's points: the bit length
-- of its second XOR the second of the courier's point before it in time, 32 for their first point. A track sampled by
-- cells of 2^k seconds is then its points of level above k, read from an index instead of probed one cell at a time.
-- The location batch's insert gives each point its level (as it gives its leg); the legs trigger gives it to an insert
-- that does not, and corrects the point after a late one.
ALTER TABLE "messenger_locations" ADD COLUMN "track_level" smallint;--> statement-breakpoint
-- Stable, not immutable (date_part of a timestamptz is stable), so that it is inlined into the statements using it. The
-- seconds from date_part's double, not extract's numeric: half the cost, and exact to the microsecond for centuries.
CREATE FUNCTION track_level(at timestamptz, previous timestamptz) RETURNS smallint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN previous IS NULL THEN 32 ELSE width_bucket(
    floor(date_part('epoch', at))::bigint # floor(date_part('epoch', previous))::bigint,
    '{1,2,4,8,16,32,64,128,256,512,1024,2048,4096,8192,16384,32768,65536,131072,262144,524288,1048576,2097152,4194304,8388608,16777216,33554432,67108864,134217728,268435456,536870912,1073741824,2147483648}'::bigint[]
  ) END)::smallint
$$;--> statement-breakpoint
DROP INDEX "messenger_locations_track_idx";--> statement-breakpoint
DROP INDEX "messenger_locations_fake_idx";--> statement-breakpoint
UPDATE "messenger_locations" m SET track_level = l.level FROM (
  SELECT id, track_level(coordinates_created_at, lag(coordinates_created_at) OVER (PARTITION BY messenger_id ORDER BY coordinates_created_at, id)) AS level
  FROM "messenger_locations"
) l WHERE m.id = l.id;--> statement-breakpoint
CREATE INDEX "messenger_locations_track_idx" ON "messenger_locations" USING btree ("messenger_id","coordinates_created_at","id","latitude","longitude","using_fake_location","track_level");--> statement-breakpoint
-- The fake points' index holds every column a track reads of them (the fake flag too: without it the planner preferred
-- the track index, all of the range), so a sampled track reads only them, and none from the table.
CREATE INDEX "messenger_locations_fake_idx" ON "messenger_locations" USING btree ("messenger_id","coordinates_created_at","id","latitude","longitude","using_fake_location","track_level") WHERE using_fake_location;--> statement-breakpoint
CREATE INDEX "messenger_locations_cells_idx" ON "messenger_locations" USING btree ("messenger_id","track_level","coordinates_created_at","id","latitude","longitude","using_fake_location") WHERE track_level >= 4;--> statement-breakpoint
-- The legs trigger of migration 0055, now also for the track levels: a courier whose new points all have a leg and a
-- level and come after every stored point of theirs costs one index probe; the legs and levels are computed again from
-- the point before the earliest new one on only for a courier with a late point or a new point without them. The
-- span's first point keeps its level (the point before it is outside the span), unless it has none: then it is the
-- courier's first point. A corrected leg adds its correction to its hour, and each inserted point its leg and itself.
CREATE OR REPLACE FUNCTION messenger_location_legs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recomputed uuid[];
BEGIN
  SELECT array_agg(t.messenger_id) INTO recomputed
  FROM (
    SELECT messenger_id, min(coordinates_created_at) AS since, bool_or(leg_km IS NULL OR track_level IS NULL) AS incomplete
    FROM new_rows GROUP BY 1
  ) t
  WHERE t.incomplete OR EXISTS (
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
        great_circle_km(lag(p.latitude) OVER w, lag(p.longitude) OVER w, p.latitude, p.longitude) AS leg,
        CASE WHEN lag(p.coordinates_created_at) OVER w IS NULL THEN coalesce(p.track_level, 32)
          ELSE track_level(p.coordinates_created_at, lag(p.coordinates_created_at) OVER w) END AS level
      FROM messenger_locations p JOIN span s ON s.messenger_id = p.messenger_id AND p.coordinates_created_at >= s.start
      WINDOW w AS (PARTITION BY p.messenger_id ORDER BY p.coordinates_created_at, p.id)
    ), moved AS (
      UPDATE messenger_locations m SET leg_km = coalesce(legs.leg, m.leg_km), track_level = legs.level FROM legs
      WHERE m.id = legs.id
        AND ((legs.leg IS NOT NULL AND m.leg_km IS DISTINCT FROM legs.leg) OR m.track_level IS DISTINCT FROM legs.level)
      RETURNING legs.messenger_id, legs.coordinates_created_at, coalesce(legs.leg - coalesce(legs.was, 0), 0) AS km
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
