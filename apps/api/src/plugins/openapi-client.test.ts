import { execFile } from "node:child_process";
import { rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, expect, it } from "vitest";
import { messengers, users } from "../db/schema/index.js";
import { DEMO_PASSWORD } from "../seed/demo-data.js";
import { listeningDemoWithReceiver, signedWith } from "../test/webhook-receiver.js";

// Issue 26's "done when", with a client generated from the served OpenAPI document (openapi-typescript +
// openapi-fetch): test/generated-client/outside-script.ts creates, assigns and finishes a service against a running
// server, and a local receiver hears the four signed webhooks of its life.
const clientFolder = resolve(import.meta.dirname, "../test/generated-client");
const repoRoot = resolve(import.meta.dirname, "../../../..");
const WHOLE_LIFE = ["service.created", "service.assigned", "service.picked_up", "service.finished"];

/** The script's one function, named here by hand: importing its module by name would make the API's typecheck need the generated types. */
interface OutsideScript {
  lifeOfAService(input: {
    baseUrl: string;
    apiKey: string;
    courier: { username: string; password: string };
    messenger: string;
    service: unknown;
  }): Promise<{ service: string; statuses: string[] }>;
}

let world: Awaited<ReturnType<typeof listeningDemoWithReceiver>>;
beforeAll(async () => {
  world = await listeningDemoWithReceiver();
});
afterAll(() => world?.close());

/** The client's types, generated from the document the server serves, then the script typechecked against them. */
async function generateClient(base: string) {
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
  const { t, base, receiver } = world;
  const { secret } = (await t.call({ method: "POST", url: "/api/webhooks/", payload: { url: receiver.url, events: WHOLE_LIFE } })).json();
  const [template] = (await t.call({ method: "GET", url: "/api/templates/?q=Administrador" })).json().results;
  const { key } = (
    await t.call({ method: "POST", url: "/api/api-keys/", payload: { name: "Cliente generado", template: template.id } })
  ).json();
  const [courier] = await t.db
    .select({ username: users.username })
    .from(messengers)
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(eq(messengers.id, t.courier));

  await generateClient(base);
  const { lifeOfAService }: OutsideScript = await import(join(clientFolder, "outside-script.ts"));
  const life = await lifeOfAService({
    baseUrl: base,
    apiKey: key,
    courier: { username: courier.username, password: DEMO_PASSWORD },
    messenger: t.courier,
    service: t.payload(),
  });
  expect(life.statuses).toEqual(["by_assign", "assigned", "in_progress", "finished"]);

  await receiver.heard(WHOLE_LIFE.length);
  const { received } = receiver;
  expect(received.every((r) => signedWith(secret, r))).toBe(true);
  expect(received.map((r) => [JSON.parse(r.body).type, JSON.parse(r.body).data.service, JSON.parse(r.body).data.status])).toEqual([
    ["service.created", life.service, "by_assign"],
    ["service.assigned", life.service, "assigned"],
    ["service.picked_up", life.service, "in_progress"],
    ["service.finished", life.service, "finished"],
  ]);
}, 240_000); // generating the client's types and typechecking the script against them take a tsc run
