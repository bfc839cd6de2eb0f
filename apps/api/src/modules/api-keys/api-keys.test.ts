import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, roles, services } from "../../db/schema/index.js";
import { buildApp } from "../../app.js";
import { openDatabase } from "../../db/client.js";
import { createRole, createUser } from "../../test/factories.js";
import { authHeaders, login } from "../../test/harness.js";
import { createDemoApp, type DemoApp } from "../../test/demo-app.js";

let t: DemoApp;
let companyId: string;
/** A template a shop's server needs: create, read, assign and finish services. */
let shopTemplate: string;

beforeAll(async () => {
  t = await createDemoApp({ config: { apiKeyRateLimit: 30 } });
  [{ companyId }] = await t.db.select({ companyId: roles.companyId }).from(roles).where(eq(roles.name, "Administrador"));
  shopTemplate = (
    await createRole(t.db, {
      companyId,
      name: "Tienda en línea",
      permissions: ["add_service", "view_service_menu", "assign_service", "change_service"],
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const createKey = async (name: string, template = shopTemplate) => {
  const res = await t.call({ method: "POST", url: "/api/api-keys/", payload: { name, template } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string; prefix: string };
};
const withKey = (key: string, headers: Record<string, string> = {}) => ({ authorization: `Bearer ${key}`, ...headers });

describe("API keys", () => {
  it("shows the key once, keeps only its sha256, and lists it with its template, creator and last use", async () => {
    const created = await createKey("Tienda Shopify");
    expect(created.key).toMatch(/^dsp_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    expect(row.permissions).toEqual(["add_service", "view_service_menu", "assign_service", "change_service"]);
    const before = (await t.call({ method: "GET", url: "/api/api-keys/" })).json();
    expect(before.find((k: { id: string }) => k.id === created.id)).toEqual({
      id: created.id,
      name: "Tienda Shopify",
      prefix: created.prefix,
      permissions: ["add_service", "view_service_menu", "assign_service", "change_service"],
      template_name: "Tienda en línea",
      created_by: expect.any(String),
      created_at: expect.any(String),
      last_used_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(before)).not.toContain(created.key);
    await t.app.inject({ method: "GET", url: "/api/services/", headers: withKey(created.key) });
    const after = (await t.call({ method: "GET", url: "/api/api-keys/" })).json();
    expect(after.find((k: { id: string }) => k.id === created.id).last_used_at).not.toBeNull();
  });

  it("creates a service for its headquarter, attributed to it in the history, and Idempotency-Key replays the first answer", async () => {
    const { id, key } = await createKey("ERP");
    const idem = randomUUID();
    const first = await t.app.inject({
      method: "POST",
      url: "/api/services/",
      payload: t.payload(),
      headers: withKey(key, { "idempotency-key": idem }),
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/services/",
      payload: t.payload(),
      headers: withKey(key, { "idempotency-key": idem }),
    });
    expect([again.statusCode, again.json().uuid]).toEqual([201, first.json().uuid]);
    const [row] = await t.db.select().from(services).where(eq(services.id, first.json().uuid));
    expect(row.headquarterId).toBe(t.bogota);
    const courier = t.courier;
    const assigned = await t.app.inject({
      method: "PATCH",
      url: `/api/services/${row.id}/assign/`,
      payload: { messenger: courier },
      headers: withKey(key),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const history = (await t.app.inject({ method: "GET", url: `/api/services/${row.id}/historical/`, headers: withKey(key) })).json();
    expect(history.results.map((h: { action: string; api_key: unknown }) => [h.action, h.api_key])).toEqual([
      ["assign", { uuid: id, name: "ERP" }],
      ["created", { uuid: id, name: "ERP" }],
    ]);
  });

  it("answers 403 for what its template does not allow, and for a route that is no staff route", async () => {
    const { key } = await createKey("Solo servicios");
    const res = await t.app.inject({ method: "GET", url: "/api/webhooks/", headers: withKey(key) });
    expect([res.statusCode, res.json().code]).toEqual([403, "FORBIDDEN"]);
    const keys = await t.app.inject({ method: "GET", url: "/api/api-keys/", headers: withKey(key) });
    expect(keys.statusCode).toBe(403);
  });

  it("is refused with 401 once revoked, and for a key never made", async () => {
    const { id, key } = await createKey("Revocada");
    expect((await t.app.inject({ method: "GET", url: "/api/services/", headers: withKey(key) })).statusCode).toBe(200);
    expect((await t.call({ method: "DELETE", url: `/api/api-keys/${id}/` })).statusCode).toBe(204);
    const res = await t.app.inject({ method: "GET", url: "/api/services/", headers: withKey(key) });
    expect([res.statusCode, res.json().code]).toEqual([401, "TOKEN_NOT_VALID"]);
    const made = await t.app.inject({ method: "GET", url: "/api/services/", headers: withKey(`dsp_${"x".repeat(43)}`) });
    expect(made.statusCode).toBe(401);
    const listed = (await t.call({ method: "GET", url: "/api/api-keys/" })).json();
    expect(listed.find((k: { id: string }) => k.id === id).revoked_at).not.toBeNull();
  });

  it("cannot reach another headquarter: its services answer 404 and its header 403", async () => {
    const { key } = await createKey("Solo Bogotá");
    const there = await t.create(t.medellin);
    const res = await t.app.inject({ method: "GET", url: `/api/services/${there.uuid}/`, headers: withKey(key) });
    expect(res.statusCode).toBe(404);
    const header = await t.app.inject({ method: "GET", url: "/api/services/", headers: withKey(key, { "x-headquarter": t.medellin }) });
    expect([header.statusCode, header.json().code]).toEqual([403, "HEADQUARTER_FORBIDDEN"]);
  });

  it("cannot be made with more permissions than its creator holds (403), nor from another company's template (400)", async () => {
    const { user, password } = await createUser(t.db, { headquarterIds: [t.bogota], permissions: ["view_apikey_menu", "add_service"] });
    const headers = authHeaders((await login(t.app, user.username, password)).access, t.bogota);
    const res = await t.app.inject({ method: "POST", url: "/api/api-keys/", headers, payload: { name: "Más", template: shopTemplate } });
    expect([res.statusCode, res.json().detail]).toEqual([
      403,
      "La plantilla da permisos que usted no tiene: view_service_menu, assign_service, change_service",
    ]);
    const other = await createRole(t.db, { permissions: ["add_service"] });
    const foreign = await t.app.inject({ method: "POST", url: "/api/api-keys/", headers, payload: { name: "Ajena", template: other.id } });
    expect([foreign.statusCode, foreign.json().errors]).toEqual([400, [{ field: "template", message: "Plantilla no encontrada" }]]);
    const count = await t.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.createdBy, user.id)));
    expect(count).toHaveLength(0);
  });

  it("is rate limited per key: the 31st call of a minute answers 429 with Retry-After, another key goes on", async () => {
    const { key } = await createKey("Apurada");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await t.app.inject({ method: "GET", url: "/api/api-keys/", headers: withKey(key) })).statusCode);
    expect(statuses.filter((s) => s === 403)).toHaveLength(30);
    const last = await t.app.inject({ method: "GET", url: "/api/services/", headers: withKey(key) });
    expect([last.statusCode, last.json().code, Number(last.headers["retry-after"]) > 0]).toEqual([429, "RATE_LIMITED", true]);
    const { key: other } = await createKey("Tranquila");
    expect((await t.app.inject({ method: "GET", url: "/api/services/", headers: withKey(other) })).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)("API keys on two nodes sharing Redis", () => {
  it("counts a key's calls on every node together: the 31st of a minute answers 429 in Spanish with Retry-After on either", async () => {
    const { key } = await createKey("Dos nodos");
    const config = { ...t.config, redisUrl: process.env.REDIS_URL };
    const databases = [
      await openDatabase({ url: t.config.databaseUrl as string }),
      await openDatabase({ url: t.config.databaseUrl as string }),
    ];
    const nodes = await Promise.all(databases.map((database) => buildApp({ config, database, logger: false })));
    try {
      await Promise.all(nodes.map((node) => node.ready()));
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++)
        statuses.push((await nodes[i % 2].inject({ method: "GET", url: "/api/services/", headers: withKey(key) })).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      for (const node of nodes) {
        const refused = await node.inject({ method: "GET", url: "/api/services/", headers: withKey(key) });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ code: "RATE_LIMITED", detail: "Demasiadas solicitudes, intente de nuevo en unos segundos" });
        expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      }
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
