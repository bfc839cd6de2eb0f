import pg from "pg";
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
  });
});

describe("GET /api/health when the database is gone", () => {
  it("asks the database itself: 503 once the server refuses its connections", async () => {
    const gone = await createTestApp();
    const name = new URL(gone.config.databaseUrl ?? "").pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_SERVER_URL });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    await admin.end();

    const res = await gone.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "error", database: "unreachable", client_version: CLIENT_VERSION });
    await gone.close();
  });
});
