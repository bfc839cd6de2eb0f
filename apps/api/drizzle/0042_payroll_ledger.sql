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
ALTER TABLE "payroll_daily" ADD CONSTRAINT "payroll_daily_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_daily" ADD CONSTRAINT "payroll_daily_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_messenger_id_messengers_id_fk" FOREIGN KEY ("messenger_id") REFERENCES "public"."messengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_payment_id_messenger_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."messenger_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_daily_courier_idx" ON "payroll_daily" USING btree ("headquarter_id","messenger_id","day");--> statement-breakpoint
CREATE INDEX "payroll_entries_courier_idx" ON "payroll_entries" USING btree ("headquarter_id","messenger_id","created_at");--> statement-breakpoint
CREATE INDEX "payroll_entries_author_idx" ON "payroll_entries" USING btree ("headquarter_id","created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_entries_earning_uq" ON "payroll_entries" USING btree ("service_id") WHERE kind = 'earning';--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_entries_cancellation_uq" ON "payroll_entries" USING btree ("payment_id") WHERE kind = 'payment_cancellation';--> statement-breakpoint
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
