import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceHistory, services } from "../../../db/schema/index.js";
import { signedInCourier } from "../../../test/courier-session.js";
import { createHeadquarter } from "../../../test/factories.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { createServiceRow } from "../../../test/service-factories.js";

let t: TestApp;
let hq: string;

beforeAll(async () => {
  t = await createTestApp();
  hq = (await createHeadquarter(t.db)).id;
});
afterAll(() => t?.close());

const courierOf = () => signedInCourier(t, { headquarterIds: [hq] });
const keyed = (courier: Awaited<ReturnType<typeof courierOf>>, url: string, key: string, payload?: object) =>
  t.app.inject({ method: "PATCH", url, headers: { ...courier.headers, "idempotency-key": key }, payload });

describe("the courier's finish with proof of delivery (issue 24)", () => {
  it("stores the proofs and the geotag with its distance in metres from the destination, for the desk", async () => {
    const courier = await courierOf();
    const service = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "in_progress" });
    // The destination is at 4.68, -74.05; the phone is 0.001° of latitude south of it.
    const proof = { photo_url: "/uploads/chats/foto.jpg", signature_url: "/uploads/chats/firma.png", latitude: 4.679, longitude: -74.05 };
    const res = await courier.call("PATCH", `/api/courier/services/${service.id}/finish/`, proof);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(services).where(eq(services.id, service.id));
    expect(row.status).toBe("finished");
    expect(row.completionData).toEqual({ ...proof, distance_m: 111 });
  });

  it("refuses a latitude without a longitude or an unknown field with 400 and changes nothing", async () => {
    const courier = await courierOf();
    const service = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "in_progress" });
    for (const payload of [{ latitude: 4.6 }, { distancia: 3 }]) {
      const res = await courier.call("PATCH", `/api/courier/services/${service.id}/finish/`, payload);
      expect(res.statusCode, res.body).toBe(400);
    }
    const [row] = await t.db.select().from(services).where(eq(services.id, service.id));
    expect(row.status).toBe("in_progress");
  });

  it("replays the first answer to a retried action with the same Idempotency-Key: one history row", async () => {
    const courier = await courierOf();
    const service = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "assigned" });
    const url = `/api/courier/services/${service.id}/start/`;
    const first = await keyed(courier, url, "inicio-0001");
    const again = await keyed(courier, url, "inicio-0001");
    expect([first.statusCode, again.statusCode], again.body).toEqual([200, 200]);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const history = await t.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, service.id));
    expect(history.filter((h) => h.action === "start")).toHaveLength(1);
  });

  it("marks the arrival of a service in progress in its history, and refuses it before the start", async () => {
    const courier = await courierOf();
    const service = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "assigned" });
    const early = await courier.call("PATCH", `/api/courier/services/${service.id}/arrive/`);
    expect([early.statusCode, early.json().detail]).toEqual([409, "No se puede marcar la llegada de un servicio en estado asignado"]);
    await courier.call("PATCH", `/api/courier/services/${service.id}/start/`);
    const arrived = await courier.call("PATCH", `/api/courier/services/${service.id}/arrive/`);
    expect([arrived.statusCode, arrived.json().status]).toEqual([200, "in_progress"]);
    const history = await t.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, service.id));
    expect(history.map((h) => h.action).sort()).toEqual(["arrive", "created", "start"]);
  });
});
