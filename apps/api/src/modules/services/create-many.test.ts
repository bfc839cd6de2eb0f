import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceCreateSchema } from "@despacho/domain";
import { domainEvents, serviceHistory, serviceLocations, services, servicesTags } from "../../db/schema/index.js";
import { type CreationOutcome, createServices } from "./commands/create-many.js";
import { createServicesTestApp, type ServicesTestApp } from "./test-support.js";

let t: ServicesTestApp;
beforeAll(async () => {
  t = await createServicesTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("createServices (the massive load's confirmation)", () => {
  it("creates many at once with consecutive numbers, locations, tags, history and one service.created each; a refused one says why", async () => {
    const scope = { headquarterId: t.bogota, userId: await t.userId("admin"), business: false };
    const [{ max }] = await t.db
      .select({ max: sql<number>`coalesce(max(${services.consecutive}), 0)`.mapWith(Number) })
      .from(services)
      .where(eq(services.headquarterId, t.bogota));
    const urgent = await t.tagId(t.bogota, "urgente");
    const inputs = [
      t.payload({ name: "Primera", tags: [urgent] }),
      t.payload({ name: "Sin método", payment_method: randomUUID() }),
      t.payload({ name: "Tercera", route_code: "R-1" }),
    ].map((input) => serviceCreateSchema.parse(input));
    t.emitted.length = 0;
    const outcomes = await t.db.transaction((tx) => createServices(tx, scope, inputs));
    expect(outcomes.map((o: CreationOutcome) => ("uuid" in o ? o.consecutive : o.refusal.errors))).toEqual([
      max + 1,
      [{ field: "payment_method", message: "El método de pago no existe en la sucursal" }],
      max + 2,
    ]);
    const ids = outcomes.flatMap((o) => ("uuid" in o ? [o.uuid] : []));
    const rows = await t.db
      .select({ name: services.name, status: services.status, tags: services.tags, route: services.routeCode })
      .from(services)
      .where(inArray(services.id, ids))
      .orderBy(services.consecutive);
    expect(rows).toEqual([
      { name: "Primera", status: "by_assign", tags: ["urgente"], route: null },
      { name: "Tercera", status: "by_assign", tags: [], route: "R-1" },
    ]);
    expect(await t.db.$count(serviceLocations, inArray(serviceLocations.serviceId, ids))).toBe(4);
    expect(await t.db.select({ service: servicesTags.serviceId }).from(servicesTags).where(eq(servicesTags.tagId, urgent))).toContainEqual({
      service: ids[0],
    });
    const history = await t.db
      .select({ action: serviceHistory.action, to: serviceHistory.toStatus, user: serviceHistory.userId })
      .from(serviceHistory)
      .where(inArray(serviceHistory.serviceId, ids));
    expect(history).toEqual([
      { action: "created", to: "by_assign", user: scope.userId },
      { action: "created", to: "by_assign", user: scope.userId },
    ]);
    const events = await t.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.name, "service.created"), inArray(sql`${domainEvents.payload}->>'service'`, ids)))
      .orderBy(domainEvents.id);
    expect(events.map((e) => e.payload)).toEqual([
      { service: ids[0], status: "by_assign", consecutive: max + 1, owner: scope.userId },
      { service: ids[1], status: "by_assign", consecutive: max + 2, owner: scope.userId },
    ]);
    // The desks hear of both once the transaction has committed and the outbox is dispatched.
    await t.app.events.dispatch();
    expect(t.emitted.filter((e) => e.event === "services:new").map((e) => e.payload)).toEqual([
      { uuid: ids[0], status: "by_assign", consecutive: max + 1 },
      { uuid: ids[1], status: "by_assign", consecutive: max + 2 },
    ]);
  });
});
