import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listeningDemoWithReceiver, signedWith } from "../../test/webhook-receiver.js";

// Issue 26's "done when": an outside system, with nothing but fetch and an API key, creates a service against a
// running server and hears its life through signed webhooks on its own HTTP receiver.
let world: Awaited<ReturnType<typeof listeningDemoWithReceiver>>;
beforeAll(async () => {
  world = await listeningDemoWithReceiver();
});
afterAll(() => world?.close());

it("creates, assigns and finishes a service with an API key and receives the three signed webhooks in order", async () => {
  const { t, base, receiver } = world;
  // The headquarter's administrator sets it up once (the Configuración screens do the same calls).
  const events = ["service.created", "service.assigned", "service.finished"];
  const { secret } = (await t.call({ method: "POST", url: "/api/webhooks/", payload: { url: receiver.url, events } })).json();
  const [template] = (await t.call({ method: "GET", url: "/api/templates/?q=Administrador" })).json().results;
  const { key } = (
    await t.call({ method: "POST", url: "/api/api-keys/", payload: { name: "Script externo", template: template.id } })
  ).json();

  // The outside script: plain fetch, the key, no headquarter header.
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const created = await call("POST", "/api/services/", t.payload());
  expect(created.status).toBe(201);
  const service = created.body.uuid as string;
  const courier = t.courier;
  expect((await call("PATCH", `/api/services/${service}/assign/`, { messenger: courier })).status).toBe(200);
  expect((await call("PATCH", `/api/services/${service}/finish/`, {})).status).toBe(200);

  await receiver.heard(events.length);
  const { received } = receiver;
  expect(received.every((r) => signedWith(secret, r))).toBe(true);
  expect(received.map((r) => [JSON.parse(r.body).type, JSON.parse(r.body).data.service, JSON.parse(r.body).data.status])).toEqual([
    ["service.created", service, "by_assign"],
    ["service.assigned", service, "assigned"],
    ["service.finished", service, "finished"],
  ]);
});
