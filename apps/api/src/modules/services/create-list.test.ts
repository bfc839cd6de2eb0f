import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_STATUSES } from "@despacho/domain";
import { serviceHistory, serviceLocations, services, serviceTypes } from "../../db/schema/index.js";
import { createServicesTestApp, type ServicesTestApp } from "./test-support.js";

let t: ServicesTestApp;
beforeAll(async () => {
  t = await createServicesTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("POST /api/services/", () => {
  it("creates a by_assign service with the next consecutive, its locations and a history row, then emits", async () => {
    const [{ max }] = await t.db
      .select({ max: sql<number>`max(${services.consecutive})`.mapWith(Number) })
      .from(services)
      .where(eq(services.headquarterId, t.bogota));
    t.emitted.length = 0;
    const res = await t.call("operador", {
      method: "POST",
      url: "/api/services/",
      payload: t.payload({ tags: [await t.tagId(t.bogota, "urgente")] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: "by_assign",
      consecutive: max + 1,
      name: "Laura Gómez",
      phone_number: "+573001234567",
      type: t.catalogs[t.bogota].type.id,
      headquarter: t.bogota,
      calculated_cost: 9000,
      required_value: 1000,
      messenger: null,
      tags: ["urgente"],
    });
    expect(body.locations.map((l: { type: string }) => l.type)).toEqual(["origin", "destination"]);
    const row = await t.row(body.uuid);
    expect(row).toMatchObject({ status: "by_assign", createdBy: await t.userId("operador") });
    expect(await t.db.select().from(serviceLocations).where(eq(serviceLocations.serviceId, body.uuid))).toHaveLength(2);
    const history = await t.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, body.uuid));
    expect(history).toMatchObject([{ action: "created", fromStatus: null, toStatus: "by_assign" }]);
    expect(t.emitted).toContainEqual({
      headquarterId: t.bogota,
      event: "services:new",
      payload: { uuid: body.uuid, status: "by_assign", consecutive: max + 1 },
    });
    await t.countsHeard();
    const counts = t.emitted.find((e) => e.event === "services:count-change");
    // The count event covers the desk's default day, today in Bogotá.
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    expect(counts?.payload).toMatchObject({ by_assign: expect.any(Number), finished: expect.any(Number), current_date: today });
    const todays = await t.call("operador", { method: "GET", url: `/api/services/count-status/?current_date=${today}` });
    const { current_date: _day, ...byStatus } = (counts?.payload ?? {}) as Record<string, unknown>;
    expect(byStatus).toEqual(todays.json());
  });

  it("numbers each headquarter on its own", async () => {
    const a = await t.create({}, "admin", t.medellin);
    const b = await t.create({}, "admin", t.medellin);
    expect(b.consecutive).toBe(a.consecutive + 1);
  });

  it("with direct assignment is assigned to the messenger", async () => {
    const courier = t.catalogs[t.bogota].couriers[0];
    const body = await t.create({ direct_assignment: true, messenger: courier.id });
    expect(body).toMatchObject({ status: "assigned", messenger: { uuid: courier.id } });
  });

  it("scheduled and not yet operable stays scheduled; operable already is by_assign", async () => {
    const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    const scheduled = await t.create({ is_scheduled: true, scheduled_at: later, max_time_to_operate_scheduled_services: 30 });
    expect(scheduled.status).toBe("scheduled");
    expect((await t.row(scheduled.uuid)).operableAt?.toISOString()).toBe(new Date(Date.parse(later) - 30 * 60_000).toISOString());
    const operable = await t.create({ is_scheduled: true, scheduled_at: soon, max_time_to_operate_scheduled_services: 30 });
    expect(operable.status).toBe("by_assign");
  });

  it("the same Idempotency-Key twice creates one service", async () => {
    const key = randomUUID();
    const before = await t.db.$count(services, eq(services.headquarterId, t.bogota));
    const send = () =>
      t.call("admin", {
        method: "POST",
        url: "/api/services/",
        payload: t.payload({ name: "Idempotente" }),
        headers: { "idempotency-key": key },
      });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().uuid).toBe(first.json().uuid);
    expect(await t.db.$count(services, eq(services.headquarterId, t.bogota))).toBe(before + 1);
  });

  it("refuses ids of another headquarter with field errors and creates nothing", async () => {
    const other = t.catalogs[t.medellin];
    const before = await t.db.$count(services);
    const res = await t.call("admin", {
      method: "POST",
      url: "/api/services/",
      payload: t.payload({
        type: other.type.id,
        payment_method: other.method.id,
        direct_assignment: true,
        messenger: other.couriers[0].id,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: "type", message: "El tipo de servicio no existe en la sucursal" },
        { field: "payment_method", message: "El método de pago no existe en la sucursal" },
        { field: "messenger", message: "El colaborador no existe en la sucursal" },
      ]),
    );
    expect(await t.db.$count(services)).toBe(before);
  });

  it("refuses a required value above the type's max_specified_base", async () => {
    const [limited] = await t.db
      .insert(serviceTypes)
      .values({ headquarterId: t.bogota, name: "Con tope", baseCost: 1000, maxSpecifiedBase: 50_000 })
      .returning();
    const res = await t.call("admin", {
      method: "POST",
      url: "/api/services/",
      payload: t.payload({ type: limited.id, required_value: 50_001 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "required_value", message: "El valor requerido no puede superar 50000" }]);
  });

  it("applies the quick-panel rules (§5)", async () => {
    const res = await t.call("admin", {
      method: "POST",
      url: "/api/services/",
      payload: t.payload({
        name: "Al",
        phone_number: "12-34",
        is_round_trip: true,
        locations: [
          { type: "origin", address: "Calle 1 # 2-3", description: "" },
          { type: "destination", address: "Calle 4 # 5-6", description: "" },
          { type: "destination", address: "Calle 7 # 8-9", description: "" },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { field: string; message: string }) => `${e.field}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "name: El nombre debe tener al menos 3 caracteres",
        "phone_number: El teléfono debe tener al menos 7 dígitos",
        "locations.0.description: La descripción es requerida",
        "locations.1.description: La descripción es requerida",
        "locations: Error: en ida y vuelta sólo se permite un destino",
      ]),
    );
  });

  it("a business user may create (add_service)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/services/", payload: t.payload(), headers: t.as("negocio") });
    expect(res.statusCode).toBe(201);
  });
});

describe("GET /api/services/", () => {
  const list = async (query: string, who: "admin" | "operador" | "negocio" = "admin", hq?: string) => {
    const res = await t.call(who, { method: "GET", url: `/api/services/?${query}` }, hq);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("applies the table filters: contains, starts-with, ends-with, matches, greater-than, less-than (case-insensitive)", async () => {
    const tag = `Filtro${Date.now()}`;
    const cheap = await t.create({ name: `${tag} Ana María`, calculated_cost: 5000 });
    const dear = await t.create({ name: `${tag} Bernardo Ana`, calculated_cost: 50000 });
    const uuids = async (query: string) => (await list(`limit=100&${query}`)).results.map((s: { uuid: string }) => s.uuid).sort();
    expect(await uuids(`name__icontains=${tag.toLowerCase()} ANA`)).toEqual([cheap.uuid]);
    expect(await uuids(`name__istartswith=${tag.toUpperCase()}`)).toEqual([cheap.uuid, dear.uuid].sort());
    expect(await uuids(`name__iendswith=${encodeURIComponent(" ana")}&name__icontains=${tag}`)).toEqual([dear.uuid]);
    expect(await uuids(`name__iexact=${encodeURIComponent(`${tag.toLowerCase()} ana maría`)}`)).toEqual([cheap.uuid]);
    expect(await uuids(`name__icontains=${tag}&calculated_cost__gt=10000`)).toEqual([dear.uuid]);
    expect(await uuids(`name__icontains=${tag}&calculated_cost__lt=10000`)).toEqual([cheap.uuid]);
    expect(await uuids(`consecutive__gt=${dear.consecutive - 1}&consecutive__lt=${dear.consecutive + 1}`)).toEqual([dear.uuid]);
    expect(await uuids(`name__icontains=${tag}&created_at__gt=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual(
      [],
    );
    expect(await uuids(`name__istartswith=${encodeURIComponent("%")}`)).toEqual([]);
  });

  it("uuid__in answers the named services of the headquarter in any status, up to a page", async () => {
    const open = await t.create({ name: "Por lote abierto" });
    const done = await t.create({ name: "Por lote cancelado" });
    expect((await t.call("admin", { method: "PATCH", url: `/api/services/${done.uuid}/cancel/`, payload: {} })).statusCode).toBe(200);
    const elsewhere = await t.create({}, "admin", t.medellin);
    const page = await list(`uuid__in=${[open.uuid, done.uuid, elsewhere.uuid].join(",")}`);
    expect(page.count).toBe(2);
    expect(page.results.map((s: { uuid: string; status: string }) => [s.uuid, s.status]).sort()).toEqual(
      [
        [open.uuid, "by_assign"],
        [done.uuid, "cancelled"],
      ].sort(),
    );
    expect((await list("uuid__in=")).count).toBe(0);
    const bad = await t.call("admin", { method: "GET", url: `/api/services/?uuid__in=${open.uuid},nada` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: "uuid__in.1", message: "Identificador inválido" });
    const many = Array.from({ length: 101 }, () => open.uuid).join(",");
    expect((await t.call("admin", { method: "GET", url: `/api/services/?uuid__in=${many}` })).statusCode).toBe(400);
  });

  it("refuses a malformed table filter with a Spanish field error", async () => {
    const res = await t.call("admin", { method: "GET", url: "/api/services/?calculated_cost__gt=mucho" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("calculated_cost__gt");
  });

  it("orders by status group then consecutive, descending by default and ascending with setting 1", async () => {
    const tag = `orden${Date.now()}`;
    const made: Awaited<ReturnType<typeof t.create>>[] = [];
    for (let i = 0; i < 4; i++) made.push(await t.create({ name: `${tag} ${i}` }));
    await t.db
      .update(services)
      .set({ status: "in_progress", messengerId: t.catalogs[t.bogota].couriers[0].id })
      .where(eq(services.id, made[0].uuid));
    await t.db
      .update(services)
      .set({ status: "assigned", messengerId: t.catalogs[t.bogota].couriers[0].id })
      .where(eq(services.id, made[1].uuid));
    await t.db.update(services).set({ status: "pending" }).where(eq(services.id, made[3].uuid));
    const desc = await list(`q=${tag}`);
    // by_assign [2], pending+assigned by consecutive desc [3, 1], in_progress [0]
    expect(desc.results.map((s: { uuid: string }) => s.uuid)).toEqual([made[2], made[3], made[1], made[0]].map((m) => m.uuid));
    // The desk's own question (statuses only, no text) is read by prepared statements of its own: the same order.
    const desk = "/api/services/?status__in=by_assign,pending,assigned,in_progress&active_status=true&limit=100";
    const ours = async () =>
      ((await t.call("admin", { method: "GET", url: desk })).json().results as { uuid: string }[])
        .map((s) => s.uuid)
        .filter((uuid) => made.some((m) => m.uuid === uuid));
    expect(await ours()).toEqual([made[2], made[3], made[1], made[0]].map((m) => m.uuid));
    // Through the API: the settings write also retires the cached first answer.
    const order = (service_listing_order: number) =>
      t.call("admin", { method: "PATCH", url: `/api/headquarter/${t.bogota}/settings/`, payload: { service_listing_order } });
    expect((await order(1)).statusCode).toBe(200);
    try {
      const asc = await list(`q=${tag}`);
      expect(asc.results.map((s: { uuid: string }) => s.uuid)).toEqual([made[2], made[1], made[3], made[0]].map((m) => m.uuid));
      expect(await ours()).toEqual([made[2], made[1], made[3], made[0]].map((m) => m.uuid));
    } finally {
      // Back to the default order (-1) for the tests after this one.
      expect((await order(-1)).statusCode).toBe(200);
    }
  });

  it("answers count, links, totals and pages of 25 by default (cap 100)", async () => {
    const all = await list("");
    const total = await t.db.$count(services, eq(services.headquarterId, t.bogota));
    expect(all.count).toBe(total);
    expect(all.results).toHaveLength(Math.min(25, total));
    expect(all.previous).toBeNull();
    expect(all.next).toContain("offset=25");
    const rows = await t.db.select().from(services).where(eq(services.headquarterId, t.bogota));
    expect(all.total_calculated_cost).toBe(rows.reduce((s, r) => s + r.calculatedCost, 0));
    expect(all.total_cost).toBe(rows.reduce((s, r) => s + r.calculatedCost + r.requiredValue, 0));
    const second = await list("limit=10&offset=10");
    const first20 = await list("limit=20");
    expect(second.results.map((s: { uuid: string }) => s.uuid)).toEqual(first20.results.slice(10).map((s: { uuid: string }) => s.uuid));
    const tooMany = await t.call("admin", { method: "GET", url: "/api/services/?limit=101" });
    expect(tooMany.statusCode).toBe(400);
  });

  it("filters by status__in, active_status, messenger_pk and for_action", async () => {
    const byStatus = await list("status__in=finished,cancelled&limit=100");
    expect(new Set(byStatus.results.map((s: { status: string }) => s.status))).toEqual(new Set(["finished", "cancelled"]));
    const active = await list("active_status=true&limit=100");
    expect(active.results.every((s: { status: string }) => !["finished", "cancelled"].includes(s.status))).toBe(true);
    const courier = t.catalogs[t.bogota].couriers[0].id;
    const mine = await list(`messenger_pk=${courier}&limit=100`);
    expect(mine.count).toBe(await t.db.$count(services, and(eq(services.headquarterId, t.bogota), eq(services.messengerId, courier))));
    expect(mine.results.every((s: { messenger: { uuid: string } }) => s.messenger.uuid === courier)).toBe(true);
    const toFinish = await list("for_action=finish&limit=100");
    expect(new Set(toFinish.results.map((s: { status: string }) => s.status))).toEqual(new Set(["assigned", "in_progress"]));
    const bad = await t.call("admin", { method: "GET", url: "/api/services/?status__in=closed" });
    expect(bad.statusCode).toBe(400);
  });

  it("q matches the consecutive exactly or name and phone case-insensitively", async () => {
    const made = await t.create({ name: "Floristería ÚNICA Zeta", phone_number: "3159990001" });
    expect((await list(`q=${made.consecutive}`)).results.map((s: { uuid: string }) => s.uuid)).toContain(made.uuid);
    expect((await list("q=única zeta")).results.map((s: { uuid: string }) => s.uuid)).toEqual([made.uuid]);
    expect((await list("q=9990001")).results.map((s: { uuid: string }) => s.uuid)).toEqual([made.uuid]);
    expect((await list("q=%25")).count).toBe(0);
  });

  it("current_date keeps the services created that Bogotá day", async () => {
    const made = await t.create({ name: "Ayer en Bogotá" });
    // 2026-03-10 23:30 in Bogotá is 2026-03-11 04:30 UTC.
    await t.db
      .update(services)
      .set({ createdAt: new Date("2026-03-11T04:30:00Z") })
      .where(eq(services.id, made.uuid));
    expect((await list("current_date=2026-03-10")).results.map((s: { uuid: string }) => s.uuid)).toEqual([made.uuid]);
    expect((await list("current_date=2026-03-11")).count).toBe(0);
  });

  it("only_main_identifiers answers uuid, consecutive and status", async () => {
    const res = await list("only_main_identifiers=true&limit=3");
    expect(Object.keys(res.results[0]).sort()).toEqual(["consecutive", "status", "uuid"]);
  });

  it("a business user sees only the services it created", async () => {
    const own = await t.create({ name: "Pedido del negocio" }, "negocio");
    const business = await t.userId("negocio");
    const res = await list("limit=100", "negocio");
    expect(res.count).toBe(await t.db.$count(services, and(eq(services.headquarterId, t.bogota), eq(services.createdBy, business))));
    expect(res.results.map((s: { uuid: string }) => s.uuid)).toContain(own.uuid);
    const foreign = await t.create({ name: "Del operador" }, "operador");
    const detail = await t.call("negocio", { method: "GET", url: `/api/services/${foreign.uuid}/` });
    expect(detail.statusCode).toBe(404);
    expect((await t.call("negocio", { method: "GET", url: `/api/services/${own.uuid}/` })).statusCode).toBe(200);
  });
});

describe("counters", () => {
  it("count-status answers every status of the headquarter", async () => {
    const res = await t.call("admin", { method: "GET", url: "/api/services/count-status/" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...SERVICE_STATUSES].sort());
    for (const status of SERVICE_STATUSES) {
      expect(body[status]).toBe(await t.db.$count(services, and(eq(services.headquarterId, t.bogota), eq(services.status, status))));
    }
    const day = await t.call("admin", { method: "GET", url: "/api/services/count-status/?current_date=2001-01-01" });
    expect(Object.values(day.json()).every((n) => n === 0)).toBe(true);
  });

  it("count-novelties counts active services with novelty fields", async () => {
    const made = await t.create();
    const before = (await t.call("admin", { method: "GET", url: "/api/services/count-novelties/?has_novelties_for_count=true" })).json()
      .count;
    await t.call("admin", {
      method: "POST",
      url: `/api/services/${made.uuid}/novelty-fields/`,
      payload: { fields: { motivo: "Dirección errada" } },
    });
    const after = (await t.call("admin", { method: "GET", url: "/api/services/count-novelties/?has_novelties_for_count=true" })).json()
      .count;
    expect(after).toBe(before + 1);
  });

  it("grouped-by-collaborator groups active services by messenger", async () => {
    const res = await t.call("admin", { method: "GET", url: "/api/services/grouped-by-collaborator/" });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.length).toBeGreaterThan(0);
    const first = results[0];
    const active = await t.db.$count(
      services,
      and(
        eq(services.headquarterId, t.bogota),
        eq(services.messengerId, first.messenger.uuid),
        sql`${services.status} in ('pending','assigned','in_progress','scheduled')`,
      ),
    );
    expect(first.count).toBe(active);
  });

  it("optimal-messengers ranks online available couriers by distance", async () => {
    const res = await t.call("admin", { method: "GET", url: "/api/services/optimal-messengers/?latitude=4.65&longitude=-74.06" });
    expect(res.statusCode).toBe(200);
    const distances = res.json().results.map((m: { distance_km: number }) => m.distance_km);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe("courier data", () => {
  it("is refused to a business profile like the couriers list, even for its own service, and answered to an operator", async () => {
    const own = await t.create({ name: "Pedido del negocio" }, "negocio");
    const urls = [
      "/api/users/messengers/",
      "/api/services/optimal-messengers/?latitude=4.65&longitude=-74.06",
      `/api/services/${own.uuid}/optimal-messengers/`,
    ];
    const answers = async (who: "negocio" | "operador") =>
      Promise.all(urls.map(async (url) => (await t.call(who, { method: "GET", url })).statusCode));
    expect(await answers("negocio")).toEqual([403, 403, 403]);
    expect(await answers("operador")).toEqual([200, 200, 200]);
  });
});

describe("another headquarter", () => {
  it("answers 404 for its service ids", async () => {
    const other = await t.create({}, "admin", t.medellin);
    for (const path of [
      "",
      "historical/",
      "novelty-fields/",
      "completion-data/",
      "reassign-locations/",
      "attach-file/",
      "optimal-messengers/",
    ]) {
      const res = await t.call("admin", { method: "GET", url: `/api/services/${other.uuid}/${path}` });
      expect(res.statusCode, path).toBe(404);
    }
    const cancel = await t.call("admin", { method: "PATCH", url: `/api/services/${other.uuid}/cancel/`, payload: {} });
    expect(cancel.statusCode).toBe(404);
    expect((await t.row(other.uuid)).status).toBe("by_assign");
  });
});
