import type { LightMyRequestResponse } from "fastify";
import { randomBytes, randomInt } from "node:crypto";
import type { Db } from "../db/client.js";
import { anonymousCustomers, customers, headquarters, paymentMethods, serviceTypes, tags } from "../db/schema/index.js";
import { seedDemo } from "../seed/demo.js";
import { DEMO_PASSWORD } from "../seed/demo-data.js";
import { createCourier } from "./courier-factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "./harness.js";

const phone = () => `+57300${String(randomInt(10_000_000)).padStart(7, "0")}`;
const suffix = () => randomBytes(3).toString("hex");

/** One factory per `access.resource` of the catalog routes: a row in the given headquarter, its id. */
export const catalogResourceFactories: Record<string, (db: Db, headquarterId: string) => Promise<string>> = {
  "service-type": async (db, headquarterId) =>
    (
      await db
        .insert(serviceTypes)
        .values({ headquarterId, name: `Tipo ${suffix()}`, baseCost: 5000 })
        .returning()
    )[0].id,
  "payment-method": async (db, headquarterId) =>
    (
      await db
        .insert(paymentMethods)
        .values({ headquarterId, name: `Pago ${suffix()}` })
        .returning()
    )[0].id,
  customer: async (db, headquarterId) =>
    (
      await db
        .insert(customers)
        .values({ headquarterId, name: `Cliente ${suffix()}`, phoneNumber: phone() })
        .returning()
    )[0].id,
  "anonymous-customer": async (db, headquarterId) =>
    (
      await db
        .insert(anonymousCustomers)
        .values({ headquarterId, name: `Anónimo ${suffix()}`, phoneNumber: phone() })
        .returning()
    )[0].id,
  tag: async (db, headquarterId) =>
    (
      await db
        .insert(tags)
        .values({ headquarterId, name: `Etiqueta ${suffix()}` })
        .returning()
    )[0].id,
  messenger: async (db, headquarterId) => (await createCourier(db, { headquarterIds: [headquarterId], isOnline: true })).id,
};

export interface DemoCatalogApp extends TestApp {
  bogota: string;
  medellin: string;
  /** Headers of the demo admin (both headquarters) and operador (Bogotá only). */
  as(user: "admin" | "operador", headquarterId: string): Record<string, string>;
  /** An injected request as a demo user (admin in Bogotá unless told). */
  call(
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    user?: "admin" | "operador",
    headquarterId?: string,
  ): Promise<LightMyRequestResponse>;
}

/** A test app on the seeded demo data, with the demo users signed in. */
export async function createDemoCatalogApp(): Promise<DemoCatalogApp> {
  const t = await createTestApp();
  await seedDemo(t.db);
  const tokens = {
    admin: (await login(t.app, "admin", DEMO_PASSWORD)).access,
    operador: (await login(t.app, "operador", DEMO_PASSWORD)).access,
  };
  const ids = Object.fromEntries((await t.db.select().from(headquarters)).map((h) => [h.name, h.id]));
  const as = (user: "admin" | "operador", headquarterId: string) => authHeaders(tokens[user], headquarterId);
  return {
    ...t,
    bogota: ids.Bogotá,
    medellin: ids.Medellín,
    as,
    call: (method, url, payload, user = "admin", headquarterId = ids.Bogotá) =>
      t.app.inject({ method, url, payload, headers: as(user, headquarterId) }),
  };
}
