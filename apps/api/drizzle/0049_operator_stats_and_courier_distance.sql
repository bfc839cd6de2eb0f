CREATE TABLE "courier_hourly_distance" (
	"messenger_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"km" double precision NOT NULL,
	CONSTRAINT "courier_hourly_distance_messenger_id_hour_pk" PRIMARY KEY("messenger_id","hour")
);
--> statement-breakpoint
CREATE TABLE "operator_daily_stats" (
	"headquarter_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "operator_daily_stats_headquarter_id_day_user_id_pk" PRIMARY KEY("headquarter_id","day","user_id")
);
--> statement-breakpoint
ALTER TABLE "courier_hourly_distance" ADD CONSTRAINT "courier_hourly_distance_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_daily_stats" ADD CONSTRAINT "operator_daily_stats_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- operator_daily_stats (issue 25, /report-Payroll-operators): each insert of services adds its services to their
-- creators' `created`, on the headquarter's day of their creation, in its own statement (as service_daily_stats).
CREATE FUNCTION operator_stats_after_services_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO operator_daily_stats AS t (headquarter_id, day, user_id, created)
  SELECT n.headquarter_id, (n.created_at AT TIME ZONE headquarter_zone(h.settings))::date, n.created_by, count(*)
  FROM new_rows n JOIN headquarters h ON h.id = n.headquarter_id
  WHERE n.created_by IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (headquarter_id, day, user_id) DO UPDATE SET created = t.created + excluded.created;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER operator_stats_services_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION operator_stats_after_services_insert();
--> statement-breakpoint
-- A user's first action on a service other than creating it (assign, cancel, finish…) adds the service to the user's
-- `handled`, on the day of the service's creation; later actions of the same user on it add nothing.
CREATE FUNCTION operator_stats_after_history_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO operator_daily_stats AS t (headquarter_id, day, user_id, handled)
  SELECT s.headquarter_id, (s.created_at AT TIME ZONE headquarter_zone(h.settings))::date, p.user_id, count(*)
  FROM (SELECT DISTINCT service_id, user_id FROM new_rows WHERE user_id IS NOT NULL AND action <> 'created') p
  JOIN services s ON s.id = p.service_id
  JOIN headquarters h ON h.id = s.headquarter_id
  WHERE NOT EXISTS (
    SELECT 1 FROM service_history e
    WHERE e.service_id = p.service_id AND e.user_id = p.user_id AND e.action <> 'created'
      AND e.id NOT IN (SELECT id FROM new_rows)
  )
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (headquarter_id, day, user_id) DO UPDATE SET handled = t.handled + excluded.handled;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER operator_stats_history_insert AFTER INSERT ON service_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION operator_stats_after_history_insert();
--> statement-breakpoint
-- rebuild_service_stats counts the operators' figures again too (a time zone change moves their days; a bulk load).
CREATE OR REPLACE FUNCTION rebuild_service_stats(headquarter uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM service_daily_stats WHERE headquarter_id = headquarter;
  DELETE FROM courier_daily_stats WHERE headquarter_id = headquarter;
  DELETE FROM operator_daily_stats WHERE headquarter_id = headquarter;
  INSERT INTO service_daily_stats (headquarter_id, day, status, type_id, payment_method_id, count, calculated_cost)
  SELECT s.headquarter_id, (s.created_at AT TIME ZONE headquarter_zone(h.settings))::date, s.status, s.type_id::text,
    coalesce(s.payment_method_id::text, ''), count(*), sum(s.calculated_cost)
  FROM services s JOIN headquarters h ON h.id = s.headquarter_id
  WHERE s.headquarter_id = headquarter GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO courier_daily_stats (headquarter_id, day, messenger_id, status, count)
  SELECT s.headquarter_id, (s.created_at AT TIME ZONE headquarter_zone(h.settings))::date, s.messenger_id::text, s.status, count(*)
  FROM services s JOIN headquarters h ON h.id = s.headquarter_id
  WHERE s.headquarter_id = headquarter AND s.messenger_id IS NOT NULL GROUP BY 1, 2, 3, 4;
  INSERT INTO operator_daily_stats (headquarter_id, day, user_id, created, handled)
  SELECT headquarter_id, day, user_id, sum(created), sum(handled)
  FROM (
    SELECT s.headquarter_id, (s.created_at AT TIME ZONE headquarter_zone(h.settings))::date AS day, s.created_by AS user_id,
      1 AS created, 0 AS handled
    FROM services s JOIN headquarters h ON h.id = s.headquarter_id
    WHERE s.headquarter_id = headquarter AND s.created_by IS NOT NULL
    UNION ALL
    SELECT s.headquarter_id, (s.created_at AT TIME ZONE headquarter_zone(h.settings))::date, e.user_id, 0, 1
    FROM (SELECT DISTINCT service_id, user_id FROM service_history WHERE user_id IS NOT NULL AND action <> 'created') e
    JOIN services s ON s.id = e.service_id JOIN headquarters h ON h.id = s.headquarter_id
    WHERE s.headquarter_id = headquarter
  ) x
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rebuild_service_stats(id) FROM headquarters;
--> statement-breakpoint
-- courier_hourly_distance (issue 25, /report-messengers): the legs trigger of migration 0027 adds what it changes of
-- each point's leg to the hour (UTC) of the point, in its statement: a new point its leg, a late point the
-- correction of the leg after it.
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
  )
  INSERT INTO courier_hourly_distance AS t (messenger_id, hour, km)
  SELECT messenger_id, date_trunc('hour', coordinates_created_at, 'UTC'), sum(km) FROM moved
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (messenger_id, hour) DO UPDATE SET km = t.km + excluded.km;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO courier_hourly_distance (messenger_id, hour, km)
SELECT messenger_id, date_trunc('hour', coordinates_created_at, 'UTC'), sum(leg_km)
FROM messenger_locations WHERE leg_km IS NOT NULL GROUP BY 1, 2;
