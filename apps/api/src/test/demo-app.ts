import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import type { ServiceCreateInput } from "@despacho/domain";
import { affiliations, headquarters, serviceTypes } from "../db/schema/index.js";
import { seedDemo } from "../seed/demo.js";
import { DEMO_PASSWORD } from "../seed/demo-data.js";
import { authHeaders, createTestApp, login, type TestAppOptions } from "./harness.js";

/**
 * The demo company on a test app, for areas that drive services from outside the services module (webhooks, API
 * keys): its administrator's calls, a valid creation payload, a service created, an online courier of Bogotá.
 */
export async function createDemoApp(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  await seedDemo(t.db);
  const admin = (await login(t.app, "admin", DEMO_PASSWORD)).access;
  const hq = Object.fromEntries((await t.db.select().from(headquarters)).map((h) => [h.name, h.id]));
  const bogota: string = hq.Bogotá;
  const medellin: string = hq.Medellín;
  const typeOf = async (headquarterId: string) =>
    (await t.db.select().from(serviceTypes).where(eq(serviceTypes.headquarterId, headquarterId)).orderBy(asc(serviceTypes.name)))[0].id;
  const types = { [bogota]: await typeOf(bogota), [medellin]: await typeOf(medellin) };
  const [online] = await t.db
    .select({ id: affiliations.messengerId })
    .from(affiliations)
    .where(and(eq(affiliations.headquarterId, bogota), eq(affiliations.isOnline, true)));

  const call = (options: InjectOptions, headquarterId = bogota) =>
    t.app.inject({ ...options, headers: { ...authHeaders(admin, headquarterId), ...(options.headers ?? {}) } });
  const payload = (headquarterId = bogota): ServiceCreateInput => ({
    name: "Laura Gómez",
    phone_number: "300 123 4567",
    type: types[headquarterId],
    calculated_cost: 9000,
    required_value: 1000,
    locations: [
      { type: "origin", address: "Calle 72 # 10-34", description: "Portería principal", latitude: 4.658, longitude: -74.061 },
      { type: "destination", address: "Carrera 15 # 93-47", description: "", latitude: 4.676, longitude: -74.048 },
    ],
  });
  const create = async (headquarterId = bogota) => {
    const res = await call(
      { method: "POST", url: "/api/services/", payload: payload(headquarterId), headers: { "idempotency-key": randomUUID() } },
      headquarterId,
    );
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
    return res.json() as { uuid: string; consecutive: number; status: string };
  };
  return { ...t, bogota, medellin, courier: online.id, call, payload, create };
}
export type DemoApp = Awaited<ReturnType<typeof createDemoApp>>;
