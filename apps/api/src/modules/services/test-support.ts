import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { EVENTS, type ServiceCreateInput } from "@despacho/domain";
import { affiliations, headquarters, messengers, paymentMethods, services, serviceTypes, tags, users } from "../../db/schema/index.js";
import { seedDemo } from "../../seed/demo.js";
import { DEMO_PASSWORD } from "../../seed/demo-data.js";
import { authHeaders, createTestApp, login, type TestAppOptions } from "../../test/harness.js";
import { courierColumns, linkedTo, userOfCourier } from "../couriers/index.js";

export type Who = "admin" | "operador" | "negocio";
export interface Emitted {
  headquarterId: string;
  event: string;
  payload: Record<string, unknown>;
}

/** Demo data, the demo users signed in, and every realtime emission recorded. */
export async function createServicesTestApp(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  await seedDemo(t.db);
  const tokens = Object.fromEntries(
    await Promise.all((["admin", "operador", "negocio"] as Who[]).map(async (u) => [u, (await login(t.app, u, DEMO_PASSWORD)).access])),
  ) as Record<Who, string>;
  const hq = Object.fromEntries((await t.db.select().from(headquarters)).map((h) => [h.name, h.id]));
  const bogota: string = hq.Bogotá;
  const medellin: string = hq.Medellín;
  const emitted: Emitted[] = [];
  const original = t.app.realtime.toHeadquarter;
  t.app.realtime.toHeadquarter = (headquarterId, event, payload, owner) => {
    emitted.push({ headquarterId, event, payload: payload as Record<string, unknown> });
    original(headquarterId, event, payload, owner);
  };

  const catalog = async (headquarterId: string) => {
    const [type] = await t.db
      .select()
      .from(serviceTypes)
      .where(eq(serviceTypes.headquarterId, headquarterId))
      .orderBy(asc(serviceTypes.name));
    const couriers = await t.db
      .select(courierColumns)
      .from(messengers)
      .innerJoin(users, userOfCourier)
      .innerJoin(affiliations, linkedTo(headquarterId))
      .where(eq(affiliations.isOnline, true));
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.headquarterId, headquarterId));
    return { type, couriers, method };
  };
  const catalogs = { [bogota]: await catalog(bogota), [medellin]: await catalog(medellin) };
  const userId = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0].id;

  const as = (who: Who, headquarterId = bogota) => authHeaders(tokens[who], headquarterId);
  const call = (who: Who, options: InjectOptions, headquarterId = bogota) =>
    t.app.inject({ ...options, headers: { ...as(who, headquarterId), ...(options.headers ?? {}) } });

  /** A valid creation payload of the headquarter: a type without limits (Mensajería), two locations. */
  const payload = (overrides: Partial<ServiceCreateInput> = {}, headquarterId = bogota): ServiceCreateInput => ({
    name: "Laura Gómez",
    phone_number: "300 123 4567",
    type: catalogs[headquarterId].type.id,
    calculated_cost: 9000,
    required_value: 1000,
    locations: [
      { type: "origin", address: "Calle 72 # 10-34", description: "Portería principal", latitude: 4.658, longitude: -74.061 },
      { type: "destination", address: "Carrera 15 # 93-47", description: "", latitude: 4.676, longitude: -74.048 },
    ],
    ...overrides,
  });

  const create = async (overrides: Partial<ServiceCreateInput> = {}, who: Who = "admin", headquarterId = bogota) => {
    const res = await call(
      who,
      { method: "POST", url: "/api/services/", payload: payload(overrides, headquarterId), headers: { "idempotency-key": randomUUID() } },
      headquarterId,
    );
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
    return res.json() as { uuid: string; consecutive: number; status: string };
  };

  /** The id of a demo tag of the headquarter ("urgente", "frágil", "prioritario"). */
  const tagId = async (headquarterId: string, name: string) =>
    (
      await t.db
        .select()
        .from(tags)
        .where(and(eq(tags.headquarterId, headquarterId), eq(tags.name, name)))
    )[0].id;
  const row = async (id: string) => (await t.db.select().from(services).where(eq(services.id, id)))[0];
  /**
   * Waits until the headquarter's desks were told the counts (coalesced for 200 ms after the service events, which
   * may wait in the outbox while another test file's transaction runs): dispatching the outbox meanwhile.
   */
  const countsHeard = (headquarterId = bogota) =>
    expect
      .poll(
        async () => {
          await t.app.events.dispatch();
          return emitted.some((e) => e.event === EVENTS.serviceCountChange && e.headquarterId === headquarterId);
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);

  return { ...t, tokens, bogota, medellin, emitted, catalogs, userId, as, call, payload, create, tagId, row, countsHeard };
}
export type ServicesTestApp = Awaited<ReturnType<typeof createServicesTestApp>>;
