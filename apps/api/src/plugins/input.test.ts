import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tags } from "../db/schema/index.js";
import { resourceFactories } from "../test/factories.js";
import { createHeadquarter, createUser } from "../test/factories.js";
import { authHeaders, createTestApp, login, snapshotTables, type TestApp } from "../test/harness.js";

let t: TestApp;
let headquarterId: string;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headquarterId = (await createHeadquarter(t.db)).id;
  const admin = await createUser(t.db, { headquarterIds: [headquarterId], permissions: ["delete_tag"] });
  headers = authHeaders((await login(t.app, admin.user.username, admin.password)).access, headquarterId);
});
afterAll(() => t?.close());

const json = { "content-type": "application/json" };

describe("an empty body sent as application/json is no body (API clients send the header on every call)", () => {
  it("a DELETE with the header and no body deletes", async () => {
    const tag = await resourceFactories.tag(t.db, headquarterId);
    const res = await t.app.inject({ method: "DELETE", url: `/api/tags/${tag}/`, payload: "", headers: { ...headers, ...json } });
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.db.select().from(tags).where(eq(tags.id, tag))).toEqual([]);
  });

  it("a PATCH whose body is required answers the schema's field error, as without the header", async () => {
    const expected = {
      code: "VALIDATION",
      detail: "Datos inválidos",
      errors: [{ field: "body", message: "Entrada inválida: se esperaba objeto, recibido nulo" }],
    };
    const withHeader = await t.app.inject({ method: "PATCH", url: "/api/users/profile/", payload: "", headers: { ...headers, ...json } });
    const without = await t.app.inject({ method: "PATCH", url: "/api/users/profile/", headers });
    expect([withHeader.statusCode, withHeader.json()]).toEqual([400, expected]);
    expect([without.statusCode, without.json()]).toEqual([400, expected]);
  });
});

// A body cut short in the middle of a part: busboy's "Part terminated early" and "Unexpected end of multipart data".
const BOUNDARY = "----corte";
const truncated = (part: string) => ({
  payload: `--${BOUNDARY}\r\n${part}`,
  headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
});
const INCOMPLETE = {
  code: "VALIDATION",
  detail: "El cuerpo multipart/form-data está incompleto",
  errors: [{ field: "body", message: "El cuerpo multipart/form-data está incompleto" }],
};

describe("a multipart body cut short answers 400 and changes nothing", () => {
  it("on the anonymous login, cut inside a field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/token/",
      ...truncated('Content-Disposition: form-data; name="username"\r\n\r\nadm'),
    });
    expect([res.statusCode, res.json()]).toEqual([400, INCOMPLETE]);
  });

  it("on a route taking a file, cut inside the file", async () => {
    const before = await snapshotTables(t.db);
    const body = truncated('Content-Disposition: form-data; name="image"; filename="yo.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG');
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/users/profile/",
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect([res.statusCode, res.json()]).toEqual([400, INCOMPLETE]);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("on a route without a body, cut inside the part headers", async () => {
    const tag = await resourceFactories.tag(t.db, headquarterId);
    const body = truncated("Content-Disposition: form-da");
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/tags/${tag}/`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect([res.statusCode, res.json()]).toEqual([400, INCOMPLETE]);
    expect(await t.db.select({ id: tags.id }).from(tags).where(eq(tags.id, tag))).toEqual([{ id: tag }]);
  });
});
