import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, zonedDate } from "@despacho/domain";
import { paymentMethods, serviceTypes } from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createHeadquarter } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("service_daily_stats and courier_daily_stats follow each statement on services", () => {
  it("adds up a statement's rows by group, moves them on update and takes them out on delete", async () => {
    const hq = (await createHeadquarter(t.db)).id;
    const other = (await createHeadquarter(t.db)).id;
    const [moto, carro, otherMoto] = await t.db
      .insert(serviceTypes)
      .values([
        { headquarterId: hq, name: "Moto", baseCost: 5000 },
        { headquarterId: hq, name: "Carro", baseCost: 9000 },
        { headquarterId: other, name: "Moto", baseCost: 5000 },
      ])
      .returning();
    const [cash] = await t.db.insert(paymentMethods).values({ headquarterId: hq, name: "Efectivo" }).returning();
    const ana = await createCourier(t.db, { headquarterIds: [hq], firstName: "Ana" });
    const beto = await createCourier(t.db, { headquarterIds: [hq], firstName: "Beto" });
    const today = zonedDate(DEFAULT_TIME_ZONE);
    // Zero rows an update leaves behind say nothing: left out.
    const stats = () =>
      rows(sql`select day::text, status, type_id, payment_method_id, count::int, calculated_cost::int from service_daily_stats
        where headquarter_id = ${hq} and (count <> 0 or calculated_cost <> 0) order by status, type_id, payment_method_id`);
    const couriers = () =>
      rows(sql`select day::text, messenger_id, status, count::int from courier_daily_stats
        where headquarter_id = ${hq} and count <> 0 order by messenger_id, status`);

    await rows(sql`insert into services (headquarter_id, consecutive, status, type_id, payment_method_id, name, phone_number,
        calculated_cost, messenger_id) values
      (${hq}, 1, 'by_assign', ${moto.id}, ${cash.id}, 'Cliente', '+573001234567', 5000, null),
      (${hq}, 2, 'by_assign', ${moto.id}, ${cash.id}, 'Cliente', '+573001234567', 7000, null),
      (${hq}, 3, 'assigned', ${carro.id}, null, 'Cliente', '+573001234567', 9000, ${ana.id}),
      (${other}, 1, 'by_assign', ${otherMoto.id}, null, 'Cliente', '+573001234567', 4000, null)`);
    expect(await stats()).toEqual([
      { day: today, status: "assigned", type_id: carro.id, payment_method_id: "", count: 1, calculated_cost: 9000 },
      { day: today, status: "by_assign", type_id: moto.id, payment_method_id: cash.id, count: 2, calculated_cost: 12000 },
    ]);
    expect(await couriers()).toEqual([{ day: today, messenger_id: ana.id, status: "assigned", count: 1 }]);

    // One statement: both by_assign go to Beto (one's cost changed), Ana's is finished.
    await rows(sql`update services set
        status = case when consecutive = 3 then 'finished' else 'assigned' end,
        messenger_id = case when consecutive = 3 then messenger_id else ${beto.id}::uuid end,
        calculated_cost = case when consecutive = 2 then 8000 else calculated_cost end
      where headquarter_id = ${hq}`);
    expect(await stats()).toEqual([
      { day: today, status: "assigned", type_id: moto.id, payment_method_id: cash.id, count: 2, calculated_cost: 13000 },
      { day: today, status: "finished", type_id: carro.id, payment_method_id: "", count: 1, calculated_cost: 9000 },
    ]);
    const courierRows = [
      { day: today, messenger_id: ana.id, status: "finished", count: 1 },
      { day: today, messenger_id: beto.id, status: "assigned", count: 2 },
    ].sort((a, b) => a.messenger_id.localeCompare(b.messenger_id));
    expect(await couriers()).toEqual(courierRows);

    // The type moves a service between groups; a change of what no group holds moves nothing.
    await rows(sql`update services set type_id = ${carro.id} where headquarter_id = ${hq} and consecutive = 1`);
    await rows(sql`update services set name = 'Otro cliente' where headquarter_id = ${hq}`);
    const moved = [
      { day: today, status: "assigned", type_id: carro.id, payment_method_id: cash.id, count: 1, calculated_cost: 5000 },
      { day: today, status: "assigned", type_id: moto.id, payment_method_id: cash.id, count: 1, calculated_cost: 8000 },
    ].sort((a, b) => a.type_id.localeCompare(b.type_id));
    expect(await stats()).toEqual([
      ...moved,
      { day: today, status: "finished", type_id: carro.id, payment_method_id: "", count: 1, calculated_cost: 9000 },
    ]);

    await rows(sql`delete from services where headquarter_id = ${hq} and consecutive in (2, 3)`);
    expect(await stats()).toEqual([
      { day: today, status: "assigned", type_id: carro.id, payment_method_id: cash.id, count: 1, calculated_cost: 5000 },
    ]);
    expect(await couriers()).toEqual([{ day: today, messenger_id: beto.id, status: "assigned", count: 1 }]);
    expect(
      await rows(sql`select status, type_id, count::int, calculated_cost::int from service_daily_stats where headquarter_id = ${other}`),
    ).toEqual([{ status: "by_assign", type_id: otherMoto.id, count: 1, calculated_cost: 4000 }]);
  });
});
