CREATE TABLE "payroll_daily" (
	"headquarter_id" uuid NOT NULL,
	"messenger_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "payroll_daily_headquarter_id_day_messenger_id_kind_method_pk" PRIMARY KEY("headquarter_id","day","messenger_id","kind","method")
);
--> statement-breakpoint
CREATE TABLE "payroll_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"headquarter_id" uuid NOT NULL,
	"messenger_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"service_id" uuid,
	"payment_id" uuid,
	"method" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_daily_stats" (
	"headquarter_id" uuid NOT NULL,
	"day" date NOT NULL,
	"messenger_id" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "courier_daily_stats_headquarter_id_day_messenger_id_status_pk" PRIMARY KEY("headquarter_id","day","messenger_id","status")
);
--> statement-breakpoint
CREATE TABLE "service_daily_stats" (
	"headquarter_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"type_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"count" bigint NOT NULL,
	"calculated_cost" bigint NOT NULL,
	CONSTRAINT "service_daily_stats_headquarter_id_day_status_type_id_payment_method_id_pk" PRIMARY KEY("headquarter_id","day","status","type_id","payment_method_id")
);
--> statement-breakpoint
ALTER TABLE "payroll_daily" ADD CONSTRAINT "payroll_daily_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_daily" ADD CONSTRAINT "payroll_daily_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_payment_id_messenger_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."messenger_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_daily_stats" ADD CONSTRAINT "courier_daily_stats_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_daily_stats" ADD CONSTRAINT "service_daily_stats_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_daily_courier_idx" ON "payroll_daily" USING btree ("headquarter_id","messenger_id","day");--> statement-breakpoint
CREATE INDEX "payroll_entries_courier_idx" ON "payroll_entries" USING btree ("headquarter_id","messenger_id","created_at");--> statement-breakpoint
CREATE INDEX "payroll_entries_author_idx" ON "payroll_entries" USING btree ("headquarter_id","created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_entries_earning_uq" ON "payroll_entries" USING btree ("service_id") WHERE kind = 'earning';--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_entries_cancellation_uq" ON "payroll_entries" USING btree ("payment_id") WHERE kind = 'payment_cancellation';--> statement-breakpoint
CREATE INDEX "courier_daily_stats_courier_idx" ON "courier_daily_stats" USING btree ("headquarter_id","messenger_id","day");--> statement-breakpoint
-- Today's balances become opening entries (before the triggers: the balances already hold them).
INSERT INTO "payroll_entries" ("headquarter_id", "messenger_id", "kind", "amount", "reason")
SELECT "headquarter_id", "messenger_id", 'opening', "balance", 'Saldo al pasar a la nómina en libro' FROM "affiliations" WHERE "balance" <> 0;
--> statement-breakpoint
INSERT INTO "payroll_daily" ("headquarter_id", "messenger_id", "day", "kind", "method", "amount", "entries")
SELECT e."headquarter_id", e."messenger_id", (e."created_at" AT TIME ZONE headquarter_zone(h."settings"))::date, e."kind", '',
  sum(e."amount"), count(*)
FROM "payroll_entries" e JOIN "headquarters" h ON h."id" = e."headquarter_id"
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Each insert moves the couriers' balances and the daily sums in its own statement (so in its transaction).
CREATE FUNCTION payroll_entries_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE affiliations a SET balance = a.balance + d.amount
  FROM (SELECT headquarter_id, messenger_id, sum(amount) AS amount FROM new_rows GROUP BY 1, 2) d
  WHERE a.headquarter_id = d.headquarter_id AND a.messenger_id = d.messenger_id AND d.amount <> 0;
  INSERT INTO payroll_daily AS t (headquarter_id, messenger_id, day, kind, method, amount, entries)
  SELECT n.headquarter_id, n.messenger_id, (n.created_at AT TIME ZONE headquarter_zone(h.settings))::date, n.kind,
    coalesce(n.method, ''), sum(n.amount), count(*)
  FROM new_rows n JOIN headquarters h ON h.id = n.headquarter_id
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (headquarter_id, day, messenger_id, kind, method) DO UPDATE SET
    amount = t.amount + excluded.amount, entries = t.entries + excluded.entries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payroll_entries_after_insert AFTER INSERT ON payroll_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_entries_after_insert();
--> statement-breakpoint
-- Append-only: an entry is never changed nor deleted, but by a cascade of its headquarter, courier, service or author.
CREATE FUNCTION payroll_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'payroll_entries is append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER payroll_entries_append_only BEFORE UPDATE OR DELETE ON payroll_entries
  FOR EACH ROW EXECUTE FUNCTION payroll_entries_append_only();
--> statement-breakpoint
-- A balance moves only with the ledger: a direct write of affiliations.balance is refused.
CREATE FUNCTION affiliations_balance_from_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'affiliations.balance moves only with payroll_entries' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER affiliations_balance_from_ledger BEFORE UPDATE OF balance ON affiliations
  FOR EACH ROW WHEN (NEW.balance IS DISTINCT FROM OLD.balance) EXECUTE FUNCTION affiliations_balance_from_ledger();
--> statement-breakpoint
CREATE TRIGGER affiliations_balance_insert_from_ledger BEFORE INSERT ON affiliations
  FOR EACH ROW WHEN (NEW.balance <> 0) EXECUTE FUNCTION affiliations_balance_from_ledger();
--> statement-breakpoint
-- Statistics (issue 25): service_daily_stats and courier_daily_stats follow every write of services in its own
-- statement, as service_totals do (docs/decisions/004); `delta` is the written rows with n = 1 (new) or -1 (old).
CREATE FUNCTION service_stats_apply(delta jsonb) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT x.headquarter_id, (x.created_at AT TIME ZONE headquarter_zone(h.settings))::date AS day, x.status,
      coalesce(x.type_id::text, '') AS type_id, coalesce(x.payment_method_id::text, '') AS payment_method_id,
      coalesce(x.messenger_id::text, '') AS messenger_id, x.calculated_cost, x.n
    FROM jsonb_to_recordset(delta) AS x(headquarter_id uuid, created_at timestamptz, status text, type_id uuid,
      payment_method_id uuid, messenger_id uuid, calculated_cost bigint, n integer)
    JOIN headquarters h ON h.id = x.headquarter_id
  ), by_type AS (
    INSERT INTO service_daily_stats AS t (headquarter_id, day, status, type_id, payment_method_id, count, calculated_cost)
    SELECT headquarter_id, day, status, type_id, payment_method_id, sum(n), sum(n * calculated_cost)
    FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(n * calculated_cost) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (headquarter_id, day, status, type_id, payment_method_id) DO UPDATE SET
      count = t.count + excluded.count, calculated_cost = t.calculated_cost + excluded.calculated_cost
  )
  INSERT INTO courier_daily_stats AS t (headquarter_id, day, messenger_id, status, count)
  SELECT headquarter_id, day, messenger_id, status, sum(n)
  FROM d WHERE messenger_id <> '' GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (headquarter_id, day, messenger_id, status) DO UPDATE SET count = t.count + excluded.count;
