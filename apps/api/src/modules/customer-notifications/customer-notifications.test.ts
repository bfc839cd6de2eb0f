import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS } from "@despacho/domain";
import { customerNotifications, jobs, serviceHistory, services, serviceTypes } from "../../db/schema/index.js";
import { signedInCourier } from "../../test/courier-session.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createLinkRow, requestThroughLink } from "../../test/link-factories.js";

let t: TestApp;
let gateway: Server;
let hq: string;
let operator: Record<string, string>;
/** What the gateway received, and how it answers the next calls (500 first, then 200). */
const received: unknown[] = [];
const answers: number[] = [];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  // The test's gateway listens on 127.0.0.1: allowed here as GATEWAY_PRIVATE_HOSTS=1 allows it.
  t = await createTestApp({ config: { gatewayPrivateHosts: true } });
  hq = (await createHeadquarter(t.db)).id;
  const user = await createUser(t.db, { headquarterIds: [hq], permissions: [...PERMISSIONS] });
  operator = authHeaders((await login(t.app, user.user.username, user.password)).access, hq);
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  const set = await t.app.inject({ method: "PUT", url: "/api/customer-gateway/", headers: operator, payload: { url } });
  expect([set.statusCode, set.json()]).toEqual([200, { url }]);
});
afterAll(async () => {
  await t?.close();
  gateway?.close();
});

/** Every queued notification job runs now, however far its retry was set. */
const runJobsNow = async () => {
  await t.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.status, "queued"));
  await t.app.jobs.runDue();
};

describe("the headquarter's gateway", () => {
  it("is read and set by a configurator, refuses what is no http(s) address, and null turns it off", async () => {
    const bad = await t.app.inject({ method: "PUT", url: "/api/customer-gateway/", headers: operator, payload: { url: "ftp://gateway" } });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, [{ field: "url", message: "Use una dirección http(s) válida" }]]);
    const other = (await createHeadquarter(t.db)).id;
    const user = await createUser(t.db, { headquarterIds: [other], permissions: ["view_configuration_menu"] });
    const there = authHeaders((await login(t.app, user.user.username, user.password)).access, other);
    expect((await t.app.inject({ method: "GET", url: "/api/customer-gateway/", headers: there })).json()).toEqual({ url: null });
    await t.app.inject({ method: "PUT", url: "/api/customer-gateway/", headers: there, payload: { url: "https://sms.example.com/send" } });
    const off = await t.app.inject({ method: "PUT", url: "/api/customer-gateway/", headers: there, payload: { url: null } });
    expect(off.json()).toEqual({ url: null });
  });
});

describe("customer notifications (issue 23)", () => {
  it("sends the tracking link on creation and assignment through the headquarter's gateway, retrying a failure, each attempt in the history", async () => {
    const link = await createLinkRow(t.db, hq);
    const created = await requestThroughLink(t.app, link, {
      locations: [
        { type: "origin", address: "Calle 72 # 10-34", description: "Portería" },
        { type: "destination", address: "Carrera 15 # 93-47" },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { consecutive, tracking_token: token } = created.json();
    const trackingLink = `${t.config.publicUrl}/tracking/${token}`;

    answers.push(500);
    await t.app.jobs.runDue();
    const [first] = await t.db.select().from(customerNotifications).where(eq(customerNotifications.recipient, "+573001234567"));
    expect([first.event, first.channel, first.status, first.attempts]).toEqual(["created", "http", "pending", 1]);
    await runJobsNow();
    const message = `Despacho: recibimos su solicitud de servicio #${consecutive}. Sígala aquí: ${trackingLink}`;
    expect(received).toEqual([
      { to: "+573001234567", message },
      { to: "+573001234567", message },
    ]);
    const [sent] = await t.db.select().from(customerNotifications).where(eq(customerNotifications.id, first.id));
    expect([sent.status, sent.attempts]).toEqual(["sent", 2]);

    const list = await t.app.inject({ method: "GET", url: "/api/services/", headers: operator });
    const serviceId = list.json().results.find((s: { consecutive: number }) => s.consecutive === consecutive).uuid;
    const courier = await signedInCourier(t, { headquarterIds: [hq], isOnline: true });
    const assigned = await t.app.inject({
      method: "PATCH",
      url: `/api/services/${serviceId}/assign/`,
      headers: operator,
      payload: { messenger: courier.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await t.app.jobs.runDue();
    expect(received.at(-1)).toEqual({
      to: "+573001234567",
      message: `Despacho: su servicio #${consecutive} ya tiene mensajero asignado. Sígalo aquí: ${trackingLink}`,
    });

    const history = await t.app.inject({ method: "GET", url: `/api/services/${serviceId}/historical/`, headers: operator });
    const attempts = history
      .json()
      .results.filter((h: { action: string }) => h.action === "customer_notification")
      .map((h: { data: Record<string, unknown> }) => [h.data.event, h.data.attempt, h.data.sent, h.data.error]);
    expect(attempts).toEqual(
      expect.arrayContaining([
        ["created", 1, false, "La pasarela respondió 500"],
        ["created", 2, true, null],
        ["assigned", 1, true, null],
      ]),
    );
    expect(attempts).toHaveLength(3);
  });

  it("tells the PIN the courier will ask for when the service's type asks for it (issue 24)", async () => {
    const link = await createLinkRow(t.db, hq);
    await t.db
      .update(serviceTypes)
      .set({
        proofRules: {
          pickup: { photo: "off", signature: "off", pin: "off" },
          drop_off: { photo: "optional", signature: "off", pin: "required" },
        },
      })
      .where(eq(serviceTypes.id, link.serviceTypeIds[0]));
    const created = await requestThroughLink(t.app, link, { phone_number: "3005550101" });
    expect(created.statusCode, created.body).toBe(201);
    await t.app.jobs.runDue();
    const [message] = await t.db.select().from(customerNotifications).where(eq(customerNotifications.recipient, "+573005550101"));
    const [service] = await t.db.select().from(services).where(eq(services.id, message.serviceId));
    expect(message.body).toBe(
      `Despacho: recibimos su solicitud de servicio #${service.consecutive}. Sígala aquí: ${t.config.publicUrl}/tracking/${created.json().tracking_token} PIN para el mensajero: ${service.customerPin}`,
    );
  });

  it("never posts to an internal address unless GATEWAY_PRIVATE_HOSTS allows it: the attempt fails and says why", async () => {
    t.config.gatewayPrivateHosts = false;
    try {
      const link = await createLinkRow(t.db, hq);
      const before = received.length;
      const created = await requestThroughLink(t.app, link, { name: "Luis Pérez", phone_number: "3007654321" });
      expect(created.statusCode, created.body).toBe(201);
      await t.app.jobs.runDue();
      const [refused] = await t.db.select().from(customerNotifications).where(eq(customerNotifications.recipient, "+573007654321"));
      expect([refused.status, refused.attempts]).toEqual(["pending", 1]);
      const [attempt] = await t.db
        .select({ data: serviceHistory.data })
        .from(serviceHistory)
        .where(and(eq(serviceHistory.serviceId, refused.serviceId), eq(serviceHistory.action, "customer_notification")));
      expect([attempt.data.sent, attempt.data.error]).toEqual([false, "La pasarela apunta a una dirección interna"]);
      expect(received).toHaveLength(before);
    } finally {
      t.config.gatewayPrivateHosts = true;
    }
  });
});
