import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, expect, it } from "vitest";
import { messengers, users } from "../db/schema/index.js";
import { DEMO_PASSWORD } from "../seed/demo-data.js";
import { createDemoApp, type DemoApp } from "../test/demo-app.js";

// Issue 26's "done when", with a client generated from the served OpenAPI document (openapi-typescript +
// openapi-fetch): test/generated-client/outside-script.ts creates, assigns and finishes a service against a running
// server, and a local receiver hears the four signed webhooks of its life.
const clientFolder = resolve(import.meta.dirname, "../test/generated-client");
const repoRoot = resolve(import.meta.dirname, "../../../..");
const WHOLE_LIFE = ["service.created", "service.assigned", "service.picked_up", "service.finished"];

let t: DemoApp;
let receiver: Server;
let base: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let heardAll: () => void;
const allHeard = new Promise<void>((done) => {
  heardAll = done;
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
      if (received.length === WHOLE_LIFE.length) heardAll();
    });
  });
  await new Promise<void>((listening) => receiver.listen(0, "127.0.0.1", listening));
  // A running server as in production (its jobs poll and delivery kick on); the receiver is on loopback.
  t = await createDemoApp({ config: { gatewayPrivateHosts: true, jobsPollMs: 200 } });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

/** The client's types, generated from the document the server serves, then the script typechecked against them. */
async function generateClient() {
  const document = await (await fetch(`${base}/api/docs/json`)).json();
  const types = astToString(await openapiTS(document));
  const file = join(clientFolder, "despacho-api.d.ts");
  // Written whole then moved: the embedded and PostgreSQL runs may generate it at once.
  await writeFile(`${file}.${process.pid}`, types);
  await rename(`${file}.${process.pid}`, file);
  const tsc = join(repoRoot, "node_modules/typescript/bin/tsc");
  await promisify(execFile)(process.execPath, [tsc, "-p", join(clientFolder, "tsconfig.json")]);
}

it("a client generated from the OpenAPI document creates, assigns and finishes a service, and its webhooks arrive signed", async () => {
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/despacho`;
  const { secret } = (await t.call({ method: "POST", url: "/api/webhooks/", payload: { url: hookUrl, events: WHOLE_LIFE } })).json();
  const [template] = (await t.call({ method: "GET", url: "/api/templates/?q=Administrador" })).json().results;
  const { key } = (
    await t.call({ method: "POST", url: "/api/api-keys/", payload: { name: "Cliente generado", template: template.id } })
  ).json();
  const [courier] = await t.db
    .select({ username: users.username })
    .from(messengers)
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(eq(messengers.id, t.courier));

  await generateClient();
  const { lifeOfAService } = await import("../test/generated-client/outside-script.js");
  const life = await lifeOfAService({
    baseUrl: base,
    apiKey: key,
    courier: { username: courier.username, password: DEMO_PASSWORD },
    messenger: t.courier,
    service: t.payload(),
  });
  expect(life.statuses).toEqual(["by_assign", "assigned", "in_progress", "finished"]);

  await allHeard;
  const signingKey = Buffer.from(secret.slice("whsec_".length), "base64");
  for (const r of received) {
    const signed = `${r.headers["webhook-id"]}.${r.headers["webhook-timestamp"]}.${r.body}`;
    expect(r.headers["webhook-signature"]).toBe(`v1,${createHmac("sha256", signingKey).update(signed).digest("base64")}`);
  }
  expect(received.map((r) => [JSON.parse(r.body).type, JSON.parse(r.body).data.service, JSON.parse(r.body).data.status])).toEqual([
    ["service.created", life.service, "by_assign"],
    ["service.assigned", life.service, "assigned"],
    ["service.picked_up", life.service, "in_progress"],
    ["service.finished", life.service, "finished"],
  ]);
}, 240_000); // generating the client's types and typechecking the script against them take a tsc run
