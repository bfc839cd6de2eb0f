-- great_circle_km: the domain's haversineKm (EARTH_RADIUS_KM 6371) in SQL, the one copy every query and trigger
-- calls (db/great-circle.ts; its test holds it to the domain's). STRICT: a missing point gives NULL, not the half
-- turn of the Earth least() would make of a NULL.
CREATE FUNCTION great_circle_km(from_lat double precision, from_lng double precision, to_lat double precision, to_lng double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT 2 * 6371::double precision * asin(least(1, sqrt(
    power(sin(radians(to_lat - from_lat) / 2), 2)
    + cos(radians(from_lat)) * cos(radians(to_lat)) * power(sin(radians(to_lng - from_lng) / 2), 2)
  )))
$$;
--> statement-breakpoint
-- messenger_locations.leg_km: the kilometres from the courier's point before each one in time (coordinates_created_at,
-- then id), so the tracking dialog's distance over a range is a sum instead of a window over every point (issue 12).
-- A statement-level trigger with a transition table computes the legs of each insert's couriers from the point before
-- their earliest new one on: in-order points touch themselves and that one point (whose own leg, from outside the
-- span, is left alone); a late point also corrects the legs after it.
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
    SELECT p.id, great_circle_km(lag(p.latitude) OVER w, lag(p.longitude) OVER w, p.latitude, p.longitude) AS leg
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
  SELECT id, great_circle_km(lag(latitude) OVER w, lag(longitude) OVER w, latitude, longitude) AS leg
  FROM messenger_locations
  WINDOW w AS (PARTITION BY messenger_id ORDER BY coordinates_created_at, id)
) legs
WHERE m.id = legs.id AND legs.leg IS NOT NULL;
