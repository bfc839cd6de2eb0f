import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceStatus } from "@despacho/domain";
import { affiliations, serviceHistory } from "../../../db/schema/index.js";
import { type CourierOverrides, createCourier } from "../../../test/courier-factories.js";
import { recordHeadquarterEmissions, signedInCourier } from "../../../test/courier-session.js";
import { createHeadquarter } from "../../../test/factories.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { createServiceRow } from "../../../test/service-factories.js";

let t: TestApp;
let hq: string;
let otherHq: string;
let emitted: { headquarterId: string; event: string; payload: { uuid?: string; status?: string } }[];

beforeAll(async () => {
  t = await createTestApp();
  hq = (await createHeadquarter(t.db)).id;
  otherHq = (await createHeadquarter(t.db)).id;
  emitted = recordHeadquarterEmissions(t);
});
afterAll(() => t?.close());

const courierOf = (overrides: CourierOverrides = {}) => signedInCourier(t, { headquarterIds: [hq], ...overrides });

const serviceOf = (messengerId: string | null, status: ServiceStatus, headquarterId = hq, createdAt?: Date) =>
  createServiceRow(t.db, headquarterId, { messengerId, status, ...(createdAt && { createdAt }) });
const historyOf = async (id: string) =>
  (await t.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, id)).orderBy(serviceHistory.createdAt)).map((h) => [
    h.action,
    h.toStatus,
  ]);

describe("GET /api/courier/services/", () => {
  it("lists only the courier's own services in headquarters where they are linked, newest first, by status and by page", async () => {
    const courier = await courierOf();
    const other = await createCourier(t.db, { headquarterIds: [hq] });
    await t.db.insert(affiliations).values({
      messengerId: courier.id,
      headquarterId: otherHq,
      status: "disaffiliated",
    });
    const oldest = await serviceOf(courier.id, "finished", hq, new Date("2026-01-01T10:00:00Z"));
    const middle = await serviceOf(courier.id, "assigned", hq, new Date("2026-01-02T10:00:00Z"));
    const newest = await serviceOf(courier.id, "in_progress", hq, new Date("2026-01-03T10:00:00Z"));
    await serviceOf(other.id, "assigned");
    await serviceOf(courier.id, "assigned", otherHq);

    const all = await courier.call("GET", "/api/courier/services/");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().count).toBe(3);
    expect(all.json().results.map((s: { uuid: string; status: string }) => [s.uuid, s.status])).toEqual([
      [newest.id, "in_progress"],
      [middle.id, "assigned"],
      [oldest.id, "finished"],
    ]);

    const assigned = await courier.call("GET", "/api/courier/services/?status=assigned");
    expect(assigned.json().results.map((s: { uuid: string }) => s.uuid)).toEqual([middle.id]);

    const page = await courier.call("GET", "/api/courier/services/?limit=1&offset=1");
    expect(page.json()).toMatchObject({
      count: 3,
      next: "/api/courier/services/?limit=1&offset=2",
      previous: "/api/courier/services/?limit=1&offset=0",
    });
    expect(page.json().results.map((s: { uuid: string }) => s.uuid)).toEqual([middle.id]);

    const bad = await courier.call("GET", "/api/courier/services/?status=volando");
    expect(bad.statusCode).toBe(400);
  });
});

describe("PATCH /api/courier/services/{id}/accept|start|finish/", () => {
  it("moves the courier's assigned service through accept, start and finish with history and the desk's live events", async () => {
    const courier = await courierOf();
    const service = await serviceOf(courier.id, "assigned");

    const accepted = await courier.call("PATCH", `/api/courier/services/${service.id}/accept/`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ uuid: service.id, status: "assigned", messenger: { uuid: courier.id } });
    const started = await courier.call("PATCH", `/api/courier/services/${service.id}/start/`);
    expect(started.json()).toMatchObject({ status: "in_progress" });
    const finished = await courier.call("PATCH", `/api/courier/services/${service.id}/finish/`);
    expect(finished.json()).toMatchObject({ status: "finished", messenger: { uuid: courier.id } });

    expect(await historyOf(service.id)).toEqual([
      ["created", "assigned"],
      ["accept", "assigned"],
      ["start", "in_progress"],
      ["finish", "finished"],
    ]);
    const changes = emitted.filter((e) => e.payload.uuid === service.id && e.event === "services:change");
    expect(changes.map((e) => [e.headquarterId, e.payload.status])).toEqual([
      [hq, "assigned"],
      [hq, "in_progress"],
      [hq, "finished"],
    ]);

    const again = await courier.call("PATCH", `/api/courier/services/${service.id}/finish/`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { code: "ALREADY_FINISHED", detail: "No se puede finalizar un servicio en estado finalizado" },
    ]);
  });

  it("accepts a service spread to every courier (pending, nobody's) and takes it; for the next courier it is someone else's (404)", async () => {
    const first = await courierOf();
    const second = await courierOf();
    const spread = await serviceOf(null, "pending");
    const taken = await first.call("PATCH", `/api/courier/services/${spread.id}/accept/`);
    expect(taken.json()).toMatchObject({ status: "assigned", messenger: { uuid: first.id } });
    const late = await second.call("PATCH", `/api/courier/services/${spread.id}/accept/`);
    expect(late.statusCode).toBe(404);
  });

  it("answers 409 with the desk's message when the status refuses the action", async () => {
    const courier = await courierOf();
    const running = await serviceOf(courier.id, "in_progress");
    const start = await courier.call("PATCH", `/api/courier/services/${running.id}/start/`);
    expect([start.statusCode, start.json()]).toEqual([
      409,
      { code: "CONFLICT", detail: "No se puede iniciar un servicio en estado en curso" },
    ]);
    const cancelled = await serviceOf(courier.id, "cancelled");
    const accept = await courier.call("PATCH", `/api/courier/services/${cancelled.id}/accept/`);
    expect([accept.statusCode, accept.json().code]).toEqual([409, "ALREADY_CANCELLED"]);
  });

  it("answers 404 for another courier's service, a service of a headquarter where the courier is not linked, and an unknown id", async () => {
    const courier = await courierOf();
    const other = await createCourier(t.db, { headquarterIds: [hq] });
    const theirs = await serviceOf(other.id, "assigned");
    const elsewhere = await serviceOf(courier.id, "assigned", otherHq);
    for (const action of ["accept", "start", "finish"]) {
      for (const id of [theirs.id, elsewhere.id, "6f1d4c1e-7a2b-4c3d-9e8f-0a1b2c3d4e5f"]) {
        const res = await courier.call("PATCH", `/api/courier/services/${id}/${action}/`);
        expect([action, res.statusCode]).toEqual([action, 404]);
      }
    }
    expect((await t.db.select().from(serviceHistory).where(eq(serviceHistory.serviceId, theirs.id))).map((h) => h.action)).toEqual([
      "created",
    ]);
  });

  it("refuses a blocked courier taking a spread service (409 MESSENGER_BLOCKED) and a malformed id or body (400)", async () => {
    const blocked = await courierOf({ blockedIn: [hq] });
    const spread = await serviceOf(null, "pending");
    const res = await blocked.call("PATCH", `/api/courier/services/${spread.id}/accept/`);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: "MESSENGER_BLOCKED", detail: "El colaborador está bloqueado en la sucursal" },
    ]);
    const bad = await blocked.call("PATCH", "/api/courier/services/no-es-uuid/start/");
    expect(bad.statusCode).toBe(400);
    const extra = await blocked.call("PATCH", `/api/courier/services/${spread.id}/start/`, { status: "finished" });
    expect(extra.statusCode).toBe(400);
  });
});
