-- messenger_locations.leg_km: the kilometres from the courier's point before each one in time (coordinates_created_at,
-- then id), so the tracking dialog's distance over a range is a sum instead of a window over every point (issue 12).
-- A statement-level trigger with a transition table computes the legs of each insert's couriers from the point before
-- their earliest new one on: in-order points touch themselves and that one point; a late point also corrects the legs
-- after it. The formula is the domain's haversineKm (EARTH_RADIUS_KM 6371), as greatCircleKm writes it for queries.
-- The first point of a span has no leg in it: least() ignores NULLs, so without the CASE it would get half a turn of
-- the Earth and overwrite the leg it already has.
CREATE FUNCTION messenger_location_legs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SELECT p.id, CASE WHEN lag(p.latitude) OVER w IS NOT NULL THEN 2 * 6371::double precision * asin(least(1, sqrt(
      power(sin(radians(p.latitude - lag(p.latitude) OVER w) / 2), 2)
      + cos(radians(lag(p.latitude) OVER w)) * cos(radians(p.latitude))
        * power(sin(radians(p.longitude - lag(p.longitude) OVER w) / 2), 2)
    ))) END AS leg
    FROM messenger_locations p JOIN span s ON s.messenger_id = p.messenger_id AND p.coordinates_created_at >= s.start
    WINDOW w AS (PARTITION BY p.messenger_id ORDER BY p.coordinates_created_at, p.id)
  )
  UPDATE messenger_locations m SET leg_km = legs.leg FROM legs
  WHERE m.id = legs.id AND legs.leg IS NOT NULL AND m.leg_km IS DISTINCT FROM legs.leg;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messenger_location_legs AFTER INSERT ON messenger_locations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION messenger_location_legs_after_insert();
--> statement-breakpoint
UPDATE messenger_locations m SET leg_km = legs.leg FROM (
  SELECT id, CASE WHEN lag(latitude) OVER w IS NOT NULL THEN 2 * 6371::double precision * asin(least(1, sqrt(
    power(sin(radians(latitude - lag(latitude) OVER w) / 2), 2)
    + cos(radians(lag(latitude) OVER w)) * cos(radians(latitude)) * power(sin(radians(longitude - lag(longitude) OVER w) / 2), 2)
  ))) END AS leg
  FROM messenger_locations
  WINDOW w AS (PARTITION BY messenger_id ORDER BY coordinates_created_at, id)
) legs
WHERE m.id = legs.id AND legs.leg IS NOT NULL;