$$;
--> statement-breakpoint
CREATE FUNCTION services_stats_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta jsonb := '[]';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta || coalesce((SELECT jsonb_agg(to_jsonb(r) || '{"n": 1}') FROM new_rows r), '[]');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta || coalesce((SELECT jsonb_agg(to_jsonb(r) || '{"n": -1}') FROM old_rows r), '[]');
  END IF;
  PERFORM service_stats_apply(delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_stats_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION services_stats_after_write();
--> statement-breakpoint
CREATE TRIGGER services_stats_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION services_stats_after_write();
--> statement-breakpoint
CREATE TRIGGER services_stats_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION services_stats_after_write();
--> statement-breakpoint
-- Counts one headquarter's services again (today's services on migrating; a time zone change; a bulk load).
CREATE FUNCTION rebuild_service_stats(headquarter uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM service_daily_stats WHERE headquarter_id = headquarter;
  DELETE FROM courier_daily_stats WHERE headquarter_id = headquarter;
  INSERT INTO service_daily_stats (headquarter_id, day, status, type_id, payment_method_id, count, calculated_cost)
  SELECT s.headquarter_id, (s.created_at AT TIME ZONE headquarter_zone(h.settings))::date, s.status, s.type_id::text,
    coalesce(s.payment_method_id::text, ''), count(*), sum(s.calculated_cost)
  FROM services s JOIN headquarters h ON h.id = s.headquarter_id
  WHERE s.headquarter_id = headquarter GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO courier_daily_stats (headquarter_id, day, messenger_id, status, count)
  SELECT s.headquarter_id, (s.created_at AT TIME ZONE headquarter_zone(h.settings))::date, s.messenger_id::text, s.status, count(*)
  FROM services s JOIN headquarters h ON h.id = s.headquarter_id
  WHERE s.headquarter_id = headquarter AND s.messenger_id IS NOT NULL GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT rebuild_service_stats(id) FROM headquarters;
--> statement-breakpoint
-- payroll_daily counted again for one headquarter (a time zone change moves the days).
CREATE FUNCTION rebuild_payroll_daily(headquarter uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM payroll_daily WHERE headquarter_id = headquarter;
  INSERT INTO payroll_daily (headquarter_id, messenger_id, day, kind, method, amount, entries)
  SELECT e.headquarter_id, e.messenger_id, (e.created_at AT TIME ZONE headquarter_zone(h.settings))::date, e.kind,
    coalesce(e.method, ''), sum(e.amount), count(*)
  FROM payroll_entries e JOIN headquarters h ON h.id = e.headquarter_id
  WHERE e.headquarter_id = headquarter GROUP BY 1, 2, 3, 4, 5;
$$;
