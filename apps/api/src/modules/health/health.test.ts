import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_VERSION } from "@despacho/domain";
import { createTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("GET /api/health", () => {
  it("answers 200 with the database kind and the client version, without a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.database.kind, client_version: CLIENT_VERSION });
    expect(t.database.kind).toBe(process.env.TEST_DB === "postgres" ? "postgres" : "pglite");
  });
});
