import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvents, outboxEmails, webhookDeliveries } from "../../db/schema/index.js";
import { createDemoApp, type DemoApp } from "../../test/demo-app.js";
import { signedWith, startWebhookReceiver, type WebhookDelivery } from "../../test/webhook-receiver.js";
import { webhookSignature } from "./index.js";

let t: DemoApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let url: string;
let received: WebhookDelivery[];
/** How the receiver answers the next calls; 200 when none is queued. */
const answers: number[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => answers.shift() ?? 200);
  ({ url, received } = receiver);
  // The receiver listens on 127.0.0.1: allowed here as GATEWAY_PRIVATE_HOSTS=1 allows it.
  t = await createDemoApp({ config: { gatewayPrivateHosts: true } });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** Every pending delivery is due now, however far its retry was set, and the jobs run. */
const runNow = async () => {
  await t.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.status, "pending"));
  await t.app.jobs.runDue();
};
const subscribe = async (events: string[], at = url) => {
  const res = await t.call({ method: "POST", url: "/api/webhooks/", payload: { url: at, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string };
};
const unsubscribe = (id: string) => t.call({ method: "DELETE", url: `/api/webhooks/${id}/` });
const log = async (webhook: string) =>
  (await t.call({ method: "GET", url: `/api/webhook-deliveries/?webhook=${webhook}` })).json().results as Record<string, unknown>[];

describe("webhook signatures (Standard Webhooks)", () => {
  it("signs the specification's example as it says", () => {
    expect(
      webhookSignature("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}'),
    ).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });
});

describe("webhook subscriptions", () => {
  it("shows the secret on creation and on request only, and refuses what is no http(s) address or no known event (400)", async () => {
    const bad = await t.call({ method: "POST", url: "/api/webhooks/", payload: { url: "ftp://x", events: ["service.lost"] } });
    expect([bad.statusCode, bad.json().errors]).toEqual([
      400,
      [
        { field: "url", message: "Use una dirección http(s) válida" },
        { field: "events.0", message: "Evento desconocido" },
      ],
    ]);
    const none = await t.call({ method: "POST", url: "/api/webhooks/", payload: { url, events: [] } });
    expect(none.json().errors).toEqual([{ field: "events", message: "Elija al menos un evento" }]);
    const created = await subscribe(["service.created"]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await t.call({ method: "GET", url: "/api/webhooks/" })).json();
    expect(listed.find((w: { id: string }) => w.id === created.id)).toEqual({
      id: created.id,
      url,
      events: ["service.created"],
      active: true,
      paused_reason: null,
      created_at: expect.any(String),
    });
    const secret = await t.call({ method: "GET", url: `/api/webhooks/${created.id}/secret/` });
    expect(secret.json()).toEqual({ secret: created.secret });
    const edited = await t.call({
      method: "PATCH",
      url: `/api/webhooks/${created.id}/`,
      payload: { events: ["service.finished"] },
    });
    expect(edited.json().events).toEqual(["service.finished"]);
    expect((await unsubscribe(created.id)).statusCode).toBe(204);
    expect((await unsubscribe(created.id)).statusCode).toBe(404);
  });

  it("sends a test event, signed, and shows it in the log; resending sends the same id again", async () => {
    const hook = await subscribe(["service.created"]);
    const queued = await t.call({ method: "POST", url: `/api/webhooks/${hook.id}/test/` });
    expect([queued.statusCode, queued.json().status, queued.json().event]).toEqual([202, "pending", "webhook.test"]);
    const before = received.length;
    await t.app.jobs.runDue();
    const got = received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0].headers["webhook-id"]).toBe(queued.json().id);
    expect(signedWith(hook.secret, got[0])).toBe(true);
    expect(JSON.parse(got[0].body)).toEqual({ type: "webhook.test", timestamp: expect.any(String), data: { webhook: hook.id } });
    const [entry] = await log(hook.id);
    expect([entry.status, entry.attempts, entry.response_code, entry.error]).toEqual(["delivered", 1, 200, null]);
    const again = await t.call({ method: "POST", url: `/api/webhook-deliveries/${queued.json().id}/resend/` });
    expect(again.json().status).toBe("pending");
    await t.app.jobs.runDue();
    expect(received.slice(before).map((r) => r.headers["webhook-id"])).toEqual([queued.json().id, queued.json().id]);
    await unsubscribe(hook.id);
  });
});

describe("webhook deliveries", () => {
  it("tells a subscriber of a service's life in order, retrying a failure before anything later of the same service", async () => {
    const hook = await subscribe(["service.created", "service.assigned", "service.finished"]);
    const before = received.length;
    answers.push(500);
    const service = await t.create();
    await t.app.jobs.runDue();
    const [first] = await log(hook.id);
    expect([first.event, first.status, first.attempts, first.response_code, first.error]).toEqual([
      "service.created",
      "pending",
      1,
      500,
      "El receptor respondió 500",
    ]);
    const wait = Date.parse(first.next_attempt_at as string) - Date.parse(first.attempted_at as string);
    expect(wait).toBeGreaterThanOrEqual(29_000);
    expect(wait).toBeLessThanOrEqual(31_000);
    const courier = t.courier;
    expect(
      (await t.call({ method: "PATCH", url: `/api/services/${service.uuid}/assign/`, payload: { messenger: courier } })).statusCode,
    ).toBe(200);
    await t.app.jobs.runDue();
    // The assignment waits behind the creation's retry.
    expect(received.slice(before)).toHaveLength(1);
    expect((await t.call({ method: "PATCH", url: `/api/services/${service.uuid}/finish/`, payload: {} })).statusCode).toBe(200);
    await runNow();
    const got = received.slice(before);
    expect(got.map((r) => JSON.parse(r.body).type)).toEqual(["service.created", "service.created", "service.assigned", "service.finished"]);
    expect(got.every((r) => signedWith(hook.secret, r))).toBe(true);
    expect(JSON.parse(got[3].body).data).toEqual({
      service: service.uuid,
      consecutive: service.consecutive,
      status: "finished",
      previous_status: "assigned",
      messenger: courier,
    });
    // One id per delivery: the retry of the creation kept its id.
    expect(new Set(got.map((r) => r.headers["webhook-id"])).size).toBe(3);
    await unsubscribe(hook.id);
  });

  it("pauses a subscription whose delivery failed for a day (8 attempts), tells the desks and mails its managers, and sends what waited once taken back", async () => {
    const hook = await subscribe(["service.created"]);
    answers.push(...Array(8).fill(503));
    const before = received.length;
    await t.create();
    for (let i = 0; i < 8; i++) await runNow();
    const [failed] = await log(hook.id);
    expect([failed.status, failed.attempts, failed.response_code]).toEqual(["failed", 8, 503]);
    const listed = (await t.call({ method: "GET", url: "/api/webhooks/" })).json();
    expect(listed.find((w: { id: string }) => w.id === hook.id)).toMatchObject({
      active: false,
      paused_reason: "Las entregas fallaron durante un día",
    });
    const [told] = await t.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.name, "headquarter.notified"), eq(domainEvents.headquarterId, t.bogota)));
    expect(told.payload).toEqual({
      title: "Webhook en pausa",
      body: `Las entregas a ${url} fallaron durante un día y la suscripción quedó en pausa. Reactívela en Configuración > Webhooks; los eventos pendientes se enviarán entonces.`,
    });
    const mails = await t.db
      .select({ to: outboxEmails.to, subject: outboxEmails.subject, body: outboxEmails.body })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, "Webhook en pausa"));
    expect(mails).toEqual([
      {
        to: "admin@despacho.local",
        subject: "Webhook en pausa",
        body: `Las entregas a ${url} fallaron durante un día y la suscripción quedó en pausa. Reactívela en Configuración > Webhooks; los eventos pendientes se enviarán entonces.`,
      },
    ]);
    // While paused, nothing goes; its events wait.
    await t.create();
    await runNow();
    expect(received.slice(before)).toHaveLength(8);
    const back = await t.call({ method: "PATCH", url: `/api/webhooks/${hook.id}/`, payload: { active: true } });
    expect(back.json()).toMatchObject({ active: true, paused_reason: null });
    await t.app.jobs.runDue();
    expect(received.slice(before)).toHaveLength(9);
    expect((await log(hook.id)).map((d) => d.status)).toEqual(["delivered", "failed"]);
    await unsubscribe(hook.id);
  });

  it("never posts to a loopback or private address unless GATEWAY_PRIVATE_HOSTS allows it", async () => {
    const hook = await subscribe(["service.created"]);
    t.config.gatewayPrivateHosts = false;
    try {
      const before = received.length;
      await t.create();
      await t.app.jobs.runDue();
      const [refused] = await log(hook.id);
      expect([refused.status, refused.attempts, refused.response_code, refused.error]).toEqual([
        "pending",
        1,
        null,
        "La dirección apunta a una red interna",
      ]);
      expect(received).toHaveLength(before);
    } finally {
      t.config.gatewayPrivateHosts = true;
    }
    await unsubscribe(hook.id);
  });
});
