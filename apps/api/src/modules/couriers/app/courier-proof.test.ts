import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProofRules } from "@despacho/domain";
import { serviceHistory, services, serviceTypes, serviceTracking } from "../../../db/schema/index.js";
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

/** A service type of the headquarter asking photo, signature and PIN at the drop-off, and a photo at the pickup. */
const STRICT: ProofRules = {
  pickup: { photo: "required", signature: "off", pin: "off" },
  drop_off: { photo: "required", signature: "required", pin: "required" },
};
const strictType = async () =>
  (
    await t.db
      .insert(serviceTypes)
      .values({ headquarterId: hq, name: `Estricto ${randomBytes(3).toString("hex")}`, proofRules: STRICT })
      .returning()
  )[0].id;
const rowOf = async (id: string) => (await t.db.select().from(services).where(eq(services.id, id)))[0];
const FILES = { photo_url: "/uploads/chats/foto.jpg", signature_url: "/uploads/chats/firma.png" };

describe("the proof each step of a service type requires (issue 24)", () => {
  it("refuses a drop-off without the required proofs with 400, naming each one, and changes nothing", async () => {
    const courier = await courierOf();
    const service = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "in_progress", typeId: await strictType() });
    const res = await courier.call("PATCH", `/api/courier/services/${service.id}/finish/`, { photo_url: FILES.photo_url });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        code: "VALIDATION",
        detail: "Falta la firma para entregar. Falta el PIN del cliente para entregar",
        errors: [
          { field: "signature_url", message: "Falta la firma para entregar" },
          { field: "pin", message: "Falta el PIN del cliente para entregar" },
        ],
      },
    ]);
    const row = await rowOf(service.id);
    expect([row.status, row.completionData, row.version]).toEqual(["in_progress", null, service.version]);
  });

  it("refuses the pickup without its required photo, then stores the photo and the distance from the origin", async () => {
    const courier = await courierOf();
    const service = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "assigned", typeId: await strictType() });
    const bare = await courier.call("PATCH", `/api/courier/services/${service.id}/start/`);
    expect([bare.statusCode, bare.json().detail]).toEqual([400, "Falta la foto para recoger"]);
    // The origin is at 4.65, -74.06; the phone 0.001° of latitude north of it. A PIN the pickup does not ask is not kept.
    const started = await courier.call("PATCH", `/api/courier/services/${service.id}/start/`, {
      photo_url: FILES.photo_url,
      pin: "9999",
      latitude: 4.651,
      longitude: -74.06,
    });
    expect(started.statusCode, started.body).toBe(200);
    const row = await rowOf(service.id);
    expect([row.status, row.pickupData, row.pinFailures]).toEqual([
      "in_progress",
      { photo_url: FILES.photo_url, latitude: 4.651, longitude: -74.06, distance_m: 111 },
      0,
    ]);
  });

  it("counts a wrong PIN, says how many tries are left, and finishes with the right one storing it only as verified", async () => {
    const courier = await courierOf();
    const service = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "in_progress", typeId: await strictType() });
    const { customerPin } = await rowOf(service.id);
    expect(customerPin).toMatch(/^\d{4}$/);
    const wrongPin = customerPin === "0000" ? "1111" : "0000";
    const wrong = await courier.call("PATCH", `/api/courier/services/${service.id}/finish/`, { ...FILES, pin: wrongPin });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([400, [{ field: "pin", message: "El PIN no coincide. Quedan 4 intentos." }]]);
    expect([(await rowOf(service.id)).status, (await rowOf(service.id)).pinFailures]).toEqual(["in_progress", 1]);
    // Not leaked to the courier: neither in the refusal nor in their list of services.
    expect(wrong.body).not.toContain(customerPin);
    const list = await courier.call("GET", "/api/courier/services/");
    expect(list.body).not.toContain("pin_failures");
    expect(list.json().results.find((s: { uuid: string }) => s.uuid === service.id)).not.toHaveProperty("customer_pin");
    expect(list.json().results.find((s: { uuid: string }) => s.uuid === service.id).proof_rules).toEqual(STRICT);

    const right = await courier.call("PATCH", `/api/courier/services/${service.id}/finish/`, {
      ...FILES,
      pin: customerPin,
      latitude: 4.68,
      longitude: -74.05,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.body).not.toContain(`"${customerPin}"`);
    const row = await rowOf(service.id);
    expect([row.status, row.completionData]).toEqual([
      "finished",
      { ...FILES, pin_verified: true, latitude: 4.68, longitude: -74.05, distance_m: 0 },
    ]);
  });

  it("locks the PIN after five wrong tries: even the right one is refused with 409 and the service stays open", async () => {
    const courier = await courierOf();
    const service = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "in_progress", typeId: await strictType() });
    const { customerPin } = await rowOf(service.id);
    const wrongPin = customerPin === "0000" ? "1111" : "0000";
    const tries = [];
    for (let i = 0; i < 5; i++) {
      const res = await courier.call("PATCH", `/api/courier/services/${service.id}/finish/`, { ...FILES, pin: wrongPin });
      tries.push([res.statusCode, res.json().detail]);
    }
    expect(tries.slice(3)).toEqual([
      [400, "El PIN no coincide. Queda 1 intento."],
      [409, "Se agotaron los intentos del PIN: comunícate con la sucursal para continuar el servicio."],
    ]);
    const late = await courier.call("PATCH", `/api/courier/services/${service.id}/finish/`, { ...FILES, pin: customerPin });
    expect([late.statusCode, late.json().code]).toEqual([409, "CONFLICT"]);
    expect([(await rowOf(service.id)).status, (await rowOf(service.id)).pinFailures]).toEqual(["in_progress", 5]);
  });

  it("answers another courier's service with 404 before looking at its proof, and counts no PIN try for them", async () => {
    const owner = await courierOf();
    const other = await courierOf();
    const service = await createServiceRow(t.db, hq, { messengerId: owner.id, status: "in_progress", typeId: await strictType() });
    const res = await other.call("PATCH", `/api/courier/services/${service.id}/finish/`, { ...FILES, pin: "1234" });
    expect(res.statusCode).toBe(404);
    expect((await rowOf(service.id)).pinFailures).toBe(0);
  });

  it("shows the PIN to the customer on the tracking page while the service is open, only when its type asks for it", async () => {
    const courier = await courierOf();
    const strict = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "in_progress", typeId: await strictType() });
    const plain = await createServiceRow(t.db, hq, { messengerId: courier.id, status: "in_progress" });
    const track = async (serviceId: string) => {
      const token = randomBytes(32).toString("base64url");
      await t.db.insert(serviceTracking).values({ serviceId, token });
      return () => t.app.inject({ method: "GET", url: `/api/tracking/${token}/` });
    };
    const strictPage = await track(strict.id);
    expect((await strictPage()).json().pin).toBe((await rowOf(strict.id)).customerPin);
    expect((await (await track(plain.id))()).json().pin).toBeNull();
    await t.db.update(services).set({ status: "finished" }).where(eq(services.id, strict.id));
    expect((await strictPage()).json().pin).toBeNull();
  });
});

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
    expect(row.pickupData).toBeNull();
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
