// Bulk services for the benchmarks: INSERT … SELECT generate_series, a few big statements, each
// inserting a chunk of services and their origin + destination in one CTE.
import type { Bounds } from "@despacho/domain";
import type { Db } from "../apps/api/src/db/client.js";

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: string) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const uuidArray = (ids: string[]) => (ids.length ? `array[${ids.map(literal).join(",")}]::uuid[]` : "array[null]::uuid[]");

/** Share of the services still open (the newest ones); the rest are closed. */
export const ACTIVE_SHARE = 0.02;
/** Of the closed ones, one in CANCELLED_EVERY is cancelled, the rest finished. */
const CANCELLED_EVERY = 12;

export interface SeedResult {
  services: number;
  seconds: number;
  vacuumSeconds: number;
  byStatus: Record<string, number>;
}

/**
 * `total` services for the headquarter named `headquarterName` (the demo's Bogotá), after the
 * demo data: consecutives continue the counter, created_at spreads over the past (30 s apart),
 * the newest ACTIVE_SHARE are open (by_assign 30 %, pending 10 %, assigned 25 %, in_progress
 * 30 %, scheduled 5 %), the older ones finished or (1 in 12) cancelled. No history rows.
 */
export async function seedServices(db: Db, headquarterName: string, total: number, chunk: number): Promise<SeedResult> {
  const started = performance.now();
  const [hq] = await rowsOf<{ id: string; city_bounds: Bounds }>(
    db,
    `select id, city_bounds from headquarters where name = ${literal(headquarterName)}`,
  );
  if (!hq) throw new Error(`no headquarter ${headquarterName}`);
  const bounds = hq.city_bounds;
  const ids = async (table: string) =>
    (await rowsOf<{ id: string }>(db, `select id from ${table} where headquarter_id = '${hq.id}' order by id`)).map((r) => r.id);
  const types = await ids("service_types");
  const methods = await ids("payment_methods");
  // A courier works for a headquarter through its affiliation (not disaffiliated).
  const couriers = (
    await rowsOf<{ id: string }>(
      db,
      `select messenger_id as id from affiliations where headquarter_id = '${hq.id}' and status <> 'disaffiliated' order by 1`,
    )
  ).map((r) => r.id);
  const [admin] = await rowsOf<{ id: string }>(db, `select id from users where username = 'admin'`);
  if (types.length === 0) throw new Error("the demo catalog has no service types");
  const [counter] = await rowsOf<{ last: string | number }>(db, `select last from service_counters where headquarter_id = '${hq.id}'`);
  const base = Number(counter?.last ?? 0);
  const activeFrom = total - Math.ceil(total * ACTIVE_SHARE);

  // g runs 1..total; the status is a function of g only, so the distribution is exact and repeatable.
  const status = `case
      when g > ${activeFrom} then (array['by_assign','by_assign','by_assign','by_assign','by_assign','by_assign',
        'pending','pending','assigned','assigned','assigned','assigned','assigned',
        'in_progress','in_progress','in_progress','in_progress','in_progress','in_progress','scheduled'])[1 + g % 20]
      when g % ${CANCELLED_EVERY} = 0 then 'cancelled'
      else 'finished' end`;
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await db.execute(`
      with s as (
        insert into services (headquarter_id, consecutive, status, type_id, name, phone_number, payment_method_id,
          messenger_id, calculated_cost, required_value, tags, created_by, created_at, updated_at,
          is_scheduled, scheduled_at, operable_at)
        select '${hq.id}', ${base} + g, st.status,
          (${uuidArray(types)})[1 + g % ${types.length}],
          'Cliente ' || g, '+57300' || lpad((g % 10000000)::text, 7, '0'),
          (${uuidArray(methods)})[1 + g % ${Math.max(1, methods.length)}],
          case when st.status in ('assigned', 'in_progress', 'finished') then (${uuidArray(couriers)})[1 + g % ${Math.max(1, couriers.length)}] end,
          8000 + (g % 40) * 500, case when g % 7 = 0 then 20000 else 0 end, '{}'::text[],
          ${admin ? literal(admin.id) : "null"},
          st.created, st.created,
          st.status = 'scheduled',
          case when st.status = 'scheduled' then now() + (2 + g % 48) * interval '1 hour' end,
          case when st.status = 'scheduled' then now() + (1 + g % 48) * interval '1 hour' end
        from generate_series(${from}, ${to}) g,
          lateral (select ${status} as status, now() - (${total} - g) * interval '30 seconds' as created) st
        returning id, consecutive
      )
      insert into service_locations (service_id, position, type, address, description, latitude, longitude, city_id, city)
      select s.id, p, case p when 0 then 'origin' else 'destination' end,
        case p when 0 then 'Calle ' else 'Carrera ' end || (s.consecutive % 170) || ' # ' || (s.consecutive % 90) || '-' || (s.consecutive % 60),
        case p when 0 then 'Recoger paquete en portería' else '' end,
        ${bounds.south} + random() * ${bounds.north - bounds.south},
        ${bounds.west} + random() * ${bounds.east - bounds.west},
        -1, ${literal(headquarterName)}
      from s cross join (values (0), (1)) as v(p)`);
  }
  await db.execute(`
    insert into service_counters (headquarter_id, last) values ('${hq.id}', ${base + total})
    on conflict (headquarter_id) do update set last = excluded.last`);
  const seconds = (performance.now() - started) / 1000;
  const vacuumStarted = performance.now();
  await db.execute("vacuum analyze");
  const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
  const byStatus = Object.fromEntries(
    (
      await rowsOf<{ status: string; n: number | string }>(
        db,
        `select status, count(*) as n from services where headquarter_id = '${hq.id}' group by status order by status`,
      )
    ).map((r) => [r.status, Number(r.n)]),
  );
  return { services: total, seconds, vacuumSeconds, byStatus };
}

