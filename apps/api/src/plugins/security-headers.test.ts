import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.js";
import { SECURITY_HEADERS } from "./security-headers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it("sends the secure headers on answers and on refusals", async () => {
  for (const url of ["/api/health", "/api/services/", "/api/no-existe/"]) {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.headers, url).toMatchObject(SECURITY_HEADERS);
    expect(res.headers["content-security-policy"], url).toBeUndefined();
  }
});
