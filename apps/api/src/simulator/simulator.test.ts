import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte, inArray } from "drizzle-orm";
import { affiliations, headquarters, messengers, services, serviceTypes, users } from "../db/schema/index.js";
import { trackingTokenOf } from "../modules/tracking/index.js";
import { seedDemo } from "../seed/demo.js";
import { DEMO_PASSWORD } from "../seed/demo-data.js";
import { seededRandom } from "../seed/seeded-random.js";
import { authHeaders, createTestApp, login, type TestApp } from "../test/harness.js";
import { createSimulator, type Simulator } from "./index.js";

let t: TestApp;
let simulator: Simulator;
const warnings: string[] = [];
let since: Date;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  // Everyone offline with nothing in hand, so going online and the service taken are the simulator's doing.
  await t.db.update(affiliations).set({ isOnline: false });
  await t.db
    .update(services)
    .set({ status: "cancelled" })
    .where(inArray(services.status, ["pending", "assigned", "in_progress"]));
  since = new Date();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  // One courier a headquarter and hour-long ticks: a service each, and 25 km at street speed, the city crossed in one.
  simulator = createSimulator(
    {
      baseUrl: `http://127.0.0.1:${port}`,
      couriersPerHeadquarter: 1,
      servicesPerMinute: 1 / 60,
      tickMs: 3_600_000,
      speedKmh: 25,
      refuseShare: 0,
      chatShare: 0,
      fakeLocationShare: 0,
      trackingToken: (service) => trackingTokenOf(t.db, service),
    },
    {
      debug: () => undefined,
      info: () => undefined,
      warn: (o: unknown, message?: string) => void warnings.push(`${message} ${String((o as { err?: unknown }).err)}`),
    },
    seededRandom(24),
  );
});
afterAll(async () => {
  await simulator.stop();
  await t.close();
});

const courierNamed = async (username: string) => {
  const [row] = await t.db
    .select({ id: messengers.id, locationAt: messengers.locationAt })
    .from(messengers)
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(eq(users.username, username));
  return row;
};
const headquarterNamed = async (name: string) => (await t.db.select().from(headquarters).where(eq(headquarters.name, name)))[0];

describe("the living demo's simulator (issue 24)", () => {
  it("brings a courier online with a point, places a service through the link, and finishes what the desk assigns", async () => {
    await simulator.tick();
    expect(warnings).toEqual([]);
    const bogota = await headquarterNamed("Bogotá");
    const medellin = await headquarterNamed("Medellín");
    // mensajero1 is leaving Bogotá in the demo data (not linked for going online): mensajero2 takes the place.
    const online = await t.db
      .select({ id: affiliations.messengerId })
      .from(affiliations)
      .where(and(eq(affiliations.headquarterId, bogota.id), eq(affiliations.isOnline, true)));
    const carlos = await courierNamed("mensajero2");
    expect(online).toEqual([{ id: carlos.id }]);
    expect(carlos.locationAt?.getTime()).toBeGreaterThanOrEqual(since.getTime());
    // It holds its courier socket, as the app does: its points went through it.
    expect(await t.app.realtime.courierSockets(bogota.id, carlos.id)).toBe(1);
    // The first start switches the last headquarter to automatic assignment so offers flow; Bogotá stays manual.
    expect((await headquarterNamed("Medellín")).settings.service_mode).toBe("auto_assignment");
    expect(bogota.settings.service_mode).toBe("manual");

    const placed = await t.db
      .select()
      .from(services)
      .where(and(eq(services.headquarterId, bogota.id), gte(services.createdAt, since)));
    expect(placed.map((s) => s.status)).toEqual(["by_assign"]);
    expect(medellin.id).not.toBe(bogota.id);

    // Its type asks a photo at the pickup and photo, signature and the customer's PIN at the drop-off (issue 24).
    await t.db
      .update(serviceTypes)
      .set({
        proofRules: {
          pickup: { photo: "required", signature: "off", pin: "off" },
          drop_off: { photo: "required", signature: "required", pin: "required" },
        },
      })
      .where(eq(serviceTypes.id, placed[0].typeId));
    const admin = (await login(t.app, "admin", DEMO_PASSWORD)).access;
    const assigned = await t.app.inject({
      method: "PATCH",
      url: `/api/services/${placed[0].id}/assign/`,
      payload: { messenger: carlos.id },
      headers: authHeaders(admin, bogota.id),
    });
    expect(assigned.statusCode).toBe(200);

    // Found, driven to the origin, started and driven to the destination, arrived and finished: four ticks.
    let row = placed[0];
    for (let i = 0; i < 4 && row.status !== "finished"; i++) {
      await simulator.tick();
      row = (await t.db.select().from(services).where(eq(services.id, placed[0].id)))[0];
    }
    expect(row.status).toBe("finished");
    expect(warnings).toEqual([]);
    const upload = expect.stringMatching(/^\/uploads\/chats\/[0-9a-f-]{36}\.png$/);
    expect(row.pickupData).toMatchObject({ photo_url: upload });
    expect(row.completionData).toMatchObject({ photo_url: upload, signature_url: upload, pin_verified: true, received_by: "Portería" });
  });
});