/**
 * The outbox as a running system keeps it (24 h of handled events, decision 023): `count` service.created events of
 * the headquarter's newest services, every registered consumer already past them, then analyzed. A fresh database's
 * empty outbox would hide what a consumer's claim costs next to a large one (decision 054).
 */
export async function seedOutboxHistory(db: Db, headquarterId: string, count: number): Promise<number> {
  const started = performance.now();
  await db.execute(`
    insert into domain_events (name, headquarter_id, payload)
    select 'service.created', s.headquarter_id,
      jsonb_build_object('service', s.id, 'status', s.status, 'consecutive', s.consecutive, 'owner', s.created_by)
    from (select * from services where headquarter_id = '${headquarterId}' order by consecutive desc limit 1000) s,
      generate_series(1, ${Math.ceil(count / 1000)}) g
    limit ${count}`);
  await db.execute(`
    update domain_event_consumers set last_txid = e.txid, last_id = e.id, updated_at = now()
    from (select txid, id from domain_events order by txid desc, id desc limit 1) e`);
  await db.execute("analyze domain_events");
  return (performance.now() - started) / 1000;
}

/** Services of a headquarter right now (to check creations against the 201s). */
export async function countServices(db: Db, headquarterId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, `select count(*) as n from services where headquarter_id = '${headquarterId}'`);
  return Number(row.n);
}

/** A valid creation payload on a real type and payment method of the headquarter. */
export async function serviceCreationBody(db: Db, headquarterId: string): Promise<string> {
  const type = await firstRow<{ id: string }>(
    db,
    `select id from service_types where headquarter_id = '${headquarterId}' and is_active order by name limit 1`,
  );
  const method = await firstRow<{ id: string }>(
    db,
    `select id from payment_methods where headquarter_id = '${headquarterId}' and is_active order by name limit 1`,
  );
  return JSON.stringify({
    name: "Cliente de carga",
    phone_number: "3001234567",
    type: type.id,
    payment_method: method?.id ?? null,
    calculated_cost: 12_000,
    locations: [
      {
        type: "origin",
        address: "Calle 72 # 10-34",
        description: "Recoger paquete en portería",
        latitude: 4.6576,
        longitude: -74.0561,
        city: "Bogotá",
      },
      { type: "destination", address: "Carrera 15 # 93-47", description: "", latitude: 4.6771, longitude: -74.0489, city: "Bogotá" },
    ],
  });
}

/** The first row a query answers (bench SQL written by hand). */
export async function firstRow<T>(db: Db, query: string): Promise<T> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}
