import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../../test/demo-app.js";

// Issue 26's "done when": an outside system, with nothing but fetch and an API key, creates a service against a
// running server and hears its life through signed webhooks on its own HTTP receiver.
let t: DemoApp;
let receiver: Server;
let base: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let heardAll: () => void;
const allHeard = new Promise<void>((resolve) => {
  heardAll = resolve;
});

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.end();
      if (received.length === 3) heardAll();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  // A running server as in production (its jobs poll and its own delivery kick on); the receiver is local.
  t = await createDemoApp({ config: { gatewayPrivateHosts: true, jobsPollMs: 200 } });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

it("creates, assigns and finishes a service with an API key and receives the three signed webhooks in order", async () => {
  // The headquarter's administrator sets it up once (the Configuración screens do the same calls).
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/despacho`;
  const events = ["service.created", "service.assigned", "service.finished"];
  const { secret } = (await t.call({ method: "POST", url: "/api/webhooks/", payload: { url: hookUrl, events } })).json();
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

  await allHeard;
  const key64 = Buffer.from(secret.slice("whsec_".length), "base64");
  for (const r of received) {
    const signed = `${r.headers["webhook-id"]}.${r.headers["webhook-timestamp"]}.${r.body}`;
    expect(r.headers["webhook-signature"]).toBe(`v1,${createHmac("sha256", key64).update(signed).digest("base64")}`);
  }
  expect(received.map((r) => [JSON.parse(r.body).type, JSON.parse(r.body).data.service, JSON.parse(r.body).data.status])).toEqual([
    ["service.created", service, "by_assign"],
    ["service.assigned", service, "assigned"],
    ["service.finished", service, "finished"],
  ]);
});
