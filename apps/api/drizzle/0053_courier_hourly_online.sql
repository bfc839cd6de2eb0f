CREATE TABLE "courier_hourly_online" (
	"headquarter_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"messenger_id" uuid NOT NULL,
	"seconds" numeric NOT NULL,
	CONSTRAINT "courier_hourly_online_headquarter_id_hour_messenger_id_pk" PRIMARY KEY("headquarter_id","hour","messenger_id")
);
--> statement-breakpoint
ALTER TABLE "courier_hourly_online" ADD CONSTRAINT "courier_hourly_online_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_hourly_online" ADD CONSTRAINT "courier_hourly_online_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messenger_activations_courier_idx" ON "messenger_activations" USING btree ("messenger_id","headquarter_id","created_at");--> statement-breakpoint
-- courier_hourly_online (issue 25, /report-messengers): the seconds of [began, ended) in each hour (UTC) it touches.
CREATE FUNCTION online_hours(began timestamptz, ended timestamptz) RETURNS TABLE (hour timestamptz, seconds numeric)
LANGUAGE sql STABLE AS $$
  SELECT h, extract(epoch FROM least(ended, h + interval '1 hour') - greatest(began, h))
  FROM generate_series(date_trunc('hour', began, 'UTC'), ended, interval '1 hour') h
  WHERE h < ended
$$;
--> statement-breakpoint
-- Each insert of activations adds the closed sessions it makes (an online record until the record after it, of the same
-- courier and headquarter) to their hours. A record older than the courier's last splits or shortens a session counted
-- before: the sessions from the record before the earliest new one are counted again with the new records and taken
-- back as they were without them. A session still open is counted by the report, up to now.
CREATE FUNCTION courier_online_after_activations_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (
    SELECT messenger_id, headquarter_id, min(created_at) AS since FROM new_rows GROUP BY 1, 2
  ), span AS (
    SELECT t.messenger_id, t.headquarter_id, coalesce((
      SELECT max(p.created_at) FROM messenger_activations p
      WHERE p.messenger_id = t.messenger_id AND p.headquarter_id = t.headquarter_id AND p.created_at < t.since
    ), t.since) AS start
    FROM touched t
  ), records AS (
    SELECT a.id, a.messenger_id, a.headquarter_id, a.online, a.created_at, n.id IS NOT NULL AS added
    FROM messenger_activations a
    JOIN span s ON s.messenger_id = a.messenger_id AND s.headquarter_id = a.headquarter_id AND a.created_at >= s.start
    LEFT JOIN new_rows n ON n.id = a.id
  ), sessions AS (
    SELECT messenger_id, headquarter_id, online, created_at AS began, 1 AS sign,
      lead(created_at) OVER (PARTITION BY messenger_id, headquarter_id ORDER BY created_at, id) AS ended
    FROM records
    UNION ALL
    SELECT messenger_id, headquarter_id, online, created_at, -1,
      lead(created_at) OVER (PARTITION BY messenger_id, headquarter_id ORDER BY created_at, id)
    FROM records WHERE NOT added
  )
  INSERT INTO courier_hourly_online AS t (headquarter_id, hour, messenger_id, seconds)
  SELECT s.headquarter_id, h.hour, s.messenger_id, sum(s.sign * h.seconds)
  FROM sessions s CROSS JOIN LATERAL online_hours(s.began, s.ended) h
  WHERE s.online AND s.ended IS NOT NULL
  GROUP BY 1, 2, 3 HAVING sum(s.sign * h.seconds) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (headquarter_id, hour, messenger_id) DO UPDATE SET seconds = t.seconds + excluded.seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courier_online_activations_insert AFTER INSERT ON messenger_activations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION courier_online_after_activations_insert();
--> statement-breakpoint
-- The sessions closed before this migration.
INSERT INTO courier_hourly_online (headquarter_id, hour, messenger_id, seconds)
SELECT s.headquarter_id, h.hour, s.messenger_id, sum(h.seconds)
FROM (
  SELECT messenger_id, headquarter_id, online, created_at AS began,
    lead(created_at) OVER (PARTITION BY messenger_id, headquarter_id ORDER BY created_at, id) AS ended
  FROM messenger_activations
) s CROSS JOIN LATERAL online_hours(s.began, s.ended) h
WHERE s.online AND s.ended IS NOT NULL
GROUP BY 1, 2, 3 HAVING sum(h.seconds) <> 0;
